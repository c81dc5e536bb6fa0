package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.HarmComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.math.DetMath;

/** Machinery on joints: motor-driven wheels and rotating platforms, wrecking balls on chains. */
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

    /**
     * A heavy ball on a chain of pinned links from a fixed anchor, let go at a start angle: a pendulum that hurts the
     * hero like an enemy's hit. A rope (a distance joint with a maximum) from the anchor to the ball keeps the chain
     * from stretching at the game's 4 sub-steps (docs/physics/dynamics.md: a chain stretches ~1.6 % there).
     */
    public static final class WreckingBallKind extends EntityType {
        static final Prop LENGTH =
                Prop.real("length", 5.0, 1.0, false, 30.0, "m from the anchor (the point) to the ball's centre");
        static final Prop ANGLE = Prop.real(
                "angle", 60.0, -170.0, false, 170.0, "start angle, degrees from straight down (> 0: to the right)");
        static final Prop RADIUS = Prop.real("radius", 0.6, 0.2, false, 3.0, "the ball's radius, m");
        static final Prop LINKS = Prop.whole("links", 8, 2, 40, "chain links between the anchor and the ball");
        static final Prop DENSITY = Prop.real("density", 5.0, 0.0, true, 100.0, "kg/m^2 of the ball");

        WreckingBallKind() {
            super(
                    "wreckingball",
                    POINT,
                    false,
                    "the anchor (the point) of a heavy ball on a chain `length` m long, let go at `angle` degrees from"
                            + " straight down: it swings (period about 2 pi sqrt(length / 25) s) and hits the hero like"
                            + " an enemy from any side (it cannot be stomped). The whole swing must be inside the map",
                    LENGTH,
                    ANGLE,
                    RADIUS,
                    LINKS,
                    DENSITY);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            double reach = LENGTH.real(e) + RADIUS.real(e);
            if (RADIUS.real(e) >= LENGTH.real(e)) {
                problems.add("property \"radius\" is " + Prop.num(RADIUS.real(e)) + ", but the chain is only "
                        + Prop.num(LENGTH.real(e)) + " m long: the ball would reach its anchor; make it shorter than"
                        + " \"length\"");
            }
            problems.insideMap(new double[] {e.x - reach, e.y - reach, e.x + reach, e.y}, "the wrecking ball's swing");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double len = LENGTH.real(d), r = RADIUS.real(d), a = ANGLE.real(d) * (DetMath.PI / 180.0);
            double ux = DetMath.sin(a), uy = -DetMath.cos(a); // from the anchor towards the ball
            int n = LINKS.whole(d);
            Entity anchor = Parts.anchor(d.x, d.y);
            engine.addEntity(anchor);
            Entity ball = Parts.body(
                    BodyType.DYNAMIC,
                    d.x + ux * len,
                    d.y + uy * len,
                    0.0,
                    new Shape[] {new Circle(r)},
                    BodyComponent.CAT_ENEMY);
            BodyComponent bb = ball.getComponent(BodyComponent.class);
            bb.density = DENSITY.real(d);
            bb.friction = 0.3;
            ball.add(new HarmComponent());
            ball.add(new TouchCueComponent().event(GameEvents.WRECKING_BALL));
            ball.add(Parts.shape(Parts.ellipseOutline(r, r, 24), IRON_RGB));
            FlowComponent stripes = new FlowComponent().color(0.95f, 0.25f, 0.15f, 1f); // a hazard: red bands
            stripes.across = true;
            stripes.spacing = (float) (r * 0.6);
            stripes.length = (float) (r * 0.8); // within the disc
            ball.add(stripes);
            // the links: light, colliding with nothing (the rope carries the load; they show the chain and swing)
            double chain = len - r, pl = chain / n;
            Entity prev = anchor;
            for (int i = 0; i < n; i++) {
                double cx = d.x + ux * (i + 0.5) * pl, cy = d.y + uy * (i + 0.5) * pl;
                Entity link = Parts.body(
                        BodyType.DYNAMIC,
                        cx,
                        cy,
                        a,
                        new Shape[] {Polygon.box(0.06, pl / 2.0)},
                        BodyComponent.CAT_SENSOR);
                BodyComponent lb = link.getComponent(BodyComponent.class);
                lb.density = 0.5;
                lb.mask = 0;
                link.add(Parts.shape(Parts.box(0.06, pl / 2.0), IRON_RGB));
                engine.addEntity(Parts.look(link, LINK));
                engine.addEntity(Parts.pin(prev, link, d.x + ux * i * pl, d.y + uy * i * pl));
                prev = link;
            }
            engine.addEntity(Parts.look(ball, LOOK));
            engine.addEntity(Parts.pin(prev, ball, d.x + ux * chain, d.y + uy * chain));
            engine.addEntity(Parts.distance(anchor, ball, 0.0, 0.0, 0.0, 0.0, 0.0, len));
        }

        public static final double[] IRON_RGB = {0.26, 0.26, 0.30};
        static final Look LINK = Look.box("rope");
        static final Look LOOK = Look.streaks("a dark iron ball with red bands turning with it (a hazard)");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.WRECKING_BALL, Sfx.Effect.WRECKING_BALL, null, Cue.PLAIN)};
        }
    }
}
