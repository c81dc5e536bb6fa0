package com.tiltfall.physics.collision;

/**
 * Receives proxies whose fat AABB the ray crosses. Return the new max fraction to clip the ray (e.g. the hit fraction
 * to find the closest hit), {@code input.maxFraction} to go on unchanged, 0 to stop, or -1 to ignore this proxy.
 */
public interface TreeRayCastCallback {
    double reportRay(RayCastInput input, int proxyId);
}
