package com.tiltfall.render;

import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;

/**
 * The F1 overlay: what the physics sees. Collider outlines (grey static, blue kinematic, yellow awake, purple
 * sleeping, cyan sensors), contact points (red) with their normals, and velocities (white). Reads the world only.
 */
public final class DebugOverlay {
    private static final int ELLIPSE_SEGMENTS = 32;
    private static final double NORMAL_LENGTH = 0.4, VELOCITY_SCALE = 0.1;

    private final Transform xf = new Transform();
    private final Manifold manifold = new Manifold();
    private boolean visible;

    public void toggle() {
        visible = !visible;
    }

    public boolean isVisible() {
        return visible;
    }

    public void render(World world, ShapeRenderer shapes, Camera camera, double alpha) {
        if (!visible) return;
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        for (int slot = 0; slot < world.getBodySlotBound(); slot++) {
            int b = world.getBodyInSlot(slot);
            if (b == -1) continue;
            xf.set(
                    world.getInterpolatedX(b, alpha),
                    world.getInterpolatedY(b, alpha),
                    lerpAngle(world.getPreviousAngle(b), world.getAngle(b), alpha));
            for (int c = world.getFirstCollider(b); c != -1; c = world.getNextCollider(c)) {
                colour(shapes, world, b, c);
                outline(shapes, world.getColliderShape(c));
            }
            if (world.getBodyType(b) == BodyType.DYNAMIC) {
                shapes.setColor(1.0f, 1.0f, 1.0f, 1.0f);
                double cx = world.getCenterX(b), cy = world.getCenterY(b);
                line(
                        shapes,
                        cx,
                        cy,
                        cx + world.getVelocityX(b) * VELOCITY_SCALE,
                        cy + world.getVelocityY(b) * VELOCITY_SCALE);
            }
            drawContacts(shapes, world, b, manifold);
        }
        shapes.end();
    }

    private static double lerpAngle(double from, double to, double alpha) {
        return MathUtils.lerpAngle((float) from, (float) to, (float) alpha);
    }

    // the overlay computes in the simulation's doubles and draws in float
    private static void line(ShapeRenderer shapes, double ax, double ay, double bx, double by) {
        shapes.line((float) ax, (float) ay, (float) bx, (float) by);
    }

    private static void rect(ShapeRenderer shapes, double x, double y, double w, double h) {
        shapes.rect((float) x, (float) y, (float) w, (float) h);
    }

    private static void circle(ShapeRenderer shapes, double x, double y, double r, int segments) {
        shapes.circle((float) x, (float) y, (float) r, segments);
    }

    private static void colour(ShapeRenderer shapes, World world, int b, int c) {
        if (world.isColliderSensor(c)) shapes.setColor(0.2f, 0.9f, 0.9f, 1.0f);
        else if (world.getBodyType(b) == BodyType.STATIC) shapes.setColor(0.6f, 0.6f, 0.6f, 1.0f);
        else if (world.getBodyType(b) == BodyType.KINEMATIC) shapes.setColor(0.3f, 0.5f, 1.0f, 1.0f);
        else if (!world.isAwake(b)) shapes.setColor(0.6f, 0.3f, 0.8f, 1.0f);
        else shapes.setColor(1.0f, 0.9f, 0.2f, 1.0f);
    }

    private void outline(ShapeRenderer shapes, Shape shape) {
        if (shape instanceof Segment) {
            Segment s = (Segment) shape;
            line(
                    shapes,
                    xf.toWorldX(s.x1, s.y1),
                    xf.toWorldY(s.x1, s.y1),
                    xf.toWorldX(s.x2, s.y2),
                    xf.toWorldY(s.x2, s.y2));
        } else if (shape instanceof PolyShape) {
            PolyShape p = (PolyShape) shape;
            int n = p.getVertexCount();
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                double ax = p.getVertexX(i), ay = p.getVertexY(i), bx = p.getVertexX(j), by = p.getVertexY(j);
                line(shapes, xf.toWorldX(ax, ay), xf.toWorldY(ax, ay), xf.toWorldX(bx, by), xf.toWorldY(bx, by));
            }
        } else if (shape instanceof Circle) {
            Circle c = (Circle) shape;
            double cx = xf.toWorldX(c.centreX, c.centreY), cy = xf.toWorldY(c.centreX, c.centreY);
            circle(shapes, cx, cy, c.radius, 24);
            line(shapes, cx, cy, cx + xf.cos * c.radius, cy + xf.sin * c.radius); // shows the spin
        } else if (shape instanceof Ellipse) {
            Ellipse e = (Ellipse) shape;
            double ec = Math.cos(e.angle), es = Math.sin(e.angle);
            double px = 0.0, py = 0.0;
            for (int i = 0; i <= ELLIPSE_SEGMENTS; i++) {
                double t = (2 * Math.PI) * i / ELLIPSE_SEGMENTS;
                double lx = e.a * Math.cos(t), ly = e.b * Math.sin(t);
                double bx = e.centreX + ec * lx - es * ly, by = e.centreY + es * lx + ec * ly;
                double wx = xf.toWorldX(bx, by), wy = xf.toWorldY(bx, by);
                if (i > 0) line(shapes, px, py, wx, wy);
                px = wx;
                py = wy;
            }
        }
    }

    /** Each contact once (from the side where this body is A), points and normals, touching ones only. */
    private static void drawContacts(ShapeRenderer shapes, World world, int b, Manifold m) {
        for (int edge = world.getFirstContactEdge(b); edge != -1; edge = world.getNextContactEdge(edge)) {
            int k = World.edgeContact(edge);
            if (world.getContactBodyA(k) != b || !world.isContactTouching(k) || world.isContactSensor(k)) continue;
            world.getContactManifold(k, m);
            shapes.setColor(1.0f, 0.2f, 0.2f, 1.0f);
            for (int i = 0; i < m.pointCount; i++) {
                double x = m.x[i], y = m.y[i];
                rect(shapes, x - 0.05, y - 0.05, 0.1, 0.1);
                line(shapes, x, y, x + m.normalX * NORMAL_LENGTH, y + m.normalY * NORMAL_LENGTH);
            }
        }
    }
}
