package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** Moving platforms (dx/dy or a path) and falling platforms. */
public final class PlatformKinds {
    private PlatformKinds() {}

    public static final double[] PLATFORM_RGB = {0.50, 0.60, 0.72};
    public static final double[] FALLING_RGB = {0.72, 0.60, 0.45};

    public static final class PlatformKind extends EntityType {
        static final Prop PERIOD = Prop.real(
                "period",
                0.0,
                0.0,
                true,
                Double.POSITIVE_INFINITY,
                "seconds per round trip; **required** unless `path` is set");
        static final Prop DX =
                Prop.real("dx", 0.0, Double.NEGATIVE_INFINITY, false, Double.POSITIVE_INFINITY, "travel right, m");
        static final Prop DY =
                Prop.real("dy", 0.0, Double.NEGATIVE_INFINITY, false, Double.POSITIVE_INFINITY, "travel **up**, m");
        static final Prop FRICTION =
                Prop.real("friction", 0.8, 0.0, false, Double.POSITIVE_INFINITY, "friction coefficient");
        static final Prop PATH = Prop.text(
                "path",
                "",
                "name of a `path` polyline to follow instead of dx/dy (the platform starts at its first point)");
        static final Prop SPEED = Prop.real("speed", 2.0, 0.0, true, Double.POSITIVE_INFINITY, "m/s along the path");
        static final Prop LOOP = Prop.flag(
                "loop", false, "along the path: round and round (back to the first point) instead of back and forth");

        PlatformKind() {
            super(
                    "platform",
                    RECTANGLE,
                    true,
                    "kinematic: moves from where you drew it by (dx, dy) and back, one round trip per `period`"
                            + " (cosine ease); or along a `path` at `speed`. Both ends must be inside the map",
                    PERIOD,
                    DX,
                    DY,
                    FRICTION,
                    PATH,
                    SPEED,
                    LOOP);
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            if (!PATH.text(e).isEmpty()) {
                if (DX.real(e) != 0.0 || DY.real(e) != 0.0) { // dx, dy would be silently ignored
                    problems.add("has both a path (\"" + PATH.text(e) + "\") and \"dx\"/\"dy\" ("
                            + Prop.num(DX.real(e)) + ", " + Prop.num(DY.real(e)) + "); a platform follows its path"
                            + " or moves by dx, dy: remove dx and dy, or the path");
                }
                return;
            }
            if (!(PERIOD.real(e) > 0.0)) {
                problems.add("missing property \"period\" (float)");
            }
            double dx = DX.real(e), dy = DY.real(e);
            if (dx == 0.0 && dy == 0.0) {
                problems.add("platform does not move: properties \"dx\" and \"dy\" are both 0 (or missing)");
                return;
            }
            double[] far = Parts.copy(corners);
            for (int i = 0; i < far.length; i += 2) {
                far[i] += dx;
                far[i + 1] += dy;
            }
            problems.insideMap(far, "the platform at the far end of its travel");
        }

        @Override
        public void checkLinks(EntityData e, LevelData level, Problems problems) {
            String path = PATH.text(e);
            if (path.isEmpty()) return;
            if (findPath(level, path) == null) {
                problems.add("property \"path\" names \"" + path + "\", but there is no polyline of class \"path\""
                        + " with that name in the \"entities\" layer");
            }
        }

        static EntityData findPath(LevelData level, String name) {
            for (int i = 0; i < level.entities.size; i++) {
                EntityData p = level.entities.get(i);
                if (p.type.equals("path") && p.name.equals(name) && p.points != null) return p;
            }
            return null;
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 3.0) / 2.0, hh = Parts.or(d.height, 0.5) / 2.0;
            EntityData path = PATH.text(d).isEmpty() ? null : findPath(level, PATH.text(d));
            double x = path != null ? path.points[0] : d.x, y = path != null ? path.points[1] : d.y;
            Entity e = Parts.body(
                    BodyType.KINEMATIC, x, y, 0.0, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            e.getComponent(BodyComponent.class).friction = FRICTION.real(d);
            PlatformComponent p = new PlatformComponent();
            p.originX = x;
            p.originY = y;
            p.dx = DX.real(d);
            p.dy = DY.real(d);
            p.period = PERIOD.real(d);
            if (path != null) {
                p.path = Parts.copy(path.points);
                p.speed = SPEED.real(d);
                p.loop = LOOP.flag(d);
            }
            e.add(p);
            e.add(Parts.shape(Parts.box(hw, hh), PLATFORM_RGB));
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.box("platform");

        @Override
        public Look look() {
            return LOOK;
        }
    }

    public static final class FallingPlatformKind extends EntityType {
        static final Prop DELAY =
                Prop.real("delay", 0.5, 0.0, true, 60.0, "seconds between the player landing on it and its fall");
        static final Prop RESET = Prop.real(
                "resetTime", 3.0, 0.0, true, 600.0, "seconds after it starts to fall until it is back in place");
        static final Prop FRICTION =
                Prop.real("friction", 0.8, 0.0, false, Double.POSITIVE_INFINITY, "friction coefficient");

        FallingPlatformKind() {
            super(
                    "fallingplatform",
                    RECTANGLE,
                    true,
                    "kinematic: `delay` s after the player first stands on it, it falls (through everything) and"
                            + " comes back to its place `resetTime` s later, or at once when the player respawns",
                    DELAY,
                    RESET,
                    FRICTION);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 2.0) / 2.0, hh = Parts.or(d.height, 0.5) / 2.0;
            Entity e = Parts.body(
                    BodyType.KINEMATIC, d.x, d.y, 0.0, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            e.getComponent(BodyComponent.class).friction = FRICTION.real(d);
            FallingPlatformComponent f = new FallingPlatformComponent();
            f.originX = d.x;
            f.originY = d.y;
            f.delay = DELAY.real(d);
            f.resetTime = RESET.real(d);
            e.add(f);
            e.add(Parts.shape(Parts.box(hw, hh), FALLING_RGB));
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.tremble("plank");

        @Override
        public Look look() {
            return LOOK;
        }
    }
}
