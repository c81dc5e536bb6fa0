package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.ContactSolver.CI_A;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_B;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STRIDE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.AllocatedBytes;
import com.tiltfall.physics.collision.Polygon;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link LoadedPasses}' selection: the constraints of exactly those groups of dynamic bodies in contact that hold a
 * pair at least 50x apart in mass, without the {@link SupportBlocks} blocks. What the passes achieve is in {@link
 * BlockSolverTest#heavyPlankHoldsOnLightBoxesWhereverItRests}.
 */
class LoadedPassesTest {
    private static final double DT = 1.0 / 60.0;

    private static World world() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        return w;
    }

    /** The body slots of the constraints selected in w's last step; asserts they are ascending and distinct. */
    private static Set<Integer> selectedBodies(World w) {
        ContactSolver cs = w.contactSolver;
        LoadedPasses lp = cs.loadedPasses;
        Set<Integer> bodies = new HashSet<>();
        for (int i = 0; i < lp.count; i++) {
            if (i > 0) assertTrue(lp.members[i] > lp.members[i - 1], "in constraint order, once each");
            int ci = CI_STRIDE * lp.members[i];
            bodies.add(cs.ccI[ci + CI_A]);
            bodies.add(cs.ccI[ci + CI_B]);
        }
        return bodies;
    }

    private static int slot(World w, int body) {
        return w.bodies.ids.slot(body);
    }

    @Test
    void aPlankOnLightBoxesHasAllItsContactsSelected() {
        // three plank-leg and three leg-ground contacts, each a constraint
        World w = world();
        int[] legs = new int[3];
        for (int i = 0; i < 3; i++) legs[i] = Scenes.box(w, -2.5 + 2.5 * i, 0.5, 0.5, 0.5, 1.0, 0.6);
        int plank = Scenes.box(w, 0.2, 1.1, 3.0, 0.1, 500, 0.6);
        for (int s = 0; s < 10; s++) w.step(DT);
        assertEquals(6, w.contactSolver.ccCount);
        assertEquals(6, w.contactSolver.loadedPasses.count);
        Set<Integer> bodies = selectedBodies(w);
        assertTrue(bodies.contains(slot(w, plank)));
        for (int leg : legs) assertTrue(bodies.contains(slot(w, leg)));
    }

    @Test
    void onlyTheGroupHoldingTheHeavyPairIsSelectedWholly() {
        World w = world();
        // a heavy plate on a box on a box: the lower box touches no heavy body, but is in the group
        int low = Scenes.box(w, -6, 0.5, 0.5, 0.5, 1.0, 0.6);
        int high = Scenes.box(w, -6, 1.5, 0.5, 0.5, 1.0, 0.6);
        int plate = Scenes.box(w, -6, 2.1, 1.0, 0.1, 200, 0.6);
        // a pair 40x apart: below the threshold, and a stack of equal boxes
        int light = Scenes.box(w, 0, 0.5, 0.5, 0.5, 1.0, 0.6);
        int heavier = Scenes.box(w, 0, 1.5, 0.5, 0.5, 40, 0.6);
        int a = Scenes.box(w, 6, 0.5, 0.5, 0.5, 1.0, 0.6);
        int b = Scenes.box(w, 6, 1.5, 0.5, 0.5, 1.0, 0.6);
        for (int s = 0; s < 10; s++) w.step(DT);
        Set<Integer> bodies = selectedBodies(w);
        // plate-high, high-low, low-ground
        assertEquals(3, w.contactSolver.loadedPasses.count);
        for (int in : new int[] {low, high, plate}) assertTrue(bodies.contains(slot(w, in)), "in the heavy group");
        for (int out : new int[] {light, heavier, a, b}) assertTrue(!bodies.contains(slot(w, out)), "not in it");
    }

    @Test
    void aKinematicBodyJoinsNoGroups() {
        // a kinematic box touching a leg of a loaded plank and a box of an equal-mass stack: the stack stays out
        World w = world();
        Scenes.box(w, -2, 0.5, 0.5, 0.5, 1.0, 0.6);
        int leg = Scenes.box(w, 1, 0.5, 0.5, 0.5, 1.0, 0.6);
        Scenes.box(w, -0.5, 1.1, 2.0, 0.1, 300, 0.6);
        int k = w.createBody(new BodyDef().type(BodyType.KINEMATIC).position(2.0, 0.5));
        w.createCollider(k, new ColliderDef(Polygon.box(0.5, 0.4)).density(1).friction(0.6));
        int stacked = Scenes.box(w, 3.0, 0.5, 0.5, 0.5, 1.0, 0.6);
        for (int s = 0; s < 5; s++) w.step(DT);
        assertTrue(w.isContactTouching(contactOf(w, k, stacked)), "the kinematic box touches the stack");
        assertTrue(w.isContactTouching(contactOf(w, k, leg)), "and the leg");
        Set<Integer> bodies = selectedBodies(w);
        assertTrue(bodies.contains(slot(w, leg)));
        assertTrue(!bodies.contains(slot(w, stacked)));
    }

    /** The contact between bodies p and q (handles), or a failure. */
    private static int contactOf(World w, int p, int q) {
        for (int k = 0; k < w.getContactIdBound(); k++) {
            if (!w.isContactAlive(k)) continue;
            int a = w.getContactBodyA(k), b = w.getContactBodyB(k);
            if (a == p && b == q || a == q && b == p) return k;
        }
        throw new AssertionError("no contact between " + p + " and " + q);
    }

    @Test
    void aBlockIsNotPassedAgainAndEqualMassesSelectNothing() {
        World w = world();
        Scenes.box(w, 0.3, 0.5, 0.5, 0.5, 1.0, 0.6);
        Scenes.box(w, 0.3, 1.5, 0.5, 0.5, 500, 0.6);
        for (int s = 0; s < 30; s++) w.step(DT);
        assertEquals(1, w.contactSolver.supportBlocks.count);
        assertEquals(0, w.contactSolver.loadedPasses.count);

        World pyramid = world();
        for (int row = 0; row < 5; row++)
            for (int i = 0; i < 5 - row; i++) Scenes.box(pyramid, -2.5 + row * 0.5 + i, 0.5 + row, 0.5, 0.5, 1, 0.6);
        for (int s = 0; s < 30; s++) pyramid.step(DT);
        assertTrue(!pyramid.contactSolver.mayHaveHeavyOnLight);
        assertEquals(0, pyramid.contactSolver.loadedPasses.count);
    }

    @Test
    void stepsWithLoadedPassesAllocateNothingOnceWarm() {
        World w = world();
        for (int i = 0; i < 3; i++) Scenes.box(w, -2.5 + 2.5 * i, 0.5, 0.5, 0.5, 1.0, 0.6);
        Scenes.box(w, 0.3, 1.1, 3.0, 0.1, 1000, 0.6);
        for (int s = 0; s < 300; s++) w.step(DT);
        long allocated = AllocatedBytes.inAWarmRun(() -> {
            for (int s = 0; s < 200; s++) w.step(DT);
        });
        assertEquals(0L, allocated, "bytes allocated by 200 warm steps with loaded passes");
        assertEquals(6, w.contactSolver.loadedPasses.count);
    }
}
