package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DA;
import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.MassData;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.math.DetMath;

/**
 * Body storage (struct of arrays indexed by body id) and mass: pose, velocity and solver state, forces, mass
 * properties from the colliders, the per-body heads of the collider / contact / joint lists, the sweep of the
 * current step (continuous collision) and the previous pose (render interpolation).
 */
final class Bodies {
    /** Body type codes ({@link BodyType#ordinal()}), kept as ints in {@link #type} for the hot loops. */
    static final int STATIC = 0, KINEMATIC = 1, DYNAMIC = 2;

    static final BodyType[] TYPES = BodyType.values();
    static final int ALIVE = 1, AWAKE = 2, FIXED_ROT = 4, BULLET = 8, SLEEP_OK = 16;

    final IdPool ids = new IdPool("body");
    int cap;
    int[] type, flags;
    /** Centre of mass in world space, angle, cos/sin of the angle. */
    double[] px, py, ang, qc, qs;
    /** Centre of mass in body-local coordinates. */
    double[] lcx, lcy;
    /** Force and torque applied since the last step (cleared by it). */
    double[] fx, fy, tq;

    double[] mass, invMass, inertia, invI;
    double[] linDamp, angDamp, gravScale, sleepTime;
    /** Largest distance of a collider point from the body origin. */
    double[] maxExtent;
    /** Half the smallest width of the body's colliders: a step longer than half of it may skip a thin wall. */
    double[] minExtent;
    /** This step's sweep: centre of mass and angle at its start, angle change over it (continuous collision). */
    double[] c0x, c0y, a0, sweepDa;
    /** Body origin of the previous step, for render interpolation. */
    double[] prevX, prevY, prevAng;
    /** Velocity and solver state, interleaved: {@link BodyState}. */
    double[] bs;

    Object[] user;
    int[] colliderHead, contactHead, jointHead;
    Transform[] xf;

