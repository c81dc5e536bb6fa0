package com.tiltfall.physics.dynamics;

/** How a body moves. The order is the stores' int code ({@link #ordinal()}): static 0, kinematic 1, dynamic 2. */
public enum BodyType {
    /** Never moves (infinite mass); collides with kinematic and dynamic bodies' colliders only through them. */
    STATIC,
    /** Moves with the velocity it is given, unaffected by forces and contacts (infinite mass): moving platforms. */
    KINEMATIC,
    /** Moved by gravity, forces, contacts and joints; mass from its colliders' densities. */
    DYNAMIC
}
