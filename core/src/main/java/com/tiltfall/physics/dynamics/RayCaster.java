package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.RayCastInput;
import com.tiltfall.physics.collision.RayCastOutput;

/** Closest-hit ray cast over the broad phase (candidates from the ray's bounds), allocation-free. */
final class RayCaster implements QueryCallback {
    private final World world;
    private final RayCastInput in = new RayCastInput();
    private final RayCastOutput out = new RayCastOutput();
    private RayHit hit;
    private int mask;

    RayCaster(World world) {
        this.world = world;
    }

    boolean cast(double x1, double y1, double x2, double y2, int mask, RayHit result) {
        this.hit = result;
        this.mask = mask;
        result.hit = false;
        result.fraction = 1.0;
        result.collider = -1;
        result.body = -1;
        in.set(x1, y1, x2, y2, 1.0);
        world.querySlots(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2), this);
        if (result.hit) {
            // found by slot (ties go to the lower slot), handed out as handles
            result.collider = world.colliders.ids.handle(result.collider);
            result.body = world.bodies.ids.handle(result.body);
        }
        return result.hit;
    }

    @Override
    public boolean report(int c) { // a collider slot
        final Colliders col = world.colliders;
        if ((col.category[c] & mask) == 0 || (col.flags[c] & Colliders.SENSOR) != 0) return true;
        int b = col.body[c];
        in.maxFraction = hit.hit ? hit.fraction : 1.0;
        if (col.shape[c].rayCast(world.bodies.pose.xf[b], in, out)) {
            // ties: lower collider id wins, so the answer does not depend on tree order
            if (!hit.hit || out.fraction < hit.fraction || (out.fraction == hit.fraction && c < hit.collider)) {
                hit.hit = true;
                hit.fraction = out.fraction;
                hit.collider = c;
                hit.body = b;
                hit.x = out.pointX;
                hit.y = out.pointY;
                hit.normalX = out.normalX;
                hit.normalY = out.normalY;
            }
        }
        return true;
    }
}
