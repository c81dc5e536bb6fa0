package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import org.junit.jupiter.api.Test;

/**
 * A Newton's cradle: the documented limit of a simultaneous (Gauss-Seidel) contact solver, see
 * docs/physics/limits.md. A real cradle passes the striker's momentum ball by ball and only the last ball leaves;
 * here the whole touching row is solved at once, and restitution only acts on the pair that was approaching, so
 * the momentum spreads over the row. What must still hold: momentum is conserved and no energy is created.
 */
class NewtonsCradleTest {
    @Test
    void aStrikerHittingATouchingRowConservesMomentumAndCreatesNoEnergy() {
        for (int balls = 2; balls <= 6; balls++) {
            World w = new World(0, 0);
            w.setSleepingEnabled(false); // sleep stops slow balls on purpose; this measures the solver
            int[] row = new int[balls];
            for (int i = 0; i < balls; i++) {
                row[i] = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(i * 1.0, 0));
                w.createCollider(
                        row[i],
                        new ColliderDef(new Circle(0.5)).density(1).friction(0).restitution(1));
            }
            int striker = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(-3, 0));
            w.createCollider(
                    striker,
                    new ColliderDef(new Circle(0.5)).density(1).friction(0).restitution(1));
            w.setLinearVelocity(striker, 4, 0);
            double mass = w.getMass(striker); // all balls are equal
            for (int s = 0; s < 120; s++) w.step(1 / 60.0);
            double p = mass * w.getVelocityX(striker), e = 0.5 * mass * sq(w.getVelocityX(striker));
            for (int b : row) {
                p += mass * w.getVelocityX(b);
                e += 0.5 * mass * sq(w.getVelocityX(b));
                assertEquals(0, w.getVelocityY(b), 1e-9, "nothing moves sideways");
            }
            assertEquals(mass * 4, p, 1e-9 * mass, balls + " balls: momentum");
            assertTrue(e <= 0.5 * mass * 16 * (1 + 1e-9), balls + " balls: energy grew to " + e);
            // the limit itself: the last ball does not leave alone with the striker's speed
            if (balls == 2) {
                // striker + 2: the pair that was approaching gets full restitution and the far ball leaves
                assertEquals(0, w.getVelocityX(striker), 1e-6);
                assertEquals(4, w.getVelocityX(row[1]), 1e-6);
            } else {
                // the limit itself: with 3 or more the striker bounces back and the speed spreads over the row
                assertTrue(w.getVelocityX(striker) < -0.1, balls + " balls: the striker bounces back");
                assertTrue(w.getVelocityX(row[balls - 1]) < 3.5, balls + " balls: the last ball takes it all");
            }
        }
    }

    private static double sq(double v) {
        return v * v;
    }
}
