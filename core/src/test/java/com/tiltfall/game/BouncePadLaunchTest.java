package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.system.BouncePadSystem;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import org.junit.jupiter.api.Test;

/** A bounce pad reports each launch once ({@link GameEvents#SPRING}), and nothing else it does counts as one. */
class BouncePadLaunchTest {
    /** The pad's plate: centre x 10, 1.6 m wide, its top at rest near y = 2.15 (ground top at y = 1). */
    static final double PAD_X = 10.0, PAD_HALF = 0.8, PLAYER_HALF = 0.45;

    static Sim withPad(double boost) {
        LevelData l = LevelObjectsTest.flat();
        EntityData pad = LevelObjectsTest.entity(l, "bouncepad", PAD_X, 2.0, 2 * PAD_HALF, 0.3);
        pad.properties.put("stiffness", 400.0);
        pad.properties.put("damping", 2.0);
        pad.properties.put("travel", 0.6);
        pad.properties.put("boost", boost);
        Sim s = new Sim(l);
        s.steps(30); // the plate settles
        return s;
    }

    /** SPRING events in the step just taken; each must come with the player going up at its reported speed. */
    static int springs(Sim s) {
        GameEvents ev = s.world.events();
        int n = 0;
        for (int i = 0; i < ev.count(); i++) {
            if (ev.kind(i) != GameEvents.SPRING) continue;
            n++;
            assertTrue(ev.value(i) >= BouncePadSystem.LAUNCH_SPEED, "a launch is fast: " + ev.value(i));
            assertTrue(s.vy() > 0.0, "the player is going up at a launch: " + s.vy());
        }
        return n;
    }

    @Test
    void aDropOntoThePadIsLaunchedBackUpExactlyOnce() {
        for (double boost : new double[] {0.0, 0.4}) {
            for (double height : new double[] {1.0, 1.8, 2.6, 3.5}) {
                for (double dx : new double[] {-0.6, -0.2, 0.0, 0.35, 0.7}) {
                    String what = "boost " + boost + ", drop " + height + " m, dx " + dx;
                    Sim s = withPad(boost);
                    s.world.placePlayer(PAD_X + dx, 2.15 + PLAYER_HALF + height, 0.0);
                    int launches = 0, launchStep = -1;
                    boolean wentUp = false;
                    double top = -99;
                    // the fall, the rebound and the way back down to the plate's height: one launch
                    for (int i = 0; i < 240; i++) {
                        s.step();
                        int n = springs(s);
                        if (n > 0 && launchStep < 0) launchStep = i;
                        launches += n;
                        if (s.vy() > BouncePadSystem.LAUNCH_SPEED) wentUp = true;
                        if (wentUp) top = Math.max(top, s.y());
                        if (wentUp && s.vy() < 0 && s.y() < 2.15 + PLAYER_HALF + 0.3) break;
                    }
                    assertTrue(wentUp, what + ": thrown back up");
                    assertEquals(1, launches, what + ": one launch");
                    // independent of the detection: the throw lifted the player clear of the plate (> 10 cm)
                    assertTrue(top > 2.15 + PLAYER_HALF + 0.1, what + ": rose to " + top);
                }
            }
        }
    }

