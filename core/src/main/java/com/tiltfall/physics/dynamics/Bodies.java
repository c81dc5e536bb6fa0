package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DA;
import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.MassData;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;

/**
 * Body storage, indexed by body slot: type, flags, user data and the heads of the collider / contact / joint lists
 * here, the rest in four typed stores, each grown and reset in its own class so that a new per-body field is added
 * in one place: {@link BodyPose} (where a body is), {@link BodyMass} (what its colliders give it), {@link BodyMotion}
 * (solver state, forces, damping, sleep timer), {@link BodyHistory} (the step's start: sweep, previous pose). Also
 * the mass computation from the colliders.
 */
final class Bodies {
    /** Body type codes ({@link BodyType#ordinal()}), kept as ints in {@link #type} for the hot loops. */
    static final int STATIC = 0, KINEMATIC = 1, DYNAMIC = 2;

    static final BodyType[] TYPES = BodyType.values();
    static final int ALIVE = 1, AWAKE = 2, FIXED_ROT = 4, BULLET = 8, SLEEP_OK = 16;

    final IdPool ids = new IdPool("body");
    final BodyPose pose = new BodyPose();
    final BodyMass mass = new BodyMass();
    final BodyMotion motion = new BodyMotion();
    final BodyHistory history = new BodyHistory();
    int cap;
    int[] type, flags;

    Object[] user;
    int[] colliderHead, contactHead, jointHead;

    /** Awake bodies of the current step, in slot order (filled by {@link #collectAwake}). */
    int[] awake;

    int awakeCount;

    private final World world;
    private final Aabb tmpAabb = new Aabb();
    private final MassData tmpMass = new MassData();
    private final Transform identity = new Transform();

    Bodies(World world) {
        this.world = world;
    }

    void grow(int n) {
        type = ArrayGrowth.grow(type, n);
        flags = ArrayGrowth.grow(flags, n);
        pose.grow(n);
        mass.grow(n);
        motion.grow(n);
        history.grow(n);
        user = ArrayGrowth.grow(user, n);
        colliderHead = ArrayGrowth.grow(colliderHead, n);
        contactHead = ArrayGrowth.grow(contactHead, n);
        jointHead = ArrayGrowth.grow(jointHead, n);
        awake = ArrayGrowth.grow(awake, n);
        cap = n;
    }

    /** Fills a new body's slot from its definition (mass 1 / no inertia for a dynamic body until it has colliders). */
    void init(int id, BodyDef def) {
        int t = def.type.ordinal();
        type[id] = t;
        flags[id] = ALIVE | SLEEP_OK | (t == STATIC ? 0 : AWAKE);
        pose.reset(id, def.x, def.y, def.angle);
        mass.reset(id, t == DYNAMIC);
        motion.reset(id);
        history.reset(id, def.x, def.y, def.angle);
        user[id] = null;
        colliderHead[id] = -1;
        contactHead[id] = -1;
        jointHead[id] = -1;
    }

    boolean isAlive(int b) {
        return b >= 0 && b < ids.high && (flags[b] & ALIVE) != 0;
    }

    /** Body origin (the point the shapes are defined around). */
    double originX(int b) {
        return pose.px[b] - (pose.qc[b] * pose.lcx[b] - pose.qs[b] * pose.lcy[b]);
    }

    double originY(int b) {
        return pose.py[b] - (pose.qs[b] * pose.lcx[b] + pose.qc[b] * pose.lcy[b]);
    }

    double toLocalX(int b, double wx, double wy) {
        double dx = wx - originX(b), dy = wy - originY(b);
        return pose.qc[b] * dx + pose.qs[b] * dy;
    }

    double toLocalY(int b, double wx, double wy) {
        double dx = wx - originX(b), dy = wy - originY(b);
        return -pose.qs[b] * dx + pose.qc[b] * dy;
    }

    double toWorldX(int b, double lx, double ly) {
        return originX(b) + pose.qc[b] * lx - pose.qs[b] * ly;
    }

    double toWorldY(int b, double lx, double ly) {
        return originY(b) + pose.qs[b] * lx + pose.qc[b] * ly;
    }

