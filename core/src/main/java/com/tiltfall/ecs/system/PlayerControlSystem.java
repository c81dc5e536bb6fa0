package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.input.ControlState;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;

/**
 * The player controller (docs/player.md). Runs before the physics step and works only through velocity changes on
 * the player's rotating box body: ground detection from the contacts of the previous step, running and braking
 * along the ground tangent relative to the ground's velocity, coyote time, jump buffering, variable jump height,
 * fall speed cap, ground snapping over crests, friction switching (hold on slopes up to 45 degrees, slide beyond),
 * alignment to the ground, righting after a tumble, air spin steering and dropping through one-way platforms.
 */
public class PlayerControlSystem extends IteratingSystem {
    /** Contacts whose closest point is at most this far apart count for ground detection, m. */
    static final float GROUND_GAP = 0.02f;

    private PhysicsSystem physics;
    private final RayHit hit = new RayHit();

    public PlayerControlSystem() {
        super(Family.all(PlayerComponent.class, BodyComponent.class).get(), SystemOrder.PLAYER_CONTROL);
    }

    @Override
    public void update(float deltaTime) {
        // the physics system may be added after this one
        if (physics == null) physics = getEngine().getSystem(PhysicsSystem.class);
        super.update(deltaTime);
    }

    @Override
    protected void processEntity(Entity entity, float dt) {
        if (physics == null || dt <= 0f) return;
        PlayerComponent p = Mappers.PLAYER.get(entity);
        BodyComponent bc = Mappers.BODY.get(entity);
        int b = bc.body;
        World world = physics.world();
        if (b == -1 || !world.isBodyAlive(b)) return;
        ControlState c = p.controls;

        boolean jumpPressed = c.jump && !p.jumpHeld;
        p.jumpHeld = c.jump;
        p.noGroundTimer -= dt;
        p.dropTimer -= dt;

        boolean grounded = p.noGroundTimer <= 0f && detectGround(world, b, p);
        p.coyoteTimer = grounded ? p.coyoteTime : p.coyoteTimer - dt;
        p.jumpBufferTimer = jumpPressed ? p.jumpBufferTime : p.jumpBufferTimer - dt;

        float vx = world.getVelocityX(b), vy = world.getVelocityY(b), w = world.getAngularVelocity(b);
        float nx = p.groundNx, ny = p.groundNy;
        boolean tookOff = false;

        // ---------------------------------------------------------------- jump / drop through
        if (p.jumpBufferTimer > 0f && p.coyoteTimer > 0f) {
            p.jumpBufferTimer = 0f;
            p.coyoteTimer = 0f;
            tookOff = true;
            grounded = false;
            if (c.down && p.groundOneWay) {
                p.dropTimer = p.dropTime;
                p.noGroundTimer = p.dropTime;
                vy = Math.min(vy, -2f);
            } else {
                vy = p.jumpSpeed + Math.max(p.groundVy, 0f);
                p.jumping = true;
                p.jumps++;
                p.noGroundTimer = 0.1f;
            }
        }
        if (p.jumping) {
            if (vy <= 0f) {
                p.jumping = false;
            } else if (!c.jump) {
                vy *= p.jumpCut; // released early: cut the rise (variable jump height)
                p.jumping = false;
            }
        }

        // ---------------------------------------------------------------- ground snapping
        if (!grounded && !tookOff && p.wasGrounded && p.noGroundTimer <= 0f && !p.jumping) {
            grounded = snap(world, b, p, vx, vy, dt);
            if (grounded) {
                nx = p.groundNx;
                ny = p.groundNy;
                float tx = ny, ty = -nx;
                float s = vx * tx + vy * ty;
                float ux = world.getX(b) - hit.x, uy = world.getY(b) - hit.y;
                float gap = ux * nx + uy * ny - p.halfSize;
                // keep the speed along the new slope, close the gap to it within this step
                vx = s * tx - nx * Math.max(gap, 0f) / dt;
                vy = s * ty - ny * Math.max(gap, 0f) / dt;
                p.snaps++;
            }
        } else if (grounded) {
            nx = p.groundNx;
            ny = p.groundNy;
        }

        float target = c.moveX * p.maxRunSpeed;
        float angle = world.getAngle(b);
        if (grounded) {
            // ------------------------------------------------------------ run / brake along the ground tangent
            float tx = ny, ty = -nx;
            float rvx = vx - p.groundVx, rvy = vy - p.groundVy;
            float s = rvx * tx + rvy * ty;
            boolean idle = c.moveX == 0f;
            boolean steep = ny < p.holdCos;
            float accel;
            if (idle) accel = steep ? 0f : p.groundBrake;
            else accel = s * target < 0f ? p.groundTurnAccel : p.groundAccel;
            float ds = clamp(target - s, accel * dt);
            vx += ds * tx;
            vy += ds * ty;
            // friction only holds a player at rest: while running or braking the controller alone sets the speed
            // (braking by friction would also tip the box forwards)
            if (!idle) p.contactFriction = 0f;
            else if (steep) p.contactFriction = p.slideFriction;
            else p.contactFriction = Math.abs(s + ds) < 0.05f ? p.idleFriction : 0f;

            // ------------------------------------------------------------ alignment and righting
            float ux = -(float) Math.sin(angle), uy = (float) Math.cos(angle);
            float err = (float) Math.atan2(ux * ny - uy * nx, ux * nx + uy * ny);
            if (Math.abs(err) > p.rightingTilt) {
                float speed = (float) Math.sqrt(rvx * rvx + rvy * rvy);
                if (speed < 1.5f && Math.abs(w) < 2.5f) p.settleTimer += dt;
                else p.settleTimer = 0f;
                if (p.settleTimer >= p.rightingDelay) {
                    // hop along the ground normal and turn by the tilt during the flight time 2 v / g
                    float g = Math.abs(world.getGravityY());
                    float flight = 2f * p.rightingHopSpeed / Math.max(g, 1f);
                    vx += nx * p.rightingHopSpeed;
                    vy += ny * p.rightingHopSpeed;
                    w = err / flight;
                    p.settleTimer = 0f;
                    p.noGroundTimer = 0.1f;
                    p.rightings++;
                    grounded = false;
                }
            } else {
                p.settleTimer = 0f;
                w += clamp(err * p.alignRate - w, p.alignAccel * dt);
            }
        } else {
            // ------------------------------------------------------------ air control and spin steering
            // momentum is kept: input accelerates towards the target but never brakes a faster launch in the same
            // direction, and no input changes nothing
            if (c.moveX != 0f && !(target > 0f ? vx >= target : vx <= target))
                vx += clamp(target - vx, p.airAccel * dt);
            if (c.moveX != 0f) {
                float spinTarget = -c.moveX * p.maxSpin; // right spins clockwise
                float dw = clamp(spinTarget - w, p.spinAcceleration * Math.abs(c.moveX) * dt);
                // never brake a spin the terrain gave in the steered direction
                if (!(spinTarget < 0f ? w <= spinTarget : w >= spinTarget)) w += dw;
            }
            p.contactFriction = 0f;
            p.settleTimer = 0f;
        }

        // ---------------------------------------------------------------- fall speed cap
        float gy = world.getGravityY() * dt;
        if (vy < -p.maxFallSpeed - gy) vy = -p.maxFallSpeed - gy; // after this step's gravity: exactly -max

        world.setLinearVelocity(b, vx, vy);
        world.setAngularVelocity(b, w);
        p.grounded = grounded;
        p.wasGrounded = grounded;
        // the seam filter acts while the player stands roughly upright on ground
        float ux = -(float) Math.sin(angle), uy = (float) Math.cos(angle);
        p.seamFilter = grounded && ux * p.groundNx + uy * p.groundNy > 0.866f;
    }

