package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import org.junit.jupiter.api.Test;

/**
 * Fast contacts at the default settings (issue 23 part 3): a speculative point still apart is anchored on each body's
 * own surface and carries no friction, so a body arrested by it is not spun. Each case from 40 start offsets spread
 * over one step of travel (and heights), with gravity, against a realistic 4 m wall.
 */
class FastContactTest {
    static final double DT = 1.0 / 60.0;
    static final double G = -9.81;
    static final int OFFSETS = 40;

    /** 0.1 m thick, 4 m tall static wall standing on y = 0; its left face is at x = -0.05. */
    private static void wall(World w, double height) {
        int wall = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, height / 2));
        w.createCollider(
                wall, new ColliderDef(Polygon.box(0.05, height / 2)).density(0).friction(0.6));
    }

    /**
     * A 0.02 x 0.5 m plate flying flat at 300 m/s hits the wall face-on. The wall's normal impulse is horizontal and
     * friction only opposes the plate's (downward) sliding, so nothing can add vertical speed: at every time t after
     * the throw |vy| <= |g| t (free fall gives exactly that), and the plate never gets over the 4 m wall. Heights keep
     * the whole plate below the top (centre 0.5 .. 3.6 m, half-height 0.25).
     */
    @Test
    void aPlateHittingAWallHeadOnGetsNoMoreVerticalSpeedThanGravityGives() {
        for (int turned = 0; turned < 2; turned++)
            for (int k = 0; k < OFFSETS; k++) {
                World w = new World(0, G);
                wall(w, 4.0);
                double x0 = -10.0 - k * 300.0 * DT / OFFSETS, y0 = 0.5 + k * 3.1 / (OFFSETS - 1);
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x0, y0));
                // face-on (0.5 m face to the wall) and edge-on (0.02 m face first)
                Shape plate = turned == 0 ? Polygon.box(0.01, 0.25) : Polygon.box(0.25, 0.01);
                w.createCollider(b, new ColliderDef(plate).density(1.0).friction(0.6));
                w.setLinearVelocity(b, 300.0, 0);
                for (int i = 1; i <= 60; i++) {
                    w.step(DT);
                    double bound = -G * i * DT + 1e-9;
                    String at =
                            (turned == 0 ? "face-on" : "edge-on") + " plate from (" + x0 + ", " + y0 + "), step " + i;
                    assertTrue(Math.abs(w.getVelocityY(b)) <= bound, at + ": vy " + w.getVelocityY(b) + " > " + bound);
                    assertTrue(w.getX(b) < 0.0, at + ": got past the wall, x = " + w.getX(b) + ", y = " + w.getY(b));
                }
            }
    }

    /**
     * A 0.1 m box thrown flat at the wall at 300 m/s with a vertical speed of -30 .. +10 m/s. The wall pushes on its
     * face through the two face corners (+-0.05 m from the centre); friction on the face (at most mu = 0.6 times the
     * normal impulse, acting 0.05 m from the centre) has a torque the two corners can always balance (mu 0.05 <
     * 0.05), so a rigid box stays flat against the wall: no spin. Vertical speed is never gained either: |vy| <=
     * |vy0| + |g| t. Before surface anchors the speculative point sat up to 0.6 m in front of the box and its friction
     * spun it at up to 250 rad/s.
     */
    @Test
    void aBoxHittingAWallObliquelyAt300MetresPerSecondIsNotSpun() {
        for (double vy0 : new double[] {-30.0, -10.0, 10.0})
            for (int k = 0; k < OFFSETS; k++) {
                World w = new World(0, G);
                wall(w, 20.0);
                double x0 = -10.0 - k * 300.0 * DT / OFFSETS;
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x0, 10.0));
                w.createCollider(
                        b, new ColliderDef(Polygon.box(0.05, 0.05)).density(1.0).friction(0.6));
                w.setLinearVelocity(b, 300.0, vy0);
                for (int i = 1; i <= 30; i++) {
                    w.step(DT);
                    String at = "vy0 " + vy0 + ", from x = " + x0 + ", step " + i;
                    assertTrue(
                            Math.abs(w.getAngularVelocity(b)) < 0.5,
                            at + ": spun at " + w.getAngularVelocity(b) + " rad/s");
                    double bound = Math.abs(vy0) - G * i * DT + 1e-9;
                    assertTrue(Math.abs(w.getVelocityY(b)) <= bound, at + ": vy " + w.getVelocityY(b));
                    assertTrue(w.getX(b) < 0.0, at + ": passed the wall");
                }
            }
    }

    /**
     * Bullet pairs (a 0.1 m box, a 0.02 x 0.5 m plate) flying at each other at +-150 m/s at the same height, with
     * gravity (both fall alike): they meet and never pass each other, from 40 start gaps over one step of closing.
     */
    @Test
    void bulletPairsWithGravityNeverPassEachOther() {
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < OFFSETS; k++) {
                World w = new World(0, G);
                double gap = 8.0 + k * 300.0 * DT / OFFSETS;
                int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(-gap / 2, 5.0));
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(gap / 2, 5.0));
                Shape sa = s == 0 ? Polygon.box(0.05, 0.05) : Polygon.box(0.01, 0.25);
                Shape sb = s == 0 ? Polygon.box(0.05, 0.05) : Polygon.box(0.01, 0.25);
                w.createCollider(a, new ColliderDef(sa).density(1.0).friction(0.6));
                w.createCollider(b, new ColliderDef(sb).density(1.0).friction(0.6));
                w.setBullet(a, true);
                w.setBullet(b, true);
                w.setLinearVelocity(a, 150.0, 0);
                w.setLinearVelocity(b, -150.0, 0);
                for (int i = 0; i < 40; i++) {
                    w.step(DT);
                    assertTrue(
                            w.getX(a) < w.getX(b),
                            (s == 0 ? "boxes" : "plates") + ", gap " + gap + ": passed each other at step " + i);
                }
            }
    }
}
