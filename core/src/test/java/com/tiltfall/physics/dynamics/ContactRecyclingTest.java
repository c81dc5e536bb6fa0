package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.AllocatedBytes;
import com.tiltfall.physics.collision.Collide;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/**
 * {@link ContactRecycling}: a slow face contact between two dynamic bodies keeps its manifold, and what it keeps must
 * be what the narrow phase would find. The oracle is the narrow phase itself, run on the poses the step starts from:
 * every stored manifold, kept or computed, must have the fresh one's normal, feature ids, separations and points (to
 * 1e-12); kept while the bodies moved less than 5 cm and turned less than ~11.5 degrees, never for the pairs left out.
 */
class ContactRecyclingTest {
    private static final double DT = 1.0 / 60.0;

    /**
     * Two boxes in zero gravity, B (1 m) on A (4 x 1 m) and touching, friction 0: B moving at (vx, vy) and turning at
     * w (rad/s), of the given density, its collider with a preSolve hook or not.
     */
    private static World pair(double vx, double vy, double w, double densityB, boolean presolve) {
        World world = new World(0, 0);
        world.setSleepingEnabled(false);
        int a = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        world.createCollider(
                a, new ColliderDef(Polygon.box(2.0, 0.5)).density(1).friction(0));
        int b = world.createBody(new BodyDef()
                .type(BodyType.DYNAMIC)
                .position(-1.2, 1.0)
                .velocity(vx, vy)
                .angularVelocity(w));
        ColliderDef cb =
                new ColliderDef(Polygon.box(0.5, 0.5)).density(densityB).friction(0);
        world.createCollider(b, cb.preSolve(presolve));
        return world;
    }

    private static World slidingPair(double v, double densityB, boolean presolve) {
        return pair(v, 0, 0, densityB, presolve);
    }

    /**
     * The one contact's fresh manifold for the bodies' current poses, what the next step's narrow phase starts from,
     * with its speculative margin: the speculative distance plus a step of the bodies' relative speed (contact
     * velocity plus turn rate times extent).
     */
    private static Manifold fresh(World w) {
        int k = onlyContact(w);
        int ca = w.contacts.colA[k], cb = w.contacts.colB[k];
        int ba = w.contacts.bodyA[k], bb = w.contacts.bodyB[k];
        int ha = w.bodies.ids.handle(ba), hb = w.bodies.ids.handle(bb);
        double rs = Math.hypot(w.getVelocityX(hb) - w.getVelocityX(ha), w.getVelocityY(hb) - w.getVelocityY(ha))
                + Math.abs(w.getAngularVelocity(ha)) * w.bodies.mass.maxExtent[ba]
                + Math.abs(w.getAngularVelocity(hb)) * w.bodies.mass.maxExtent[bb];
        double spec = w.ctx.speculativeDistance + rs * DT;
        Manifold m = new Manifold();
        new Collide()
                .collide(
                        w.colliders.shape[ca],
                        w.bodies.pose.xf[ba],
                        w.colliders.shape[cb],
                        w.bodies.pose.xf[bb],
                        spec,
                        m);
        return m;
    }

    private static int onlyContact(World w) {
        int found = -1;
        for (int k = 0; k < w.getContactIdBound(); k++) {
            if (!w.isContactAlive(k)) continue;
            assertEquals(-1, found, "one contact");
            found = k;
        }
        assertTrue(found >= 0, "a contact");
        return found;
    }

    /**
     * Steps w n times, each step's stored manifold checked against the fresh one (the same normal, features,
     * separations and points); returns which steps kept their manifold.
     */
    private static boolean[] stepAndCompare(World w, int n, boolean mayKeep) {
        boolean[] kept = new boolean[n];
        Manifold stored = new Manifold();
        for (int s = 0; s < n; s++) {
            Manifold expected = fresh(w);
            w.step(DT);
            int k = onlyContact(w);
            w.getContactManifold(k, stored);
            String at = "step " + s;
            assertEquals(expected.pointCount, stored.pointCount, at);
            assertEquals(expected.normalX, stored.normalX, 1e-12, at);
            assertEquals(expected.normalY, stored.normalY, 1e-12, at);
            for (int i = 0; i < expected.pointCount; i++) {
                assertEquals(expected.id[i], stored.id[i], at);
                assertEquals(expected.separation[i], stored.separation[i], 1e-12, at);
                assertEquals(expected.x[i], stored.x[i], 1e-12, at);
                assertEquals(expected.y[i], stored.y[i], 1e-12, at);
            }
            kept[s] = (w.contacts.flags[k] & Contacts.KEPT) != 0;
            if (kept[s]) assertTrue(mayKeep, at + ": a manifold kept where none may be");
        }
        return kept;
    }

    private static int count(boolean[] kept) {
        int n = 0;
        for (boolean k : kept) n += k ? 1 : 0;
        return n;
    }

