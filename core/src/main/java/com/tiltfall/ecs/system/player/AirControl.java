package com.tiltfall.ecs.system.player;

import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * In the air (not a righting hop): air control that keeps momentum, the spin chosen by a fresh jump press and held,
 * and otherwise settling towards the feet-down pose, with corner correction and ledge lift. See docs/player.md.
 */
public final class AirControl {
    /** How far below the centre the ground a falling box settles to is looked for, m. */
    static final double LANDING_REACH = 4.0;

    private final World world;
    private final AirAssists assists;
    private final RayHit hit = new RayHit();

    public AirControl(World world) {
        this.world = world;
        this.assists = new AirAssists(world);
    }

    public void fly(PlayerStep s, PlayerComponent p) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        int b = s.body;
        double dt = s.dt, moveX = s.moveX;
        // momentum is kept: input accelerates towards the target but never brakes a faster launch in the same
        // direction, and no input changes nothing
        double target = moveX * t.maxRunSpeed;
        if (moveX != 0.0 && !(target > 0.0 ? s.vx >= target : s.vx <= target))
            s.vx += ControlMath.clamp(target - s.vx, t.airAccel * dt);
        // the spin is chosen: a fresh jump press in the air (not the take-off's own press), held (a press just
        // before touch-down is the jump buffer's, not a spin)
        if (s.jumpPressed && !s.tookOff && !groundWithin(b, t, s.vy, t.jumpBufferTime)) st.spinning = true;
        if (!p.controls.jump) st.spinning = false;
        if (st.spinning) {
            spin(s, t);
        } else {
            // settle towards the nearest feet-down pose on the ground below (or upright when none is near)
            double want = ControlMath.clamp(ControlMath.wrap(landingAngle(b) - s.angle) * t.settleRate, t.maxSpin);
            s.w += ControlMath.clamp(want - s.w, t.settleAccel * dt);
            if (s.vy > 0.0) assists.cornerCorrection(b, p, s.vy, dt);
            assists.ledgeLift(b, p, s.vx, s.vy, dt);
        }
        st.contactFriction = 0.0;
        st.settleTimer = 0.0;
    }

    /** The held spin: towards maxSpin in the direction held (right = clockwise; none: the way the box goes). */
    private static void spin(PlayerStep s, PlayerTuning t) {
        double dir; // -1 clockwise: right, or travelling right
        if (s.moveX != 0.0) dir = s.moveX > 0.0 ? -1.0 : 1.0;
        else if (Math.abs(s.w) > 0.5) dir = s.w > 0.0 ? 1.0 : -1.0;
        else dir = s.vx >= 0.0 ? -1.0 : 1.0;
        double spinTarget = dir * t.maxSpin;
        double dw = ControlMath.clamp(spinTarget - s.w, t.spinAcceleration * s.dt);
        // never brake a spin the terrain gave in the steered direction
        if (!(spinTarget < 0.0 ? s.w <= spinTarget : s.w >= spinTarget)) s.w += dw;
    }

    /**
     * The pose to settle to in the air: feet towards the ground straight below when ground (within the ground
     * cone) lies within LANDING_REACH, else upright; as the angle whose "up" is that ground's normal.
     */
    private double landingAngle(int b) {
        double x = world.getX(b), y = world.getY(b);
        if (!world.rayCast(x, y, x, y - LANDING_REACH, BodyComponent.SOLID, hit) || hit.body == b) return 0.0;
        if (hit.normalY < 0.6428) return 0.0;
        return DetMath.atan2(-hit.normalX, hit.normalY);
    }

    /**
     * Whether ground (within the ground cone) lies below close enough to be reached within {@code time} seconds at
     * the current fall, from the box's lowest corner.
     */
    private boolean groundWithin(int b, PlayerTuning t, double vy, double time) {
        double g = Math.abs(world.getGravityY());
        double reach = t.halfSize * 1.42 + Math.max(0.0, -vy) * time + 0.5 * g * time * time;
        double x = world.getX(b), y = world.getY(b);
        if (!world.rayCast(x, y, x, y - reach, BodyComponent.SOLID, hit) || hit.body == b) return false;
        return hit.normalY >= t.groundCos;
    }
}
