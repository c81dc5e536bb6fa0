package com.tiltfall.ecs.system.player;

import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;

/**
 * On the ground, the box's turn: a small tilt is eased flat (alignment); a large one, slow for rightingDelay, is
 * righted by a roll over the bottom corner when there is room, else by a hop that turns it upright in the air.
 * See docs/player.md "Alignment and righting".
 */
public final class Righting {
    private final World world;
    private final RayHit hit = new RayHit();

    public Righting(World world) {
        this.world = world;
    }

    /** A roll under way: gravity and the pivot corner's grip do the rest; it ends when the feet are down. */
    public static void continueRoll(PlayerStep s, PlayerTuning t, PlayerControllerState st) {
        double err = ControlMath.tilt(s.angle, s.nx, s.ny);
        if (s.grounded && Math.abs(err) < t.rightingTilt) st.rollTimer = 0.0;
        st.contactFriction = t.idleFriction;
        st.settleTimer = 0.0;
    }

    /** Grounded (after running): aligns a small tilt, or starts a roll or a hop after a large one. */
    public void alignOrRight(PlayerStep s, PlayerComponent p) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        double err = ControlMath.tilt(s.angle, s.nx, s.ny);
        if (!(Math.abs(err) > t.rightingTilt)) {
            st.settleTimer = 0.0;
            s.w += ControlMath.clamp(err * t.alignRate - s.w, t.alignAccel * s.dt);
            return;
        }
        double speed = Math.sqrt(s.rvx * s.rvx + s.rvy * s.rvy);
        if (speed < 1.5 && Math.abs(s.w) < 2.5) st.settleTimer += s.dt;
        else st.settleTimer = 0.0;
        if (!(st.settleTimer >= t.rightingDelay)) return;
        int b = s.body;
        double nx = s.nx, ny = s.ny, tx = ny, ty = -nx;
        double x = world.getX(b), y = world.getY(b);
        // free room on both sides along the ground (walls, crates; the box needs 0.64 m to turn)
        double roomBack = room(b, x, y, -tx, -ty), roomAhead = room(b, x, y, tx, ty);
        // a counter-clockwise turn (err > 0) rolls over the corner behind (towards -t)
        double rollRoom = err > 0.0 ? roomBack : roomAhead;
        if (Math.abs(err) < t.rollMaxTilt && rollRoom >= t.halfSize + 2.0 * t.halfSize + 0.1) {
            roll(s, p, err);
        } else {
            hop(s, p, err, roomBack, roomAhead);
        }
        st.settleTimer = 0.0;
    }

    /**
     * Roll: turn about the bottom corner on the rolling side; the centre starts on the circle around that corner
     * (v = w x r), the corner grips (idle friction) and gravity finishes it.
     */
    private static void roll(PlayerStep s, PlayerComponent p, double err) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        double nx = s.nx, ny = s.ny, tx = ny, ty = -nx;
        double dir = err > 0.0 ? 1.0 : -1.0;
        double rx = t.halfSize * (nx + dir * tx), ry = t.halfSize * (ny + dir * ty);
        s.w = dir * t.rollSpin;
        s.vx = st.groundVx - s.w * ry;
        s.vy = st.groundVy + s.w * rx;
        st.rollTimer = t.rollTime;
        p.stats.rolls++;
        st.contactFriction = t.idleFriction;
    }

    /**
     * Hop along the ground normal and turn by the tilt during the flight time 2 v / g; away from a wall closer than
     * the box's half diagonal, so that the turning corners clear it.
     */
    private void hop(PlayerStep s, PlayerComponent p, double err, double roomBack, double roomAhead) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        double nx = s.nx, ny = s.ny, tx = ny, ty = -nx;
        double g = Math.abs(world.getGravityY());
        double flight = 2.0 * t.rightingHopSpeed / Math.max(g, 1.0);
        double clear = t.halfSize * 1.42 + 0.05;
        double push = 0.0;
        if (roomAhead < clear && roomBack > roomAhead) push = -(clear - roomAhead);
        else if (roomBack < clear && roomAhead > roomBack) push = clear - roomBack;
        push /= 0.5 * flight; // there by mid-flight, when the corners reach out furthest
        s.vx = st.groundVx + nx * t.rightingHopSpeed + tx * push;
        s.vy = st.groundVy + ny * t.rightingHopSpeed + ty * push;
        s.w = err / flight;
        st.noGroundTimer = 0.1;
        st.righting = true;
        p.stats.rightings++;
        s.grounded = false;
    }

    /**
     * Free distance from the centre along (dx, dy) to a wall (a solid surface facing back along the ray), up to 2 m.
     */
    private double room(int b, double x, double y, double dx, double dy) {
        double len = 2.0;
        if (!world.rayCast(x, y, x + dx * len, y + dy * len, BodyComponent.SOLID, hit) || hit.body == b) return len;
        return hit.fraction * len;
    }
}
