package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * The rotating hero as a skill, and the feel numbers of docs/player.md measured: coyote time, jump buffer, tricks
 * (full turns landed on the feet side), bad landings (a stumble), righting (never in place against a wall, a roll
 * when there is room, never when already on the feet), corner correction. Each scans positions or speeds.
 */
class PlayerSkillTest {
    static final double H = 0.45;
    static final double DT = Sim.DT;
    static final boolean DEBUG = Boolean.getBoolean("debugSkill");

    /** Whether the player body touches anything solid (the controller's definition: manifold within 2 cm). */
    static boolean touching(Sim s) {
        World w = s.world.physicsWorld();
        int b = s.world.playerBody();
        for (int e = w.getFirstContactEdge(b); e != -1; e = w.getNextContactEdge(e)) {
            int k = World.edgeContact(e);
            if (!w.isContactEnabled(k) || w.isContactSensor(k)) continue;
            Manifold m = w.getContactManifold(k, new Manifold());
            if (m.pointCount > 0 && m.minSeparation() <= 0.02) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ coyote time and jump buffer

    /** A ledge 10 m high (top y = 10, edge x = 5): nothing below within reach of ground snapping. */
    static LevelData ledge() {
        LevelData l = Levels.empty(40.0, 30.0);
        l.terrain.add(Levels.box(-10.0, 9.0, 5.0, 10.0));
        l.entities.add(Levels.entity("player", 0.0, 10.0 + H + 0.01, 0.0, 0.0));
        return l;
    }

    /**
     * Runs right at speed*moveX until the first step after which the player no longer touches the ledge; returns
     * that step's index (0-based from the start of the run).
     */
    static int leaveStep(Sim s, double moveX) {
        s.untilGrounded(120);
        s.input(moveX, false, false);
        for (int k = 0; k < 600; k++) {
            s.step();
            if (s.x() > 4.0 && !touching(s)) return k;
        }
        throw new AssertionError("never left the ledge");
    }

    @Test
    void coyoteTimeIsExactly100msFromTheLastTouchAtEveryRunSpeed() {
        // docs/player.md: a jump pressed up to 0.1 s after the player last touched the ground still fires. The
        // last step that touched ends at the start of step `leave`; a press read n steps later is n / 60 s late.
        for (double moveX : new double[] {0.4, 0.7, 1.0}) {
            int lastJumping = -1;
            for (int n = 1; n <= 10; n++) {
                Sim s = new Sim(ledge());
                leaveStep(s, moveX);
                s.steps(n - 1);
                s.input(moveX, true, false).step();
                if (s.world.playerState().stats.jumps == 1) lastJumping = n;
                else if (lastJumping < 0 && n == 1) throw new AssertionError("no jump right after leaving");
            }
            assertEquals(0.1, lastJumping * DT, 1e-9, "coyote time at moveX " + moveX + ": " + lastJumping + " steps");
        }
    }

    @Test
    void jumpBufferIsExactly100msBeforeTheFirstGroundedStep() {
        for (double dropHeight : new double[] {2.0, 3.3, 4.7}) {
            LevelData l = Sim.flat(-10.0, 10.0, 10.0, 0.0, 10.0 + H + dropHeight);
            Sim probe = new Sim(l);
            int land = probe.untilGrounded(300); // the step whose controller first sees ground (1-based count)
            int lastJumping = -1;
            for (int n = 0; n <= 10; n++) {
                Sim s = new Sim(Sim.flat(-10.0, 10.0, 10.0, 0.0, 10.0 + H + dropHeight));
                s.steps(land - 1 - n); // the press is read n steps before the first grounded step
                s.input(0.0, true, false);
                s.steps(n + 1 + 5);
                if (s.world.playerState().stats.jumps == 1) lastJumping = n;
            }
            assertEquals(0.1, lastJumping * DT, 1e-9, "jump buffer, drop " + dropHeight);
        }
    }

    // ------------------------------------------------------------------ tricks and bad landings

    /** A high flat floor (top y = 0) and the player at height y with angle a0 and spin w, no input. */
    static Sim spinDrop(double y, double a0, double w, double vx) {
        LevelData l = Sim.flat(-40.0, 40.0, 0.0, 0.0, y);
        l.entities.get(0).angle = a0;
        Sim s = new Sim(l);
        s.world.playerState().state.angleTracked = false;
        // a spin chosen on purpose and held (jump pressed in the air) at exactly w: the steered spin's top speed
        // is set to |w| for the drop, so holding keeps it and letting go settles
        s.world.playerState().tuning.maxSpin = Math.max(Math.abs(w), 1e-3);
        s.input(0.0, true, false);
        int b = s.world.playerBody();
        s.world.physicsWorld().setAngularVelocity(b, w);
        s.world.physicsWorld().setLinearVelocity(b, vx, 0.0);
        return s;
    }

    /** Flight time from height y (centre) to the feet touching the floor at y = 0: sqrt(2 (y - h) / g). */
    static double fall(double y) {
        return Math.sqrt(2.0 * (y - H) / com.tiltfall.sim.Simulation.GRAVITY);
    }

    @Test
    void landingOnTheFeetAfterFullTurnsIsATrickCountedInTurns() {
        // A spin chosen so that the box would turn n full turns plus an offset while falling; the corners and the
        // bounce decide the real landing, so the test measures it itself: the body's (unwrapped) angle change from
        // the drop to the first step the controller stands on the floor, and the tilt at that step. The documented
        // rule: on the feet (tilt within 30 degrees) after >= 1 full turn (turn + 30 degrees >= 360 n) scores n.
        int tricks = 0, cases = 0;
        for (int turns = 1; turns <= 3; turns++) {
            for (double offset = -0.6; offset <= 0.61; offset += 0.15) {
                for (double dir : new double[] {1.0, -1.0}) {
                    double y = 8.0 + 2.0 * turns;
                    double t = fall(y);
                    double w = dir * (2.0 * Math.PI * turns + offset) / t;
                    Sim s = spinDrop(y, 0.0, w, 0.0);
                    int events = 0;
                    double landTilt = Double.NaN, landTurn = Double.NaN;
                    double lastAngle = s.world.playerAngle();
                    for (int i = 0; i < (int) (t / DT) + 60; i++) {
                        boolean was = s.grounded();
                        double before = s.world.physicsWorld().getAngle(s.world.playerBody());
                        s.step();
                        events += s.world.events().count(GameEvents.TRICK);
                        if (Double.isNaN(landTilt) && s.grounded() && !was) {
                            // the controller judged the pose at the start of this step
                            landTilt = Math.IEEEremainder(before, 2 * Math.PI);
                            landTurn = before - 0.0;
                        }
                    }
                    String what = turns + " turns, offset " + offset + ", dir " + dir + ": landed at "
                            + Math.toDegrees(landTilt) + " deg after " + Math.toDegrees(landTurn) + " deg";
                    int full = (int) Math.floor((Math.abs(landTurn) + Math.toRadians(30)) / (2 * Math.PI));
                    boolean onFeet = Math.abs(landTilt) <= Math.toRadians(30);
                    PlayerComponent p = s.world.playerState();
                    if (onFeet && full >= 1) {
                        assertEquals(1, p.stats.tricks, what);
                        assertEquals(1, events, what);
                        assertEquals(full, p.stats.lastTrickTurns, what);
                        assertEquals(full, s.world.trickTurns(), what);
                        assertEquals(0, p.stats.badLandings, what);
                        tricks++;
                    } else {
                        assertEquals(0, p.stats.tricks, what);
                    }
                    cases++;
                }
            }
        }
        // most of these drops land on the feet (the spins were aimed at it)
        assertTrue(tricks > cases / 2, tricks + " tricks of " + cases);
    }

    @Test
    void landingOnASideOrCornerAfterASpinScoresNothingAndStumbles() {
        for (double landTilt : new double[] {0.8, 1.2, Math.PI / 2, 2.5, Math.PI}) { // 46 .. 180 degrees
            double y = 9.0;
            double t = fall(y) - 0.02; // a corner reaches down before the flat face would
            double w = (2.0 * Math.PI + landTilt) / t;
            Sim s = spinDrop(y, 0.0, w, 0.0);
            int bad = 0;
            int landedStep = -1;
            for (int i = 0; i < (int) (t / DT) + 40; i++) {
                boolean was = s.grounded();
                boolean down = landedStep >= 0 || s.grounded();
                s.input(down ? 1.0 : 0.0, !down, false).step(); // the spin held to touch-down, then right
                if (DEBUG && s.grounded() && !was)
                    System.out.println("landed tilt " + landTilt + " angle " + Math.toDegrees(tiltFromFeet(s))
                            + " turn " + s.world.playerState().state.airTurn + " air "
                            + s.world.playerState().state.airTime);
                if (s.world.events().count(GameEvents.BAD_LANDING) > 0) {
                    bad++;
                    landedStep = i;
                }
                if (landedStep >= 0 && i > landedStep && i <= landedStep + 20)
                    assertTrue(s.world.playerState().state.stumbleTimer > 0.0, "stumbling 0.33 s after landing");
            }
            PlayerComponent p = s.world.playerState();
            assertEquals(0, p.stats.tricks, "tilt " + landTilt);
            assertEquals(1, bad, "one bad landing, tilt " + landTilt);
        }
    }

    @Test
    void aStumbleIgnoresRunAndJumpFor400ms() {
        // two identical bad landings; then one player holds right and jumps, the other holds left: while the
        // stumble lasts (0.4 s = 24 steps) both move exactly alike (input ignored), and afterwards they differ
        for (double extra : new double[] {Math.PI / 2, 2.2}) {
            Sim[] sims = new Sim[2];
            int landed = -1;
            for (int k = 0; k < 2; k++) {
                sims[k] = spinDrop(9.0, 0.0, (2.0 * Math.PI + extra) / (fall(9.0) - 0.02), 0.0);
                for (int i = 0; i < 200; i++) {
                    sims[k].step();
                    if (sims[k].world.events().count(GameEvents.BAD_LANDING) > 0) {
                        landed = i;
                        break;
                    }
                }
            }
            assertTrue(landed > 0, "a bad landing");
            for (int i = 0; i < 23; i++) {
                sims[0].input(1.0, i % 2 == 0, false).step();
                sims[1].input(-1.0, false, false).step();
                assertEquals(sims[0].x(), sims[1].x(), 0.0, "step " + i + " of the stumble");
                assertEquals(sims[0].world.playerAngle(), sims[1].world.playerAngle(), 0.0);
            }
            assertEquals(0, sims[0].world.playerState().stats.jumps, "no jump while stumbling");
            for (int i = 0; i < 60; i++) {
                sims[0].input(1.0, false, false).step();
                sims[1].input(-1.0, false, false).step();
            }
            assertTrue(sims[0].x() > sims[1].x() + 1.0, "after the stumble the input counts again");
        }
    }

    @Test
    void aPlainJumpOrAHalfTurnIsNoTrick() {
        for (double turn : new double[] {0.0, 0.5, 1.0, Math.PI - 0.2}) {
            double y = 6.0;
            double w = turn / fall(y);
            Sim s = spinDrop(y, 0.0, w, 0.0);
            s.seconds(2.0);
            assertEquals(0, s.world.playerState().stats.tricks, "turn " + turn);
        }
        // a run with jumps on flat ground, right held throughout: no tricks, no bad landings
        Sim s = new Sim(Sim.flat(-40.0, 40.0, 0.0, -30.0, H + 0.01));
        for (int i = 0; i < 300; i++) s.input(1.0, i % 40 < 20, false).step();
        assertEquals(0, s.world.playerState().stats.tricks);
        assertEquals(0, s.world.playerState().stats.badLandings);
    }

    @Test
    void theFeetSideDecidesWhatOnTheFeetMeans() {
        // feet = the box's right side: a box dropped flat on its local bottom is on a side, not on its feet
        for (double x : new double[] {-3.0, 0.0, 2.5}) {
            LevelData l = Sim.flat(-20.0, 20.0, 0.0, x, 3.0);
            Sim s = new Sim(l);
            s.world.playerState().tuning.feetSide = PlayerTuning.SIDE_RIGHT;
            s.seconds(4.0);
            // righted so that the right side (local +x) faces down: body angle = -90 degrees (mod 360)
            double a = Math.IEEEremainder(s.world.playerAngle() + Math.PI / 2, 2 * Math.PI);
            assertEquals(0.0, a, Math.toRadians(5), "x " + x + " angle " + Math.toDegrees(s.world.playerAngle()));
        }
    }

    // ------------------------------------------------------------------ righting

    /**
     * Level 1's last pit (x 43..45, floor y = 2, walls up to y = 4 on both sides) and its trench (x 17..19, floor
     * y = 3, walls up to y = 5), rebuilt from assets/levels/01-first-slopes.tmx.
     */
    static LevelData pit(double left, double right, double floor, double wallTop) {
        LevelData l = Levels.empty(60.0, 20.0);
        l.terrain.add(Levels.box(left - 10.0, 0.0, left, wallTop));
        l.terrain.add(Levels.box(left, 0.0, right, floor));
        l.terrain.add(Levels.box(right, 0.0, right + 10.0, wallTop));
        l.entities.add(Levels.entity("player", left + 1.0, floor + H + 0.01, 0.0, 0.0));
        return l;
    }

    static double tiltFromFeet(Sim s) {
        return Math.IEEEremainder(s.world.playerAngle(), 2 * Math.PI);
    }

    @Test
    void inLevelOnesLastPitAndTrenchATumbledBoxRightsItselfAndNeverHopsInPlace() {
        double[][] pits = {{43.0, 45.0, 2.0, 4.0}, {17.0, 19.0, 3.0, 5.0}};
        for (double[] pit : pits) {
            for (double x : new double[] {0.47, 0.7, 1.0, 1.3, 1.53}) { // against the left wall .. the right wall
                for (double a0 : new double[] {Math.PI / 2, -Math.PI / 2, Math.PI}) {
                    for (double move : new double[] {-1.0, 0.0, 1.0}) { // holding into a wall, or nothing
                        Sim s = new Sim(pit(pit[0], pit[1], pit[2], pit[3]));
                        s.world.placePlayer(pit[0] + x, pit[2] + H + 0.005, a0);
                        s.input(move, false, false);
                        String what =
                                "pit at " + pit[0] + ", x +" + x + ", angle " + Math.toDegrees(a0) + ", move " + move;
                        int upright = -1;
                        for (int i = 0; i < 180 && upright < 0; i++) {
                            s.step();
                            if (s.grounded() && Math.abs(tiltFromFeet(s)) < Math.toRadians(5)) upright = i;
                        }
                        PlayerComponent p = s.world.playerState();
                        assertTrue(
                                upright >= 0,
                                what + ": not on its feet after 3 s, angle "
                                        + Math.toDegrees(s.world.playerAngle()) + ", hops " + p.stats.rightings
                                        + ", rolls "
                                        + p.stats.rolls);
                        assertTrue(
                                p.stats.rightings + p.stats.rolls <= 2,
                                what + ": " + p.stats.rightings + " hops " + p.stats.rolls);
                        // then it can run and jump out of the pit in the held direction
                        if (move != 0.0) {
                            for (int i = 0; i < 90; i++)
                                s.input(move, i < 40, false).step();
                            double outX = move > 0 ? pit[1] : pit[0];
                            assertTrue(move > 0 ? s.x() > outX : s.x() < outX, what + ": did not get out, x " + s.x());
                        }
                    }
                }
            }
        }
    }

    @Test
    void aBoxAlreadyOnItsFeetIsNeverRighted() {
        for (int k = -3; k <= 3; k++) { // whole turns: the same feet-down pose, any unwrapped angle
            for (double x : new double[] {-2.0, 0.3, 4.0}) {
                LevelData l = Sim.flat(-20.0, 20.0, 0.0, x, H + 0.01);
                l.entities.get(0).angle = 2.0 * Math.PI * k + 0.2; // 11 degrees off: alignment, not righting
                Sim s = new Sim(l);
                for (int i = 0; i < 120; i++) s.input(0.0, false, false).step();
                assertEquals(0, s.world.playerState().stats.rightings + s.world.playerState().stats.rolls, "k " + k);
                assertEquals(0.0, tiltFromFeet(s), 0.01);
            }
        }
    }

    @Test
    void withRoomABoxOnItsSideRollsOntoItsFeetWithoutAHop() {
        for (double a0 : new double[] {Math.PI / 2, -Math.PI / 2, 1.2, -1.9}) {
            for (double x : new double[] {-3.0, 0.0, 2.2}) {
                Sim s = new Sim(Sim.flat(-20.0, 20.0, 0.0, x, H + 0.01));
                s.world.placePlayer(x, H + 0.005, a0);
                double maxY = 0.0;
                for (int i = 0; i < 90; i++) {
                    s.step();
                    maxY = Math.max(maxY, s.y());
                }
                PlayerComponent p = s.world.playerState();
                String what = "angle " + Math.toDegrees(a0) + " x " + x;
                assertEquals(0, p.stats.rightings, what + ": no hop");
                assertEquals(1, p.stats.rolls, what);
                assertEquals(0.0, tiltFromFeet(s), Math.toRadians(3), what);
                // a roll lifts the centre only over the corner: at most half the diagonal (0.64 m) plus a little
                assertTrue(maxY < H * Math.sqrt(2.0) + 0.15, what + ": rose to " + maxY);
                // and moves it one side over (0.9 m) in the turning direction: counter-clockwise rolls left
                double moved = (s.x() - x) * -Math.signum(Math.IEEEremainder(-a0, 2 * Math.PI));
                assertTrue(moved > 0.3 && moved < 1.4, what + ": moved " + moved);
            }
        }
    }

    @Test
    void upsideDownItHopsOnceAndLandsOnItsFeet() {
        for (double x : new double[] {-6.0, 0.0, 3.3}) {
            for (double a0 : new double[] {Math.PI, Math.PI - 0.3, -Math.PI + 0.25}) {
                Sim s = new Sim(Sim.flat(-20.0, 20.0, 0.0, x, H + 0.01));
                s.world.placePlayer(x, H + 0.005, a0);
                int upright = -1;
                for (int i = 0; i < 120 && upright < 0; i++) {
                    s.step();
                    if (s.grounded() && Math.abs(tiltFromFeet(s)) < Math.toRadians(5)) upright = i;
                }
                PlayerComponent p = s.world.playerState();
                String what = "x " + x + " angle " + Math.toDegrees(a0);
                assertTrue(upright > 0 && upright < 75, what + ": on its feet after " + upright + " steps");
                assertEquals(1, p.stats.rightings + p.stats.rolls, what + ": one hop, no stall and second hop");
                assertEquals(x, s.x(), 0.5, what + ": in place (no wall near)");
            }
        }
    }

    // ------------------------------------------------------------------ corner correction

    /** A ceiling block whose right edge is at x = edge, bottom at y = 4; flat ground at y = 0. */
    static LevelData ceilingCorner(double edge) {
        LevelData l = Sim.flat(-20.0, 20.0, 0.0, 0.0, H + 0.01);
        l.terrain.add(Levels.box(edge - 6.0, 4.0, edge, 5.0));
        return l;
    }

    @Test
    void aCeilingCornerClippedByUpToAThirdOfTheBoxIsSlidPastWithoutATumble() {
        // the player jumps straight up from a floor at y = 1.5: its top would rise to 1.5 + 0.9 + 2.42 = 4.82 m;
        // corner correction covers 0.32 m, over a third of the 0.9 m box (0.16 m used to tumble it 101-106 degrees)
        for (double clip : new double[] {0.02, 0.05, 0.1, 0.16, 0.22, 0.3}) {
            for (double side : new double[] {1.0, -1.0}) {
                LevelData l = Sim.flat(-20.0, 20.0, 1.5, 0.0, 1.5 + H + 0.01);
                // ceiling bottom at 4.6: the box top (1.5 + 0.9 + 2.42 = 4.82) would hit it
                if (side > 0) l.terrain.add(Levels.box(-6.0, 4.6, -H + clip, 5.6)); // clips the left top corner
                else l.terrain.add(Levels.box(H - clip, 4.6, 6.0, 5.6)); // clips the right top corner
                Sim s = new Sim(l);
                s.untilGrounded(60);
                s.steps(10);
                double x0 = s.x();
                double maxY = 0.0, maxTilt = 0.0;
                for (int i = 0; i < 50; i++) {
                    s.input(0.0, true, false).step();
                    maxY = Math.max(maxY, s.y());
                    maxTilt = Math.max(maxTilt, Math.abs(tiltFromFeet(s)));
                }
                String what = "clip " + clip + " side " + side;
                assertTrue(maxY + H > 4.75, what + ": the top rose past the ceiling's bottom, max y " + maxY);
                assertTrue(maxTilt < Math.toRadians(5), what + ": tumbled " + Math.toDegrees(maxTilt));
                double shift = s.x() - x0;
                assertEquals(side * clip, shift, 0.03, what + ": moved sideways by about the overlap");
                assertEquals(1, s.world.playerState().stats.cornerCorrections, what);
            }
        }
    }

    @Test
    void aCeilingOverlappedByMoreThanItsReachStillStopsTheJump() {
        for (double clip : new double[] {0.36, 0.45, 0.6}) {
            LevelData l = Sim.flat(-20.0, 20.0, 1.5, 0.0, 1.5 + H + 0.01);
            l.terrain.add(Levels.box(-6.0, 4.6, -H + clip, 5.6));
            Sim s = new Sim(l);
            s.untilGrounded(60);
            s.steps(10);
            double maxY = 0.0;
            for (int i = 0; i < 50; i++) {
                s.input(0.0, true, false).step();
                maxY = Math.max(maxY, s.y());
            }
            assertTrue(maxY + H < 4.7, "clip " + clip + ": blocked, max y " + maxY);
            assertEquals(0, s.world.playerState().stats.cornerCorrections, "clip " + clip);
        }
    }
}
