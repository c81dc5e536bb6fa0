package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import org.junit.jupiter.api.Test;

/**
 * Flush terrain built from separate pieces has no seams for any body (issue 23 part 1): a body sliding without
 * friction over a flat floor keeps its speed exactly and never moves vertically, whatever the pieces are. Default
 * settings (4 sub-steps, 1 contact pass), gravity on, speeds 1-10 m/s, several start offsets.
 */
class SeamTest {
    static final double DT = 1.0 / 60.0;
    static final double[] SPEEDS = {1.0, 2.5, 5.0, 7.5, 10.0};
    static final double[] OFFSETS = {0.0, 0.137, 0.5};

    enum Floor {
        BOXES,
        CHAIN,
        MIXED
    }

    /** 50 one-metre pieces with their tops at y = 0 from x = 0 to 50. */
    static void floor(World w, Floor kind) {
        int chain = -1;
        for (int i = 0; i < 50; i++) {
            boolean segment = kind == Floor.CHAIN || (kind == Floor.MIXED && i % 2 == 1);
            if (segment) {
                if (chain == -1) chain = w.createBody(new BodyDef().type(BodyType.STATIC));
                w.createCollider(chain, new ColliderDef(new Segment(i, 0, i + 1, 0, true)).friction(0));
            } else {
                int g = w.createBody(new BodyDef().type(BodyType.STATIC).position(i + 0.5, -0.5));
                w.createCollider(g, new ColliderDef(Polygon.box(0.5, 0.5)).friction(0));
            }
        }
    }

    /** A crate with cut corners: a capsule-like octagon 0.8 x 0.5 m. */
    static Shape crate() {
        double hw = 0.4, hh = 0.25, c = 0.1;
        return new Polygon(
                -hw + c, -hh, hw - c, -hh, hw, -hh + c, hw, hh - c, hw - c, hh, -hw + c, hh, -hw, hh - c, -hw, -hh + c);
    }

    static void slide(Floor kind, Shape shape, double halfHeight, double hover) {
        double worstVy = 0, worstSpeed = 0;
        String worstCase = "";
        for (double v : SPEEDS) {
            for (double off : OFFSETS) {
                World w = new World(0, -10);
                w.setSleepingEnabled(false);
                floor(w, kind);
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(2.0 + off, halfHeight + hover));
                w.createCollider(b, new ColliderDef(shape).density(1).friction(0));
                w.setLinearVelocity(b, v, 0);
                double vy = 0, dv = 0;
                for (int s = 0; s < 600 && w.getX(b) < 45; s++) {
                    w.step(DT);
                    vy = Math.max(vy, Math.abs(w.getVelocityY(b)));
                    dv = Math.max(dv, Math.abs(Scenes.speed(w, b) - v));
                }
                assertTrue(w.getX(b) >= 45 || v * 10 < 43, kind + " body stopped at x " + w.getX(b) + " from v " + v);
                if (vy > worstVy || dv > worstSpeed) worstCase = "v " + v + " offset " + off;
                worstVy = Math.max(worstVy, vy);
                worstSpeed = Math.max(worstSpeed, dv);
            }
        }
        assertTrue(worstVy < 0.01, kind + " |vy| up to " + worstVy + " (" + worstCase + ")");
        assertTrue(worstSpeed < 0.01, kind + " speed changed by up to " + worstSpeed + " (" + worstCase + ")");
    }

    @Test
    void boxesSlideOverEveryFloorWithoutBumps() {
        for (Floor f : Floor.values()) slide(f, Polygon.box(0.4, 0.4), 0.4, 0);
    }

    @Test
    void boxesHoveringATenthOfAMillimetreDoNotCatch() {
        for (Floor f : Floor.values()) slide(f, Polygon.box(0.4, 0.4), 0.4, 1e-4);
    }

    @Test
    void circlesSlideOverEveryFloorWithoutBumps() {
        for (Floor f : Floor.values()) slide(f, new Circle(0.4), 0.4, 0);
    }

    @Test
    void capsuleLikeCratesSlideOverEveryFloorWithoutBumps() {
        for (Floor f : Floor.values()) slide(f, crate(), 0.25, 0);
    }
}
