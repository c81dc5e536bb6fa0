package com.tiltfall.ecs.system.player;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerStats;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.physics.math.DetMath;

/**
 * The air time and turn, and what a touch-down after at least minAirTime in the air (not a righting hop) is: on
 * the feet side after one or more full turns a trick, not on the feet after at least badLandingTurn of turning a
 * bad landing (a stumble). See docs/player.md "Tricks and bad landings".
 */
public final class Landing {
    private final GameEvents events;

    public Landing(GameEvents events) {
        this.events = events;
    }

    /** Counts the air time and turn, or judges the landing on the first grounded step. */
    public void update(PlayerStep s, PlayerComponent p) {
        PlayerControllerState st = p.state;
        if (s.grounded) {
            if (!st.wasGrounded && st.airTime >= p.tuning.minAirTime && !st.righting) land(p, s.angle);
            st.airTime = 0.0;
            st.airTurn = 0.0;
            st.spinning = false;
            if (st.rollTimer <= 0.0) st.righting = false;
        } else {
            st.airTime += s.dt;
            st.airTurn += s.turned;
        }
    }

    private void land(PlayerComponent p, double angle) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        PlayerStats stats = p.stats;
        double err = ControlMath.tilt(angle, st.groundNx, st.groundNy);
        double turn = Math.abs(st.airTurn);
        if (Math.abs(err) <= t.trickAngle) {
            // full turns: a take-off tilted by up to trickAngle still counts the turn it meant
            int turns = (int) Math.floor((turn + t.trickAngle) / (2.0 * DetMath.PI));
            if (turns >= 1) {
                stats.tricks++;
                stats.trickTurns += turns;
                stats.lastTrickTurns = turns;
                events.add(GameEvents.TRICK, turns);
            }
        } else if (turn >= t.badLandingTurn) {
            stats.badLandings++;
            st.stumbleTimer = t.stumbleTime;
            events.add(GameEvents.BAD_LANDING, turn);
        }
    }
}