    /** Most upward touching, enabled, non-sensor contact within the ground cone; fills the ground fields of p. */
    private boolean detectGround(World world, int b, PlayerComponent p) {
        float best = -2f;
        for (int e = world.getFirstContactEdge(b); e != -1; e = world.getNextContactEdge(e)) {
            int k = World.edgeContact(e);
            if (!world.isContactEnabled(k) || world.isContactSensor(k)) continue;
            Manifold m = world.getContactManifold(k);
            if (m.pointCount == 0 || m.minSeparation() > GROUND_GAP) continue;
            float ny = world.getEdgeNormalY(e);
            if (ny < p.groundCos || ny <= best) continue;
            best = ny;
            p.groundNx = world.getEdgeNormalX(e);
            p.groundNy = ny;
            int other = world.getEdgeOtherBody(e);
            p.groundBody = other;
            int otherCollider =
                    world.getContactBodyA(k) == b ? world.getContactColliderB(k) : world.getContactColliderA(k);
            p.groundOneWay = physics.isOneWay(otherCollider);
            boolean moving = world.getBodyType(other) != World.STATIC;
            p.groundVx = moving ? world.getVelocityX(other) : 0f;
            p.groundVy = moving ? world.getVelocityY(other) : 0f;
        }
        return best > -2f;
    }

    /** Looks for ground within snapDistance below the feet (along the last ground normal); fills p on success. */
    private boolean snap(World world, int b, PlayerComponent p, float vx, float vy, float dt) {
        if (vx * p.groundNx + vy * p.groundNy > 1f) return false; // moving away from the ground: a real take-off
        float x = world.getX(b), y = world.getY(b);
        float len = p.halfSize * 1.42f + p.snapDistance;
        if (!world.rayCast(x, y, x - p.groundNx * len, y - p.groundNy * len, BodyComponent.SOLID, hit)) return false;
        if (hit.body == b || hit.normalY < p.groundCos) return false;
        float gap = (x - hit.x) * hit.normalX + (y - hit.y) * hit.normalY - p.halfSize;
        if (gap > p.snapDistance) return false;
        p.groundNx = hit.normalX;
        p.groundNy = hit.normalY;
        p.groundBody = hit.body;
        p.groundOneWay = physics.isOneWay(hit.collider);
        boolean moving = world.getBodyType(hit.body) != World.STATIC;
        p.groundVx = moving ? world.getVelocityX(hit.body) : 0f;
        p.groundVy = moving ? world.getVelocityY(hit.body) : 0f;
        return true;
    }

    private static float clamp(float v, float limit) {
        return v > limit ? limit : (v < -limit ? -limit : v);
    }
}
