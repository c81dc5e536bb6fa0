package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Sleeping and waking. After each step {@link #updateSleep} joins the awake dynamic bodies into islands (union-find
 * over this step's contact constraints and the joints between awake dynamic bodies; static and kinematic bodies
 * join none) and puts to sleep every island whose bodies have all rested for the world's time to sleep and that
 * touches no moving kinematic body. A sleeping island is a list behind its root body, so that
 * {@link #wakeBody} wakes it whole.
 */
final class Islands {
    /** Sleeping island list: next body, and the root (-1 for a body that is not in a sleeping island). */
    int[] bIslandNext, bIslandOf;
    /** Union-find parents of this step. */
    int[] bIslandParent;

    private double[] ufMinSleep = new double[0];
    private final World world;

    Islands(World world) {
        this.world = world;
    }

    void grow(int n) {
        bIslandNext = ArrayGrowth.grow(bIslandNext, n);
        bIslandOf = ArrayGrowth.grow(bIslandOf, n);
        bIslandParent = ArrayGrowth.grow(bIslandParent, n);
    }

    /** A new body is in no island. */
    void init(int b) {
        bIslandNext[b] = -1;
        bIslandOf[b] = -1;
    }

    /** Wakes a body and the whole sleeping island it belongs to. */
    void wakeBody(int b) {
        final Bodies bodies = world.bodies;
        if (bodies.type[b] == Bodies.STATIC || (bodies.flags[b] & Bodies.ALIVE) == 0) return;
        bodies.motion.sleepTime[b] = 0;
        if ((bodies.flags[b] & Bodies.AWAKE) != 0) return;
        int head = bIslandOf[b];
        if (head < 0) {
            wakeOne(b);
            return;
        }
        for (int k = head; k != -1; ) {
            int n = bIslandNext[k];
            wakeOne(k);
            k = n;
        }
    }

    private void wakeOne(int b) {
        final Bodies bodies = world.bodies;
        bodies.flags[b] |= Bodies.AWAKE;
        bodies.motion.sleepTime[b] = 0;
        bIslandOf[b] = -1;
        bIslandNext[b] = -1;
    }

    /** Wakes the bodies that touch b (a kinematic body that starts moving). */
    void wakeTouching(int b) {
        final Contacts contacts = world.contacts;
        for (int e = world.bodies.contactHead[b]; e != -1; e = contacts.edgeNext[e]) {
            int k = e >> 1;
            wakeBody(contacts.bodyA[k] == b ? contacts.bodyB[k] : contacts.bodyA[k]);
        }
    }

    void wakeAll() {
        final Bodies bodies = world.bodies;
        for (int b = 0; b < bodies.ids.high; b++)
            if ((bodies.flags[b] & Bodies.ALIVE) != 0 && bodies.type[b] != Bodies.STATIC) wakeOne(b);
    }

    private int find(int x) {
        int[] p = bIslandParent;
        while (p[x] != x) {
            p[x] = p[p[x]];
            x = p[x];
        }
        return x;
    }

    void updateSleep() {
        final StepContext ctx = world.ctx;
        final Bodies bodies = world.bodies;
        final ContactSolver solver = world.contactSolver;
        final JointSolver joints = world.joints;
        final int[] bType = bodies.type, bFlags = bodies.flags, awake = bodies.awake, ccI = solver.ccI;
        final int[] bIslandParent = this.bIslandParent, jA = joints.bodyA, jB = joints.bodyB;
        final boolean[] jAlive = joints.alive;
        final double[] bs = bodies.motion.bs, sleepTime = bodies.motion.sleepTime;
        final double timeToSleep = ctx.timeToSleep;
        final int bodyHigh = bodies.ids.high, ccCount = solver.ccCount, jHigh = joints.ids.high;
        if (!ctx.sleepingEnabled) return;
        if (ufMinSleep.length < bodies.cap) ufMinSleep = new double[bodies.cap];
        int na = bodies.awakeCount;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            bIslandParent[b] = b;
        }
        for (int b = 0; b < bodyHigh; b++) if ((bFlags[b] & Bodies.AWAKE) == 0) bIslandParent[b] = b;
        // kinematic bodies and static bodies do not join islands
        for (int c = 0; c < ccCount; c++) {
            int a = ccI[ContactSolver.CI_STRIDE * c + ContactSolver.CI_A],
                    b = ccI[ContactSolver.CI_STRIDE * c + ContactSolver.CI_B];
            if (bType[a] != Bodies.DYNAMIC || bType[b] != Bodies.DYNAMIC) continue;
            int ra = find(a), rb = find(b);
            if (ra != rb) {
                if (ra < rb) bIslandParent[rb] = ra;
                else bIslandParent[ra] = rb;
            }
        }
        for (int j = 0; j < jHigh; j++) {
            if (!jAlive[j]) continue;
            int a = jA[j], b = jB[j];
            if (bType[a] != Bodies.DYNAMIC || bType[b] != Bodies.DYNAMIC) continue;
            if ((bFlags[a] & Bodies.AWAKE) == 0 || (bFlags[b] & Bodies.AWAKE) == 0) continue;
            int ra = find(a), rb = find(b);
            if (ra != rb) {
                if (ra < rb) bIslandParent[rb] = ra;
                else bIslandParent[ra] = rb;
            }
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            ufMinSleep[find(b)] = Double.MAX_VALUE;
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            int r = find(b);
            double st = sleepTime[b];
            // a kinematic body keeps whatever it touches awake while it moves; it is its own island
            if (bType[b] == Bodies.KINEMATIC) {
                ufMinSleep[r] = 0;
                continue;
            }
            if (st < ufMinSleep[r]) ufMinSleep[r] = st;
        }
        // a body touching a moving kinematic body must not sleep
        for (int c = 0; c < ccCount; c++) {
            int a = ccI[ContactSolver.CI_STRIDE * c + ContactSolver.CI_A],
                    b = ccI[ContactSolver.CI_STRIDE * c + ContactSolver.CI_B];
            if (bType[a] == Bodies.KINEMATIC && sleepTime[a] < timeToSleep && bType[b] == Bodies.DYNAMIC)
                ufMinSleep[find(b)] = 0;
            if (bType[b] == Bodies.KINEMATIC && sleepTime[b] < timeToSleep && bType[a] == Bodies.DYNAMIC)
                ufMinSleep[find(a)] = 0;
        }
        // put islands to sleep, linking their bodies behind the root for waking
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != Bodies.DYNAMIC) continue;
            int r = find(b);
            if (ufMinSleep[r] < timeToSleep || r != b) continue;
            bIslandOf[b] = b;
            bIslandNext[b] = -1;
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != Bodies.DYNAMIC) continue;
            int r = find(b);
            if (ufMinSleep[r] < timeToSleep) continue;
            bFlags[b] &= ~Bodies.AWAKE;
            bs[STRIDE * b + VX] = 0;
            bs[STRIDE * b + VY] = 0;
            bs[STRIDE * b + W] = 0;
            if (r != b) {
                bIslandOf[b] = r;
                bIslandNext[b] = bIslandNext[r];
                bIslandNext[r] = b;
            }
        }
    }
}
