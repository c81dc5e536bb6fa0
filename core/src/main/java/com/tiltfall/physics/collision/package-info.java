/**
 * Collision detection for Tiltfall: shapes ({@link com.tiltfall.physics.collision.Circle},
 * {@link com.tiltfall.physics.collision.Polygon} incl. oriented boxes, {@link com.tiltfall.physics.collision.Ellipse},
 * {@link com.tiltfall.physics.collision.Segment}), the narrow phase {@link com.tiltfall.physics.collision.Collide}
 * writing {@link com.tiltfall.physics.collision.Manifold}s, ray casts, mass properties, concave decomposition and the
 * {@link com.tiltfall.physics.collision.DynamicTree} broad phase.
 *
 * <p>Conventions: manifold normals point from A to B; separation is negative when penetrating; touching counts as a
 * hit; nothing in a query allocates. Pure Java (java.lang/java.util), GWT-compatible. See docs/physics/collision.md.
 */
package com.tiltfall.physics.collision;
