package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** Fixed blocks whose surface is the point: conveyors (a moving surface) and ice (a slippery one). */
public final class SurfaceKinds {
    private SurfaceKinds() {}

    public static final double[] BELT_RGB = {0.22, 0.23, 0.27};
    public static final double[] ICE_RGB = {0.70, 0.90, 1.00};

    /**
     * A fixed block of the rectangle (turned as in Tiled: a ramp), drawn with marks over it, that makes its sound when
     * the player lands on it.
     */
    static Entity block(EntityData d, double friction, double[] rgb, int event, FlowComponent flow) {
        double hw = Parts.or(d.width, 3.0) / 2.0, hh = Parts.or(d.height, 0.5) / 2.0;
        Entity e = Parts.body(
                BodyType.STATIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
        e.getComponent(BodyComponent.class).friction = friction;
        e.add(Parts.shape(Parts.box(hw, hh), rgb));
        e.add(new TouchCueComponent().event(event));
        return e.add(flow);
    }

    /** A belt: its surface moves (the engine's surface speed), so friction carries what rests on it. */
    public static final class ConveyorKind extends EntityType {
        /** Fastest belt, m/s: the hero runs at 7, so a belt at 7 or more cannot be walked up. */
        static final double MAX_SPEED = 12.0;

        static final Prop SPEED = Prop.real(
                "speed",
                3.0,
                -MAX_SPEED,
                false,
                MAX_SPEED,
                "m/s of the belt along its top: > 0 carries to the right, < 0 to the left (not 0)");
        static final Prop FRICTION = Prop.real(
                "friction", 0.8, 0.0, true, 5.0, "friction coefficient (the grip that brings things to belt speed)");

        ConveyorKind() {
            super(
                    "conveyor",
                    RECTANGLE,
                    true,
                    "a fixed belt (the rectangle) whose surface moves at `speed` round it, clockwise for > 0 (to the"
                            + " right along its top): what rests on it is carried, a crate reaches the belt's speed in"
                            + " speed / (friction g) s; the hero standing on it is carried and runs relative to it"
                            + " (slower against it)",
                    SPEED,
                    FRICTION);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            if (SPEED.real(e) == 0.0) {
                problems.add("property \"speed\" is 0: the belt does not move; give it a speed (> 0 to the right,"
                        + " < 0 to the left) or use terrain");
            }
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double speed = SPEED.real(d);
            FlowComponent ridges = new FlowComponent().color(0.95f, 0.78f, 0.20f, 0.9f);
            ridges.angle = 0f;
            ridges.speed = (float) speed; // the top's motion; the picture is the top's ridges
            ridges.across = true;
            ridges.spacing = 0.5f;
            ridges.length = 0.3f;
            Entity e = block(d, FRICTION.real(d), BELT_RGB, GameEvents.CONVEYOR, ridges);
            e.getComponent(BodyComponent.class).surfaceSpeed = speed;
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.streaks("a dark belt with yellow ridges moving at its speed");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.CONVEYOR, Sfx.Effect.CONVEYOR, null, Cue.PLAIN)};
        }
    }

    /**
     * Ice: a fixed block (turn it in Tiled for an icy ramp) whose low friction is the friction of everything on it,
     * and on which the hero's own running and braking get no more grip than that friction gives.
     */
    public static final class IceKind extends EntityType {
        static final Prop FRICTION = Prop.real(
                "friction", 0.05, 0.0, false, 0.25, "friction coefficient of everything on it (also the hero's grip)");

        IceKind() {
            super(
                    "ice",
                    RECTANGLE,
                    true,
                    "a fixed block of ice (the rectangle; turn it for a ramp): things on it slide, a crate at v m/s"
                            + " stops after v^2 / (2 friction g) m; the hero speeds up, brakes and turns with at most"
                            + " friction x g, so it slides on and off it",
                    FRICTION);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            FlowComponent glints = new FlowComponent().color(1f, 1f, 1f, 0.75f);
            glints.angle = (float) (Math.PI / 4.0); // still diagonal glints: a glazed, frozen surface
            glints.spacing = 0.7f;
            glints.length = 0.35f;
            Entity e = block(d, FRICTION.real(d), ICE_RGB, GameEvents.ICE, glints);
            e.getComponent(BodyComponent.class).slippery = true;
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.streaks("pale blue ice with white glints");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.ICE, Sfx.Effect.ICE, null, Cue.PLAIN)};
        }
    }
}
