package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.ecs.system.player.AirControl;
import com.tiltfall.ecs.system.player.ControlMath;
import com.tiltfall.ecs.system.player.GroundMotion;
import com.tiltfall.ecs.system.player.GroundSensor;
import com.tiltfall.ecs.system.player.Landing;
import com.tiltfall.ecs.system.player.PlayerStep;
import com.tiltfall.ecs.system.player.Righting;
import com.tiltfall.input.ControlState;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * The player controller (docs/player.md). Runs before the physics step and works only through velocity changes on
 * the player's rotating box body, as named steps in this order: input and timers, ground (contacts of the previous
 * step), landing (tricks, bad landings), jump (coyote time, jump buffer, variable height, drop through), snapping
 * over crests, then one of roll / ground (running, then alignment and righting) / righting hop / air (air control,
 * the spin, settling, corner correction, ledge lift), then the fall speed cap and the map's sides. The steps are in
 * {@code ecs.system.player}; each reads and writes this step's {@link PlayerStep} and the player's component.
 */
public class PlayerControlSystem extends IteratingSystem {
    /** A pad's plate moving faster than this under the hero, m/s, holds a jump back (see senseGround). */
    static final double PAD_MOVING = 0.3;

    /** Tolerance of the inclusive timers (coyote time, jump buffer), s. */
    static final double EPS = 1e-9;

    private final World world;
    private final StepTime time;
    private final PlayerStep s = new PlayerStep();
    private final GroundSensor ground;
    private final Landing landing;
    private final Righting righting;
    private final AirControl air;

    /** @param world the physics world (read for contacts and ray casts, written through velocities only) */
    public PlayerControlSystem(StepTime time, World world, GameEvents events) {
        super(Family.all(PlayerComponent.class, BodyComponent.class).get(), SystemOrder.PLAYER_CONTROL);
        this.time = time;
        this.world = world;
        this.ground = new GroundSensor(world);
        this.landing = new Landing(events);
        this.righting = new Righting(world);
        this.air = new AirControl(world);
    }

    @Override
    protected void processEntity(Entity entity, float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        PlayerComponent p = Mappers.PLAYER.get(entity);
        int b = Mappers.BODY.get(entity).body;
        if (b == -1 || !world.isBodyAlive(b)) return;
        s.dt = dt;
        s.body = b;
        readInput(p);
        senseGround(p);
        landing.update(s, p);
        jump(p);
        snapOrStand(p);
        move(p);
        limit(p);
        finish(p);
    }

    /** The turn since the last step, the timers, and the input as this step uses it (none while stumbling). */
    private void readInput(PlayerComponent p) {
        PlayerControllerState st = p.state;
        ControlState c = p.controls;
        double dt = s.dt;
        // the world keeps the angle unwrapped; a step never turns by half a turn
        double bodyAngle = world.getAngle(s.body);
        if (!st.angleTracked) {
            st.lastAngle = bodyAngle;
            st.angleTracked = true;
        }
        s.turned = ControlMath.wrap(bodyAngle - st.lastAngle);
        st.lastAngle = bodyAngle;
        // the controller's up is the opposite of the feet side
        s.angle = bodyAngle + p.tuning.feetOffset();

        st.stumbleTimer -= dt;
        s.stumbling = st.stumbleTimer > 0.0;
        s.moveX = s.stumbling ? 0.0 : c.moveX;
        s.jumpPressed = c.jump && !st.jumpHeld && !s.stumbling;
        st.jumpHeld = c.jump;
        st.noGroundTimer -= dt;
        st.dropTimer -= dt;
        st.rollTimer -= dt;
    }

