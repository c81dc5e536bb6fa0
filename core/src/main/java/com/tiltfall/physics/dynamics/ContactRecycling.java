package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.ContactId;
import com.tiltfall.physics.collision.Manifold;

/**
 * Kept manifolds for slow face contacts between dynamic bodies (after Box2D v3.2's contact recycling, physics_world.c
 * at commit 617d32ab): while the two bodies have moved less than {@link #DISTANCE} relative to each other, and neither
 * has turned more than ~11.5 degrees, since their manifold was last computed, the narrow phase is skipped and the
 * manifold kept: the same features, ids and so the same warm start. A resting pile then costs its narrow phase only
 * when something moves (large pyramid: 0.86x the step time, docs/performance/dynamics.md).
 *
 * <p>Unlike Box2D's (whose normal stays fixed in the world), what is kept is recomputed exactly from the features:
 * the normal turns with the body whose face is the reference, and each point is the incident vertex (a point on the
 * other body, turned with it) with its separation from the reference face's plane. So a kept manifold equals the one
 * the narrow phase would find as long as it would pick the same features (ContactRecyclingTest). Only face contacts
 * (a face of one body, a vertex of the other, as polygons make) are kept: where the normal runs between two vertices
 * or a round shape, it depends on where the bodies are, not on how they turned.
 *
 * <p>Kept only between two dynamic bodies whose colliders have no preSolve hook, less than {@link
 * ShockProjection#MIN_RATIO} apart in mass: contacts with static or kinematic bodies (mass 0) go through the terrain's
 * seam smoothing each step; the game inspects preSolve contacts (the hero's) each step; and heavy-on-light pairs
 * ({@link SupportBlocks}) crept further with kept manifolds (1000:1 on a 0.25 rad slope: 21 cm in 10 s at every start
 * position, against 9 cm at most of them). So every shipped level's simulation is unchanged.
 */
final class ContactRecycling {
    /** Box2D's B2_CONTACT_RECYCLE_DISTANCE: 10 linear slops (5 cm). */
    static final double DISTANCE = 10 * 0.005;
    /** Box2D's B2_CONTACT_RECYCLE_COS_ANGLE: cos of the largest turn of either body (~11.5 degrees). */
    static final double COS_ANGLE = 0.98;

    // per contact: cos/sin of each body's angle, B's centre in A's frame, each body's centre of mass in the body, the
    // reference face's outward normal (world), 1 if that face is B's; per point: the incident vertex from its body's
    // centre and the point under it on the reference face from the reference body's centre (world axes)
    private static final int STRIDE = 21, CA = 0, SA = 1, CB = 2, SB = 3, RX = 4, RY = 5;
    private static final int LAX = 6, LAY = 7, LBX = 8, LBY = 9, FNX = 10, FNY = 11, REF_B = 12, P0 = 13, PSTRIDE = 4;
    private static final int IX = 0, IY = 1, FX = 2, FY = 3;

    private double[] cache = new double[0];
    /** Per contact slot: whether {@link #cache} holds its manifold. */
    private boolean[] valid = new boolean[0];

    private final World world;

    ContactRecycling(World world) {
        this.world = world;
    }

    /** Contact slot k holds no cache (a new contact). */
    void forget(int k) {
        if (k < valid.length) valid[k] = false;
    }

    /**
     * Whether contact k (colliders ca, cb of bodies ba, bb) may keep its manifold this step: a pair that may (class
     * comment), cached, whose bodies kept their centres of mass in the body, moved less than the tolerance relative to
     * each other since then and turned less than the angle. The caller checks that it had points and is slow.
     */
    boolean mayKeep(int k, int ca, int cb, int ba, int bb, boolean wasTouching) {
        if (k >= valid.length || !valid[k]) return false;
        final Bodies bodies = world.bodies;
        if (((world.colliders.flags[ca] | world.colliders.flags[cb]) & Colliders.PRESOLVE) != 0) return false;
        // two dynamic bodies less than 50x apart in mass (static and kinematic bodies have mass 0: never)
        final double[] mass = bodies.mass.mass;
        if (mass[ba] >= ShockProjection.MIN_RATIO * mass[bb] || mass[bb] >= ShockProjection.MIN_RATIO * mass[ba])
            return false;
        final BodyPose pose = bodies.pose;
        final double[] c = cache, qc = pose.qc, qs = pose.qs;
        int o = STRIDE * k;
        // a collider added, removed or changed in density moves the centre of mass in the body: the anchors are stale
        if (pose.lcx[ba] != c[o + LAX]
                || pose.lcy[ba] != c[o + LAY]
                || pose.lcx[bb] != c[o + LBX]
                || pose.lcy[bb] != c[o + LBY]) return false;
        // cos of each body's turn since the cache: cos(a - a0) = cos a cos a0 + sin a sin a0
        double cosA = qc[ba] * c[o + CA] + qs[ba] * c[o + SA], cosB = qc[bb] * c[o + CB] + qs[bb] * c[o + SB];
        if (Math.min(cosA, cosB) <= COS_ANGLE) return false;
        double sinA = qs[ba] * c[o + CA] - qc[ba] * c[o + SA], sinB = qs[bb] * c[o + CB] - qc[bb] * c[o + SB];
        double dx = pose.px[bb] - pose.px[ba], dy = pose.py[bb] - pose.py[ba];
        double rx = qc[ba] * dx + qs[ba] * dy - c[o + RX], ry = -qs[ba] * dx + qc[ba] * dy - c[o + RY];
        // Box2D's measure of the relative motion: the move of B's centre in A's frame plus the relative turn (sin)
        // times the larger extent; a contact not touching may drift at most the speculative distance
        double turn = Math.abs(sinB * cosA - cosB * sinA);
        double extent = Math.max(bodies.mass.maxExtent[ba], bodies.mass.maxExtent[bb]);
        double tolerance = wasTouching ? DISTANCE : Math.min(DISTANCE, world.ctx.speculativeDistance);
        return Math.sqrt(rx * rx + ry * ry) + extent * turn < tolerance;
    }