    /** Awake bodies of the current step, in id order (filled by {@link #collectAwake}). */
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
        px = ArrayGrowth.grow(px, n);
        py = ArrayGrowth.grow(py, n);
        ang = ArrayGrowth.grow(ang, n);
        qc = ArrayGrowth.grow(qc, n);
        qs = ArrayGrowth.grow(qs, n);
        lcx = ArrayGrowth.grow(lcx, n);
        lcy = ArrayGrowth.grow(lcy, n);
        bs = ArrayGrowth.grow(bs, STRIDE * n);
        fx = ArrayGrowth.grow(fx, n);
        fy = ArrayGrowth.grow(fy, n);
        tq = ArrayGrowth.grow(tq, n);
        mass = ArrayGrowth.grow(mass, n);
        invMass = ArrayGrowth.grow(invMass, n);
        inertia = ArrayGrowth.grow(inertia, n);
        invI = ArrayGrowth.grow(invI, n);
        linDamp = ArrayGrowth.grow(linDamp, n);
        angDamp = ArrayGrowth.grow(angDamp, n);
        gravScale = ArrayGrowth.grow(gravScale, n);
        sleepTime = ArrayGrowth.grow(sleepTime, n);
        maxExtent = ArrayGrowth.grow(maxExtent, n);
        minExtent = ArrayGrowth.grow(minExtent, n);
        c0x = ArrayGrowth.grow(c0x, n);
        c0y = ArrayGrowth.grow(c0y, n);
        a0 = ArrayGrowth.grow(a0, n);
        sweepDa = ArrayGrowth.grow(sweepDa, n);
        prevX = ArrayGrowth.grow(prevX, n);
        prevY = ArrayGrowth.grow(prevY, n);
        prevAng = ArrayGrowth.grow(prevAng, n);
        user = ArrayGrowth.grow(user, n);
        colliderHead = ArrayGrowth.grow(colliderHead, n);
        contactHead = ArrayGrowth.grow(contactHead, n);
        jointHead = ArrayGrowth.grow(jointHead, n);
        int old = xf == null ? 0 : xf.length;
        xf = ArrayGrowth.grow(xf, new Transform[n]);
        for (int i = old; i < n; i++) xf[i] = new Transform();
        awake = ArrayGrowth.grow(awake, n);
        cap = n;
    }

    /** Fills a new body's slot from its definition (mass 1 / no inertia for a dynamic body until it has colliders). */
    void init(int id, BodyDef def) {
        int t = def.type.ordinal();
        double x = def.x, y = def.y, angle = def.angle;
        type[id] = t;
        flags[id] = ALIVE | SLEEP_OK | (t == STATIC ? 0 : AWAKE);
        px[id] = x;
        py[id] = y;
        ang[id] = angle;
        qc[id] = DetMath.cos(angle);
        qs[id] = DetMath.sin(angle);
        lcx[id] = 0;
        lcy[id] = 0;
        int o = STRIDE * id;
        bs[o + VX] = 0;
        bs[o + VY] = 0;
        bs[o + W] = 0;
        fx[id] = 0;
        fy[id] = 0;
        tq[id] = 0;
        linDamp[id] = 0;
        angDamp[id] = 0;
        gravScale[id] = 1;
        sleepTime[id] = 0;
        maxExtent[id] = 0;
        minExtent[id] = 0;
        bs[o + DPX] = 0;
        bs[o + DPY] = 0;
        bs[o + QC] = 1;
        bs[o + QS] = 0;
        bs[o + DA] = 0;
        user[id] = null;
        colliderHead[id] = -1;
        contactHead[id] = -1;
        jointHead[id] = -1;
        if (t == DYNAMIC) {
            mass[id] = 1;
            invMass[id] = 1;
        } else {
            mass[id] = 0;
            invMass[id] = 0;
        }
        inertia[id] = 0;
        invI[id] = 0;
        prevX[id] = x;
        prevY[id] = y;
        prevAng[id] = angle;
        xf[id].set(x, y, angle);
    }

    boolean isAlive(int b) {
        return b >= 0 && b < ids.high && (flags[b] & ALIVE) != 0;
    }

    /** Body origin (the point the shapes are defined around). */
    double originX(int b) {
        return px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]);
    }

    double originY(int b) {
        return py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]);
    }

    double toLocalX(int b, double wx, double wy) {
        double dx = wx - originX(b), dy = wy - originY(b);
        return qc[b] * dx + qs[b] * dy;
    }

    double toLocalY(int b, double wx, double wy) {
        double dx = wx - originX(b), dy = wy - originY(b);
        return -qs[b] * dx + qc[b] * dy;
    }

    double toWorldX(int b, double lx, double ly) {
        return originX(b) + qc[b] * lx - qs[b] * ly;
    }

    double toWorldY(int b, double lx, double ly) {
        return originY(b) + qs[b] * lx + qc[b] * ly;
    }

    /** World distance between a local anchor of body a and one of body b (anchors relative to the body origins). */
    double anchorDistance(int a, int b, double ax, double ay, double bx, double by) {
        double dx = toWorldX(b, bx, by) - toWorldX(a, ax, ay), dy = toWorldY(b, bx, by) - toWorldY(a, ax, ay);
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** The awake bodies of this step into {@link #awake}, their step deltas reset. */
    void collectAwake() {
        final int[] flags = this.flags, awake = this.awake;
        final double[] bs = this.bs;
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
        mass[b] = m > 0 ? m : 1;
        invMass[b] = 1.0 / mass[b];
        lcx[b] = cx;
        lcy[b] = cy;
        if (inertiaAboutCenter > 0 && (flags[b] & FIXED_ROT) == 0) {
            inertia[b] = inertiaAboutCenter;
            invI[b] = 1.0 / inertiaAboutCenter;
        } else {
            inertia[b] = 0;
            invI[b] = 0;
        }
        px[b] = ox + (qc[b] * cx - qs[b] * cy);
        py[b] = oy + (qs[b] * cx + qc[b] * cy);
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
        maxExtent[b] = ext;
        minExtent[b] = inner == Double.MAX_VALUE ? 0 : inner;
        if (type[b] != DYNAMIC) {
            mass[b] = 0;
            invMass[b] = 0;
            inertia[b] = 0;
            invI[b] = 0;
            lcx[b] = 0;
            lcy[b] = 0;
            px[b] = ox;
            py[b] = oy;
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
        mass[b] = m;
        invMass[b] = 1.0 / m;
        lcx[b] = cx;
        lcy[b] = cy;
        if (ic > 0 && (flags[b] & FIXED_ROT) == 0) {
            inertia[b] = ic;
            invI[b] = 1.0 / ic;
        } else {
            inertia[b] = 0;
            invI[b] = 0;
        }
        px[b] = ox + (qc[b] * cx - qs[b] * cy);
        py[b] = oy + (qs[b] * cx + qc[b] * cy);
    }
}