    /** Ground from the previous step's contacts, coyote time and the jump buffer, and the body's velocities. */
    private void senseGround(PlayerComponent p) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        double dt = s.dt;
        s.lastNx = st.groundNx;
        s.lastNy = st.groundNy;
        // in air that lifts harder than gravity pulls (an updraft) nothing holds the hero to the ground: it floats
        s.lifted = world.getGravityY() + world.forceFieldAccelerationY(world.getX(s.body), world.getY(s.body)) > 0.0;
        s.grounded = st.noGroundTimer <= 0.0 && ground.detect(s.body, t, st) && !s.lifted;
        // coyote time and the jump buffer are inclusive: a press exactly coyoteTime after the last grounded step
        // (or jumpBufferTime before the first) still jumps (EPS absorbs the rounding of n * dt)
        st.coyoteTimer = s.grounded ? t.coyoteTime : st.coyoteTimer - dt;
        // a press on a pad's plate that is moving under the hero (sinking, then throwing) waits, the buffer kept, until
        // the plate lets go of the hero, and then adds to the throw (jump below): a jump off the sinking plate left
        // with the jump's speed only and the plate threw nothing, so a press as you land never got up a wall
        s.onMovingPad = s.grounded && Math.abs(st.groundVy) > PAD_MOVING && isPad(st.groundBody);
        if (s.jumpPressed) st.jumpBufferTimer = t.jumpBufferTime;
        else if (!(s.onMovingPad && st.jumpBufferTimer > -EPS)) st.jumpBufferTimer -= dt;
        s.vx = world.getVelocityX(s.body);
        s.vy = world.getVelocityY(s.body);
        s.w = world.getAngularVelocity(s.body);
        s.nx = st.groundNx;
        s.ny = st.groundNy;
        s.tookOff = false;
    }

    /** A buffered press within coyote time jumps (or, down held on a one-way piece, drops through); the jump cut. */
    private void jump(PlayerComponent p) {
        PlayerTuning t = p.tuning;
        PlayerControllerState st = p.state;
        ControlState c = p.controls;
        if (st.jumpBufferTimer > -EPS && st.coyoteTimer > -EPS && !st.righting && !s.onMovingPad) {
            st.jumpBufferTimer = -1.0;
            st.coyoteTimer = -1.0;
            s.tookOff = true;
            s.grounded = false;
            if (c.down && st.groundOneWay) {
                st.dropTimer = t.dropTime;
                st.noGroundTimer = t.dropTime;
                s.vy = Math.min(s.vy, -2.0);
            } else {
                // a jump never slows a rise it did not make: pressed just after a pad (or a see-saw) threw the hero,
                // within coyote time, it keeps the throw
                double before = s.vy;
                s.vy = Math.max(before, t.jumpSpeed + Math.max(st.groundVy, 0.0));
                st.jumpAdded = s.vy - before;
                st.jumping = true;
                p.stats.jumps++;
                st.noGroundTimer = 0.1;
            }
        }
        if (st.jumping) {
            if (s.vy <= 0.0) {
                st.jumping = false;
            } else if (!c.jump) {
                // released early: cut the rise (variable jump height), but never below the rise the hero would have
                // without the jump (a pad's throw, seen in play: a press just after the pad let go, released, cut
                // the throw to 45 %, and the hero never topped the wall whatever the rhythm)
                s.vy = Math.max(s.vy * t.jumpCut, s.vy - st.jumpAdded);
                st.jumping = false;
            }
        }
    }

    /** Whether the body is a bounce pad's plate. */
    private boolean isPad(int body) {
        if (body == -1) return false;
        Object data = world.getUserData(body);
        return data instanceof Entity && Mappers.BOUNCE_PAD.get((Entity) data) != null;
    }

    /** Ran off a crest (grounded last step, not now, no take-off): looks for ground just below the feet. */
    private void snapOrStand(PlayerComponent p) {
        PlayerControllerState st = p.state;
        if (!s.grounded
                && !s.tookOff
                && !s.lifted
                && st.wasGrounded
                && st.noGroundTimer <= 0.0
                && !st.jumping
                && !st.righting) {
            s.grounded = ground.snap(s, p.tuning, st);
            if (s.grounded) p.stats.snaps++;
        } else if (s.grounded) {
            s.nx = st.groundNx;
            s.ny = st.groundNy;
        }
    }

    /** One of: a righting roll under way, on the ground, a righting hop (it steers itself), in the air. */
    private void move(PlayerComponent p) {
        PlayerControllerState st = p.state;
        if (!s.grounded) st.tucked = false;
        if (st.rollTimer > 0.0) {
            Righting.continueRoll(s, p.tuning, st);
        } else if (s.grounded) {
            GroundMotion.move(s, p, world.getGravityY());
            righting.alignOrRight(s, p);
        } else if (st.righting) {
            st.contactFriction = 0.0;
            st.settleTimer = 0.0;
        } else {
            air.fly(s, p);
        }
    }

    /** The fall speed cap and the map's sides. */
    private void limit(PlayerComponent p) {
        double dt = s.dt;
        double gy = world.getGravityY() * dt;
        if (s.vy < -p.tuning.maxFallSpeed - gy) s.vy = -p.tuning.maxFallSpeed - gy; // after gravity: exactly -max
        // the sides are held like walls: no step carries the centre past them (the speed is cut to what reaches it)
        double x = world.getX(s.body);
        if (s.vx < 0.0 && x + s.vx * dt < p.minX) s.vx = Math.max(s.vx, Math.min(0.0, (p.minX - x) / dt));
        if (s.vx > 0.0 && x + s.vx * dt > p.maxX) s.vx = Math.min(s.vx, Math.max(0.0, (p.maxX - x) / dt));
    }

    /** Sets the body's velocities and remembers the step's ground; the seam filter while upright on ground. */
    private void finish(PlayerComponent p) {
        PlayerControllerState st = p.state;
        world.setLinearVelocity(s.body, s.vx, s.vy);
        world.setAngularVelocity(s.body, s.w);
        st.grounded = s.grounded;
        st.wasGrounded = s.grounded;
        double ux = -DetMath.sin(s.angle), uy = DetMath.cos(s.angle);
        st.seamFilter = s.grounded && st.rollTimer <= 0.0 && ux * st.groundNx + uy * st.groundNy > 0.866;
    }
}
