package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.math.DetMath;

/** Per-body store: where each body is (struct of arrays indexed by body slot). A new pose field is added here only. */
final class BodyPose {
    /** Centre of mass in world space, angle, cos/sin of the angle. */
    double[] px, py, ang, qc, qs;
    /** Centre of mass in body-local coordinates. */
    double[] lcx, lcy;
    /** The body origin's transform (what the shapes are placed with). */
    Transform[] xf;

    void grow(int n) {
        px = ArrayGrowth.grow(px, n);
        py = ArrayGrowth.grow(py, n);
        ang = ArrayGrowth.grow(ang, n);
        qc = ArrayGrowth.grow(qc, n);
        qs = ArrayGrowth.grow(qs, n);
        lcx = ArrayGrowth.grow(lcx, n);
        lcy = ArrayGrowth.grow(lcy, n);
        int old = xf == null ? 0 : xf.length;
        xf = ArrayGrowth.grow(xf, new Transform[n]);
        for (int i = old; i < n; i++) xf[i] = new Transform();
    }

    /** A new body at its origin (x, y) turned by angle, centre of mass at the origin until it has colliders. */
    void reset(int b, double x, double y, double angle) {
        px[b] = x;
        py[b] = y;
        ang[b] = angle;
        qc[b] = DetMath.cos(angle);
        qs[b] = DetMath.sin(angle);
        lcx[b] = 0;
        lcy[b] = 0;
        xf[b].set(x, y, angle);
    }
}
