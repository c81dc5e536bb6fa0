package com.tiltfall.sim;

import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.physics.collision.ContactId;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.dynamics.ContactListener;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * The game's contact rules, in one object handed to the world's pre-solve hook ({@link World#setContactListener}):
 * one-way pieces (and dropping through them), the player's seam filter and the player's contact friction (set by the
 * controller through {@code PlayerControllerState.contactFriction}). See docs/player.md. It holds no system: the
 * physics system registers colliders as it creates them, and the player's wishes arrive through its component.
 */
public final class ContactRules implements ContactListener {
    /** Contacts with a one-way piece are kept only while the other body is at most this deep in it, m. */
    public static final double ONE_WAY_DEPTH = 0.15;
    /** ... and only when the contact normal is within ~45 degrees of the piece's up direction. */
    public static final double ONE_WAY_COS = 0.7;

    private final World world;
    /** Per collider id: one-way flag and the piece's up direction (world). */
    private boolean[] colOneWay = new boolean[64];

    private double[] colUpX = new double[64], colUpY = new double[64];
    /** Per collider id: ice, whose own friction is the pair's (not sqrt(muA^2 + muB^2), which a crate's would raise). */
    private boolean[] colSlippery = new boolean[64];

    private int playerBody = -1, playerCollider = -1;
    private PlayerComponent player;

    public ContactRules(World world) {
        this.world = world;
    }

    /** A collider was created: remembers whether it is one-way and which way is its up (world frame). */
    public void colliderCreated(int collider, boolean oneWay, double upX, double upY) {
        ensureCapacity(collider + 1);
        colOneWay[collider] = oneWay;
        colUpX[collider] = upX;
        colUpY[collider] = upY;
    }

    /** The collider (created with pre-solve on) is ice: its friction is its contacts' friction. */
    public void colliderSlippery(int collider) {
        ensureCapacity(collider + 1);
        colSlippery[collider] = true;
    }

    public void colliderDestroyed(int collider) {
        if (collider >= 0 && collider < colOneWay.length) {
            colOneWay[collider] = false;
            colSlippery[collider] = false;
        }
    }

    private boolean isSlippery(int collider) {
        return collider >= 0 && collider < colSlippery.length && colSlippery[collider];
    }

    /** The player's body and collider (-1, -1, null when it is gone). */
    public void setPlayer(int body, int collider, PlayerComponent p) {
        playerBody = body;
        playerCollider = collider;
        player = p;
    }

    public int playerBody() {
        return playerBody;
    }

    public boolean isOneWay(int collider) {
        return collider >= 0 && collider < colOneWay.length && colOneWay[collider];
    }

    private void ensureCapacity(int n) {
        if (n <= colOneWay.length) return;
        int cap = Math.max(n, colOneWay.length * 2);
        boolean[] o = new boolean[cap];
        System.arraycopy(colOneWay, 0, o, 0, colOneWay.length);
        double[] ux = new double[cap], uy = new double[cap];
        System.arraycopy(colUpX, 0, ux, 0, colUpX.length);
        System.arraycopy(colUpY, 0, uy, 0, colUpY.length);
        boolean[] slip = new boolean[cap];
        System.arraycopy(colSlippery, 0, slip, 0, colSlippery.length);
        colOneWay = o;
        colUpX = ux;
        colUpY = uy;
        colSlippery = slip;
    }

    @Override
    public void beginContact(World w, int contact, int colliderA, int colliderB) {}

    @Override
    public void endContact(World w, int contact, int colliderA, int colliderB) {}

    @Override
    public boolean preSolve(World w, int contact, Manifold m) {
        int ca = w.getContactColliderA(contact), cb = w.getContactColliderB(contact);
        // the manifold normal points from A to B
        boolean keep = true;
        if (isOneWay(ca)) keep = oneWayKeeps(ca, cb, m.normalX, m.normalY, m);
        else if (isOneWay(cb)) keep = oneWayKeeps(cb, ca, -m.normalX, -m.normalY, m);
        if (keep && ca == playerCollider) keep = !isSeamArtifact(cb, -m.normalX, -m.normalY, m);
        else if (keep && cb == playerCollider) keep = !isSeamArtifact(ca, m.normalX, m.normalY, m);
        if (isSlippery(ca) || isSlippery(cb)) {
            double mu = w.getColliderFriction(isSlippery(ca) ? ca : cb);
            w.setContactFriction(contact, mu, mu);
        }
        if (keep && player != null && (ca == playerCollider || cb == playerCollider)) {
            // the controller brakes by itself: its friction replaces the pair's (docs/player.md)
            w.setContactFriction(contact, player.state.contactFriction, player.state.contactFriction);
        }
        return keep;
    }

    /** nx, ny: normal pointing from the one-way piece towards the other body. */
    private boolean oneWayKeeps(int piece, int other, double nx, double ny, Manifold m) {
        if (other == playerCollider && player != null && player.state.dropTimer > 0.0) return false;
        if (nx * colUpX[piece] + ny * colUpY[piece] < ONE_WAY_COS) return false;
        return m.minSeparation() > -ONE_WAY_DEPTH;
    }

    /**
     * A polygon's corner and the player's corner still apart, the normal the line between them (the narrow phase's
     * vertex-vertex case): it can lie in the floor cone though the two never meet. Running flat at 7 m/s, the
     * speculative constraint along that diagonal kicked the player up when its corner passed 5 mm above the corner of
     * a bridge's first plank (the bottom face takes the next piece a step later, with a face normal).
     */
    private boolean isCornerPastCorner(int other, Manifold m) {
        if (m.pointCount != 1 || m.separation[0] <= 0.0) return false;
        if (!(world.getColliderShape(other) instanceof Polygon)) return false;
        int id = m.id[0];
        return ContactId.typeA(id) == ContactId.VERTEX && ContactId.typeB(id) == ContactId.VERTEX;
    }

    /**
     * The seam filter (docs/player.md): while the player stands upright on ground, a contact with any piece (a
     * bridge's plank as much as terrain) whose normal (nx, ny, pointing at the player) is not a floor normal in the
     * player's frame, or whose corner faces the player's corner, and whose points all lie within {@code seamSkin}
     * above the player's bottom face is the corner or side face of the next piece of a flush surface (or a step lower
     * than the skin): ignoring it lets the player slide over the seam, and a real step that low is climbed because the
     * floor contact of the next piece takes over. Crates and walls are taller than the skin and stay solid.
     */
    private boolean isSeamArtifact(int terrain, double nx, double ny, Manifold m) {
        if (player == null || !player.state.seamFilter || m.pointCount == 0 || player.tuning.seamSkin <= 0.0)
            return false;
        double a = world.getAngle(playerBody);
        double ux = -DetMath.sin(a), uy = DetMath.cos(a);
        if (nx * ux + ny * uy >= player.tuning.groundCos && !isCornerPastCorner(terrain, m)) return false;
        double feet = -player.tuning.halfSize;
        for (int i = 0; i < m.pointCount; i++) {
            double ly = world.toLocalY(playerBody, m.x[i], m.y[i]);
            if (ly - feet > player.tuning.seamSkin) return false;
        }
        return true;
    }
}
