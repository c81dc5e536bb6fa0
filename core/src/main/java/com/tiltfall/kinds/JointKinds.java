package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.RestPoseComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.sim.Simulation;

/** Things held by the physics' joints and springs: swings, rope bridges, see-saws and bounce pads. */
public final class JointKinds {
    private JointKinds() {}

    public static final double[] WOOD_RGB = {0.66, 0.48, 0.28};
    public static final double[] ROPE_RGB = {0.85, 0.80, 0.65};
    public static final double[] PAD_RGB = {0.95, 0.35, 0.55};
    public static final double[] STAND_RGB = {0.35, 0.35, 0.40};

    static final double MAX = Double.POSITIVE_INFINITY;

    /** Swing seats, bridge planks and see-saw boards. */
    static final Look PLANK = Look.box("plank");
    /** A swing's ropes or rods, with the hook they hang from. */
    static final Look ROPES = Look.rope("rope", "particle_dot");

    static Prop density(double def) {
        return Prop.real("density", def, 0.0, true, MAX, "kg/m^2 of the moving part");
    }

    static Prop friction() {
        return Prop.real("friction", 0.8, 0.0, false, MAX, "friction coefficient");
    }

    static Entity plank(double x, double y, double angle, double hw, double hh, double density, double friction) {
        Entity e = Parts.body(
                BodyType.DYNAMIC, x, y, angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.density = density;
        b.friction = friction;
        e.add(Parts.shape(Parts.box(hw, hh), WOOD_RGB));
        return Parts.look(e, PLANK);
    }

    /** A platform hanging from a point {@code length} m above its centre by two rods (or ropes) to its ends. */
    public static final class SwingKind extends EntityType {
        static final Prop LENGTH =
                Prop.real("length", 3.0, 0.0, true, 50.0, "m from the hanging point down to the platform's centre");
        static final Prop ROPE =
                Prop.flag("rope", false, "ropes (can go slack, distance joints with a maximum) instead of rods");
        static final Prop DENSITY = density(1.0);
        static final Prop FRICTION = friction();

        SwingKind() {
            super(
                    "swing",
                    RECTANGLE,
                    true,
                    "a platform (the rectangle) hanging from the point `length` m above its centre by two distance"
                            + " joints to its ends; it swings when you land on it, and hangs still again whenever the"
                            + " player respawns. The hanging point must be inside the map",
                    LENGTH,
                    ROPE,
                    DENSITY,
                    FRICTION);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            problems.insideMap(new double[] {e.x, e.y + LENGTH.real(e)}, "the swing's hanging point");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 2.0) / 2.0, hh = Parts.or(d.height, 0.4) / 2.0, len = LENGTH.real(d);
            Entity hook = Parts.anchor(d.x, d.y + len);
            hook.add(Parts.shape(Parts.box(0.12, 0.12), STAND_RGB));
            Entity seat = plank(d.x, d.y, 0.0, hw, hh, DENSITY.real(d), FRICTION.real(d));
            seat.add(new RestPoseComponent().set(d.x, d.y, 0.0)); // hangs still again after each respawn
            engine.addEntity(hook);
            engine.addEntity(seat);
            double l = Math.sqrt(hw * hw + len * len);
            double min = ROPE.flag(d) ? 0.0 : l;
            engine.addEntity(Parts.look(Parts.distance(hook, seat, 0.0, 0.0, -hw, 0.0, min, l), ROPES));
            engine.addEntity(Parts.look(Parts.distance(hook, seat, 0.0, 0.0, hw, 0.0, min, l), ROPES));
        }

        @Override
        public Look look() {
            return PLANK;
        }
    }

    /** Planks pinned end to end across the rectangle, the end ones to the rectangle's sides. */
    public static final class BridgeKind extends EntityType {
        static final Prop PLANKS = Prop.whole("planks", 8, 2, 64, "number of planks");
        static final Prop DENSITY = density(2.0);
        static final Prop FRICTION = friction();
        static final Prop DAMPING =
                Prop.real("damping", 3.0, 0.0, false, 100.0, "velocity damping of the planks, 1/s (0: it rings)");

