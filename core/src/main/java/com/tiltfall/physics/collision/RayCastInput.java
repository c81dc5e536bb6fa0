package com.tiltfall.physics.collision;

/** A ray from (p1x, p1y) towards (p2x, p2y); only hits at fraction in [0, maxFraction] of p1->p2 count. */
public final class RayCastInput {
    public double p1x, p1y, p2x, p2y;
    public double maxFraction = 1.0;

    public RayCastInput set(double p1x, double p1y, double p2x, double p2y, double maxFraction) {
        this.p1x = p1x;
        this.p1y = p1y;
        this.p2x = p2x;
        this.p2y = p2y;
        this.maxFraction = maxFraction;
        return this;
    }
}
