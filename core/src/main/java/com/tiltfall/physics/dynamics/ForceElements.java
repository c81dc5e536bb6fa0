package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.math.DetMath;

/**
 * Force elements: springs and dampers between body-local anchors (article 003's spring-damper; struct of arrays
 * indexed by spring id). They are forces, not constraints: the integrators evaluate them at each stage state
 * ({@link #forces}) together with gravity and the applied forces.
 */
final class ForceElements {
    final IdPool ids = new IdPool("spring");
    int cap;
    boolean[] alive;
    int[] bodyA, bodyB;
    /** Local anchors relative to the body origins; rest length, stiffness ks, damping kd. */
    double[] lax, lay, lbx, lby, rest, ks, kd;

    private final World world;

    ForceElements(World world) {
        this.world = world;
    }

    void grow(int n) {
        alive = ArrayGrowth.grow(alive, n);
        bodyA = ArrayGrowth.grow(bodyA, n);
        bodyB = ArrayGrowth.grow(bodyB, n);
        lax = ArrayGrowth.grow(lax, n);
        lay = ArrayGrowth.grow(lay, n);
        lbx = ArrayGrowth.grow(lbx, n);
        lby = ArrayGrowth.grow(lby, n);
        rest = ArrayGrowth.grow(rest, n);
        ks = ArrayGrowth.grow(ks, n);
        kd = ArrayGrowth.grow(kd, n);
        cap = n;
    }

    /** A new spring from its definition between the bodies in slots a and b (the definition's bodies); its slot. */
    int create(SpringDef def, int a, int b) {
        int s = ids.alloc();
        if (s == cap) grow(2 * cap);
        alive[s] = true;
        bodyA[s] = a;
        bodyB[s] = b;
        lax[s] = def.localAnchorAX;
        lay[s] = def.localAnchorAY;
        lbx[s] = def.localAnchorBX;
        lby[s] = def.localAnchorBY;
        rest[s] = def.restLength;
        ks[s] = def.stiffness;
        kd[s] = def.damping;
        world.islands.wakeBody(a);
        world.islands.wakeBody(b);
        return s;
    }

    void destroy(int s) {
        alive[s] = false;
        ids.release(s);
    }

    /** Destroys every spring attached to body b. */
    void destroyAttachedTo(int b) {
        for (int s = 0; s < ids.high; s++) if (alive[s] && (bodyA[s] == b || bodyB[s] == b)) destroy(s);
    }

    boolean any() {
        for (int s = 0; s < ids.high; s++) if (alive[s]) return true;
        return false;
    }

    /** Loads the live state (x = x0 + dp, angle = angle0 + dAngle, v) of every spring body into the stage arrays. */
    void loadStageFromLive(Integrators in) {
        for (int s = 0; s < ids.high; s++) {
            if (!alive[s]) continue;
            in.loadLive(bodyA[s]);
            in.loadLive(bodyB[s]);
        }
    }

    /** Zeroes the spring forces of every spring body. */
    void clearForces(Integrators in) {
        final double[] efx = in.efx, efy = in.efy, etq = in.etq;
        for (int s = 0; s < ids.high; s++) {
            if (!alive[s]) continue;
            int a = bodyA[s], b = bodyB[s];
            efx[a] = 0;
            efy[a] = 0;
            etq[a] = 0;
            efx[b] = 0;
            efy[b] = 0;
            etq[b] = 0;
        }
    }

    /** Spring and damper forces at the stage state into the integrator's efx / efy / etq (zeroed by the caller). */
    void forces(Integrators in) {
        final double[] lcx = world.bodies.pose.lcx, lcy = world.bodies.pose.lcy;
        final double[] stX = in.stX, stY = in.stY, stA = in.stA, stVX = in.stVX, stVY = in.stVY, stW = in.stW;
        final double[] efx = in.efx, efy = in.efy, etq = in.etq;
        for (int s = 0; s < ids.high; s++) {
            if (!alive[s]) continue;
            int a = bodyA[s], b = bodyB[s];
            double ca = DetMath.cos(stA[a]), sa = DetMath.sin(stA[a]);
            double cb = DetMath.cos(stA[b]), sb = DetMath.sin(stA[b]);
            double ax = lax[s] - lcx[a], ay = lay[s] - lcy[a], bx = lbx[s] - lcx[b], by = lby[s] - lcy[b];
            double rAx = ca * ax - sa * ay, rAy = sa * ax + ca * ay;
            double rBx = cb * bx - sb * by, rBy = sb * bx + cb * by;
            double dx = stX[b] + rBx - stX[a] - rAx, dy = stY[b] + rBy - stY[a] - rAy;
            double len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1e-6) continue;
            double ux = dx / len, uy = dy / len;
            double vrx = stVX[b] - stW[b] * rBy - stVX[a] + stW[a] * rAy;
            double vry = stVY[b] + stW[b] * rBx - stVY[a] - stW[a] * rAx;
            // tension > 0 pulls the anchors together: Hooke on the stretch, damper on the axial relative velocity
            double tension = ks[s] * (len - rest[s]) + kd[s] * (vrx * ux + vry * uy);
            double Fx = tension * ux, Fy = tension * uy; // force on A; -F on B
            efx[a] += Fx;
            efy[a] += Fy;
            etq[a] += rAx * Fy - rAy * Fx;
            efx[b] -= Fx;
            efy[b] -= Fy;
            etq[b] -= rBx * Fy - rBy * Fx;
        }
    }
}
