package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** Enemies: stomp them from above; any other touch costs a life. */
public final class EnemyKinds {
    private EnemyKinds() {}

    public static final double[] WALKER_RGB = {0.62, 0.25, 0.70};
    public static final double[] ROLLER_RGB = {0.30, 0.30, 0.36};

    static final Prop START_LEFT = Prop.flag("startLeft", true, "it first moves left (false: right)");

    static Entity enemy(Entity e, int kind, double speed, boolean left, double hw, double hh) {
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.category = BodyComponent.CAT_ENEMY;
        EnemyComponent en = new EnemyComponent();
        en.kind = kind;
        en.speed = speed;
        en.direction = left ? -1 : 1;
        en.halfWidth = hw;
        en.halfHeight = hh;
        e.add(en);
        return e;
    }

    public static final class WalkerKind extends EntityType {
        static final Prop SPEED = Prop.real("speed", 2.0, 0.0, true, 20.0, "walking speed, m/s");
        static final Prop DENSITY = Prop.real("density", 1.0, 0.0, true, Double.POSITIVE_INFINITY, "kg/m^2");

        WalkerKind() {
            super(
                    "walker",
                    RECTANGLE,
                    true,
                    "an enemy that walks and turns round at walls and at the edge of the ground (it never walks off"
                            + " a ledge); it does not turn over",
                    SPEED,
                    START_LEFT,
                    DENSITY);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 0.9) / 2.0, hh = Parts.or(d.height, 0.8) / 2.0;
            Entity e = Parts.body(BodyType.DYNAMIC, d.x, d.y, 0.0, new Shape[] {Polygon.box(hw, hh)}, 0);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = DENSITY.real(d);
            b.friction = 0.0; // the enemy system sets its walking speed
            b.fixedRotation = true;
            enemy(e, EnemyComponent.WALKER, SPEED.real(d), START_LEFT.flag(d), hw, hh);
            e.add(Parts.shape(Parts.box(hw, hh), WALKER_RGB));
            engine.addEntity(Parts.look(e, LOOK));
        }

        /** The sprite's body is 44 x 35 px of its 48 x 40. */
        static final Look LOOK = Look.walk("enemy", 48f, 44f, 40f, 35f);

        @Override
        public Look look() {
            return LOOK;
        }

        /** Stomping a walker or a roller. */
        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.STOMP, Sfx.Effect.STOMP, "STOMP", Cue.STOMP)};
        }
    }

    public static final class RollerKind extends EntityType {
        static final Prop SPEED =
                Prop.real("speed", 3.0, 0.0, true, 30.0, "rolling speed its torque keeps on flat ground, m/s");
        static final Prop TORQUE = Prop.real(
                "torque",
                4.0,
                0.0,
                false,
                1000.0,
                "largest torque it drives itself with, N m (0: rolls" + " only downhill)");
        static final Prop DENSITY = Prop.real("density", 1.0, 0.0, true, Double.POSITIVE_INFINITY, "kg/m^2");

        RollerKind() {
            super(
                    "roller",
                    POINT | ELLIPSE | RECTANGLE,
                    false,
                    "an enemy ball the physics rolls: driven by a capped torque, it speeds up downhill, rolls off"
                            + " ledges and turns round at walls (diameter: the object's larger side; 0.8 m for a"
                            + " point)",
                    SPEED,
                    TORQUE,
                    START_LEFT,
                    DENSITY);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double r = Math.max(d.width, d.height) > 0.0 ? Math.max(d.width, d.height) / 2.0 : 0.4;
            Entity e = Parts.body(BodyType.DYNAMIC, d.x, d.y, 0.0, new Shape[] {new Circle(r)}, 0);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = DENSITY.real(d);
            b.friction = 0.9;
            enemy(e, EnemyComponent.ROLLER, SPEED.real(d), START_LEFT.flag(d), r, r);
            e.getComponent(EnemyComponent.class).maxTorque = TORQUE.real(d);
            double[] wheel = Parts.ellipseOutline(r, r, 12);
            wheel[0] = r * 0.5; // a notch, so the rolling shows
            e.add(Parts.shape(wheel, ROLLER_RGB));
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.roll("roller", 48f, 47f);

        @Override
        public Look look() {
            return LOOK;
        }
    }
}
