/**
 * Deterministic math for the simulation: {@link com.tiltfall.physics.math.DetMath} is the one class through which
 * every transcendental function of the physics and of the game systems that feed it (sin, cos, atan, atan2, exp, log,
 * pow) must go, so that a run gives bit-identical doubles on the desktop JVM and in the browser (GWT to JavaScript).
 * It is built only from IEEE-754 double operations that both platforms round identically; {@link
 * com.tiltfall.physics.math.DetMathSelfCheck#checksum(int)} folds the results over a fixed input sequence into one
 * number that the browser test compares with the JVM's.
 */
package com.tiltfall.physics.math;
