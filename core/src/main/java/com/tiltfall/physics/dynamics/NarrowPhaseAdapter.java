package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Collide;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;

/** The single place where the dynamics layer calls the collision layer's narrow phase. */
final class NarrowPhaseAdapter {
    private final Collide collide = new Collide();

    boolean collide(Shape a, Transform ta, Shape b, Transform tb, double speculativeDistance, Manifold out) {
        return collide.collide(a, ta, b, tb, speculativeDistance, out);
    }
}
