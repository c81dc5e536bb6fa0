package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.ContactId;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;

/**
 * Kept manifolds for slow polygon contacts between dynamic bodies (after Box2D v3.2's contact recycling,
 * physics_world.c at commit 617d32ab): while the two bodies have moved less than {@link #DISTANCE} relative to each
 * other, and neither has turned more than ~11.5 degrees, since their manifold was last computed, the narrow phase's
 * search is skipped and the manifold's features kept, with their ids and so the same warm start. A resting pile then
 * pays for the full narrow phase only when something moves (large pyramid: ~0.89x the step time,
 * docs/performance/dynamics.md).
 *
 * <p>Unlike Box2D's (whose normal stays fixed in the world and whose anchors stay where they were), what is kept here
 * is the features, and the geometry is computed from them on the bodies' current poses, as the narrow phase's last
 * stage does: the reference face's normal and plane, each incident vertex's separation from it, each clipped point
 * where the incident edge meets the side plane at an end of the reference face. So a kept manifold equals the one the
 * narrow phase would find as long as it would pick the same features (ContactRecyclingTest, to 1e-12). Only polygon
 * face contacts are kept; where the normal runs between two vertices or a round shape, it depends on where the bodies
 * are, not on which features touch.
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

    // per contact: cos/sin of each body's angle, B's centre in A's frame, each body's centre of mass in the body (when
    // the manifold was computed), whether the reference face is B's, its edge; per point: whether it is clipped, the
    // vertex (incident, or the reference face's end for a clipped point) and the incident edge's first vertex
    private static final int STRIDE = 12, CA = 0, SA = 1, CB = 2, SB = 3, RX = 4, RY = 5;
    private static final int LAX = 6, LAY = 7, LBX = 8, LBY = 9, REF_B = 10, EDGE = 11;
    /** Per point (2 per contact): the point's kind and feature indices, packed: clipped * 65536 + vertex * 256 + edge. */
    private int[] features = new int[0];

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
        if (ShockProjection.apartInMass(mass, ba, bb)) return false;
        final BodyPose pose = bodies.pose;
        final double[] c = cache, qc = pose.qc, qs = pose.qs;
        int o = STRIDE * k;
        // a collider added, removed or changed in density moves the centre of mass in the body: the tolerance, measured
        // from the centres, would no longer compare like with like
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
     * Contact k's kept manifold for this step (colliders ca, cb of bodies ba, bb; pc points, their ids in pid), into
     * m: the cached features on the current poses. False (m is then to be computed) if a point has moved beyond the
     * speculative margin spec, where the narrow phase would drop it, or a clipped point has left its incident edge.
     */
    boolean keep(int k, int ca, int cb, int ba, int bb, int pc, int[] pid, double spec, Manifold m) {
        final double[] c = cache;
        int o = STRIDE * k;
        boolean refB = c[o + REF_B] != 0;
        PolyShape ref = (PolyShape) world.colliders.shape[refB ? cb : ca];
        PolyShape inc = (PolyShape) world.colliders.shape[refB ? ca : cb];
        Transform tr = world.bodies.pose.xf[refB ? bb : ba], ti = world.bodies.pose.xf[refB ? ba : bb];
        int edge = (int) c[o + EDGE], next = edge + 1 == ref.getVertexCount() ? 0 : edge + 1;
        double nx = tr.rotateX(ref.getNormalX(edge), ref.getNormalY(edge));
        double ny = tr.rotateY(ref.getNormalX(edge), ref.getNormalY(edge));
        double fx = tr.toWorldX(ref.getVertexX(edge), ref.getVertexY(edge));
        double fy = tr.toWorldY(ref.getVertexX(edge), ref.getVertexY(edge));
        double front = nx * fx + ny * fy;
        m.clear();
        // the manifold's normal runs from A to B: the face's own if the face is A's
        m.normalX = refB ? -nx : nx;
        m.normalY = refB ? -ny : ny;
        for (int i = 0; i < pc; i++) {
            int f = features[2 * k + i], vertex = (f >> 8) & 0xFF, incEdge = f & 0xFF;
            double px, py;
            if ((f >> 16) == 0) {
                px = ti.toWorldX(inc.getVertexX(vertex), inc.getVertexY(vertex));
                py = ti.toWorldY(inc.getVertexX(vertex), inc.getVertexY(vertex));
            } else {
                // where the incident edge crosses the side plane through the reference face's end vertex
                int e2 = incEdge + 1 == inc.getVertexCount() ? 0 : incEdge + 1;
                double ax = ti.toWorldX(inc.getVertexX(incEdge), inc.getVertexY(incEdge));
                double ay = ti.toWorldY(inc.getVertexX(incEdge), inc.getVertexY(incEdge));
                double bx = ti.toWorldX(inc.getVertexX(e2), inc.getVertexY(e2));
                double by = ti.toWorldY(inc.getVertexX(e2), inc.getVertexY(e2));
                double vx = tr.toWorldX(ref.getVertexX(vertex), ref.getVertexY(vertex));
                double vy = tr.toWorldY(ref.getVertexX(vertex), ref.getVertexY(vertex));
                double tx = -ny, ty = nx;
                double d0 = tx * (ax - vx) + ty * (ay - vy), d1 = tx * (bx - vx) + ty * (by - vy);
                if (!(d0 * d1 < 0.0)) return false;
                double t = d0 / (d0 - d1);
                px = ax + t * (bx - ax);
                py = ay + t * (by - ay);
            }
            double sep = nx * px + ny * py - front;
            if (sep > spec) return false;
            m.addPoint(px - 0.5 * sep * nx, py - 0.5 * sep * ny, sep, pid[2 * k + i]);
        }
        return true;
    }

    /**
     * Caches contact k's freshly computed manifold m (colliders ca, cb of bodies ba, bb) for the steps that may keep it:
     * if it is a polygon face contact, its reference face and each point's features.
     */
    void cache(int k, int ca, int cb, int ba, int bb, Manifold m) {
        if (k >= valid.length) {
            int n = Math.max(k + 1, 2 * valid.length);
            cache = ArrayGrowth.grow(cache, STRIDE * n);
            features = ArrayGrowth.grow(features, 2 * n);
            valid = ArrayGrowth.grow(valid, n);
        }
        valid[k] = false;
        int pc = m.pointCount;
        Shape sa = world.colliders.shape[ca], sb = world.colliders.shape[cb];
        if (pc == 0 || !(sa instanceof PolyShape) || !(sb instanceof PolyShape)) return;
        final BodyPose pose = world.bodies.pose;
        // the reference face as the narrow phase chose it (a polygon face contact), else nothing to keep
        int edge = m.referenceEdge;
        boolean refB = m.referenceOnB;
        if (edge < 0) return;
        for (int i = 0; i < pc; i++) {
            int pid = m.id[i];
            // seen from the reference side: (face, vertex) is an incident vertex, (vertex, face) a clipped point
            int refType = refB ? ContactId.typeB(pid) : ContactId.typeA(pid);
            int incType = refB ? ContactId.typeA(pid) : ContactId.typeB(pid);
            int refIndex = refB ? ContactId.indexB(pid) : ContactId.indexA(pid);
            int incIndex = refB ? ContactId.indexA(pid) : ContactId.indexB(pid);
            if (refType == ContactId.FACE && incType == ContactId.VERTEX && refIndex == edge) {
                features[2 * k + i] = incIndex << 8;
            } else if (refType == ContactId.VERTEX && incType == ContactId.FACE) {
                features[2 * k + i] = (1 << 16) | (refIndex << 8) | incIndex;
            } else return;
        }
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
        c[o + REF_B] = refB ? 1 : 0;
        c[o + EDGE] = edge;
        valid[k] = true;
    }
}
