package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** Speculative contacts against tunnelling, and bit-identical repeat runs. */
class ContinuousAndDeterminismTest {
    static final double DT = 1.0 / 60.0;

    private static int wall(World w) {
        int wall = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        w.createCollider(
                wall, new ColliderDef(Polygon.box(0.05, 2.0)).density(0).friction(0.6)); // 0.1 m thick
        return wall;
    }

    @Test
    void bulletAt300MetresPerSecondDoesNotTunnelThroughA10cmWall() {
        World w = new World(0, -9.81); // a 4 m wall with gravity: a bullet deflected upwards would not be caught
        wall(w);
        int bullet = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(-10.0, 0.3));
        w.createCollider(bullet, new ColliderDef(new Circle(0.05)).density(5.0).friction(0.2));
        w.setLinearVelocity(bullet, 300.0, 0); // 5 m per step: 50 wall thicknesses
        double maxX = -100;
        for (int i = 0; i < 60; i++) {
            w.step(DT);
            maxX = Math.max(maxX, w.getX(bullet));
        }
        // the bullet's front (x + r) never passes the wall's front face at x = -0.05 by more than the slop
        assertTrue(maxX + 0.05 <= -0.05 + 0.01, "bullet reached x = " + maxX);
    }

    @Test
    void thrownCrateAt120MetresPerSecondAtAnAngleStopsAtTheWall() {
        World w = new World(0, -10);
        wall(w);
        int crate = w.createBody(
                new BodyDef().type(BodyType.DYNAMIC).position(-8.0, 0.5).angle(0.3));
        w.createCollider(
                crate, new ColliderDef(Polygon.box(0.25, 0.25)).density(1.0).friction(0.6));
        w.setLinearVelocity(crate, 120.0, 3.0);
        w.setAngularVelocity(crate, 20.0);
        for (int i = 0; i < 60; i++) {
            w.step(DT);
            assertTrue(w.getX(crate) < 0.0, "crate centre crossed the wall at step " + i + ": x = " + w.getX(crate));
        }
    }

    @Test
    void playerFallingAt100MetresPerSecondLandsOnThinGround() {
        World w = new World(0, -10);
        int ground = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        w.createCollider(
                ground, new ColliderDef(Polygon.box(20.0, 0.05)).density(0).friction(0.6));
        int player = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 20.0));
        w.createCollider(
                player, new ColliderDef(Polygon.box(0.4, 0.9)).density(1.0).friction(0.6));
        w.setFixedRotation(player, true);
        w.setLinearVelocity(player, 0, -100.0);
        for (int i = 0; i < 120; i++) w.step(DT);
        // at rest on top of the 0.05 m half-thickness slab: centre at 0.05 + 0.9
        assertEquals(0.95, w.getY(player), 0.02);
    }

    private static long run200() {
        World w = new World(0, -10);
        int g = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        w.createCollider(g, new ColliderDef(Polygon.box(10.0, 0.5)).density(0).friction(0.6));
        w.createCollider(
                g,
                new ColliderDef(Polygon.box(0.5, 10.0, -10.0, 10.0, 0))
                        .density(0)
                        .friction(0.6));
        w.createCollider(
                g,
                new ColliderDef(Polygon.box(0.5, 10.0, 10.0, 10.0, 0))
                        .density(0)
                        .friction(0.6));
        long seed = 12345;
        for (int i = 0; i < 200; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double jitter = ((seed >>> 40) & 0xff) / 2550.0;
            int b = w.createBody(new BodyDef()
                    .type(BodyType.DYNAMIC)
                    .position(-8.0 + (i % 20) * 0.8 + jitter, 2.0 + (i / 20) * 0.9)
                    .angle(jitter * 3));
            if (i % 3 == 0)
                w.createCollider(
                        b,
                        new ColliderDef(new Circle(0.3))
                                .density(1.0)
                                .friction(0.6)
                                .restitution(0.2));
            else
                w.createCollider(
                        b,
                        new ColliderDef(Polygon.box(0.3, 0.25 + jitter))
                                .density(1.0)
                                .friction(0.6)
                                .restitution(0.1));
        }
        for (int s = 0; s < 240; s++) w.step(DT);
        return w.stateHash();
    }

    @Test
    void twoRunsOfA200BodySceneGiveTheSameStateHash() {
        long a = run200(), b = run200();
        assertEquals(a, b);
        // and the hash does see the state: an untouched scene hashes differently
        World w = new World(0, -10);
        assertNotEquals(a, w.stateHash());
    }
}
