package com.tiltfall.physics.dynamics;

/** Receives the colliders whose fattened bounds overlap a query box. Return false to stop the query. */
public interface QueryCallback {
    boolean report(int collider);
}
