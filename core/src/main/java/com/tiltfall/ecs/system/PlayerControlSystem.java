package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.input.ControlState;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * The player controller (docs/player.md). Runs before the physics step and works only through velocity changes on
 * the player's rotating box body: ground detection from the contacts of the previous step, running and braking
 * along the ground tangent relative to the ground's velocity, coyote time, jump buffering, variable jump height,
 * fall speed cap, ground snapping over crests, friction switching (hold on slopes up to 45 degrees, slide beyond),
 * alignment to the ground, righting after a tumble, air spin steering and dropping through one-way platforms.
 */
public class PlayerControlSystem extends IteratingSystem {
    /** Contacts whose closest point is at most this far apart count for ground detection, m. */
    static final double GROUND_GAP = 0.02;

    private final World world;
    private final GameEvents events;
    private final RayHit hit = new RayHit();

    private final StepTime time;

    /** @param world the physics world (read for contacts and ray casts, written through velocities only) */
    public PlayerControlSystem(StepTime time, World world, GameEvents events) {
        super(Family.all(PlayerComponent.class, BodyComponent.class).get(), SystemOrder.PLAYER_CONTROL);
        this.time = time;
        this.world = world;
        this.events = events;
    }

    @Override
    protected void processEntity(Entity entity, float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        PlayerComponent p = Mappers.PLAYER.get(entity);
        BodyComponent bc = Mappers.BODY.get(entity);
        int b = bc.body;
        if (b == -1 || !world.isBodyAlive(b)) return;
        ControlState c = p.controls;

        boolean jumpPressed = c.jump && !p.jumpHeld;
        p.jumpHeld = c.jump;
        p.noGroundTimer -= dt;
        p.dropTimer -= dt;

        boolean grounded = p.noGroundTimer <= 0.0 && detectGround(world, b, p);
        p.coyoteTimer = grounded ? p.coyoteTime : p.coyoteTimer - dt;
        p.jumpBufferTimer = jumpPressed ? p.jumpBufferTime : p.jumpBufferTimer - dt;

        double vx = world.getVelocityX(b), vy = world.getVelocityY(b), w = world.getAngularVelocity(b);
        double nx = p.groundNx, ny = p.groundNy;
        boolean tookOff = false;

        // ---------------------------------------------------------------- jump / drop through
        if (p.jumpBufferTimer > 0.0 && p.coyoteTimer > 0.0) {
            p.jumpBufferTimer = 0.0;
            p.coyoteTimer = 0.0;
            tookOff = true;
            grounded = false;
            if (c.down && p.groundOneWay) {
                p.dropTimer = p.dropTime;
                p.noGroundTimer = p.dropTime;
                vy = Math.min(vy, -2.0);
            } else {
                vy = p.jumpSpeed + Math.max(p.groundVy, 0.0);
                p.jumping = true;
                p.jumps++;
                p.noGroundTimer = 0.1;
            }
        }
        if (p.jumping) {
            if (vy <= 0.0) {
                p.jumping = false;
            } else if (!c.jump) {
                vy *= p.jumpCut; // released early: cut the rise (variable jump height)
                p.jumping = false;
            }
        }

        // ---------------------------------------------------------------- ground snapping
        if (!grounded && !tookOff && p.wasGrounded && p.noGroundTimer <= 0.0 && !p.jumping) {
            grounded = snap(world, b, p, vx, vy, dt);
            if (grounded) {
                nx = p.groundNx;
                ny = p.groundNy;
                double tx = ny, ty = -nx;
                double s = vx * tx + vy * ty;
                double ux = world.getX(b) - hit.x, uy = world.getY(b) - hit.y;
                double gap = ux * nx + uy * ny - p.halfSize;
                // keep the speed along the new slope, close the gap to it within this step
                vx = s * tx - nx * Math.max(gap, 0.0) / dt;
                vy = s * ty - ny * Math.max(gap, 0.0) / dt;
                p.snaps++;
            }
        } else if (grounded) {
            nx = p.groundNx;
            ny = p.groundNy;
        }

        double target = c.moveX * p.maxRunSpeed;
        double angle = world.getAngle(b);
        if (grounded) {
            // ------------------------------------------------------------ run / brake along the ground tangent
            double tx = ny, ty = -nx;
            double rvx = vx - p.groundVx, rvy = vy - p.groundVy;
            double s = rvx * tx + rvy * ty;
            boolean idle = c.moveX == 0.0;
            boolean steep = ny < p.holdCos;
            double accel;
            if (idle) accel = steep ? 0.0 : p.groundBrake;
            else accel = s * target < 0.0 ? p.groundTurnAccel : p.groundAccel;
            double ds = clamp(target - s, accel * dt);
            vx += ds * tx;
            vy += ds * ty;
            // friction only holds a player at rest: while running or braking the controller alone sets the speed
            // (braking by friction would also tip the box forwards)
            if (!idle) p.contactFriction = 0.0;
            else if (steep) p.contactFriction = p.slideFriction;
            else p.contactFriction = Math.abs(s + ds) < 0.05 ? p.idleFriction : 0.0;

            // ------------------------------------------------------------ alignment and righting
            double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
            double err = DetMath.atan2(ux * ny - uy * nx, ux * nx + uy * ny);
            if (Math.abs(err) > p.rightingTilt) {
                double speed = Math.sqrt(rvx * rvx + rvy * rvy);
                if (speed < 1.5 && Math.abs(w) < 2.5) p.settleTimer += dt;
                else p.settleTimer = 0.0;
                if (p.settleTimer >= p.rightingDelay) {
                    // hop along the ground normal and turn by the tilt during the flight time 2 v / g
                    double g = Math.abs(world.getGravityY());
                    double flight = 2.0 * p.rightingHopSpeed / Math.max(g, 1.0);
                    vx += nx * p.rightingHopSpeed;
                    vy += ny * p.rightingHopSpeed;
                    w = err / flight;
                    p.settleTimer = 0.0;
                    p.noGroundTimer = 0.1;
                    p.rightings++;
                    grounded = false;
                }
            } else {
                p.settleTimer = 0.0;
                w += clamp(err * p.alignRate - w, p.alignAccel * dt);
            }
        } else {
            // ------------------------------------------------------------ air control and spin steering
            // momentum is kept: input accelerates towards the target but never brakes a faster launch in the same
            // direction, and no input changes nothing
            if (c.moveX != 0.0 && !(target > 0.0 ? vx >= target : vx <= target))
                vx += clamp(target - vx, p.airAccel * dt);
            if (c.moveX != 0.0) {
                double spinTarget = -c.moveX * p.maxSpin; // right spins clockwise
                double dw = clamp(spinTarget - w, p.spinAcceleration * Math.abs(c.moveX) * dt);
                // never brake a spin the terrain gave in the steered direction
                if (!(spinTarget < 0.0 ? w <= spinTarget : w >= spinTarget)) w += dw;
            }
            p.contactFriction = 0.0;
            p.settleTimer = 0.0;
        }

        // ---------------------------------------------------------------- fall speed cap
        double gy = world.getGravityY() * dt;
        if (vy < -p.maxFallSpeed - gy) vy = -p.maxFallSpeed - gy; // after this step's gravity: exactly -max

        world.setLinearVelocity(b, vx, vy);
        world.setAngularVelocity(b, w);
        p.grounded = grounded;
        p.wasGrounded = grounded;
        // the seam filter acts while the player stands roughly upright on ground
        double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
        p.seamFilter = grounded && ux * p.groundNx + uy * p.groundNy > 0.866;
    }

