package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import org.junit.jupiter.api.Test;

/**
 * Nothing tunnels: fast bodies against 0.1 m static walls and ground lines, and bullet pairs against each other,
 * each from 40 start offsets spread over one step of travel (a single lucky start position proves nothing: the
 * look-ahead used to go stale every other step, so about half of all start positions passed through).
 */
class ContinuousCollisionTest {
    static final float DT = 1f / 60f;
    static final int OFFSETS = 40;
    static final float[] SPEEDS = {50f, 150f, 300f};

    interface ShapeMaker {
        Shape make();
    }

    static final ShapeMaker CIRCLE = () -> new Circle(0.05f);
    static final ShapeMaker BOX = () -> Polygon.box(0.05f, 0.05f);
    /** A sliver: 0.03 m thick, 0.4 m long, its thin side facing the wall. */
    static final ShapeMaker THIN = () -> new Polygon(-0.015f, -0.2f, 0.015f, -0.2f, 0.015f, 0.2f, -0.015f, 0.2f);

    static final ShapeMaker[] SHAPES = {CIRCLE, BOX, THIN};
    static final String[] NAMES = {"circle", "box", "thin polygon"};

    /** A 0.1 m wall whose left face is at x = -0.05, tall enough that nothing deflected flies over it. */
    private static void wall(World w) {
        int wall = w.createBody(World.STATIC, 0, 0, 0);
        w.createCollider(wall, Polygon.box(0.05f, 40f), 0, 0.3f, 0);
    }

    @Test
    void fastBodiesNeverPassThroughAThinWall() {
        for (int s = 0; s < SHAPES.length; s++)
            for (float speed : SPEEDS)
                for (int k = 0; k < OFFSETS; k++) {
                    World w = new World(0, 0);
                    wall(w);
                    float x0 = -10f - k * speed * DT / OFFSETS;
                    int b = w.createBody(World.DYNAMIC, x0, 0.3f, 0);
                    w.createCollider(b, SHAPES[s].make(), 2f, 0.3f, 0);
                    w.setLinearVelocity(b, speed, 0);
                    for (int i = 0; i < 90; i++) {
                        w.step(DT);
                        assertTrue(
                                w.getX(b) < 0f,
                                NAMES[s] + " at " + speed + " m/s from x = " + x0 + " passed the wall at step " + i
                                        + ": x = " + w.getX(b));
                    }
                }
    }

    @Test
    void spinningBoxesThrownAtAWallAtAnAngleStayOnTheirSide() {
        for (float speed : SPEEDS)
            for (int k = 0; k < OFFSETS; k++) {
                World w = new World(0, -25);
                wall(w);
                float x0 = -10f - k * speed * DT / OFFSETS;
                int b = w.createBody(World.DYNAMIC, x0, 0.5f, 0.1f * k);
                w.createCollider(b, Polygon.box(0.05f, 0.12f), 1f, 0.3f, 0);
                w.setLinearVelocity(b, speed, 4f);
                w.setAngularVelocity(b, 30f - k);
                for (int i = 0; i < 60; i++) {
                    w.step(DT);
                    assertTrue(w.getX(b) < 0f, speed + " m/s, offset " + k + ": passed at step " + i);
                }
            }
    }

    @Test
    void fastBodiesFallingOntoAGroundLineStopOnIt() {
        for (int s = 0; s < SHAPES.length; s++)
            for (float speed : SPEEDS)
                for (int k = 0; k < OFFSETS; k++) {
                    World w = new World(0, -25);
                    int ground = w.createBody(World.STATIC, 0, 0, 0);
                    w.createCollider(ground, new Segment(-20, 0, 20, 0), 0, 0.6f, 0);
                    float y0 = 12f + k * speed * DT / OFFSETS;
                    int b = w.createBody(World.DYNAMIC, 0.37f * k - 7f, y0, 0);
                    w.createCollider(b, SHAPES[s].make(), 2f, 0.6f, 0);
                    w.setLinearVelocity(b, 0, -speed);
                    for (int i = 0; i < 120; i++) {
                        w.step(DT);
                        assertTrue(
                                w.getY(b) > 0f,
                                NAMES[s] + " at " + speed + " m/s from y = " + y0 + " fell through at step " + i);
                    }
                }
    }

    @Test
    void bulletPairsAt150MetresPerSecondEachNeverPassThroughEachOther() {
        for (int s = 0; s < SHAPES.length; s++)
            for (int k = 0; k < OFFSETS; k++) {
                World w = new World(0, 0);
                float gap = 8f + k * 300f * DT / OFFSETS;
                int a = w.createBody(World.DYNAMIC, -gap / 2, 0.2f, 0);
                int b = w.createBody(World.DYNAMIC, gap / 2, 0.2f, 0);
                w.createCollider(a, SHAPES[s].make(), 2f, 0.3f, 0);
                w.createCollider(b, SHAPES[s].make(), 2f, 0.3f, 0);
                w.setBullet(a, true);
                w.setBullet(b, true);
                w.setLinearVelocity(a, 150f, 0);
                w.setLinearVelocity(b, -150f, 0);
                for (int i = 0; i < 90; i++) {
                    w.step(DT);
                    assertTrue(
                            w.getX(a) < w.getX(b),
                            NAMES[s] + " pair, gap " + gap + ": passed through each other at step " + i);
                }
            }
    }