        BridgeKind() {
            super(
                    "bridge",
                    RECTANGLE,
                    true,
                    "a rope bridge: `planks` planks across the rectangle (its height is their thickness), joined by"
                            + " pins (revolute joints), the end ones pinned to the rectangle's left and right sides;"
                            + " it sags and sways under the player",
                    PLANKS,
                    DENSITY,
                    FRICTION,
                    DAMPING);
        }

        /** Narrowest plank, m. */
        static final double MIN_PLANK = 0.2;

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            int n = PLANKS.whole(e);
            if (e.width / n < MIN_PLANK) {
                problems.add("property \"planks\" is " + n + ", but the bridge is " + Prop.num(e.width)
                        + " m wide: planks would be narrower than " + Prop.num(MIN_PLANK) + " m; use at most "
                        + (int) Math.floor(e.width / MIN_PLANK) + " planks or draw it wider");
            }
        }

        @Override
        public double[] groundAnchors(EntityData e) {
            double w = Parts.or(e.width, 4.0);
            return new double[] {e.x - w / 2.0, e.y, e.x + w / 2.0, e.y};
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            int n = Math.max(1, Math.min(PLANKS.whole(d), (int) Math.floor(Parts.or(d.width, 4.0) / MIN_PLANK)));
            double w = Parts.or(d.width, 4.0), hh = Parts.or(d.height, 0.25) / 2.0;
            double x0 = d.x - w / 2.0, pw = w / n;
            Entity left = Parts.anchor(x0, d.y), right = Parts.anchor(x0 + w, d.y);
            engine.addEntity(left);
            engine.addEntity(right);
            Entity prev = left;
            for (int i = 0; i < n; i++) {
                Entity p = plank(x0 + (i + 0.5) * pw, d.y, 0.0, pw / 2.0 - 0.02, hh, DENSITY.real(d), FRICTION.real(d));
                BodyComponent bc = p.getComponent(BodyComponent.class);
                bc.linearDamping = DAMPING.real(d);
                bc.angularDamping = DAMPING.real(d);
                engine.addEntity(p);
                engine.addEntity(Parts.pin(prev, p, x0 + i * pw, d.y));
                prev = p;
            }
            engine.addEntity(Parts.pin(prev, right, x0 + w, d.y));
        }