    @Test
    void aBoostedPadKeepsThePlayerBouncing_oneLaunchPerRebound() {
        // a boosted pad adds energy: even a player set down on it gently is thrown up again and again. Count the
        // rebounds by the player's path (up through 0.1 m over the plate and back down), apart from the event.
        int allRebounds = 0;
        for (double drop : new double[] {0.02, 0.5, 2.0}) {
            for (double dx : new double[] {-0.4, 0.0, 0.5}) {
                Sim s = withPad(0.4);
                s.world.placePlayer(PAD_X + dx, 2.15 + PLAYER_HALF + drop, 0.0);
                // every rise through 0.3 m over the plate needs a launch; a launch leaves at >= 2.5 m/s
                // (LAUNCH_SPEED), so it rises at least 2.5^2 / 2g = 0.125 m: never a launch without a rise through 0.1
                // m
                double high = 2.15 + PLAYER_HALF + 0.3, low = 2.15 + PLAYER_HALF + 0.1;
                int launches = 0, rebounds = 0, rises = 0;
                boolean aboveHigh = s.y() > high, aboveLow = s.y() > low;
                // up to 4 rebounds, while the player stays upright (a tumbling box's height says less)
                for (int i = 0; i < 60 * 8 && rebounds < 4 && Math.abs(s.world.playerAngle()) < 0.5; i++) {
                    s.step();
                    launches += springs(s);
                    if (!aboveHigh && s.y() > high && s.vy() > 0) {
                        aboveHigh = true;
                        rebounds++;
                    } else if (aboveHigh && s.y() < high && s.vy() < 0) {
                        aboveHigh = false;
                    }
                    if (!aboveLow && s.y() > low && s.vy() > 0) {
                        aboveLow = true;
                        rises++;
                    } else if (aboveLow && s.y() < low && s.vy() < 0) {
                        aboveLow = false;
                    }
                }
                // a launch is seen the step after the player leaves the plate: two more steps for the last one
                for (int k = 0; k < 2; k++) {
                    s.step();
                    launches += springs(s);
                }
                String what = "drop " + drop + ", dx " + dx + ": " + launches + " launches, " + rebounds + " rebounds, "
                        + rises + " rises";
                allRebounds += rebounds;
                assertTrue(launches >= rebounds, what);
                // or a last one still rising, below 0.1 m yet
                assertTrue(launches <= rises + 1, what);
            }
        }
        assertTrue(allRebounds >= 12, "the scan saw bouncing: " + allRebounds);
    }

    @Test
    void noLaunchWithoutOne_besideThePad_standingOnIt_walkingOffIt_orJumpingOffIt() {
        for (double boost : new double[] {0.0, 0.4}) {
            // beside the pad: standing, then walking up to its side and back
            Sim beside = withPad(boost);
            beside.world.placePlayer(PAD_X - PAD_HALF - PLAYER_HALF - 0.4, 1.0 + PLAYER_HALF, 0.0);
            int besides = springsOver(beside, 1.0);
            beside.input(0.6, false, false); // into its side (the plate is 1.15 m above the ground: a wall)
            besides += springsOver(beside, 2.0);
            assertTrue(beside.x() > PAD_X - PAD_HALF - PLAYER_HALF - 0.4, "walked up to the pad: " + beside.x());
            beside.input(-0.6, false, false);
            besides += springsOver(beside, 1.0);
            assertEquals(0, besides, "beside the pad, boost " + boost);

            // set down on a plain pad (a boosted one throws the player: above) and left standing while it settles
            for (double dx : boost > 0.0 ? new double[0] : new double[] {-0.5, 0.0, 0.5}) {
                Sim on = withPad(boost);
                on.world.placePlayer(PAD_X + dx, 2.15 + PLAYER_HALF + 0.02, 0.0);
                assertEquals(0, springsOver(on, 5.0), "standing on the pad, boost " + boost + ", dx " + dx);
            }

            // walking off it (the plate, unloaded, rises as the player leaves it), slowly and at a run
            for (double move : new double[] {0.3, 0.6, 1.0}) {
                Sim walk = withPad(boost);
                walk.world.placePlayer(PAD_X - 0.5, 2.15 + PLAYER_HALF + 0.02, 0.0);
                walk.seconds(2.0);
                walk.input(move, false, false);
                int n = 0;
                for (int i = 0; i < 60 * 8 && walk.x() < PAD_X + 3.0; i++) {
                    walk.step();
                    n += springs(walk);
                }
                assertTrue(walk.x() > PAD_X + 3.0, "walked off the pad: " + walk.x());
                assertEquals(0, n, "walking off the pad at " + move + ", boost " + boost);
            }

            // standing on it at rest, then jumping: the player's own jump is no launch (up to the jump's top)
            Sim jump = withPad(boost);
            jump.world.placePlayer(PAD_X, 2.15 + PLAYER_HALF + 0.02, 0.0);
            jump.seconds(3.0);
            jump.input(0.0, true, false);
            int n = 0;
            boolean up = false;
            for (int i = 0; i < 120; i++) {
                jump.step();
                n += springs(jump);
                if (jump.vy() > 1.0) up = true;
                if (up && jump.vy() < 0) break;
            }
            assertTrue(up, "jumped");
            assertEquals(0, n, "a jump off a resting pad, boost " + boost);
        }
    }

    private static int springsOver(Sim s, double seconds) {
        int n = 0;
        for (int i = 0; i < (int) Math.round(seconds * 60); i++) {
            s.step();
            n += springs(s);
        }
        return n;
    }
}
