package com.tiltfall.physics.collision;

import java.util.Random;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

/** Random shapes for property tests, and their JTS oracle geometry (curves as fine inscribed polygons). */
final class ShapeGen {
    static final GeometryFactory GF = new GeometryFactory();
    static final int CURVE_SEGMENTS = 256;

    private ShapeGen() {}

    static double range(Random r, double lo, double hi) {
        return lo + r.nextFloat() * (hi - lo);
    }

    /** kind: 0 circle, 1 box, 2 convex polygon, 3 ellipse, 4 segment; -1 = any. */
    static Shape shape(Random r, int kind) {
        int k = kind >= 0 ? kind : r.nextInt(5);
        switch (k) {
            case 0:
                return r.nextBoolean()
                        ? new Circle(range(r, 0.2, 1.5))
                        : new Circle(range(r, 0.2, 1.5), range(r, -0.5, 0.5), range(r, -0.5, 0.5));
            case 1:
                return r.nextBoolean()
                        ? Polygon.box(range(r, 0.2, 1.5), range(r, 0.2, 1.5))
                        : Polygon.box(
                                range(r, 0.2, 1.5),
                                range(r, 0.2, 1.5),
                                range(r, -0.5, 0.5),
                                range(r, -0.5, 0.5),
                                range(r, -3.2, 3.2));
            case 2: {
                while (true) {
                    int n = 3 + r.nextInt(6);
                    double[] ang = new double[n];
                    double step = 2 * Math.PI / n;
                    double start = r.nextDouble() * 2 * Math.PI;
                    for (int i = 0; i < n; i++) {
                        ang[i] = start + i * step + (r.nextDouble() - 0.5) * step * 0.6;
                    }
                    double rad = range(r, 0.3, 1.5), sx = range(r, 0.5, 1.5);
                    double[] xy = new double[2 * n];
                    for (int i = 0; i < n; i++) {
                        xy[2 * i] = (sx * rad * Math.cos(ang[i]));
                        xy[2 * i + 1] = (rad * Math.sin(ang[i]));
                    }
                    try {
                        return new Polygon(xy);
                    } catch (IllegalArgumentException e) {
                        // retry (rare near-collinear draw)
                    }
                }
            }
            case 3:
                return r.nextBoolean()
                        ? new Ellipse(range(r, 0.3, 1.5), range(r, 0.3, 1.5))
                        : new Ellipse(
                                range(r, 0.3, 1.5),
                                range(r, 0.3, 1.5),
                                range(r, -0.5, 0.5),
                                range(r, -0.5, 0.5),
                                range(r, -3.2, 3.2));
            default: {
                double x = range(r, -1.5, 1.5), y = range(r, -1.5, 1.5);
                double a = range(r, -3.2, 3.2), len = range(r, 0.5, 3.0);
                return new Segment(x, y, x + len * Math.cos(a), y + len * Math.sin(a));
            }
        }
    }

    static Transform transform(Random r, double spread) {
        return new Transform(range(r, -spread, spread), range(r, -spread, spread), range(r, -3.2, 3.2));
    }

    static Geometry geometry(Shape s, Transform t) {
        if (s instanceof Circle) {
            Circle c = (Circle) s;
            return ellipseRing(
                    t.toWorldX(c.centreX, c.centreY), t.toWorldY(c.centreX, c.centreY), c.radius, c.radius, 1, 0);
        }
        if (s instanceof Ellipse) {
            Ellipse e = (Ellipse) s;
            double ang = t.angle + e.angle;
            return ellipseRing(
                    t.toWorldX(e.centreX, e.centreY),
                    t.toWorldY(e.centreX, e.centreY),
                    e.a,
                    e.b,
                    Math.cos(ang),
                    Math.sin(ang));
        }
        if (s instanceof Segment) {
            Segment g = (Segment) s;
            return GF.createLineString(new Coordinate[] {
                new Coordinate(t.toWorldX(g.x1, g.y1), t.toWorldY(g.x1, g.y1)),
                new Coordinate(t.toWorldX(g.x2, g.y2), t.toWorldY(g.x2, g.y2))
            });
        }
        Polygon p = (Polygon) s;
        int n = p.getVertexCount();
        Coordinate[] cs = new Coordinate[n + 1];
        for (int i = 0; i < n; i++) {
            cs[i] = new Coordinate(
                    t.toWorldX(p.getVertexX(i), p.getVertexY(i)), t.toWorldY(p.getVertexX(i), p.getVertexY(i)));
        }
        cs[n] = cs[0];
        return GF.createPolygon(cs);
    }

    private static Geometry ellipseRing(double cx, double cy, double a, double b, double c, double s) {
        Coordinate[] cs = new Coordinate[CURVE_SEGMENTS + 1];
        for (int i = 0; i < CURVE_SEGMENTS; i++) {
            double t = 2 * Math.PI * i / CURVE_SEGMENTS;
            double x = a * Math.cos(t), y = b * Math.sin(t);
            cs[i] = new Coordinate(cx + c * x - s * y, cy + s * x + c * y);
        }
        cs[CURVE_SEGMENTS] = cs[0];
        return GF.createPolygon(cs);
    }

    /** Shrinks an areal geometry by d (a segment stays as it is). */
    static Geometry shrink(Geometry g, double d) {
        return g.getDimension() == 2 ? g.buffer(-d) : g;
    }
}
