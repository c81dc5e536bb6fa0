package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/** The new level objects in play: enemies, stomps and hits, gems, bounce pads, swings, bridges, see-saws, paths. */
class LevelObjectsTest {
    static final double G = Simulation.GRAVITY;

    static Entity first(Simulation w, Class<? extends com.badlogic.ashley.core.Component> c) {
        ImmutableArray<Entity> es = w.engine().getEntitiesFor(Family.all(c).get());
        return es.size() == 0 ? null : es.get(0);
    }

    static int count(Simulation w, Class<? extends com.badlogic.ashley.core.Component> c) {
        return w.engine().getEntitiesFor(Family.all(c).get()).size();
    }

    static int body(Entity e) {
        return Mappers.BODY.get(e).body;
    }

    static EntityData entity(LevelData l, String type, double x, double y, double w, double h) {
        EntityData e = Levels.entity(type, x, y, w, h);
        l.entities.add(e);
        return e;
    }

    // ------------------------------------------------------------------------------------------------ enemies

    /** A 10 m ledge (x 10..20, top y = 1) in the air; the player parked on its own ground far left. */
    static LevelData ledge() {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 4.0, 1.0));
        l.terrain.add(Levels.box(10.0, 0.0, 20.0, 1.0));
        l.entities.add(Levels.entity("player", 2.0, 1.5, 0.0, 0.0));
        return l;
    }

    @Test
    void walkerTurnsAtBothLedgesAndNeverFallsOff() {
        for (double speed : new double[] {1.0, 2.0, 4.0}) {
            for (double x0 : new double[] {11.0, 14.3, 18.6}) {
                LevelData l = ledge();
                entity(l, "walker", x0, 1.4, 0.9, 0.8).properties.put("speed", speed);
                Sim s = new Sim(l);
                Entity w = first(s.world, EnemyComponent.class);
                World pw = s.world.physicsWorld();
                double minX = 99, maxX = -99;
                int turns = 0, dir = Mappers.ENEMY.get(w).direction;
                for (int i = 0; i < 60 * 20; i++) {
                    s.step();
                    double x = pw.getX(body(w));
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    assertTrue(pw.getY(body(w)) > 1.3, "fell off at speed " + speed + " from " + x0);
                    if (i == 40 && Mappers.ENEMY.get(w).turnCooldown == 0.0) {
                        assertEquals(speed, Math.abs(pw.getVelocityX(body(w))), speed * 0.02, "walks at its speed");
                    }
                    if (Mappers.ENEMY.get(w).direction != dir) {
                        turns++;
                        dir = Mappers.ENEMY.get(w).direction;
                    }
                }
                // 20 s at speed covers the ledge (9.1 m of travel for the centre) several times
                assertTrue(turns >= (int) (speed * 20 / 9.1) - 1 && turns >= 1, "turns " + turns);
                assertTrue(minX < 10.0 + 0.45 + 0.5 && minX > 10.0, "left turn at " + minX);
                assertTrue(maxX > 20.0 - 0.45 - 0.5 && maxX < 20.0, "right turn at " + maxX);
            }
        }
    }

    @Test
    void walkerTurnsAtAWall() {
        for (double wallX : new double[] {14.0, 16.5, 18.0}) {
            LevelData l = ledge();
            l.terrain.add(Levels.box(wallX, 1.0, wallX + 1.0, 3.0));
            entity(l, "walker", 12.0, 1.4, 0.9, 0.8).properties.put("startLeft", false);
            Sim s = new Sim(l);
            Entity w = first(s.world, EnemyComponent.class);
            double maxX = -99;
            for (int i = 0; i < 60 * 10; i++) {
                s.step();
                maxX = Math.max(maxX, s.world.physicsWorld().getX(body(w)));
            }
            assertTrue(maxX < wallX - 0.45 + 0.01 && maxX > wallX - 0.45 - 0.2, "wall " + wallX + ": " + maxX);
        }
    }

    @Test
    void rollerWithoutTorqueRollsDownASlopeLikeASolidDisc() {
        // a solid disc rolling without slipping: a = (2/3) g sin(theta)
        for (double deg : new double[] {10.0, 20.0}) {
            double th = Math.toRadians(deg), len = 30.0;
            LevelData l = Levels.empty(60.0, 40.0);
            double top = 2.0 + len * Math.tan(th);
            l.terrain.add(Levels.box(0.0, 0.0, 40.0, 2.0));
            l.terrain.add(Levels.polygon(0.0, 2.0, len, 2.0, 0.0, top));
            l.entities.add(Levels.entity("player", 38.0, 2.5, 0.0, 0.0));
            double r = 0.4, x0 = 5.0;
            double y0 = top - x0 * Math.tan(th) + r / Math.cos(th) + 0.01;
            EntityData e = entity(l, "roller", x0, y0, 0.8, 0.8);
            e.properties.put("torque", 0.0);
            Sim s = new Sim(l);
            Entity roller = first(s.world, EnemyComponent.class);
            s.steps(30); // settle on the slope
            double v0 = s.world.physicsWorld().getVelocityX(body(roller)) / Math.cos(th);
            s.steps(30);
            double v1 = s.world.physicsWorld().getVelocityX(body(roller)) / Math.cos(th);
            double a = (v1 - v0) / 0.5, expected = 2.0 / 3.0 * G * Math.sin(th);
            assertEquals(expected, a, expected * 0.15, deg + " degrees");
        }
    }

    @Test
    void rollerTorqueKeepsItsSpeedOnFlatGround() {
        for (double speed : new double[] {1.5, 3.0}) {
            for (boolean left : new boolean[] {true, false}) {
                LevelData l = Levels.empty(80.0, 30.0);
                l.terrain.add(Levels.box(0.0, 0.0, 80.0, 1.0));
                l.entities.add(Levels.entity("player", 2.0, 1.5, 0.0, 0.0));
                EntityData e = entity(l, "roller", 40.0, 1.41, 0.8, 0.8);
                e.properties.put("speed", speed);
                e.properties.put("startLeft", left);
                Sim s = new Sim(l);
                Entity roller = first(s.world, EnemyComponent.class);
                s.seconds(3.0);
                double vx = s.world.physicsWorld().getVelocityX(body(roller));
                assertEquals(left ? -speed : speed, vx, speed * 0.1, "speed " + speed + " left " + left);
            }
        }
    }

    /** Flat ground (top y = 1), the player spawned at x = 3. */
    static LevelData flat() {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        return l;
    }

    @Test
    void stompingFromAboveDefeatsTheEnemyAndBouncesThePlayer() {
        for (String kind : new String[] {"walker", "roller"}) {
            for (double dx : new double[] {-0.35, 0.0, 0.3}) {
                LevelData l = flat();
                EntityData e = entity(l, kind, 10.0, 1.41, 0.8, 0.8);
                e.properties.put("speed", 0.01);
                Sim s = new Sim(l);
                World w = s.world.physicsWorld();
                s.steps(10);
                Entity enemy = first(s.world, EnemyComponent.class);
                double ex = w.getX(body(enemy));
                s.world.placePlayer(ex + dx, 4.5, 0.0);
                double maxUp = 0.0;
                for (int i = 0; i < 60; i++) {
                    s.step();
                    maxUp = Math.max(maxUp, s.vy());
                }
                assertEquals(0, count(s.world, EnemyComponent.class), kind + " " + dx + ": defeated and removed");
                HurtComponent h = s.world.playerHurt();
                assertEquals(1, h.stomps);
                assertEquals(0, h.hits);
                assertEquals(0, s.world.deaths());
                assertTrue(maxUp > 0.8 * h.stompBounce, "bounced up: " + maxUp);
            }
        }
    }

    @Test
    void touchingAnEnemyOtherwiseCostsALifeThenOneSecondOfInvulnerability() {
        for (double speed : new double[] {1.0, 3.0}) {
            LevelData l = flat();
            entity(l, "walker", 8.0, 1.41, 0.9, 0.8).properties.put("speed", speed);
            Sim s = new Sim(l);
            HurtComponent h = s.world.playerHurt();
            int firstHit = -1, secondHit = -1;
            for (int i = 0; i < 60 * 12 && secondHit < 0; i++) {
                int before = h.hits;
                s.step();
                if (h.hits > before) {
                    if (firstHit < 0) {
                        firstHit = i;
                        assertEquals(1, s.world.deaths(), "a hit is a death, through the rules");
                        assertEquals(h.invulnerability, h.invulnerable, 1e-12);
                    } else {
                        secondHit = i;
                    }
                }
                if (firstHit >= 0 && i - firstHit == 30) {
                    assertEquals(0.5, h.invulnerable, 1e-9, "counts down with the step");
                }
            }
            assertTrue(firstHit > 0, "the walker reached the player");
            assertEquals(1.0, h.invulnerability, 0.0);
            if (secondHit > 0) assertTrue(secondHit - firstHit >= 60, "no hit while invulnerable");
        }
    }

    @Test
    void aHitKnocksThePlayerBackAndTurnsTheWalkerAwaySoAStandingPlayerLosesOneLife() {
        // flat ground 0..60 m: after the hit the walker walks away to the far ledge (x ~59.5) and back, which takes
        // (59.5 - 16) * 2 / speed >= 29 s at 3 m/s, so 12 s of standing still cost exactly one life. Before the
        // knockback the walker pressed on and hit again each time the 1 s of protection ran out (about 10 lives).
        for (double speed : new double[] {1.0, 2.0, 3.0}) {
            for (double start : new double[] {13.0, 16.0, 19.5}) {
                LevelData l = Levels.empty(60.0, 30.0);
                l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
                l.entities.add(Levels.entity("player", 10.0, 1.5, 0.0, 0.0));
                entity(l, "walker", start, 1.41, 0.9, 0.8).properties.put("speed", speed);
                Sim s = new Sim(l);
                World w = s.world.physicsWorld();
                Entity walker = first(s.world, EnemyComponent.class);
                HurtComponent h = s.world.playerHurt();
                int hitStep = -1;
                double gapAtHit = 0.0;
                for (int i = 0; i < 60 * 12; i++) {
                    int before = h.hits;
                    s.step();
                    double gap = w.getX(body(walker)) - s.world.playerX();
                    if (h.hits > before && hitStep < 0) {
                        hitStep = i;
                        gapAtHit = gap;
                        assertEquals(1, Mappers.ENEMY.get(walker).direction, "the walker turns away (right)");
                        assertTrue(s.vx() <= -0.9 * h.knockbackSpeed, "thrown left: " + s.vx());
                    }
                    if (hitStep >= 0 && i - hitStep == 30) {
                        // half a second later the two have parted by at least the knockback hop's reach
                        double hop = h.knockbackSpeed * 2.0 * h.knockbackLift / G;
                        assertTrue(gap > gapAtHit + hop, speed + "/" + start + ": gap " + gapAtHit + " -> " + gap);
                    }
                }
                assertTrue(hitStep > 0, "the walker reached the player");
                assertEquals(1, h.hits, speed + "/" + start + ": one hit in 12 s of standing still");
                assertEquals(1, s.world.deaths());
            }
        }
    }

    @Test
    void invulnerabilityProtectsFromASecondEnemy() {
        LevelData l = flat();
        entity(l, "walker", 5.0, 1.41, 0.9, 0.8).properties.put("speed", 0.01);
        Sim s = new Sim(l);
        HurtComponent h = s.world.playerHurt();
        h.invulnerable = 1.0;
        s.input(1.0, false, false);
        s.seconds(0.5);
        assertEquals(0, h.hits, "invulnerable");
        assertEquals(0, s.world.deaths());
        s.seconds(1.0);
        assertEquals(1, h.hits, "once protection ran out");
        assertEquals(1, s.world.deaths());
    }

    @Test
    void enemiesThatFallOutOfTheLevelAreRemoved() {
        LevelData l = ledge();
        entity(l, "roller", 15.0, 1.41, 0.8, 0.8).properties.put("speed", 4.0);
        Sim s = new Sim(l);
        s.seconds(6.0);
        assertEquals(0, count(s.world, EnemyComponent.class));
    }

    // -------------------------------------------------------------------------------------------- collectibles

    @Test
    void gemsAreCountedApartFromCoins() {
        LevelData l = flat();
        entity(l, "coin", 6.0, 1.5, 0.0, 0.0);
        entity(l, "gem", 8.0, 1.5, 0.0, 0.0);
        entity(l, "gem", 10.0, 1.5, 0.0, 0.0);
        Sim s = new Sim(l);
        s.input(1.0, false, false);
        s.seconds(2.5);
        assertTrue(s.x() > 10.5);
        assertEquals(1, s.world.coins());
        assertEquals(2, s.world.gems());
    }

    // -------------------------------------------------------------------------------------------- mechanisms

    /** Drops the player from {@code height} m above the pad's top and returns the highest point of its rebound. */
    static double[] padRebound(double stiffness, double damping, double height) {
        return padRebound(stiffness, damping, height, 0.0);
    }

    static double[] padRebound(double stiffness, double damping, double height, double boost) {
        LevelData l = flat();
        EntityData pad = entity(l, "bouncepad", 10.0, 2.0, 1.6, 0.3); // top at 2.15, bottom of travel 1.4
        pad.properties.put("stiffness", stiffness);
        pad.properties.put("damping", damping);
        pad.properties.put("travel", 0.6);
        pad.properties.put("boost", boost);
        Sim s = new Sim(l);
        Entity plate = first(s.world, BouncePadComponent.class);
        World w = s.world.physicsWorld();
        s.steps(30);
        double top = w.getY(body(plate)) + 0.15;
        s.world.placePlayer(10.0, top + 0.45 + height, 0.0);
        double lowest = 99, apex = -99;
        boolean rising = false;
        for (int i = 0; i < 150; i++) {
            s.step();
            lowest = Math.min(lowest, w.getY(body(plate)));
            if (s.vy() > 0.5) rising = true;
            if (rising && s.vy() < -0.5) break; // the first rebound only
            if (rising) apex = Math.max(apex, s.y() - 0.45 - top);
            assertEquals(
                    10.0,
                    w.getX(body(plate)),
                    0.1,
                    "on its line (put back before every step; a corner landing on a stiff pad pushes it ~8 cm for one step)");
        }
        return new double[] {apex, lowest, top};
    }

    @Test
    void boostedBouncePadThrowsThePlayerHigherThanItFell() {
        double prev = 0.0;
        for (double boost : new double[] {0.0, 0.3, 0.5}) {
            double apex = padRebound(400.0, 2.0, 2.4, boost)[0];
            assertTrue(apex > prev, "more boost, higher: " + boost + " -> " + apex);
            if (boost >= 0.3) assertTrue(apex > 2.4, "higher than the 2.4 m fall: " + apex);
            prev = apex;
        }
    }

    @Test
    void bouncePadSpringsThePlayerBackUpAndDampingTakesEnergy() {
        double prev = Double.POSITIVE_INFINITY;
        for (double damping : new double[] {0.0, 5.0, 20.0}) {
            double[] r = padRebound(400.0, damping, 2.0);
            assertTrue(r[0] < prev, "more damping, lower rebound: " + damping + " -> " + r[0]);
            prev = r[0];
            assertTrue(r[1] > 2.0 - 0.6 - 0.05, "the plate never goes below its travel: " + r[1]);
        }
        // a plain spring (no boost) gives back at most what it got: the plate's own momentum is lost at its stop
        double undamped = padRebound(400.0, 0.0, 2.0)[0];
        assertTrue(undamped > 0.5 && undamped < 2.0, "rebound " + undamped);
        for (double k : new double[] {200.0, 800.0, 3000.0}) {
            double[] r = padRebound(k, 0.0, 2.0);
            assertTrue(r[0] > 0.5, "stiffness " + k + " rebound " + r[0]);
        }
    }

    @Test
    void swingKeepsItsRodsAndSwingsWhenLandedOnOffCentre() {
        for (boolean rope : new boolean[] {false, true}) {
            LevelData l = flat();
            EntityData e = entity(l, "swing", 10.0, 5.0, 2.0, 0.3);
            e.properties.put("length", 3.0);
            e.properties.put("rope", rope);
            Sim s = new Sim(l);
            World w = s.world.physicsWorld();
            Entity seat = null;
            for (Entity x : s.world
                    .engine()
                    .getEntitiesFor(Family.all(BodyComponent.class).get())) {
                if (Mappers.BODY.get(x).type == BodyType.DYNAMIC && Mappers.PLAYER.get(x) == null) seat = x;
            }
            assertNotNull(seat);
            s.world.placePlayer(10.8, 6.5, 0.0);
            double rod = Math.sqrt(1.0 + 9.0), maxSwing = 0.0;
            for (int i = 0; i < 240; i++) {
                s.step();
                int b = body(seat);
                for (int end = -1; end <= 1; end += 2) {
                    double ex = w.toWorldX(b, end, 0.0), ey = w.toWorldY(b, end, 0.0);
                    double d = Math.hypot(ex - 10.0, ey - 8.0);
                    if (rope) assertTrue(d < rod + 0.05, "a rope never stretches: " + d);
                    else assertEquals(rod, d, 0.05, "a rod keeps its length");
                }
                maxSwing = Math.max(maxSwing, Math.abs(w.getX(b) - 10.0));
            }
            assertTrue(maxSwing > 0.1, "it swings: " + maxSwing);
        }
    }

    @Test
    void bridgeHoldsThePlayerAcrossAGapAndSags() {
        for (int planks : new int[] {4, 8, 12}) {
            LevelData l = Levels.empty(40.0, 30.0);
            l.terrain.add(Levels.box(0.0, 0.0, 8.0, 3.0));
            l.terrain.add(Levels.box(14.0, 0.0, 30.0, 3.0));
            l.entities.add(Levels.entity("player", 5.0, 3.5, 0.0, 0.0));
            EntityData b = entity(l, "bridge", 11.0, 2.85, 6.0, 0.3);
            b.properties.put("planks", planks);
            Sim s = new Sim(l);
            s.input(0.6, false, false);
            double lowest = 99;
            for (int i = 0; i < 60 * 6 && s.x() < 16.0; i++) {
                s.step();
                if (Math.abs(s.x() - 11.0) < 0.5) lowest = Math.min(lowest, s.y());
            }
            assertEquals(0, s.world.deaths(), planks + " planks");
            assertTrue(s.x() >= 16.0, "crossed: " + s.x());
            assertTrue(lowest < 3.0 + 0.45 - 0.02, "sagged under the player: " + lowest);
            assertTrue(lowest > 1.5, "but held: " + lowest);
        }
    }

    @Test
    void seesawTipsTowardsTheSideThePlayerLandsOn() {
        for (double side : new double[] {-1.5, 1.5}) {
            LevelData l = flat();
            entity(l, "seesaw", 10.0, 1.9, 4.0, 0.2);
            Sim s = new Sim(l);
            World w = s.world.physicsWorld();
            Entity board = null;
            for (Entity x : s.world
                    .engine()
                    .getEntitiesFor(Family.all(BodyComponent.class).get())) {
                if (Mappers.BODY.get(x).type == BodyType.DYNAMIC && Mappers.PLAYER.get(x) == null) board = x;
            }
            s.world.placePlayer(10.0 + side, 3.5, 0.0);
            s.seconds(1.5);
            double a = w.getAngle(body(board));
            // landing on the left end (side < 0) turns it counter-clockwise (positive angle)
            assertTrue(side < 0 ? a > 0.2 : a < -0.2, "side " + side + " angle " + a);
            assertEquals(10.0, w.getX(body(board)), 0.03, "turns on its pin");
            assertEquals(1.9, w.getY(body(board)), 0.03);
        }
    }

    @Test
    void platformFollowsItsPathAtItsSpeed() {
        for (boolean loop : new boolean[] {false, true}) {
            LevelData l = flat();
            EntityData path = entity(l, "path", 18.0, 5.0, 0.0, 0.0);
            path.name = "route";
            path.points = new double[] {18.0, 5.0, 21.0, 5.0, 21.0, 8.0};
            EntityData p = entity(l, "platform", 30.0, 10.0, 2.0, 0.5);
            p.properties.put("path", "route");
            p.properties.put("speed", 2.0);
            p.properties.put("loop", loop);
            Sim s = new Sim(l);
            int b = body(first(s.world, PlatformComponent.class));
            World w = s.world.physicsWorld();
            assertEquals(18.0, w.getX(b), 0.0, "starts at the first point");
            s.steps(60); // 2 m
            assertEquals(20.0, w.getX(b), 1e-9);
            assertEquals(5.0, w.getY(b), 1e-9);
            s.steps(60); // 4 m: 1 m up the second leg
            assertEquals(21.0, w.getX(b), 1e-9);
            assertEquals(6.0, w.getY(b), 1e-9);
            s.steps(90); // 7 m
            if (loop) { // 1 m along the closing leg from (21, 8) back to (18, 5)
                assertEquals(21.0 - Math.sqrt(0.5), w.getX(b), 1e-9);
                assertEquals(8.0 - Math.sqrt(0.5), w.getY(b), 1e-9);
            } else { // 1 m back down from (21, 8)
                assertEquals(21.0, w.getX(b), 1e-9);
                assertEquals(7.0, w.getY(b), 1e-9);
            }
        }
    }

    @Test
    void fallingPlatformWaitsItsDelayFallsAndComesBack() {
        for (double delay : new double[] {0.3, 0.8}) {
            LevelData l = flat();
            l.entities.get(0).x = 10.0;
            l.entities.get(0).y = 5.0;
            EntityData f = entity(l, "fallingplatform", 10.0, 4.0, 2.0, 0.5);
            f.properties.put("delay", delay);
            f.properties.put("resetTime", 2.0);
            Sim s = new Sim(l);
            Entity pe = first(s.world, FallingPlatformComponent.class);
            World w = s.world.physicsWorld();
            int landed = s.untilGrounded(120);
            assertTrue(landed > 0);
            int steps = 0;
            while (w.getY(body(pe)) == 4.0 && steps < 200) {
                s.step();
                steps++;
            }
            assertEquals(delay, steps / 60.0, 2.5 / 60.0, "falls after its delay");
            s.seconds(1.0);
            assertTrue(w.getY(body(pe)) < 4.0 - 0.5 * G * 0.8 * 0.8, "falls with gravity: " + w.getY(body(pe)));
            s.seconds(1.1);
            assertEquals(4.0, w.getY(body(pe)), 1e-9, "back in place");
            assertEquals(10.0, w.getX(body(pe)), 1e-9);
        }
    }

    @Test
    void removingEverythingLeavesNoBodiesJointsOrCrash() {
        LevelData l = flat();
        entity(l, "swing", 10.0, 5.0, 2.0, 0.3);
        entity(l, "bridge", 20.0, 1.5, 6.0, 0.2);
        entity(l, "bouncepad", 30.0, 1.5, 1.6, 0.3);
        Sim s = new Sim(l);
        s.seconds(0.5);
        s.world.engine().removeAllEntities(); // bodies and joints in the order they were added
        assertEquals(0, s.world.physicsWorld().getBodyCount());
        s.seconds(0.5); // and the world still steps
    }

    @Test
    void unusedHelpersAreNotLeftBehind() {
        assertNull(first(new Sim(flat()).world, EnemyComponent.class));
    }
}
