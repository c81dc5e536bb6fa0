package com.tiltfall.physics.dynamics;

/** Kinds of joints; each has its definition ({@link DistanceJointDef}, {@link RevoluteJointDef}) and its solver file. */
public enum JointType {
    /** Distance range between two anchors: rod (min = max), rope (max only), or a range: {@link DistanceJoint}. */
    DISTANCE,
    /** Pin at a common point, free rotation: {@link RevoluteJoint}. */
    REVOLUTE
}