    @Test
    void aSlowSlideKeepsTheManifoldUntilTheBodiesMovedFiveCentimetres() {
        for (double v : new double[] {0.3, 0.6, 1.2}) {
            World w = slidingPair(v, 1.0, false);
            w.step(DT);
            boolean[] kept = stepAndCompare(w, 90, true);
            // B moves v / 60 a step: kept while it has moved less than 5 cm since the manifold was computed (the
            // step at exactly 5 cm either way, by rounding)
            int longest = 0, run = 0;
            for (boolean k : kept) {
                run = k ? run + 1 : 0;
                longest = Math.max(longest, run);
            }
            int steps = (int) Math.ceil(0.05 / (v * DT)); // the step at which 5 cm is reached
            assertTrue(longest >= steps - 2 && longest <= steps, "v " + v + ": kept " + longest + " steps in a row");
            assertTrue(count(kept) >= 90 * (steps - 2) / steps, "v " + v + ": kept in " + count(kept) + " of 90 steps");
        }
    }

    @Test
    void aTurnOfTwelveDegreesComputesItAfresh() {
        World w = slidingPair(0.0, 1.0, false);
        w.step(DT);
        w.step(DT);
        int b = w.contacts.bodyB[onlyContact(w)];
        // B turned 0.21 rad (12 degrees) about its centre, still touching A's top with a corner
        int handle = w.bodies.ids.handle(b);
        w.setTransform(handle, w.getX(handle), 1.0 + 0.5 * (Math.cos(0.21) + Math.sin(0.21)) - 0.5 - 0.001, 0.21);
        assertEquals(0, count(stepAndCompare(w, 1, false)));
    }

    @Test
    void aKeptManifoldsSeparationsFollowTheBodiesAsTheNarrowPhaseWould() {
        // B lifting off A at 3 mm/s, or turning at 0.1 rad/s about its centre (a corner sinks, one rises): the kept
        // points are the same two corners of B over A's top face, so each separation must equal the fresh one
        for (double[] motion : new double[][] {{0.3, 0.003, 0}, {0, 0, 0.1}, {0, 0, -0.1}, {0.2, 0.002, 0.05}}) {
            World w = pair(motion[0], motion[1], motion[2], 1.0, false);
            w.step(DT);
            int kept = count(stepAndCompare(w, 30, true));
            assertTrue(kept >= 20, "kept in " + kept + " of 30 steps");
        }
    }

    @Test
    void heavyOnLightPreSolveAndStaticPairsAreNeverKept() {
        // B 62.5x A.s mass (SupportBlocks / LoadedPasses. pairs), a preSolve collider (the game.s hero), static ground
        assertEquals(0, count(stepAndCompare(withFirstStep(slidingPair(0.6, 250.0, false)), 60, false)));
        assertEquals(0, count(stepAndCompare(withFirstStep(slidingPair(0.6, 1.0, true)), 60, false)));
        World ground = new World(0, 0);
        ground.setSleepingEnabled(false);
        Scenes.ground(ground, 0);
        int b = ground.createBody(
                new BodyDef().type(BodyType.DYNAMIC).position(0, 0.5).velocity(0.6, 0));
        ground.createCollider(
                b, new ColliderDef(Polygon.box(0.5, 0.5)).density(1).friction(0));
        assertEquals(0, count(stepAndCompare(withFirstStep(ground), 60, false)));
    }

    private static World withFirstStep(World w) {
        w.step(DT);
        return w;
    }

    @Test
    void aCentreOfMassMovedInTheBodyComputesItAfresh() {
        // B with a small second collider 0.4 m right of its centre; heavier, it moves B's centre of mass 4 mm (less
        // than the 5 cm the bodies may move): the cached anchors, measured from the old centre, no longer hold
        World w = new World(0, 0);
        w.setSleepingEnabled(false);
        int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.createCollider(a, new ColliderDef(Polygon.box(2.0, 0.5)).density(1).friction(0));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(-1.2, 1.0));
        w.createCollider(b, new ColliderDef(Polygon.box(0.5, 0.5)).density(1).friction(0));
        int small = w.createCollider(
                b,
                new ColliderDef(Polygon.box(0.05, 0.05, 0.4, 0.0, 0)).density(1).friction(0));
        w.step(DT);
        w.step(DT);
        w.setColliderDensity(small, 2.0);
        assertEquals(0, count(stepAndCompare(w, 1, false)));
    }

    @Test
    void warmStepsWithKeptManifoldsAllocateNothing() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        for (int row = 0; row < 6; row++)
            for (int i = 0; i < 6 - row; i++) Scenes.box(w, -3 + row * 0.5 + i, 0.5 + row, 0.5, 0.5, 1, 0.6);
        for (int s = 0; s < 120; s++) w.step(DT);
        long allocated = AllocatedBytes.inAWarmRun(() -> {
            for (int s = 0; s < 200; s++) w.step(DT);
        });
        assertEquals(0L, allocated, "bytes allocated by 200 warm steps of a resting pyramid");
    }
}
