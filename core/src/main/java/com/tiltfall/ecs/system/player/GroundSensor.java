package com.tiltfall.ecs.system.player;

import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerControllerState;
import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;

/**
 * Where the ground is: from the contacts of the previous physics step, or by a ray below the feet when the player
 * ran off a crest (ground snapping). Fills the ground fields of the controller's state. See docs/player.md.
 */
public final class GroundSensor {
    /** Contacts whose closest point is at most this far apart count for ground detection, m. */
    static final double GROUND_GAP = 0.02;

    private final World world;
    private final RayHit hit = new RayHit();
    private final Manifold manifold = new Manifold();

    public GroundSensor(World world) {
        this.world = world;
    }

    /** Most upward touching, enabled, non-sensor contact within the ground cone; fills the ground fields of st. */
    public boolean detect(int b, PlayerTuning t, PlayerControllerState st) {
        double best = -2.0;
        for (int e = world.getFirstContactEdge(b); e != -1; e = world.getNextContactEdge(e)) {
            int k = World.edgeContact(e);
            if (!world.isContactEnabled(k) || world.isContactSensor(k)) continue;
            Manifold m = world.getContactManifold(k, manifold);
            if (m.pointCount == 0 || m.minSeparation() > GROUND_GAP) continue;
            double ny = world.getEdgeNormalY(e);
            if (ny < t.groundCos || ny <= best) continue;
            best = ny;
            st.groundNx = world.getEdgeNormalX(e);
            st.groundNy = ny;
            int other = world.getEdgeOtherBody(e);
            st.groundBody = other;
            int otherCollider =
                    world.getContactBodyA(k) == b ? world.getContactColliderB(k) : world.getContactColliderA(k);
            st.groundOneWay = isOneWay(world, otherCollider);
            st.groundGrip = grip(world, otherCollider);
            boolean moving = world.getBodyType(other) != BodyType.STATIC;
            st.groundVx = moving ? world.getVelocityX(other) : 0.0;
            st.groundVy = moving ? world.getVelocityY(other) : 0.0;
            addSurfaceSpeed(otherCollider, st);
            if (moving && atPoint(otherCollider)) addTurning(other, m.x[0], m.y[0], st);
        }
        return best > -2.0;
    }

    /**
     * Ground snapping: looks for ground within snapDistance below the feet (along the last ground normal); on a hit
     * fills st and re-expresses the step's velocity along the new ground (speed kept) plus what closes the gap to
     * it within this step. Returns whether the player is grounded on it.
     */
    public boolean snap(PlayerStep s, PlayerTuning t, PlayerControllerState st) {
        int b = s.body;
        if (s.vx * st.groundNx + s.vy * st.groundNy > 1.0) return false; // moving away: a real take-off
        double x = world.getX(b), y = world.getY(b);
        double len = t.halfSize * 1.42 + t.snapDistance;
        if (!world.rayCast(x, y, x - st.groundNx * len, y - st.groundNy * len, BodyComponent.SOLID, hit)) return false;
        if (hit.body == b || hit.normalY < t.groundCos) return false;
        double gap = (x - hit.x) * hit.normalX + (y - hit.y) * hit.normalY - t.halfSize;
        if (gap > t.snapDistance) return false;
        st.groundNx = hit.normalX;
        st.groundNy = hit.normalY;
        st.groundBody = hit.body;
        st.groundOneWay = isOneWay(world, hit.collider);
        st.groundGrip = grip(world, hit.collider);
        boolean moving = world.getBodyType(hit.body) != BodyType.STATIC;
        st.groundVx = moving ? world.getVelocityX(hit.body) : 0.0;
        st.groundVy = moving ? world.getVelocityY(hit.body) : 0.0;
        addSurfaceSpeed(hit.collider, st);
        if (moving && atPoint(hit.collider)) addTurning(hit.body, hit.x, hit.y, st);

        double nx = st.groundNx, ny = st.groundNy;
        s.nx = nx;
        s.ny = ny;
        double tx = ny, ty = -nx;
        double along = s.vx * tx + s.vy * ty;
        // keep the speed along the new slope, close the gap to it within this step
        s.vx = along * tx - nx * Math.max(gap, 0.0) / s.dt;
        s.vy = along * ty - ny * Math.max(gap, 0.0) / s.dt;
        return true;
    }

    /**
     * A conveyor: its surface moves along the ground tangent (n_y, -n_x) at its surface speed, so the player runs and
     * stands relative to the belt (carried when idle, slower against it).
     */
    private void addSurfaceSpeed(int collider, PlayerControllerState st) {
        double s = collider < 0 ? 0.0 : world.getColliderSurfaceSpeed(collider);
        if (s == 0.0) return; // no belt: the ground's velocity as before, bit for bit
        st.groundVx += s * st.groundNy;
        st.groundVy -= s * st.groundNx;
    }

    private boolean atPoint(int collider) {
        Object data = collider < 0 ? null : world.getColliderUserData(collider);
        BodyComponent bc = data instanceof Entity ? Mappers.BODY.get((Entity) data) : null;
        return bc != null && bc.groundAtPoint;
    }

    /** A turning body's surface at (x, y) moves faster than its centre by w x r. */
    private void addTurning(int body, double x, double y, PlayerControllerState st) {
        double w = world.getAngularVelocity(body);
        st.groundVx -= w * (y - world.getCenterY(body));
        st.groundVy += w * (x - world.getCenterX(body));
    }

    /** The grip a collider gives the controller: its friction on ice, else unlimited. */
    static double grip(World world, int collider) {
        Object data = collider < 0 ? null : world.getColliderUserData(collider);
        if (!(data instanceof Entity)) return Double.POSITIVE_INFINITY;
        BodyComponent bc = Mappers.BODY.get((Entity) data);
        return bc != null && bc.slippery ? world.getColliderFriction(collider) : Double.POSITIVE_INFINITY;
    }

    /** Whether a collider belongs to a one-way piece (its entity's body component says so). */
    public static boolean isOneWay(World world, int collider) {
        Object data = collider < 0 ? null : world.getColliderUserData(collider);
        if (!(data instanceof Entity)) return false;
        BodyComponent bc = Mappers.BODY.get((Entity) data);
        return bc != null && bc.oneWay;
    }
}
