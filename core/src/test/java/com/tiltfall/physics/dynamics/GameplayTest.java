package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** Listener events, sensors, filtering, one-way platforms, sleeping, kinematic platforms, queries. */
class GameplayTest {
    static final double DT = 1.0 / 60.0;

    static final class Recorder implements ContactListener {
        int begins, ends;
        int lastA = -1, lastB = -1;
        boolean oneWay;

        @Override
        public void beginContact(World w, int c, int a, int b) {
            begins++;
            lastA = a;
            lastB = b;
        }

        @Override
        public void endContact(World w, int c, int a, int b) {
            ends++;
        }

        @Override
        public boolean preSolve(World w, int c, Manifold m) {
            if (!oneWay) return true;
            // platform is collider A or B; the contact counts only when the other body is above, moving down or resting
            int platformBody = w.getContactBodyA(c);
            int other = w.getContactBodyB(c);
            double ny = m.normalY; // from A to B
            if (w.getBodyType(platformBody) != BodyType.STATIC) {
                int t = platformBody;
                platformBody = other;
                other = t;
                ny = -ny;
            }
            return ny > 0.5 && w.getVelocityY(other) <= 0.5;
        }
    }

    @Test
    void beginAndEndEventsFireOnceForABouncingBall() {
        World w = new World(0, -10);
        Recorder r = new Recorder();
        w.setContactListener(r);
        int g = Scenes.ground(w, 0);
        w.setBodyMaterial(g, 0.6, 0.6, 1.0);
        int ball = Scenes.ball(w, 0, 1.25, 0.25, 1.0, 0.6, 0.8);
        while (r.begins == 0) w.step(DT);
        assertEquals(0, r.ends);
        for (int i = 0; i < 10; i++) w.step(DT);
        assertEquals(1, r.begins);
        assertEquals(1, r.ends, "the ball left the ground after bouncing");
        assertTrue(w.getVelocityY(ball) != 0);
    }

    @Test
    void sensorReportsOverlapButNeverPushes() {
        World w = new World(0, -10);
        Recorder r = new Recorder();
        w.setContactListener(r);
        int zone = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        int sc = w.createCollider(
                zone, new ColliderDef(Polygon.box(2.0, 0.5)).density(0).friction(0));
        w.setColliderSensor(sc, true);
        int ball = Scenes.ball(w, 0, 3.0, 0.25, 1.0, 0.6, 0);
        for (int i = 0; i < 60; i++) w.step(DT);
        // free fall for 1 s: v = -g t exactly as if the sensor were not there (semi-implicit Euler velocity is exact)
        assertEquals(-10.0, w.getVelocityY(ball), 1e-3);
        assertEquals(1, r.begins);
        assertEquals(1, r.ends);
    }

    @Test
    void categoryMaskFilteringLetsABodyFallThroughTheGround() {
        World w = new World(0, -10);
        int g = Scenes.ground(w, 0);
        int box = Scenes.box(w, 0, 2.0, 0.5, 0.5, 1.0, 0.6);
        int ghost = Scenes.box(w, 3.0, 2.0, 0.5, 0.5, 1.0, 0.6);
        w.setColliderFilter(w.getFirstCollider(ghost), 0x2, ~0x1); // ignores category 1 (the ground)
        for (int i = 0; i < 120; i++) w.step(DT);
        assertEquals(0.5, w.getY(box), 0.01);
        assertTrue(w.getY(ghost) < -5.0);
        assertTrue(g >= 0);
    }