    @Test
    void aFastBodySlidingAlongTheGroundIsNotHeldBack() {
        // the time of impact looks along the separating axis: motion parallel to a surface is never stopped
        World w = new World(0, 0);
        int ground = w.createBody(World.STATIC, 0, 0, 0);
        w.createCollider(ground, Polygon.box(100f, 0.5f), 0, 0f, 0);
        int b = w.createBody(World.DYNAMIC, -90f, 0.5f + 0.25f + 0.01f, 0);
        w.createCollider(b, Polygon.box(0.25f, 0.25f), 1f, 0f, 0);
        w.setLinearVelocity(b, 120f, 0);
        for (int i = 0; i < 30; i++) w.step(DT);
        assertEquals(-90f + 120f * 30 * DT, w.getX(b), 1e-3f);
    }

    @Test
    void aBoxFallingFastPastAnotherOneDoesNotBumpIntoIt() {
        // the speed-scaled speculative margin finds the pair corner to corner; the time of impact sees that they slide
        // past each other with 0.1 m to spare, so nothing pushes the falling box sideways or spins it (a ghost
        // collision); scanned over 40 heights within one step of fall
        for (int k = 0; k < OFFSETS; k++) {
            World w = new World(0, 0);
            int ground = w.createBody(World.STATIC, 0, -20f, 0);
            w.createCollider(ground, Polygon.box(10f, 0.5f), 0, 0.6f, 0);
            int resting = w.createBody(World.DYNAMIC, 0.5f + 0.1f + 0.4f, 0, 0);
            w.createCollider(resting, Polygon.box(0.5f, 0.5f), 1f, 0.6f, 0);
            float y0 = 3f + k * 16f * DT / OFFSETS;
            int falling = w.createBody(World.DYNAMIC, 0, y0, 0);
            w.createCollider(falling, Polygon.box(0.4f, 0.4f), 1f, 0.6f, 0);
            w.setLinearVelocity(falling, 0, -16f);
            for (int i = 0; i < 40; i++) {
                w.step(DT);
                assertEquals(0f, w.getX(falling), 1e-6f, "offset " + k + ", step " + i + ": pushed sideways");
                assertEquals(0f, w.getAngle(falling), 1e-6f, "offset " + k + ", step " + i + ": spun");
                assertEquals(1f, w.getX(resting), 1e-6f, "offset " + k + ", step " + i + ": the resting box moved");
            }
        }
    }

    @Test
    void timeOfImpactOfACircleAndABoxHeadOn() {
        // circle r = 0.5 from centre x = -5, swept by +10 along x, towards a static box with half-extent 0.5 at the
        // origin: it is TARGET away from the box when its centre is at -0.5 - 0.5 - TARGET, so
        // t = (-1.005 - (-5)) / 10 = 0.3995
        TimeOfImpact toi = new TimeOfImpact();
        float t = toi.solve(
                Polygon.box(0.5f, 0.5f), 0, 0, 0, 0, 0, 0, 0, 0, new Circle(0.5f), 0, 0, -5, 0, 0, 10, 0, 0, 1f);
        assertEquals(0.3995f, t, 1e-5f);
        // a miss: the same circle passing 1.2 above the box
        float miss = toi.solve(
                Polygon.box(0.5f, 0.5f), 0, 0, 0, 0, 0, 0, 0, 0, new Circle(0.5f), 0, 0, -5, 1.2f, 0, 10, 0, 0, 1f);
        assertTrue(miss >= 1f, "a circle passing above the box hit it at t = " + miss);
    }

    @Test
    void timeOfImpactOfASpinningBoxIsNeverLate() {
        // a 1 x 0.2 box spinning half a turn while moving towards a wall: at the reported time the shapes are at
        // least TARGET apart, and a little later (one more target's worth of motion) they are not: the bound is tight
        TimeOfImpact toi = new TimeOfImpact();
        Polygon wallShape = Polygon.box(0.05f, 3f), stick = Polygon.box(0.5f, 0.1f);
        for (int k = 0; k < 40; k++) {
            float a0 = 0.05f * k, x0 = -4f - 0.02f * k;
            float t = toi.solve(wallShape, 0, 0, 0, 0, 0, 0, 0, 0, stick, 0, 0, x0, 0.3f, a0, 6f, 0, 3.1f, 1f);
            assertTrue(t > 0f && t < 1f, "k = " + k + ": t = " + t);
            Transform wt = new Transform(0, 0, 0);
            Transform st = new Transform(x0 + 6f * t, 0.3f, a0 + 3.1f * t);
            float s = toi.separation(wallShape, wt, stick, st);
            assertTrue(
                    s >= TimeOfImpact.TARGET - 1e-5f && s <= TimeOfImpact.TARGET + TimeOfImpact.TOLERANCE + 1e-5f,
                    "k = " + k + ": separation " + s + " at t = " + t);
        }
    }
}