    /** Most upward touching, enabled, non-sensor contact within the ground cone; fills the ground fields of p. */
    private boolean detectGround(World world, int b, PlayerComponent p) {
        double best = -2.0;
        for (int e = world.getFirstContactEdge(b); e != -1; e = world.getNextContactEdge(e)) {
            int k = World.edgeContact(e);
            if (!world.isContactEnabled(k) || world.isContactSensor(k)) continue;
            Manifold m = world.getContactManifold(k);
            if (m.pointCount == 0 || m.minSeparation() > GROUND_GAP) continue;
            double ny = world.getEdgeNormalY(e);
            if (ny < p.groundCos || ny <= best) continue;
            best = ny;
            p.groundNx = world.getEdgeNormalX(e);
            p.groundNy = ny;
            int other = world.getEdgeOtherBody(e);
            p.groundBody = other;
            int otherCollider =
                    world.getContactBodyA(k) == b ? world.getContactColliderB(k) : world.getContactColliderA(k);
            p.groundOneWay = isOneWay(world, otherCollider);
            boolean moving = world.getBodyType(other) != BodyType.STATIC;
            p.groundVx = moving ? world.getVelocityX(other) : 0.0;
            p.groundVy = moving ? world.getVelocityY(other) : 0.0;
        }
        return best > -2.0;
    }

    /** Looks for ground within snapDistance below the feet (along the last ground normal); fills p on success. */
    private boolean snap(World world, int b, PlayerComponent p, double vx, double vy, double dt) {
        if (vx * p.groundNx + vy * p.groundNy > 1.0) return false; // moving away from the ground: a real take-off
        double x = world.getX(b), y = world.getY(b);
        double len = p.halfSize * 1.42 + p.snapDistance;
        if (!world.rayCast(x, y, x - p.groundNx * len, y - p.groundNy * len, BodyComponent.SOLID, hit)) return false;
        if (hit.body == b || hit.normalY < p.groundCos) return false;
        double gap = (x - hit.x) * hit.normalX + (y - hit.y) * hit.normalY - p.halfSize;
        if (gap > p.snapDistance) return false;
        p.groundNx = hit.normalX;
        p.groundNy = hit.normalY;
        p.groundBody = hit.body;
        p.groundOneWay = isOneWay(world, hit.collider);
        boolean moving = world.getBodyType(hit.body) != BodyType.STATIC;
        p.groundVx = moving ? world.getVelocityX(hit.body) : 0.0;
        p.groundVy = moving ? world.getVelocityY(hit.body) : 0.0;
        return true;
    }

    /** Whether a collider belongs to a one-way piece (its entity's body component says so). */
    private static boolean isOneWay(World world, int collider) {
        Object data = collider < 0 ? null : world.getColliderUserData(collider);
        if (!(data instanceof Entity)) return false;
        BodyComponent bc = Mappers.BODY.get((Entity) data);
        return bc != null && bc.oneWay;
    }

    private static double clamp(double v, double limit) {
        return v > limit ? limit : (v < -limit ? -limit : v);
    }
}
