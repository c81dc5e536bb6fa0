package com.tiltfall.level;

/**
 * One static piece of terrain, in world metres. Polygons are convex and counter-clockwise (the loader splits
 * concave outlines); chains are polylines (ground lines), solid from above when drawn left to right.
 * docs/levels.md gives the designer's view.
 */
public final class TerrainData {
    public enum Kind {
        POLYGON,
        ELLIPSE,
        CHAIN
    }

    /** Tiled object id and name, for messages. */
    public int objectId;

    public String objectName = "";
    public Kind kind = Kind.POLYGON;

    /** POLYGON: convex CCW outline x0,y0,x1,y1...; CHAIN: the polyline's points. World metres. */
    public double[] vertices = new double[0];
    /** CHAIN: whether the last point joins the first. */
    public boolean loop;

    /** ELLIPSE: centre, semi-axes and rotation (radians, CCW). */
    public double centerX, centerY, semiAxisA, semiAxisB, angle;

    /** Surface material. */
    public double friction = 0.8, restitution = 0.0;
    /** Jump up through it, stand on it, drop down with down + jump. */
    public boolean oneWay;
}
