package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.ForceFieldComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.math.DetMath;

/** Areas that act on what is inside them: fans (a force field). */
public final class ZoneKinds {
    private ZoneKinds() {}

    public static final double[] AIR_RGB = {0.80, 0.95, 1.00};

    /** A rectangle of moving air: the engine's force field over it. */
    public static final class FanKind extends EntityType {
        static final Prop ANGLE = Prop.real(
                "angle",
                90.0,
                -360.0,
                false,
                360.0,
                "direction the air blows, degrees counter-clockwise from right (90: up, 0: right, -90: down)");
        static final Prop STRENGTH = Prop.real(
                "strength",
                35.0,
                0.0,
                true,
                200.0,
                "acceleration it gives everything inside, m/s^2 (gravity is 25: more lifts, up 35 is a net 10 up)");

        FanKind() {
            super(
                    "fan",
                    RECTANGLE,
                    true,
                    "a zone of moving air (the rectangle, not turned; the direction is `angle`): every body whose"
                            + " centre is inside is accelerated by `strength` m/s^2 along `angle`, whatever its mass"
                            + " (the hero too: blowing up at more than 25 it floats up a shaft, free to spin)",
                    ANGLE,
                    STRENGTH);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            if (e.angle != 0.0) {
                problems.add("a fan's zone cannot be turned (rotation "
                        + Prop.num(Math.rint(Math.toDegrees(e.angle) * 1000.0) / 1000.0)
                        + " degrees): set its rotation to 0 and give the air's direction in property \"angle\"");
            }
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double w = Parts.or(d.width, 2.0), h = Parts.or(d.height, 4.0);
            double dir = ANGLE.real(d) * (DetMath.PI / 180.0), a = STRENGTH.real(d);
            Entity e = Parts.body(
                    BodyType.STATIC,
                    d.x,
                    d.y,
                    0.0,
                    new Shape[] {Polygon.box(w / 2.0, h / 2.0)},
                    BodyComponent.CAT_SENSOR);
            Parts.sensor(e); // for its sound when the hero enters
            ForceFieldComponent f = new ForceFieldComponent();
            f.minX = d.x - w / 2.0;
            f.maxX = d.x + w / 2.0;
            f.minY = d.y - h / 2.0;
            f.maxY = d.y + h / 2.0;
            f.ax = a * DetMath.cos(dir);
            f.ay = a * DetMath.sin(dir);
            e.add(f);
            FlowComponent air = new FlowComponent().color(1f, 1f, 1f, 0.85f);
            air.angle = (float) dir;
            air.speed = (float) Math.min(12.0, 0.25 * a); // a picture of the air's speed, not a simulated one
            air.spacing = 0.8f;
            air.length = 0.45f;
            e.add(air);
            e.add(new TouchCueComponent().event(GameEvents.FAN));
            ShapeComponent haze = Parts.shape(Parts.box(w / 2.0, h / 2.0), AIR_RGB);
            haze.a = 0.25f; // see-through: the shaft behind it stays readable
            e.add(haze);
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.streaks("a pale blue haze with white streaks flowing the way the air blows");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.FAN, Sfx.Effect.FAN, null, Cue.PLAIN)};
        }
    }
}