        @Override
        public Look look() {
            return PLANK;
        }
    }

    /** A plank turning on a pin. */
    public static final class SeesawKind extends EntityType {
        static final Prop PIVOT = Prop.real(
                "pivot",
                0.0,
                Double.NEGATIVE_INFINITY,
                false,
                MAX,
                "where the pin is, m right of the plank's centre (inside the plank)");
        static final Prop DENSITY = density(1.0);
        static final Prop FRICTION = friction();

        SeesawKind() {
            super(
                    "seesaw",
                    RECTANGLE,
                    true,
                    "a plank (the rectangle) on a pin (revolute joint) at its centre or `pivot` m to the right;"
                            + " draw it low enough that its ends reach the ground when it tips",
                    PIVOT,
                    DENSITY,
                    FRICTION);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            double p = PIVOT.real(e);
            if (Math.abs(p) >= e.width / 2.0) {
                problems.add("property \"pivot\" is " + Prop.num(p) + "; it must be inside the plank (between -"
                        + Prop.num(e.width / 2.0) + " and " + Prop.num(e.width / 2.0) + ")");
            }
        }

        /** The stand drawn under the pin, m (picture only). */
        static final double STAND_HEIGHT = 0.8;

        @Override
        public double[] groundAnchors(EntityData e) {
            return new double[] {e.x + PIVOT.real(e), e.y - STAND_HEIGHT};
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 4.0) / 2.0, hh = Parts.or(d.height, 0.3) / 2.0;
            double px = d.x + PIVOT.real(d);
            Entity pin = Parts.anchor(px, d.y);
            pin.add(Parts.shape(
                    new double[] {0.0, 0.0, 0.45, -STAND_HEIGHT, -0.45, -STAND_HEIGHT}, STAND_RGB)); // picture only
            Entity board = plank(d.x, d.y, 0.0, hw, hh, DENSITY.real(d), FRICTION.real(d));
            engine.addEntity(pin);
            engine.addEntity(board);
            engine.addEntity(Parts.look(Parts.pin(pin, board, px, d.y), STAND));
        }

        static final Look STAND = Look.stand("seesaw_pivot");

        @Override
        public Look look() {
            return PLANK;
        }
    }

    /** A plate on a spring-damper, held at the top of its travel by a distance joint. */
    public static final class BouncePadKind extends EntityType {
        static final Prop STIFFNESS =
                Prop.real("stiffness", 400.0, 0.0, true, 100000.0, "spring stiffness, N/m (harder: quicker, higher)");
        static final Prop DAMPING =
                Prop.real("damping", 2.0, 0.0, false, 10000.0, "spring damping, N s/m (more: less bounce)");
        static final Prop TRAVEL = Prop.real("travel", 0.6, 0.0, true, 5.0, "how far the plate can be pressed down, m");
        static final Prop BOOST = Prop.real(
                "boost",
                0.5,
                0.0,
                false,
                5.0,
                "how much longer the spring's rest length gets while the player is on the plate, m (0: a plain"
                        + " spring that only gives back what it got)");
        /** Light by default: the plate's own momentum is lost when the stop joint halts it. */
        static final Prop PLATE_DENSITY = density(0.2);

        /** Gap between the lowest plate position and the spring's base, m. */
        static final double GAP = 0.2;

        BouncePadKind() {
            super(
                    "bouncepad",
                    RECTANGLE,
                    true,
                    "a plate (the rectangle, drawn at rest) on a spring-damper force element; it can be pressed down"
                            + " by `travel` m. Jump onto it: while you touch it its spring is `boost` m longer, so it"
                            + " throws you higher than you fell. It holds 1.5x the weight of the plate and the player"
                            + " at rest. The bottom of its travel must be inside the map",
                    STIFFNESS,
                    DAMPING,
                    TRAVEL,
                    BOOST,
                    PLATE_DENSITY);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            problems.insideMap(new double[] {e.x, e.y - TRAVEL.real(e)}, "the bounce pad at the bottom of its travel");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 1.5) / 2.0, hh = Parts.or(d.height, 0.3) / 2.0;
            double travel = TRAVEL.real(d), k = STIFFNESS.real(d);
            double baseY = d.y - travel - GAP;
            Entity base = Parts.anchor(d.x, baseY);
            base.add(Parts.shape(
                    new double[] {-hw * 0.6, 0.0, hw * 0.6, 0.0, hw * 0.6, travel, -hw * 0.6, travel}, STAND_RGB));
            Entity plate = Parts.body(
                    BodyType.DYNAMIC, d.x, d.y, 0.0, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            BodyComponent b = plate.getComponent(BodyComponent.class);
            b.density = PLATE_DENSITY.real(d);
            b.friction = 0.8;
            b.fixedRotation = true;
            BouncePadComponent pad = new BouncePadComponent();
            pad.originX = d.x;
            plate.add(pad);
            plate.add(Parts.shape(Parts.box(hw, hh), PAD_RGB));
            Parts.look(plate, LOOK);
            engine.addEntity(base);
            engine.addEntity(plate);
            // preload: at the top of its travel the spring pushes with 1.5 x (plate + player) weight
            double plateMass = b.density * 4.0 * hw * hh, playerMass = 0.81;
            double preload = 1.5 * (plateMass + playerMass) * Simulation.GRAVITY / k;
            Entity spring = Parts.spring(base, plate, travel + GAP + preload, k, DAMPING.real(d));
            pad.spring = spring;
            pad.restLength = travel + GAP + preload;
            pad.boost = BOOST.real(d);
            engine.addEntity(Parts.look(spring, SPRING));
            // the stop is hidden in the spring's coil: no look
            engine.addEntity(Parts.distance(base, plate, 0.0, 0.0, 0.0, 0.0, GAP, travel + GAP));
        }

        static final Look LOOK = Look.box("spring_top");
        static final Look SPRING = Look.spring("spring_coil", "spring_base");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.SPRING, Sfx.Effect.SPRING, null, Cue.PLAIN)};
        }
    }
}
