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
    /** Tolerance of the inclusive timers (coyote time, jump buffer), s. */
    static final double EPS = 1e-9;

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

        // the turn since the last step (the world keeps the angle unwrapped; a step never turns by half a turn)
        double bodyAngle = world.getAngle(b);
        if (!p.angleTracked) {
            p.lastAngle = bodyAngle;
            p.angleTracked = true;
        }
        double turned = wrap(bodyAngle - p.lastAngle);
        p.lastAngle = bodyAngle;

        p.stumbleTimer -= dt;
        boolean stumbling = p.stumbleTimer > 0.0;
        double moveX = stumbling ? 0.0 : c.moveX;
        boolean jumpPressed = c.jump && !p.jumpHeld && !stumbling;
        p.jumpHeld = c.jump;
        p.noGroundTimer -= dt;
        p.dropTimer -= dt;
        p.rollTimer -= dt;

        double lastNx = p.groundNx, lastNy = p.groundNy;
        boolean grounded = p.noGroundTimer <= 0.0 && detectGround(world, b, p);
        // coyote time and the jump buffer are inclusive: a press exactly coyoteTime after the last grounded step
        // (or jumpBufferTime before the first) still jumps (EPS absorbs the rounding of n * dt)
        p.coyoteTimer = grounded ? p.coyoteTime : p.coyoteTimer - dt;
        p.jumpBufferTimer = jumpPressed ? p.jumpBufferTime : p.jumpBufferTimer - dt;

        double vx = world.getVelocityX(b), vy = world.getVelocityY(b), w = world.getAngularVelocity(b);
        double nx = p.groundNx, ny = p.groundNy;
        boolean tookOff = false;
        // the controller's up is the opposite of the feet side
        double angle = bodyAngle + p.feetOffset();

        // ---------------------------------------------------------------- landings: tricks and bad landings
        if (grounded) {
            if (!p.wasGrounded && p.airTime >= p.minAirTime && !p.righting) land(p, angle);
            p.airTime = 0.0;
            p.airTurn = 0.0;
            p.spinning = false;
            if (p.rollTimer <= 0.0) p.righting = false;
        } else {
            p.airTime += dt;
            p.airTurn += turned;
        }

        // ---------------------------------------------------------------- jump / drop through
        if (p.jumpBufferTimer > -EPS && p.coyoteTimer > -EPS && !p.righting) {
            p.jumpBufferTimer = -1.0;
            p.coyoteTimer = -1.0;
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
        if (!grounded && !tookOff && p.wasGrounded && p.noGroundTimer <= 0.0 && !p.jumping && !p.righting) {
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

        double target = moveX * p.maxRunSpeed;
        if (!grounded) p.tucked = false;
        if (p.rollTimer > 0.0) {
            // ------------------------------------------------------------ a righting roll: gravity and the pivot
            // corner's grip do the rest; it ends when the feet are down (then alignment) or after rollTime
            double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
            double err = DetMath.atan2(ux * ny - uy * nx, ux * nx + uy * ny);
            if (grounded && Math.abs(err) < p.rightingTilt) p.rollTimer = 0.0;
            p.contactFriction = p.idleFriction;
            p.settleTimer = 0.0;
        } else if (grounded) {
            // ------------------------------------------------------------ run / brake / tuck along the ground tangent
            double tx = ny, ty = -nx;
            double rvx = vx - p.groundVx, rvy = vy - p.groundVy;
            double s = rvx * tx + rvy * ty;
            // gravity's pull along the ground: the physics step adds pull * dt to s (no friction while moving), so
            // the speed wanted after the step is set as that speed minus pull * dt
            double pull = world.getGravityY() * ty;
            p.tucked = c.down && !tookOff && !stumbling;
            boolean idle = moveX == 0.0 && !p.tucked;
            boolean steep = ny < p.holdCos;
            // a bend in the ground (the foot of a hill, a dip): the speed along the ground carries round it instead
            // of being lost to the new ground's normal
            double kept = s;
            boolean bend = lastNx * nx + lastNy * ny < 0.9995;
            if (bend && p.wasGrounded && s * p.groundSpeed > 0.0 && Math.abs(s) < Math.abs(p.groundSpeed))
                kept = p.groundSpeed;
            double ds;
            if (p.tucked) {
                ds = tuck(p, kept, pull, dt) - s;
            } else if (idle) {
                ds = clamp(-kept, (steep ? 0.0 : p.groundBrake) * dt) + kept - s;
            } else {
                ds = run(p, kept, moveX, pull, ny, dt) - s;
            }
            p.groundSpeed = s + ds + pull * dt;
            vx += ds * tx;
            vy += ds * ty;
            // friction only holds a player at rest: while running, braking or tucked the controller alone sets the
            // speed (braking by friction would also tip the box forwards)
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
                    double x = world.getX(b), y = world.getY(b);
                    // free room on both sides along the ground (walls, crates; the box needs 0.64 m to turn)
                    double roomBack = room(b, x, y, -tx, -ty), roomAhead = room(b, x, y, tx, ty);
                    // a counter-clockwise turn (err > 0) rolls over the corner behind (towards -t)
                    double rollRoom = err > 0.0 ? roomBack : roomAhead;
                    if (Math.abs(err) < p.rollMaxTilt && rollRoom >= p.halfSize + 2.0 * p.halfSize + 0.1) {
                        // roll: turn about the bottom corner on the rolling side; the centre starts on the circle
                        // around that corner (v = w x r), the corner grips (idle friction) and gravity finishes it
                        double dir = err > 0.0 ? 1.0 : -1.0;
                        double rx = p.halfSize * (nx + dir * tx), ry = p.halfSize * (ny + dir * ty);
                        w = dir * p.rollSpin;
                        vx = p.groundVx - w * ry;
                        vy = p.groundVy + w * rx;
                        p.rollTimer = p.rollTime;
                        p.rolls++;
                        p.contactFriction = p.idleFriction;
                    } else {
                        // hop along the ground normal and turn by the tilt during the flight time 2 v / g; away from
                        // a wall closer than the box's half diagonal, so that the turning corners clear it
                        double g = Math.abs(world.getGravityY());
                        double flight = 2.0 * p.rightingHopSpeed / Math.max(g, 1.0);
                        double clear = p.halfSize * 1.42 + 0.05;
                        double push = 0.0;
                        if (roomAhead < clear && roomBack > roomAhead) push = -(clear - roomAhead);
                        else if (roomBack < clear && roomAhead > roomBack) push = clear - roomBack;
                        push /= 0.5 * flight; // there by mid-flight, when the corners reach out furthest
                        vx = p.groundVx + nx * p.rightingHopSpeed + tx * push;
                        vy = p.groundVy + ny * p.rightingHopSpeed + ty * push;
                        w = err / flight;
                        p.noGroundTimer = 0.1;
                        p.righting = true;
                        p.rightings++;
                        grounded = false;
                    }
                    p.settleTimer = 0.0;
                }
            } else {
                p.settleTimer = 0.0;
                w += clamp(err * p.alignRate - w, p.alignAccel * dt);
            }
        } else if (p.righting) {
            // ------------------------------------------------------------ a righting hop steers itself
            p.contactFriction = 0.0;
            p.settleTimer = 0.0;
        } else {
            // ------------------------------------------------------------ air control, the spin, settling
            // momentum is kept: input accelerates towards the target but never brakes a faster launch in the same
            // direction, and no input changes nothing
            if (moveX != 0.0 && !(target > 0.0 ? vx >= target : vx <= target))
                vx += clamp(target - vx, p.airAccel * dt);
            // the spin is chosen: a fresh jump press in the air (not the take-off's own press), held
            // (a press just before touch-down is the jump buffer's, not a spin)
            if (jumpPressed && !tookOff && !groundWithin(b, p, vy, p.jumpBufferTime)) p.spinning = true;
            if (!c.jump) p.spinning = false;
            if (p.spinning) {
                double dir; // -1 clockwise: right, or travelling right
                if (moveX != 0.0) dir = moveX > 0.0 ? -1.0 : 1.0;
                else if (Math.abs(w) > 0.5) dir = w > 0.0 ? 1.0 : -1.0;
                else dir = vx >= 0.0 ? -1.0 : 1.0;
                double spinTarget = dir * p.maxSpin;
                double dw = clamp(spinTarget - w, p.spinAcceleration * dt);
                // never brake a spin the terrain gave in the steered direction
                if (!(spinTarget < 0.0 ? w <= spinTarget : w >= spinTarget)) w += dw;
            } else {
                // settle towards the nearest feet-down pose on the ground below (or upright when none is near)
                double want = clamp(wrap(landingAngle(b) - angle) * p.settleRate, p.maxSpin);
                w += clamp(want - w, p.settleAccel * dt);
                if (vy > 0.0) cornerCorrection(b, p, vy, dt);
                ledgeLift(b, p, vx, vy, dt);
            }
            p.contactFriction = 0.0;
            p.settleTimer = 0.0;
        }

        // ---------------------------------------------------------------- fall speed cap
        double gy = world.getGravityY() * dt;
        if (vy < -p.maxFallSpeed - gy) vy = -p.maxFallSpeed - gy; // after this step's gravity: exactly -max

        // ---------------------------------------------------------------- the map's sides
        // held like walls: no step carries the centre past them (the speed is cut to what reaches the side)
        double x = world.getX(b);
        if (vx < 0.0 && x + vx * dt < p.minX) vx = Math.max(vx, Math.min(0.0, (p.minX - x) / dt));
        if (vx > 0.0 && x + vx * dt > p.maxX) vx = Math.min(vx, Math.max(0.0, (p.maxX - x) / dt));

        world.setLinearVelocity(b, vx, vy);
        world.setAngularVelocity(b, w);
        p.grounded = grounded;
        p.wasGrounded = grounded;
        // the seam filter acts while the player stands roughly upright on ground
        double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
        p.seamFilter = grounded && p.rollTimer <= 0.0 && ux * p.groundNx + uy * p.groundNy > 0.866;
    }

    /**
     * The speed along the ground after this step's physics while running ({@code moveX} held): up to the run speed
     * (less uphill) at groundAccel, turning at groundTurnAccel; above it, momentum: downhill gains slopeGain of
     * gravity's pull up to slopeMaxSpeed, drag and uphill pull slow it towards the run speed. Returns the speed to
     * set now (the physics adds {@code pull * dt}).
     */
    private static double run(PlayerComponent p, double s, double moveX, double pull, double ny, double dt) {
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
    private static double tuck(PlayerComponent p, double s, double pull, double dt) {
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

    /**
     * A landing after at least minAirTime in the air (not a righting hop): on the feet side (within trickAngle of
     * the ground normal) after one or more full turns is a trick; not on the feet after at least badLandingTurn of
     * turning is a bad landing (a stumble).
     */
    private void land(PlayerComponent p, double angle) {
        double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
        double err = DetMath.atan2(ux * p.groundNy - uy * p.groundNx, ux * p.groundNx + uy * p.groundNy);
        double turn = Math.abs(p.airTurn);
        if (Math.abs(err) <= p.trickAngle) {
            // full turns: a take-off tilted by up to trickAngle still counts the turn it meant
            int turns = (int) Math.floor((turn + p.trickAngle) / (2.0 * DetMath.PI));
            if (turns >= 1) {
                p.tricks++;
                p.trickTurns += turns;
                p.lastTrickTurns = turns;
                events.add(GameEvents.TRICK, turns);
            }
        } else if (turn >= p.badLandingTurn) {
            p.badLandings++;
            p.stumbleTimer = p.stumbleTime;
            events.add(GameEvents.BAD_LANDING, turn);
        }
    }

    /**
     * Free distance from the centre along (dx, dy) to a wall (a solid surface facing back along the ray), up to 2 m.
     */
    private double room(int b, double x, double y, double dx, double dy) {
        double len = 2.0;
        if (!world.rayCast(x, y, x + dx * len, y + dy * len, BodyComponent.SOLID, hit) || hit.body == b) return len;
        return hit.fraction * len;
    }

    /**
     * Corner correction: rising, nearly axis-aligned, when only the outer {@code cornerCorrection} metres of the
     * box's top would hit a ceiling within this step, the box is moved sideways just past the ceiling's corner (a
     * nudge of at most cornerCorrection) so it slides by instead of catching the corner and tumbling.
     */
    private void cornerCorrection(int b, PlayerComponent p, double vy, double dt) {
        double c = p.cornerCorrection;
        if (c <= 0.0) return;
        double a = world.getAngle(b);
        double q = a - (DetMath.PI / 2.0) * Math.floor(a / (DetMath.PI / 2.0) + 0.5); // tilt from the nearest side
        if (Math.abs(q) > 0.1) return;
        double h = p.halfSize, x = world.getX(b), y = world.getY(b);
        double reach = h + vy * dt + 0.05;
        double inset = 0.005;
        boolean left = ceiling(b, x - h + inset, y, reach), right = ceiling(b, x + h - inset, y, reach);
        if (left == right) return; // nothing above, or a ceiling across the whole top
        double sign = left ? 1.0 : -1.0; // move away from the clipped side
        double edge = x - sign * (h - c); // the inner end of the allowed overlap
        if (ceiling(b, edge, y, reach) || ceiling(b, x, y, reach)) return; // more than the corner: a real ceiling
        // find the ceiling's corner: along the top of the box from the inner end outwards
        double fromX = edge, toX = x - sign * (h + 0.01);
        double yLine = hitY + 0.005;
        if (!world.rayCast(fromX, yLine, toX, yLine, BodyComponent.SOLID, hit) || hit.body == b) return;
        if (isOneWay(world, hit.collider)) return;
        double shift = hit.x - (x - sign * h) + sign * 0.01;
        if (Math.abs(shift) > c + 0.01) return;
        world.setTransform(b, x + shift, y, a);
        p.cornerCorrections++;
    }

    private double hitY;

    /**
     * The pose to settle to in the air: feet towards the ground straight below when ground (within the ground
     * cone) lies within landingReach, else upright; as the angle whose "up" is that ground's normal.
     */
    private double landingAngle(int b) {
        double x = world.getX(b), y = world.getY(b);
        if (!world.rayCast(x, y, x, y - LANDING_REACH, BodyComponent.SOLID, hit) || hit.body == b) return 0.0;
        if (hit.normalY < 0.6428) return 0.0;
        return DetMath.atan2(-hit.normalX, hit.normalY);
    }

    /**
     * Whether ground (within the ground cone) lies below close enough to be reached within {@code t} seconds at the
     * current fall, from the box's lowest corner.
     */
    private boolean groundWithin(int b, PlayerComponent p, double vy, double t) {
        double g = Math.abs(world.getGravityY());
        double reach = p.halfSize * 1.42 + Math.max(0.0, -vy) * t + 0.5 * g * t * t;
        double x = world.getX(b), y = world.getY(b);
        if (!world.rayCast(x, y, x, y - reach, BodyComponent.SOLID, hit) || hit.body == b) return false;
        return hit.normalY >= p.groundCos;
    }

    /** How far below the centre the ground a falling box settles to is looked for, m. */
    static final double LANDING_REACH = 4.0;

    /**
     * Ledge lift: in the air, nearly axis-aligned and moving sideways towards a ledge whose top is at most ledgeLift
     * above the box's bottom, or below it but within this step's fall, the box is put on the ledge's lip (front face
     * 1 cm past the wall, bottom 3 cm above the top, clear of the contacts' speculative margin) instead of catching
     * the lip with a corner and tumbling: the sideways counterpart of corner correction. It moves the box by at most
     * this step's travel sideways and ledgeLift up.
     */
    private void ledgeLift(int b, PlayerComponent p, double vx, double vy, double dt) {
        double lift = p.ledgeLift;
        if (lift <= 0.0 || Math.abs(vx) < 0.5) return;
        double a = world.getAngle(b);
        double q = a - (DetMath.PI / 2.0) * Math.floor(a / (DetMath.PI / 2.0) + 0.5);
        if (Math.abs(q) > 0.2) return;
        double h = p.halfSize, x = world.getX(b), y = world.getY(b);
        double dir = vx > 0.0 ? 1.0 : -1.0;
        double bottom = y - h, travel = Math.abs(vx) * dt + 0.02;
        // a wall ahead at the feet after this step
        double yFeet = bottom + Math.min(0.02, vy * dt);
        if (!world.rayCast(x, yFeet, x + dir * (h + travel), yFeet, BodyComponent.SOLID, hit) || hit.body == b) return;
        if (isOneWay(world, hit.collider) || Math.abs(hit.normalX) < 0.7) return;
        double gap = (hit.x - x) * dir - h;
        if (gap > travel) return;
        // its top, just inside it, within the lift
        double wallX = hit.x + dir * 0.02;
        if (!world.rayCast(wallX, bottom + lift, wallX, yFeet, BodyComponent.SOLID, hit) || hit.body == b) return;
        if (hit.fraction <= 0.0 || hit.normalY < p.groundCos || isOneWay(world, hit.collider)) return;
        double newX = x + dir * (Math.max(gap, 0.0) + 0.01);
        double newY = Math.max(y, hit.y + h + 0.03);
        // room for the moved box: nothing above its top
        double up = newY - y + h;
        if (ceiling(b, newX - h + 0.005, y, up) || ceiling(b, newX + h - 0.005, y, up)) return;
        world.setTransform(b, newX, newY, a);
        p.ledgeLifts++;
    }

    /** Whether a solid, not one-way surface lies within reach straight above (x, y); its height in hitY. */
    private boolean ceiling(int b, double x, double y, double reach) {
        if (!world.rayCast(x, y, x, y + reach, BodyComponent.SOLID, hit) || hit.body == b) return false;
        if (isOneWay(world, hit.collider)) return false;
        hitY = hit.y;
        return true;
    }

    private static double wrap(double a) {
        if (a > DetMath.PI || a < -DetMath.PI)
            a -= 2.0 * DetMath.PI * Math.floor((a + DetMath.PI) / (2.0 * DetMath.PI));
        return a;
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
