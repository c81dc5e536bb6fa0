package com.tiltfall.ecs.system.player;

import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * The two nudges that keep a near miss from tumbling the box in the air: corner correction (rising past a
 * ceiling's corner) and ledge lift (onto a ledge's lip). Both move the body, never by more than their tuning value.
 * See docs/player.md.
 */
final class AirAssists {
    private final World world;
    private final RayHit hit = new RayHit();
    /** The height of the ceiling the last successful {@link #ceiling} call found. */
    private double hitY;

    AirAssists(World world) {
        this.world = world;
    }

    /**
     * Corner correction: rising, nearly axis-aligned, when only the outer {@code cornerCorrection} metres of the
     * box's top would hit a ceiling within this step, the box is moved sideways just past the ceiling's corner (a
     * nudge of at most cornerCorrection) so it slides by instead of catching the corner and tumbling.
     */
    void cornerCorrection(int b, PlayerComponent p, double vy, double dt) {
        double c = p.tuning.cornerCorrection;
        if (c <= 0.0) return;
        double a = world.getAngle(b);
        double q = a - (DetMath.PI / 2.0) * Math.floor(a / (DetMath.PI / 2.0) + 0.5); // tilt from the nearest side
        if (Math.abs(q) > 0.1) return;
        double h = p.tuning.halfSize, x = world.getX(b), y = world.getY(b);
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
        if (GroundSensor.isOneWay(world, hit.collider)) return;
        double shift = hit.x - (x - sign * h) + sign * 0.01;
        if (Math.abs(shift) > c + 0.01) return;
        world.setTransform(b, x + shift, y, a);
        p.stats.cornerCorrections++;
    }

    /**
     * Ledge lift: in the air, nearly axis-aligned and moving sideways towards a ledge whose top is at most ledgeLift
     * above the box's bottom, or below it but within this step's fall, the box is put on the ledge's lip (front face
     * 1 cm past the wall, bottom 3 cm above the top, clear of the contacts' speculative margin) instead of catching
     * the lip with a corner and tumbling: the sideways counterpart of corner correction. It moves the box by at most
     * this step's travel sideways and ledgeLift up.
     */
    void ledgeLift(int b, PlayerComponent p, double vx, double vy, double dt) {
        double lift = p.tuning.ledgeLift;
        if (lift <= 0.0 || Math.abs(vx) < 0.5) return;
        double a = world.getAngle(b);
        double q = a - (DetMath.PI / 2.0) * Math.floor(a / (DetMath.PI / 2.0) + 0.5);
        if (Math.abs(q) > 0.2) return;
        double h = p.tuning.halfSize, x = world.getX(b), y = world.getY(b);
        double dir = vx > 0.0 ? 1.0 : -1.0;
        double bottom = y - h, travel = Math.abs(vx) * dt + 0.02;
        // a wall ahead at the feet after this step
        double yFeet = bottom + Math.min(0.02, vy * dt);
        if (!world.rayCast(x, yFeet, x + dir * (h + travel), yFeet, BodyComponent.SOLID, hit) || hit.body == b) return;
        if (GroundSensor.isOneWay(world, hit.collider) || Math.abs(hit.normalX) < 0.7) return;
        double gap = (hit.x - x) * dir - h;
        if (gap > travel) return;
        // its top, just inside it, within the lift
        double wallX = hit.x + dir * 0.02;
        if (!world.rayCast(wallX, bottom + lift, wallX, yFeet, BodyComponent.SOLID, hit) || hit.body == b) return;
        if (hit.fraction <= 0.0 || hit.normalY < p.tuning.groundCos || GroundSensor.isOneWay(world, hit.collider))
            return;
        double newX = x + dir * (Math.max(gap, 0.0) + 0.01);
        double newY = Math.max(y, hit.y + h + 0.03);
        // room for the moved box: nothing above its top
        double up = newY - y + h;
        if (ceiling(b, newX - h + 0.005, y, up) || ceiling(b, newX + h - 0.005, y, up)) return;
        world.setTransform(b, newX, newY, a);
        p.stats.ledgeLifts++;
    }

    /** Whether a solid, not one-way surface lies within reach straight above (x, y); its height in hitY. */
    private boolean ceiling(int b, double x, double y, double reach) {
        if (!world.rayCast(x, y, x, y + reach, BodyComponent.SOLID, hit) || hit.body == b) return false;
        if (GroundSensor.isOneWay(world, hit.collider)) return false;
        hitY = hit.y;
        return true;
    }
}
