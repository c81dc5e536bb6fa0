package com.tiltfall.physics.collision;

/** Receives proxies whose fat AABB overlaps a query box; return false to stop the query. */
public interface TreeQueryCallback {
    boolean reportProxy(int proxyId);
}
