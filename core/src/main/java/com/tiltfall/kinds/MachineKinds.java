package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** Machinery on joints: motor-driven wheels and rotating platforms. */
public final class MachineKinds {
    private MachineKinds() {}

    public static final double[] WHEEL_RGB = {0.80, 0.42, 0.18};

    /** A plank or disc on a pin at its centre, turned by a motor of capped torque. */
    public static final class WheelKind extends EntityType {
        static final Prop SPEED = Prop.real(
                "speed",
                1.0,
                -10.0,
                false,
                10.0,
                "rad/s the motor turns it, counter-clockwise > 0 (0: the motor holds it" + " still, up to maxTorque)");
        static final Prop MAX_TORQUE = Prop.real(
                "maxTorque",
                200.0,
                0.0,
                false,
                100000.0,
                "the motor's largest torque, N m (the hero's weight 2 m from the pin is 40: less lets it tip the plank;"
                        + " 0: no motor, it turns freely)");
        static final Prop ROUND =
                Prop.flag("round", false, "a disc (diameter: the rectangle's width) instead of a plank");
        static final Prop DENSITY = JointKinds.density(1.0);
        static final Prop FRICTION = JointKinds.friction();

        WheelKind() {
            super(
                    "wheel",
                    RECTANGLE,
                    true,
                    "a plank (the rectangle), or a disc with `round`, on a pin at its centre, turned by a motor at"
                            + " `speed` rad/s with at most `maxTorque` N m: a rotating platform or a wheel to ride (the"
                            + " spin rules decide how a landing on a turning plank ends)",
                    SPEED,
                    MAX_TORQUE,
                    ROUND,
                    DENSITY,
                    FRICTION);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double w = Parts.or(d.width, 4.0), h = Parts.or(d.height, 0.3);
            boolean round = ROUND.flag(d);
            Shape shape = round ? new Circle(w / 2.0) : Polygon.box(w / 2.0, h / 2.0);
            Entity hub = Parts.anchor(d.x, d.y);
            Entity body =
                    Parts.body(BodyType.DYNAMIC, d.x, d.y, d.angle, new Shape[] {shape}, BodyComponent.CAT_PLATFORM);
            BodyComponent b = body.getComponent(BodyComponent.class);
            b.density = DENSITY.real(d);
            b.friction = FRICTION.real(d);
            b.groundAtPoint = true;
            body.add(Parts.shape(
                    round ? Parts.ellipseOutline(w / 2.0, w / 2.0, 24) : Parts.box(w / 2.0, h / 2.0), WHEEL_RGB));
            FlowComponent spokes = new FlowComponent().color(0.98f, 0.85f, 0.55f, 1f);
            spokes.across = true; // still bars, turning with the body: its turning shows
            spokes.spacing = round ? (float) (w / 4.0) : 0.5f;
            spokes.length = round ? (float) (w / 8.0) : (float) (0.6 * h);
            body.add(spokes);
            body.add(new TouchCueComponent().event(GameEvents.WHEEL));
            engine.addEntity(hub);
            engine.addEntity(Parts.look(body, LOOK));
            Entity pin = Parts.pin(hub, body, d.x, d.y);
            JointComponent j = pin.getComponent(JointComponent.class);
            j.motor = true;
            j.motorSpeed = SPEED.real(d);
            j.maxMotorTorque = MAX_TORQUE.real(d);
            engine.addEntity(pin);
        }

        static final Look LOOK = Look.streaks("an orange plank or disc with pale bars turning with it");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.WHEEL, Sfx.Effect.WHEEL, null, Cue.PLAIN)};
        }
    }
}
