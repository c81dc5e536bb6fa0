package com.tiltfall.game;

import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import java.util.ArrayList;
import java.util.List;

/**
 * Natural input, as most players press it: a direction held, jump tapped or held, over the shapes levels are made
 * of (ledges down and up, gaps, slopes). Each case runs from a standing start or at full speed, and the first real
 * landing after the jump is judged the way the controller judges it: on the feet when the feet side is within the
 * trick angle (30 degrees) of the ground normal. A case that never lands (fell into a pit) is reported apart.
 */
final class LandingScan {
    static final double H = 0.45;
    static final double DT = Sim.DT;

    /** One case's result. */
    static final class Result {
        final String what;
        /** Landed on the feet / landed at all; the tilt at landing (rad, from the ground normal). */
        final boolean onFeet, landed;

        final double tilt;
        final int badLandings;

        Result(String what, boolean landed, boolean onFeet, double tilt, int badLandings) {
            this.what = what;
            this.landed = landed;
            this.onFeet = onFeet;
            this.tilt = tilt;
            this.badLandings = badLandings;
        }

        @Override
        public String toString() {
            return what + (landed ? (onFeet ? ": feet" : ": OUCH") : ": no landing") + ", tilt "
                    + Math.round(Math.toDegrees(tilt)) + " deg";
        }
    }

    /** The scan's results, with counts. */
    static final class Report {
        final List<Result> results = new ArrayList<>();

        int landed() {
            int n = 0;
            for (Result r : results) if (r.landed) n++;
            return n;
        }

        int onFeet() {
            int n = 0;
            for (Result r : results) if (r.landed && r.onFeet) n++;
            return n;
        }

        double share() {
            return landed() == 0 ? 0.0 : (double) onFeet() / landed();
        }

        String failures(int max) {
            StringBuilder sb = new StringBuilder();
            int n = 0;
            for (Result r : results) {
                if (r.landed && !r.onFeet && n++ < max) sb.append("\n  ").append(r);
            }
            return sb.toString();
        }

        @Override
        public String toString() {
            return onFeet() + " of " + landed() + " landings on the feet (" + Math.round(share() * 1000) / 10.0
                    + " %), " + (results.size() - landed()) + " cases without a landing";
        }
    }

    /** Holding the jump: a tap (0.05 s), a medium press (0.2 s), the whole rise (0.6 s). */
    static final double[] HOLDS = {0.05, 0.2, 0.6};

    /**
     * A ledge down: upper ground to x = 0 at height {@code drop}, lower ground beyond. The player runs right from
     * x = -12 (full speed by the edge) or stands at the take-off point ({@code standing}), and jumps {@code before}
     * metres before the edge (negative: after running off it, no jump when NaN) holding jump for {@code hold} s.
     */
    static LevelData ledgeDown(double drop, double start) {
        LevelData l = Levels.empty(80.0, 30.0);
        l.terrain.add(Levels.box(-30.0, drop - 1.0, 0.0, drop));
        l.terrain.add(Levels.box(0.0, -1.0, 40.0, 0.0));
        l.entities.add(Levels.entity("player", start, drop + H + 0.01, 0.0, 0.0));
        return l;
    }

    /** A ledge up: lower ground to x = 0 at height 0, then ground {@code rise} higher beyond. */
    static LevelData ledgeUp(double rise, double start) {
        LevelData l = Levels.empty(80.0, 30.0);
        l.terrain.add(Levels.box(-30.0, -1.0, 0.0, 0.0));
        l.terrain.add(Levels.box(0.0, -1.0, 40.0, rise));
        l.entities.add(Levels.entity("player", start, H + 0.01, 0.0, 0.0));
        return l;
    }

    /** A gap of {@code width} m from x = 0, ground on both sides at height 0; a miss is a fall, not a landing. */
    static LevelData gap(double width, double start) {
        LevelData l = Levels.empty(80.0, 30.0);
        l.terrain.add(Levels.box(-30.0, -1.0, 0.0, 0.0));
        l.terrain.add(Levels.box(width, -1.0, width + 40.0, 0.0));
        l.terrain.add(Levels.box(-30.0, -12.0, width + 40.0, -10.0)); // a miss falls below the scan's floor
        l.entities.add(Levels.entity("player", start, H + 0.01, 0.0, 0.0));
        return l;
    }

    /**
     * A slope of {@code degrees} (positive rises to the right) from x = 0 to x = 12 between flat ground on both
     * sides; the player starts on the left flat.
     */
    static LevelData slope(double degrees, double start) {
        LevelData l = Levels.empty(80.0, 40.0);
        double t = Math.tan(Math.toRadians(degrees));
        double top = 12.0 * t;
        double low = Math.min(0.0, top) - 3.0;
        l.terrain.add(Levels.box(-30.0, low, 0.0, 0.0));
        l.terrain.add(Levels.polygon(0.0, low, 12.0, low, 12.0, top, 0.0, 0.0));
        l.terrain.add(Levels.box(12.0, low, 40.0, top));
        l.entities.add(Levels.entity("player", start, H + 0.01, 0.0, 0.0));
        return l;
    }