    @Test
    void oneWayPlatformLetsThePlayerJumpUpThroughAndLandOnIt() {
        World w = new World(0, -10);
        Recorder r = new Recorder();
        r.oneWay = true;
        w.setContactListener(r);
        Scenes.ground(w, 0);
        int platform = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 3.0));
        int pc = w.createCollider(
                platform, new ColliderDef(Polygon.box(2.0, 0.1)).density(0).friction(0.6));
        w.setColliderPreSolve(pc, true);
        int player = Scenes.box(w, 0, 0.5, 0.3, 0.5, 1.0, 0.6);
        w.setFixedRotation(player, true);
        w.step(DT);
        w.setLinearVelocity(player, 0, 10.0); // apex 0.5 + 10^2/20 = 5.5 m: well above the platform
        double maxY = 0;
        for (int i = 0; i < 180; i++) {
            w.step(DT);
            maxY = Math.max(maxY, w.getY(player));
        }
        assertTrue(maxY > 4.5, "passed up through the platform, apex " + maxY);
        // landed on top: platform top 3.1 + half height 0.5
        assertEquals(3.6, w.getY(player), 0.02);
        // grounded detection through the body's contact edges: a touching contact whose normal points up
        boolean grounded = false;
        for (int e = w.getFirstContactEdge(player); e != -1; e = w.getNextContactEdge(e)) {
            int c = World.edgeContact(e);
            if (w.isContactTouching(c) && w.isContactEnabled(c) && w.getEdgeNormalY(e) > 0.7) grounded = true;
        }
        assertTrue(grounded);
    }

    @Test
    void bodiesAtRestFallAsleepAndWakeWhenHit() {
        World w = new World(0, -10);
        int box = sleepingBoxOnGround(w);
        int hammer = Scenes.box(w, 0, 4.0, 0.5, 0.5, 1.0, 0.6);
        boolean woke = false;
        for (int i = 0; i < 60; i++) {
            w.step(DT);
            woke |= w.isAwake(box);
        }
        assertTrue(woke, "the falling box woke the sleeper");
        // and they end stacked: 0.5 and 1.5
        for (int i = 0; i < 120; i++) w.step(DT);
        assertEquals(1.5, w.getY(hammer), 0.02);
        assertEquals(0.5, w.getY(box), 0.02);
    }

    @Test
    void aStaticWallAddedBesideASleepingBoxPushesItOut() {
        World w = new World(0, -10);
        int box = sleepingBoxOnGround(w);
        // a 1 m wide wall whose left face is 5 cm inside the box's right face (x = 0.5)
        int wall = w.createBody(new BodyDef().type(BodyType.STATIC).position(0.95, 1.0));
        w.createCollider(wall, new ColliderDef(Polygon.box(0.5, 1.0)).density(0).friction(0.6));
        for (int i = 0; i < 60; i++) w.step(DT);
        // pushed left until the faces touch: the box's right face ends at or left of the wall's left face (0.45 m),
        // give or take the solver's linear slop
        assertTrue(w.getX(box) + 0.5 <= 0.45 + 0.01, "box pushed out of the wall, x = " + w.getX(box));
        assertEquals(0.5, w.getY(box), 0.02, "still on the ground");
    }

    /** A 1 m box at x = 0 on ground at y = 0, stepped for 2 s: asleep. */
    private static int sleepingBoxOnGround(World w) {
        Scenes.ground(w, 0);
        int box = Scenes.box(w, 0, 0.5, 0.5, 0.5, 1.0, 0.6);
        for (int i = 0; i < 120; i++) w.step(DT);
        assertFalse(w.isAwake(box), "resting box sleeps after 2 s");
        return box;
    }

    @Test
    void kinematicPlatformCarriesABoxByFriction() {
        World w = new World(0, -10);
        int plat = w.createBody(new BodyDef().type(BodyType.KINEMATIC).position(0, 0));
        w.createCollider(
                plat, new ColliderDef(Polygon.box(3.0, 0.25)).density(0).friction(0.6));
        int box = Scenes.box(w, 0, 0.75, 0.5, 0.5, 1.0, 0.6);
        for (int i = 0; i < 30; i++) w.step(DT);
        w.setLinearVelocity(plat, 1.0, 0);
        for (int i = 0; i < 120; i++) w.step(DT);
        assertEquals(1.0, w.getVelocityX(box), 0.02);
        // it slipped only while friction accelerated it to 1 m/s: lag = v^2 / (2 mu g), mu = sqrt(0.6^2 + 0.6^2)
        double mu = Math.sqrt(0.72);
        assertEquals(w.getX(plat) - 1.0 / (2 * mu * 10.0), w.getX(box), 0.01);
        assertTrue(w.isAwake(box));
    }

    @Test
    void rayCastFindsTheClosestSurface() {
        World w = new World(0, -10);
        Scenes.ground(w, 0);
        int a = w.createBody(new BodyDef().type(BodyType.STATIC).position(5.0, 2.0));
        w.createCollider(a, new ColliderDef(Polygon.box(0.5, 2.0)).density(0).friction(0.6));
        RayHit hit = new RayHit();
        assertTrue(w.rayCast(0, 1.0, 10.0, 1.0, -1, hit));
        assertEquals(4.5, hit.x, 1e-4);
        assertEquals(-1.0, hit.normalX, 1e-4);
        assertEquals(a, hit.body);
        assertTrue(w.rayCast(1.0, 5.0, 1.0, -5.0, -1, hit));
        assertEquals(0.0, hit.y, 1e-4);
        assertEquals(1.0, hit.normalY, 1e-4);
        assertFalse(w.rayCast(1.0, 5.0, 1.0, -5.0, 0x4, hit), "filtered out by the mask");
    }

    @Test
    void stepAllocatesNothingOnceWarm() {
        World w = new World(0, -10);
        Scenes.ground(w, 0);
        for (int i = 0; i < 30; i++) Scenes.box(w, (i % 6) - 2.5, 0.5 + i / 6, 0.5, 0.5, 1.0, 0.6);
        w.setSleepingEnabled(false);
        for (int i = 0; i < 120; i++) w.step(DT);
        com.sun.management.ThreadMXBean tb =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        long before = tb.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 60; i++) w.step(DT);
        long after = tb.getThreadAllocatedBytes(tid);
        // the measuring call itself may allocate a few hundred bytes; 60 steps of 30 boxes must not
        assertTrue(after - before < 1024, "allocated " + (after - before) + " bytes in 60 steps");
    }
}