    /** World distance between a local anchor of body a and one of body b (anchors relative to the body origins). */
    double anchorDistance(int a, int b, double ax, double ay, double bx, double by) {
        double dx = toWorldX(b, bx, by) - toWorldX(a, ax, ay), dy = toWorldY(b, bx, by) - toWorldY(a, ax, ay);
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** The awake bodies of this step into {@link #awake}, their step deltas reset. */
    void collectAwake() {
        final int[] flags = this.flags, awake = this.awake;
        final double[] bs = motion.bs;
        int na = 0;
        for (int b = 0, n = ids.high; b < n; b++) {
            if ((flags[b] & AWAKE) == 0) continue;
            awake[na++] = b;
            int o = STRIDE * b;
            bs[o + DPX] = 0;
            bs[o + DPY] = 0;
            bs[o + QC] = 1;
            bs[o + QS] = 0;
            bs[o + DA] = 0;
        }
        awakeCount = na;
    }

    // ------------------------------------------------------------------ mass
    /**
     * Overrides the mass properties: mass (kg), centre of mass in body coordinates and rotational inertia about
     * that centre. Colliders added later recompute them.
     */
    void setMassData(int b, double m, double cx, double cy, double inertiaAboutCenter) {
        if (type[b] != DYNAMIC) return;
        double ox = originX(b), oy = originY(b);
        mass.mass[b] = m > 0 ? m : 1;
        mass.invMass[b] = 1.0 / mass.mass[b];
        pose.lcx[b] = cx;
        pose.lcy[b] = cy;
        if (inertiaAboutCenter > 0 && (flags[b] & FIXED_ROT) == 0) {
            mass.inertia[b] = inertiaAboutCenter;
            mass.invI[b] = 1.0 / inertiaAboutCenter;
        } else {
            mass.inertia[b] = 0;
            mass.invI[b] = 0;
        }
        pose.px[b] = ox + (pose.qc[b] * cx - pose.qs[b] * cy);
        pose.py[b] = oy + (pose.qs[b] * cx + pose.qc[b] * cy);
    }

    /** Recomputes mass, centre of mass, inertia and the extents from the colliders' shapes and densities. */
    void resetMassData(int b) {
        final Colliders col = world.colliders;
        double ox = originX(b), oy = originY(b);
        double m = 0, mx = 0, my = 0, iOrigin = 0;
        double ext = 0, inner = Double.MAX_VALUE;
        for (int c = colliderHead[b]; c != -1; c = col.next[c]) {
            Shape s = col.shape[c];
            if ((col.flags[c] & Colliders.SENSOR) == 0) inner = Math.min(inner, TimeOfImpact.innerExtent(s));
            s.computeAabb(identity, tmpAabb);
            ext = Math.max(
                    ext,
                    Math.max(
                            Math.max(Math.abs(tmpAabb.minX), Math.abs(tmpAabb.maxX)),
                            Math.max(Math.abs(tmpAabb.minY), Math.abs(tmpAabb.maxY))));
            if ((col.flags[c] & Colliders.SENSOR) != 0 || col.density[c] <= 0) continue;
            s.computeMass(col.density[c], tmpMass);
            double mm = tmpMass.mass;
            m += mm;
            mx += mm * tmpMass.centroidX;
            my += mm * tmpMass.centroidY;
            // parallel axis: inertia about the body origin
            iOrigin += tmpMass.inertia
                    + mm * (tmpMass.centroidX * tmpMass.centroidX + tmpMass.centroidY * tmpMass.centroidY);
        }
        mass.maxExtent[b] = ext;
        mass.minExtent[b] = inner == Double.MAX_VALUE ? 0 : inner;
        if (type[b] != DYNAMIC) {
            mass.mass[b] = 0;
            mass.invMass[b] = 0;
            mass.inertia[b] = 0;
            mass.invI[b] = 0;
            pose.lcx[b] = 0;
            pose.lcy[b] = 0;
            pose.px[b] = ox;
            pose.py[b] = oy;
            return;
        }
        double cx = 0, cy = 0;
        if (m > 0) {
            cx = mx / m;
            cy = my / m;
        }
        double ic = iOrigin - m * (cx * cx + cy * cy);
        if (m <= 0) {
            m = 1;
            ic = 0;
        }
        mass.mass[b] = m;
        mass.invMass[b] = 1.0 / m;
        pose.lcx[b] = cx;
        pose.lcy[b] = cy;
        if (ic > 0 && (flags[b] & FIXED_ROT) == 0) {
            mass.inertia[b] = ic;
            mass.invI[b] = 1.0 / ic;
        } else {
            mass.inertia[b] = 0;
            mass.invI[b] = 0;
        }
        pose.px[b] = ox + (pose.qc[b] * cx - pose.qs[b] * cy);
        pose.py[b] = oy + (pose.qs[b] * cx + pose.qc[b] * cy);
    }
}