    /**
     * Runs one case: wait to settle, hold {@code moveX}; press jump when the player's x reaches {@code jumpAtX}
     * (NaN: never) for {@code hold} s; keep the direction held; judge the first landing after at least 0.1 s in the
     * air (at most 4 s).
     */
    static Result run(String what, LevelData level, double moveX, double jumpAtX, double hold) {
        Sim s = new Sim(level);
        s.untilGrounded(120);
        s.steps(10);
        PlayerComponent p = s.world.playerState();
        int bad0 = p.stats.badLandings;
        s.input(moveX, false, false);
        int jumpSteps = (int) Math.round(hold / DT);
        boolean jumped = Double.isNaN(jumpAtX);
        int pressed = 0;
        double air = 0.0;
        boolean wasAirborne = false;
        for (int i = 0; i < 600; i++) {
            if (!jumped && (moveX >= 0 ? s.x() >= jumpAtX : s.x() <= jumpAtX)) jumped = true;
            boolean jump = jumped && pressed < jumpSteps && !Double.isNaN(jumpAtX);
            if (jump) pressed++;
            s.input(moveX, jump, false);
            double angleBefore = s.world.playerAngle() + p.tuning.feetOffset();
            s.step();
            if (!s.grounded()) {
                air += DT;
                if (air >= 0.1) wasAirborne = true;
            } else if (wasAirborne) {
                // the controller judged the pose at the start of this step against the ground it found
                double ux = -Math.sin(angleBefore), uy = Math.cos(angleBefore);
                double tilt = Math.atan2(
                        ux * p.state.groundNy - uy * p.state.groundNx, ux * p.state.groundNx + uy * p.state.groundNy);
                boolean feet = Math.abs(tilt) <= p.tuning.trickAngle;
                return new Result(what, true, feet, tilt, p.stats.badLandings - bad0);
            } else {
                air = 0.0;
            }
            if (s.y() < -4.0) break;
        }
        return new Result(what, false, false, Double.NaN, p.stats.badLandings - bad0);
    }

    /** The scan: running jumps at 0.5 / 1 / 2 m ledges, 39 take-off distances x 3 holds, Right held. */
    static Report runningLedges(Report r) {
        for (double drop : new double[] {0.5, 1.0, 2.0}) {
            for (int k = 0; k < 39; k++) {
                double before = -0.4 + 0.1 * k; // 0.4 m past the edge (coyote time) to 3.4 m before it
                for (double hold : HOLDS) {
                    String what =
                            "running, ledge down " + drop + " m, jump " + round(before) + " m before, hold " + hold;
                    r.results.add(run(what, ledgeDown(drop, -12.0), 1.0, -before, hold));
                }
            }
        }
        return r;
    }

    /** Standing starts: Right and jump pressed together at rest, at distances from ledges down and up. */
    static Report standingLedges(Report r) {
        for (double h : new double[] {0.5, 1.0, 2.0}) {
            for (int k = 0; k < 10; k++) {
                double d = 0.6 + 0.3 * k;
                for (double hold : HOLDS) {
                    r.results.add(run(
                            "standing, ledge down " + h + " m at " + round(d) + " m, hold " + hold,
                            ledgeDown(h, -d),
                            1.0,
                            -d - 1.0,
                            hold));
                    r.results.add(run(
                            "standing, ledge up " + h + " m at " + round(d) + " m, hold " + hold,
                            ledgeUp(h, -d),
                            1.0,
                            -d - 1.0,
                            hold));
                }
            }
        }
        return r;
    }

    /** Running jumps up onto ledges of 0.5-2 m. */
    static Report runningLedgesUp(Report r) {
        for (double h : new double[] {0.5, 1.0, 2.0}) {
            for (int k = 0; k < 15; k++) {
                double before = 0.6 + 0.2 * k;
                for (double hold : HOLDS) {
                    r.results.add(run(
                            "running, ledge up " + h + " m, jump " + round(before) + " m before, hold " + hold,
                            ledgeUp(h, -12.0),
                            1.0,
                            -before,
                            hold));
                }
            }
        }
        return r;
    }

    /** Running jumps over gaps of 1-5 m (the longest a full running jump clears), from 0-1 m before the edge. */
    static Report gaps(Report r) {
        for (double w = 1.0; w <= 5.01; w += 1.0) {
            for (int k = 0; k < 6; k++) {
                double before = 0.2 * k;
                for (double hold : HOLDS) {
                    r.results.add(run(
                            "gap " + w + " m, jump " + round(before) + " m before, hold " + hold,
                            gap(w, -12.0),
                            1.0,
                            -before,
                            hold));
                }
            }
        }
        return r;
    }

    /** Slopes of -40..40 degrees: jumps from the slope while running up or down it, and running over it. */
    static Report slopes(Report r) {
        for (int deg = -40; deg <= 40; deg += 10) {
            for (double at : new double[] {2.0, 5.0, 8.0, 11.5, 13.0}) {
                for (double hold : HOLDS) {
                    r.results.add(run(
                            "slope " + deg + " deg, jump at x " + at + ", hold " + hold,
                            slope(deg, -8.0),
                            1.0,
                            at,
                            hold));
                }
            }
            r.results.add(run("slope " + deg + " deg, run over it", slope(deg, -8.0), 1.0, Double.NaN, 0.0));
        }
        return r;
    }

    static Report all() {
        Report r = new Report();
        runningLedges(r);
        standingLedges(r);
        runningLedgesUp(r);
        gaps(r);
        slopes(r);
        return r;
    }

    private static double round(double v) {
        return Math.round(v * 100.0) / 100.0;
    }

    public static void main(String[] args) {
        Report a = runningLedges(new Report());
        System.out.println("running ledges: " + a + a.failures(5));
        Report b = standingLedges(new Report());
        System.out.println("standing: " + b + b.failures(5));
        Report c = runningLedgesUp(new Report());
        System.out.println("running up: " + c + c.failures(5));
        Report d = gaps(new Report());
        System.out.println("gaps: " + d + d.failures(5));
        Report e = slopes(new Report());
        System.out.println("slopes: " + e + e.failures(5));
    }

    private LandingScan() {}
}
