package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Handles (issue 23 part 6): a body, collider, joint or spring handle names one object for ever. A handle of a
 * destroyed object is refused with an IllegalArgumentException that says which kind of handle and why, even after its
 * slot holds a new object; destroying it again is harmless.
 */
class HandleTest {
    static final int SLOT_MASK = (1 << 20) - 1;

    static World world() {
        return new World(0, -10);
    }

    static int box(World w, double x, Object tag) {
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, 0).userData(tag));
        w.createCollider(b, new ColliderDef(Polygon.box(0.5, 0.5)).userData(tag));
        return b;
    }

    static void assertRefused(String kind, Runnable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(e.getMessage().contains(kind + " handle"), e.getMessage());
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }

    @Test
    void aDestroyedBodysSlotIsReusedAndItsOldHandleRefused() {
        World w = world();
        Object first = "first", second = "second";
        int a = box(w, 0, first);
        w.destroyBody(a);
        int b = box(w, 3, second);
        assertEquals(a & SLOT_MASK, b & SLOT_MASK, "the freed slot is reused");
        assertNotEquals(a, b);
        assertFalse(w.isBodyAlive(a));
        assertTrue(w.isBodyAlive(b));
        assertRefused("body", () -> w.getX(a));
        assertRefused("body", () -> w.getUserData(a));
        assertRefused("body", () -> w.setLinearVelocity(a, 1, 0));
        assertRefused("body", () -> w.createCollider(a, new ColliderDef(new Circle(0.1))));
        assertRefused("body", () -> w.createRevoluteJoint(new RevoluteJointDef(a, b, 0, 0)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.getX(a));
        assertTrue(e.getMessage().contains("reused"), e.getMessage());
        w.destroyBody(a); // harmless: the new body stays
        assertTrue(w.isBodyAlive(b));
        assertSame(second, w.getUserData(b));
        assertEquals(3.0, w.getX(b));
        assertEquals(1, w.getBodyCount());
    }

    @Test
    void aDestroyedCollidersSlotIsReusedAndItsOldHandleRefused() {
        World w = world();
        int b = box(w, 0, "body");
        int c = w.getFirstCollider(b);
        w.destroyCollider(c);
        int d = w.createCollider(b, new ColliderDef(new Circle(0.3)).userData("new"));
        assertEquals(c & SLOT_MASK, d & SLOT_MASK);
        assertNotEquals(c, d);
        assertFalse(w.isColliderAlive(c));
        assertRefused("collider", () -> w.getColliderUserData(c));
        assertRefused("collider", () -> w.setColliderFriction(c, 1, 1));
        assertRefused("collider", () -> w.getColliderBody(c));
        w.destroyCollider(c);
        assertTrue(w.isColliderAlive(d));
        assertEquals("new", w.getColliderUserData(d));
        assertEquals(d, w.getFirstCollider(b));
        assertEquals(-1, w.getNextCollider(d));
    }

    @Test
    void aDestroyedJointsOrSpringsSlotIsReusedAndItsOldHandleRefused() {
        World w = world();
        int a = box(w, 0, "a"), b = box(w, 2, "b"), c = box(w, 4, "c");
        int j = w.createDistanceJoint(new DistanceJointDef(a, b));
        w.destroyJoint(j);
        int k = w.createRevoluteJoint(new RevoluteJointDef(b, c, 3, 0));
        assertEquals(j & SLOT_MASK, k & SLOT_MASK);
        assertFalse(w.isJointAlive(j));
        assertRefused("joint", () -> w.getJointImpulse(j));
        assertRefused("joint", () -> w.getJointBodyA(j));
        w.destroyJoint(j);
        assertTrue(w.isJointAlive(k), "destroying the stale handle again left the new joint alone");
        assertEquals(b, w.getJointBodyA(k));
        assertEquals(c, w.getJointBodyB(k));
        assertSame(JointType.REVOLUTE, w.getJointType(k));

        int s = w.createSpring(new SpringDef(a, b).stiffness(10));
        w.destroySpring(s);
        int t = w.createSpring(new SpringDef(a, c).restLength(2.5));
        assertEquals(s & SLOT_MASK, t & SLOT_MASK);
        assertRefused("spring", () -> w.getSpringRestLength(s));
        w.destroySpring(s);
        assertEquals(2.5, w.getSpringRestLength(t));
    }

    @Test
    void numbersThatAreNoHandleAreRefused() {
        World w = world();
        int b = box(w, 0, "b");
        for (int bad : new int[] {-1, Integer.MIN_VALUE, 7, b + (1 << 20), b | (5 << 20)}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.getY(bad));
            assertTrue(e.getMessage().contains("body handle"), e.getMessage());
            assertFalse(w.isBodyAlive(bad));
        }
    }

    /** A body made and destroyed in one slot over and over: every handle is new, and none is ever accepted again. */
    @Test
    void generationsNeverWrapASlotRetiresAfter2048Objects() {
        World w = world();
        w.createBody(new BodyDef()); // slot 0 stays, so the cycling slot is 1
        Set<Integer> seen = new HashSet<>();
        List<Integer> dead = new ArrayList<>();
        int generations = 1 << 11;
        for (int i = 0; i < generations; i++) {
            int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC));
            assertEquals(1, b & SLOT_MASK, "the same slot while it has generations left");
            assertEquals(i, b >>> 20, "generation = objects that held the slot before");
            assertTrue(b >= 0, "handles are never negative");
            assertTrue(seen.add(b));
            w.destroyBody(b);
            dead.add(b);
        }
        int next = w.createBody(new BodyDef().type(BodyType.DYNAMIC));
        assertEquals(2, next & SLOT_MASK, "slot 1 retired: its next generation would wrap to 0");
        assertTrue(seen.add(next));
        for (int b : dead) {
            assertFalse(w.isBodyAlive(b));
            if (b % 97 == 0) assertRefused("body", () -> w.getX(b));
        }
        assertEquals(2, w.getBodyCount());
    }

    /**
     * Seeded scans of random create / destroy sequences of bodies, colliders and joints: after every operation each
     * live handle reaches its own object (user data, owner, joint ends) and each dead handle is refused.
     */
    @Test
    void randomCreateDestroySequencesKeepEveryHandleHonest() {
        for (long seed = 1; seed <= 20; seed++) {
            Random r = new Random(seed);
            World w = world();
            List<int[]> bodies = new ArrayList<>(); // {handle, tag}
            List<int[]> colliders = new ArrayList<>(); // {handle, owner handle, tag}
            List<int[]> joints = new ArrayList<>(); // {handle, bodyA, bodyB}
            List<Integer> deadBodies = new ArrayList<>(),
                    deadColliders = new ArrayList<>(),
                    deadJoints = new ArrayList<>();
            int tags = 0;
            for (int op = 0; op < 300; op++) {
                int what = r.nextInt(10);
                if (what < 3 || bodies.isEmpty()) {
                    int tag = tags++;
                    int b = w.createBody(new BodyDef()
                            .type(BodyType.DYNAMIC)
                            .position(20 * r.nextDouble(), 20 * r.nextDouble())
                            .userData(tag));
                    bodies.add(new int[] {b, tag});
                } else if (what < 5) {
                    int[] owner = bodies.get(r.nextInt(bodies.size()));
                    int tag = tags++;
                    int c = w.createCollider(owner[0], new ColliderDef(new Circle(0.2)).userData(tag));
                    colliders.add(new int[] {c, owner[0], tag});
                } else if (what < 6 && bodies.size() >= 2) {
                    int[] a = bodies.get(r.nextInt(bodies.size())), b = bodies.get(r.nextInt(bodies.size()));
                    if (a == b) continue;
                    joints.add(new int[] {w.createDistanceJoint(new DistanceJointDef(a[0], b[0])), a[0], b[0]});
                } else if (what < 8) {
                    int[] b = bodies.remove(r.nextInt(bodies.size()));
                    w.destroyBody(b[0]);
                    deadBodies.add(b[0]);
                    // its colliders and joints go with it
                    for (int i = colliders.size() - 1; i >= 0; i--)
                        if (colliders.get(i)[1] == b[0])
                            deadColliders.add(colliders.remove(i)[0]);
                    for (int i = joints.size() - 1; i >= 0; i--)
                        if (joints.get(i)[1] == b[0] || joints.get(i)[2] == b[0]) deadJoints.add(joints.remove(i)[0]);
                } else if (what < 9 && !colliders.isEmpty()) {
                    int[] c = colliders.remove(r.nextInt(colliders.size()));
                    w.destroyCollider(c[0]);
                    deadColliders.add(c[0]);
                } else if (!joints.isEmpty()) {
                    int[] j = joints.remove(r.nextInt(joints.size()));
                    w.destroyJoint(j[0]);
                    deadJoints.add(j[0]);
                }
                if (r.nextInt(8) == 0) w.step(1.0 / 60.0);
                String where = "seed " + seed + ", operation " + op;
                assertEquals(bodies.size(), w.getBodyCount(), where);
                for (int[] b : bodies) assertEquals(b[1], w.getUserData(b[0]), where);
                for (int[] c : colliders) {
                    assertEquals(c[2], w.getColliderUserData(c[0]), where);
                    assertEquals(c[1], w.getColliderBody(c[0]), where);
                }
                for (int[] j : joints) {
                    assertEquals(j[1], w.getJointBodyA(j[0]), where);
                    assertEquals(j[2], w.getJointBodyB(j[0]), where);
                }
                for (int b : deadBodies) refused(where, () -> w.getUserData(b), w.isBodyAlive(b));
                for (int c : deadColliders) refused(where, () -> w.getColliderUserData(c), w.isColliderAlive(c));
                for (int j : deadJoints) refused(where, () -> w.getJointBodyA(j), w.isJointAlive(j));
                // the slot walk finds exactly the live bodies
                int found = 0;
                for (int slot = 0; slot < w.getBodySlotBound(); slot++) {
                    int b = w.getBodyInSlot(slot);
                    if (b == -1) continue;
                    found++;
                    assertEquals(slot, b & SLOT_MASK, where);
                }
                assertEquals(bodies.size(), found, where);
            }
        }
    }

    private static void refused(String where, Runnable call, boolean alive) {
        assertFalse(alive, where);
        try {
            call.run();
            fail(where + ": a dead handle was accepted");
        } catch (IllegalArgumentException expected) {
            // refused, as it should be
        }
    }

    /** What the API hands out about contacts, events and ray casts is handles too. */
    @Test
    void contactsEventsAndRayCastsNameObjectsByHandle() {
        World w = world();
        int ground = w.createBody(new BodyDef());
        // churn a few slots first so that the handles differ from the slots
        for (int i = 0; i < 3; i++) w.destroyBody(box(w, 10, "churn"));
        int g = w.createCollider(ground, new ColliderDef(Polygon.box(5, 0.5)));
        int b = box(w, 0, "box");
        w.setTransform(b, 0, 1.2, 0);
        assertNotEquals(b, b & SLOT_MASK, "the box's handle carries a generation");
        int c = w.getFirstCollider(b);
        int begins = 0;
        for (int i = 0; i < 30; i++) {
            w.step(1.0 / 60.0);
            for (int e = 0; e < w.getBeginEventCount(); e++) {
                int ca = w.getBeginEventColliderA(e), cb = w.getBeginEventColliderB(e);
                assertTrue((ca == g && cb == c) || (ca == c && cb == g), ca + " " + cb);
                begins++;
            }
        }
        assertEquals(1, begins);
        int edge = w.getFirstContactEdge(b);
        assertEquals(ground, w.getEdgeOtherBody(edge));
        int k = World.edgeContact(edge);
        assertTrue(w.getContactBodyA(k) == b || w.getContactBodyB(k) == b);
        assertTrue(w.getContactColliderA(k) == c || w.getContactColliderB(k) == c);
        RayHit hit = new RayHit();
        assertTrue(w.rayCast(0, 5, 0, -5, ~0, hit));
        assertEquals(b, hit.body);
        assertEquals(c, hit.collider);
        int[] reported = {0};
        w.queryAabb(-0.1, 1.0, 0.1, 1.1, collider -> {
            assertTrue(w.isColliderAlive(collider));
            reported[0]++;
            return true;
        });
        assertTrue(reported[0] >= 1);
    }
}
