package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** Friction on a slope and restitution/momentum against closed forms. */
class FrictionRestitutionTest {
    static final double DT = 1.0 / 60.0;
    static final double G = 10.0;
    static final double THETA = Math.toRadians(30);

    /** Slope: a static box turned by 30 degrees whose top face passes through the origin; friction 0 on it, so the pair value is the box's. */
    private static int[] slopeScene(World w, double mu) {
        int slope =
                w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0).angle(THETA));
        w.createCollider(
                slope,
                new ColliderDef(Polygon.box(30.0, 0.5, 0, -0.5, 0)).density(0).friction(0.0));
        double s = Math.sin(THETA), c = Math.cos(THETA);
        int box = w.createBody(
                new BodyDef().type(BodyType.DYNAMIC).position(-0.5 * s, 0.5 * c).angle(THETA));
        w.createCollider(
                box, new ColliderDef(Polygon.box(0.5, 0.5)).density(1.0).friction(mu));
        return new int[] {slope, box};
    }

    @Test
    void boxOnA30DegreeSlopeWithMu07StaysPut() {
        World w = new World(0, -G);
        w.setSleepingEnabled(false);
        int box = slopeScene(w, 0.7)[1];
        for (int i = 0; i < 30; i++) w.step(DT);
        double x0 = w.getX(box), y0 = w.getY(box);
        for (int i = 0; i < 120; i++) w.step(DT);
        double moved = Math.hypot(w.getX(box) - x0, w.getY(box) - y0);
        assertTrue(moved < 0.005, "moved " + moved); // tan 30 = 0.577 < 0.7: static friction holds
    }

    @Test
    void boxOnA30DegreeSlopeWithMu02SlidesWithGTimesSinMinusMuCosWithin5Percent() {
        World w = new World(0, -G);
        int box = slopeScene(w, 0.2)[1];
        double ux = -Math.cos(THETA), uy = -Math.sin(THETA); // down the slope
        for (int i = 0; i < 30; i++) w.step(DT);
        double v1 = w.getVelocityX(box) * ux + w.getVelocityY(box) * uy;
        for (int i = 0; i < 60; i++) w.step(DT);
        double v2 = w.getVelocityX(box) * ux + w.getVelocityY(box) * uy;
        double expected = G * (Math.sin(THETA) - 0.2 * Math.cos(THETA)); // 3.268 m/s^2
        assertEquals(expected, (v2 - v1) / 1.0, 0.05 * expected);
        assertTrue(Math.abs(w.getAngle(box) - THETA) < 0.01, "the box slides, it does not tumble");
    }

    @Test
    void ballWithRestitution08ReboundsTo064OfItsDropHeightWithin5Percent() {
        World w = new World(0, -G);
        int ground = Scenes.ground(w, 0);
        w.setBodyMaterial(ground, 0.6, 0.6, 1.0); // pair restitution = min(1, 0.8) = 0.8
        double r = 0.25, h = 5.0;
        int ball = Scenes.ball(w, 0, h + r, r, 1.0, 0.6, 0.8);
        boolean bounced = false;
        double peak = 0;
        for (int i = 0; i < 240; i++) {
            w.step(DT);
            double vy = w.getVelocityY(ball);
            if (vy > 0) bounced = true;
            if (bounced) peak = Math.max(peak, w.getY(ball) - r);
            if (bounced && vy < 0) break;
        }
        assertTrue(bounced);
        assertEquals(0.64 * h, peak, 0.05 * 0.64 * h);
    }

    @Test
    void headOnCollisionOfUnequalMassesConservesMomentumAndFollowsTheClosedForm() {
        World w = new World(0, 0);
        double e = 0.5;
        int a = Scenes.ball(w, -2, 0, 0.5, 1.0, 0.0, e);
        int b = Scenes.ball(w, 2, 0, 0.5, 4.0, 0.0, e);
        double ma = w.getMass(a), mb = w.getMass(b);
        w.setLinearVelocity(a, 6.0, 0);
        w.setLinearVelocity(b, -1.0, 0);
        double p0 = ma * 6.0 + mb * -1.0;
        for (int i = 0; i < 60; i++) w.step(DT);
        double p1 = ma * w.getVelocityX(a) + mb * w.getVelocityX(b);
        assertEquals(p0, p1, 1e-4 * Math.abs(ma * 6.0));
        // 1D collision: va' = (ma va + mb vb - mb e (va - vb)) / (ma + mb), vb' = (... + ma e (va - vb)) / (ma + mb)
        double va = (ma * 6 + mb * -1 - mb * e * 7) / (ma + mb);
        double vb = (ma * 6 + mb * -1 + ma * e * 7) / (ma + mb);
        assertEquals(va, w.getVelocityX(a), 0.02 * Math.abs(va) + 1e-3);
        assertEquals(vb, w.getVelocityX(b), 0.02 * Math.abs(vb) + 1e-3);
        assertEquals(0.0, w.getVelocityY(a), 1e-5);
    }
}
