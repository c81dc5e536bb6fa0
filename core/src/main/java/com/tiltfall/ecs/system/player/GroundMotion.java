package com.tiltfall.ecs.system.player;

import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerTuning;

/**
 * On the ground: running, braking and the tuck along the ground tangent, relative to the ground's velocity, with
 * momentum on slopes; and the friction of the player's contacts for the physics step. See docs/player.md.
 */
public final class GroundMotion {
    private GroundMotion() {}

    /**
     * Changes the step's velocity along the ground and chooses the contacts' friction.
     *
     * @param gravityY the world's gravity, m/s^2 (negative: down)
     */
    public static void move(PlayerStep s, PlayerComponent p, double gravityY) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        double dt = s.dt, nx = s.nx, ny = s.ny;
        double tx = ny, ty = -nx;
        double rvx = s.vx - st.groundVx, rvy = s.vy - st.groundVy;
        s.rvx = rvx;
        s.rvy = rvy;
        double speed = rvx * tx + rvy * ty;
        // gravity's pull along the ground: the physics step adds pull * dt to the speed (no friction while moving),
        // so the speed wanted after the step is set as that speed minus pull * dt
        double pull = gravityY * ty;
        st.tucked = p.controls.down && !s.tookOff && !s.stumbling;
        boolean idle = s.moveX == 0.0 && !st.tucked;
        boolean steep = ny < t.holdCos;
        // a bend in the ground (the foot of a hill, a dip): the speed along the ground carries round it instead of
        // being lost to the new ground's normal
        double kept = speed;
        boolean bend = s.lastNx * nx + s.lastNy * ny < 0.9995;
        if (bend && st.wasGrounded && speed * st.groundSpeed > 0.0 && Math.abs(speed) < Math.abs(st.groundSpeed))
            kept = st.groundSpeed;
        // on ice the ground gives at most grip x g of push or braking (elsewhere the grip is infinite: no limit)
        double grip = st.groundGrip, most = grip * -gravityY;
        double ds;
        if (st.tucked) {
            ds = tuck(t, kept, pull, dt) - speed;
        } else if (idle) {
            ds = ControlMath.clamp(-kept, Math.min(steep ? 0.0 : t.groundBrake, most) * dt) + kept - speed;
        } else {
            ds = run(t, kept, s.moveX, pull, ny, dt) - speed;
            if (most < Double.POSITIVE_INFINITY) ds = ControlMath.clamp(ds, most * dt);
        }
        st.groundSpeed = speed + ds + pull * dt;
        s.vx += ds * tx;
        s.vy += ds * ty;
        // friction only holds a player at rest: while running, braking or tucked the controller alone sets the
        // speed (braking by friction would also tip the box forwards)
        if (!idle) st.contactFriction = 0.0;
        else if (steep) st.contactFriction = Math.min(t.slideFriction, grip);
        else st.contactFriction = Math.abs(speed + ds) < 0.05 ? Math.min(t.idleFriction, grip) : 0.0;
    }

    /**
     * The speed along the ground after this step's physics while running ({@code moveX} held): up to the run speed
     * (less uphill) at groundAccel, turning at groundTurnAccel; above it, momentum: downhill gains slopeGain of
     * gravity's pull up to slopeMaxSpeed, drag and uphill pull slow it towards the run speed. Returns the speed to
     * set now (the physics adds {@code pull * dt}).
     */
    static double run(PlayerTuning p, double s, double moveX, double pull, double ny, double dt) {
        double d = moveX > 0.0 ? 1.0 : -1.0;
        double along = s * d, pullD = pull * d; // in the held direction; pullD > 0 downhill
        double sinSlope = Math.sqrt(Math.max(0.0, 1.0 - ny * ny));
        double runSpeed = p.maxRunSpeed * Math.abs(moveX) * (pullD < 0.0 ? 1.0 - p.uphillSlow * sinSlope : 1.0);
        double next;
        if (along < -0.05) {
            next = Math.min(along + p.groundTurnAccel * dt, runSpeed); // turning round
        } else if (along < runSpeed) {
            next = Math.min(along + p.groundAccel * dt, runSpeed);
        } else {
            double a = -p.overspeedDrag + (pullD > 0.0 ? p.slopeGain * pullD : pullD);
            next = along + a * dt;
            if (next > p.slopeMaxSpeed) next = Math.max(p.slopeMaxSpeed, along - p.overCapDrag * dt);
            next = Math.max(next, runSpeed);
        }
        return (next - pullD * dt) * d;
    }

    /**
     * The speed along the ground after this step while tucked: gravity's whole pull less tuckDrag, at most
     * tuckMaxSpeed; at rest on flat ground it stays at rest. Returns the speed to set now.
     */
    static double tuck(PlayerTuning p, double s, double pull, double dt) {
        double next = s + pull * dt, drag = p.tuckDrag * dt;
        if (next > drag) next -= drag;
        else if (next < -drag) next += drag;
        else next = 0.0;
        if (Math.abs(next) > p.tuckMaxSpeed) {
            double keep = Math.max(p.tuckMaxSpeed, Math.abs(s) - p.overCapDrag * dt);
            next = next > 0.0 ? keep : -keep;
        }
        return next - pull * dt;
    }
}