    /**
     * Contact k's kept manifold for this step, into m (pc points, their ids in pid): the reference face's normal turned
     * with its body, each incident vertex turned with its body, its separation from the face's plane, and the point
     * midway between them, as the narrow phase places it. False (m is then to be computed) if a point has moved
     * beyond the speculative margin spec, where the narrow phase would drop it.
     */
    boolean keep(int k, int ba, int bb, int pc, int[] pid, double spec, Manifold m) {
        final BodyPose pose = world.bodies.pose;
        final double[] c = cache, qc = pose.qc, qs = pose.qs;
        int o = STRIDE * k;
        boolean refB = c[o + REF_B] != 0;
        int ref = refB ? bb : ba, inc = refB ? ba : bb;
        int cr = refB ? CB : CA, ci = refB ? CA : CB;
        double cosR = qc[ref] * c[o + cr] + qs[ref] * c[o + cr + 1],
                sinR = qs[ref] * c[o + cr] - qc[ref] * c[o + cr + 1];
        double cosI = qc[inc] * c[o + ci] + qs[inc] * c[o + ci + 1],
                sinI = qs[inc] * c[o + ci] - qc[inc] * c[o + ci + 1];
        double fnx = cosR * c[o + FNX] - sinR * c[o + FNY], fny = sinR * c[o + FNX] + cosR * c[o + FNY];
        m.clear();
        // the manifold's normal runs from A to B: the face's own if the face is A's
        m.normalX = refB ? -fnx : fnx;
        m.normalY = refB ? -fny : fny;
        for (int i = 0; i < pc; i++) {
            int p = o + P0 + PSTRIDE * i;
            double vx = pose.px[inc] + (cosI * c[p + IX] - sinI * c[p + IY]);
            double vy = pose.py[inc] + (sinI * c[p + IX] + cosI * c[p + IY]);
            double fx = pose.px[ref] + (cosR * c[p + FX] - sinR * c[p + FY]);
            double fy = pose.py[ref] + (sinR * c[p + FX] + cosR * c[p + FY]);
            double sep = (vx - fx) * fnx + (vy - fy) * fny;
            if (sep > spec) return false;
            m.addPoint(vx - 0.5 * sep * fnx, vy - 0.5 * sep * fny, sep, pid[2 * k + i]);
        }
        return true;
    }

    /** Caches contact k's freshly computed manifold m (bodies ba, bb) for the steps that may keep it. */
    void cache(int k, int ba, int bb, Manifold m) {
        if (k >= valid.length) {
            int n = Math.max(k + 1, 2 * valid.length);
            cache = ArrayGrowth.grow(cache, STRIDE * n);
            boolean[] grown = new boolean[n];
            System.arraycopy(valid, 0, grown, 0, valid.length);
            valid = grown;
        }
        valid[k] = false;
        int pc = m.pointCount;
        if (pc == 0) return;
        // a face of one body against vertices of the other, the same face for every point
        boolean refA = ContactId.typeA(m.id[0]) == ContactId.FACE && ContactId.typeB(m.id[0]) == ContactId.VERTEX;
        boolean refB = ContactId.typeB(m.id[0]) == ContactId.FACE && ContactId.typeA(m.id[0]) == ContactId.VERTEX;
        if (!refA && !refB) return;
        for (int i = 1; i < pc; i++) if (ContactId.indexA(m.id[i]) != ContactId.indexA(m.id[0]) && refA) return;
        for (int i = 1; i < pc; i++) if (ContactId.indexB(m.id[i]) != ContactId.indexB(m.id[0]) && refB) return;
        final BodyPose pose = world.bodies.pose;
        final double[] c = cache;
        int o = STRIDE * k;
        c[o + CA] = pose.qc[ba];
        c[o + SA] = pose.qs[ba];
        c[o + CB] = pose.qc[bb];
        c[o + SB] = pose.qs[bb];
        double dx = pose.px[bb] - pose.px[ba], dy = pose.py[bb] - pose.py[ba];
        c[o + RX] = pose.qc[ba] * dx + pose.qs[ba] * dy;
        c[o + RY] = -pose.qs[ba] * dx + pose.qc[ba] * dy;
        c[o + LAX] = pose.lcx[ba];
        c[o + LAY] = pose.lcy[ba];
        c[o + LBX] = pose.lcx[bb];
        c[o + LBY] = pose.lcy[bb];
        double fnx = refA ? m.normalX : -m.normalX, fny = refA ? m.normalY : -m.normalY;
        c[o + FNX] = fnx;
        c[o + FNY] = fny;
        c[o + REF_B] = refB ? 1 : 0;
        int ref = refB ? bb : ba, inc = refB ? ba : bb;
        for (int i = 0; i < pc; i++) {
            int p = o + P0 + PSTRIDE * i;
            // the narrow phase put the point midway: the vertex is half the separation further along the face normal
            double vx = m.x[i] + 0.5 * m.separation[i] * fnx, vy = m.y[i] + 0.5 * m.separation[i] * fny;
            c[p + IX] = vx - pose.px[inc];
            c[p + IY] = vy - pose.py[inc];
            c[p + FX] = vx - m.separation[i] * fnx - pose.px[ref];
            c[p + FY] = vy - m.separation[i] * fny - pose.py[ref];
        }
        valid[k] = true;
    }
}
