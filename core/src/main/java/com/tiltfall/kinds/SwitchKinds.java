package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.DoorComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.FootSwitchComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** A mechanic of the box's faces: a floor switch that only the hero's feet side presses, and the door it opens. */
public final class SwitchKinds {
    private SwitchKinds() {}

    public static final double[] SWITCH_RGB = {0.95, 0.80, 0.20};
    public static final double[] DOOR_RGB = {0.30, 0.34, 0.45};

    /** A plate in the floor: pressed by the hero's feet side only. */
    public static final class FootSwitchKind extends EntityType {
        static final Prop DOOR = Prop.text("door", "", "name of the `door` it opens (**required**)");
        static final Prop LATCH = Prop.flag(
                "latch", true, "the door stays open once pressed (false: open only while the feet are on it)");

        FootSwitchKind() {
            super(
                    "footswitch",
                    RECTANGLE,
                    true,
                    "a plate (the rectangle, set in the floor) that opens the `door` named by its property when the"
                            + " hero stands on it **with its feet side**: landing on it on a side or the top after a"
                            + " tumble does not press it",
                    DOOR,
                    LATCH);
        }

        @Override
        public void checkLinks(EntityData e, LevelData level, Problems problems) {
            String name = DOOR.text(e);
            if (name.isEmpty()) {
                problems.add("missing property \"door\" (string): the name of the door this switch opens");
                return;
            }
            for (int i = 0; i < level.entities.size; i++) {
                EntityData d = level.entities.get(i);
                if (d.type.equals("door") && d.name.equals(name)) return;
            }
            problems.add("property \"door\" names \"" + name + "\", but there is no rectangle of class \"door\" with"
                    + " that name in the \"entities\" layer");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 1.0) / 2.0, hh = Parts.or(d.height, 0.2) / 2.0;
            Entity e = Parts.body(
                    BodyType.STATIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            FootSwitchComponent sw = new FootSwitchComponent();
            sw.doorName = DOOR.text(d);
            sw.latch = LATCH.flag(d);
            e.add(sw);
            e.add(Parts.shape(Parts.box(hw, hh), SWITCH_RGB));
            FlowComponent marks = new FlowComponent().color(0.25f, 0.20f, 0.10f, 0.9f); // feet prints: dark bars
            marks.across = true;
            marks.spacing = 0.3f;
            marks.length = (float) (hh * 1.2);
            e.add(marks);
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.streaks("a yellow plate with dark bars");

        @Override
        public Look look() {
            return LOOK;
        }
    }

    /** A block that slides up out of the way while its switch says open. */
    public static final class DoorKind extends EntityType {
        static final Prop RISE =
                Prop.real("rise", 0.0, 0.0, false, 50.0, "how far it slides up when open, m (0: its own height)");
        static final Prop SPEED = Prop.real("speed", 3.0, 0.0, true, 30.0, "how fast it slides, m/s");

        DoorKind() {
            super(
                    "door",
                    RECTANGLE,
                    true,
                    "a solid block (the rectangle; give it a **name**) that slides up by `rise` m at `speed` m/s when"
                            + " a `footswitch` naming it is pressed, and back down if the switch does not latch. The"
                            + " open door must be inside the map",
                    RISE,
                    SPEED);
        }

        static double rise(EntityData e) {
            return RISE.real(e) > 0.0 ? RISE.real(e) : e.height;
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            if (e.name.isEmpty()) problems.add("a door needs a name (its switch names it)");
            double[] open = Parts.copy(corners);
            for (int i = 1; i < open.length; i += 2) open[i] += rise(e);
            problems.insideMap(open, "the open door");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 1.0) / 2.0, hh = Parts.or(d.height, 3.0) / 2.0;
            Entity e = Parts.body(
                    BodyType.KINEMATIC, d.x, d.y, 0.0, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            DoorComponent door = new DoorComponent();
            door.name = d.name;
            door.closedX = d.x;
            door.closedY = d.y;
            door.rise = RISE.real(d) > 0.0 ? RISE.real(d) : 2.0 * hh;
            door.speed = SPEED.real(d);
            e.add(door);
            e.add(Parts.shape(Parts.box(hw, hh), DOOR_RGB));
            FlowComponent bars = new FlowComponent().color(0.95f, 0.80f, 0.20f, 0.8f); // the switch's yellow
            bars.angle = (float) (Math.PI / 2.0);
            bars.across = true;
            bars.spacing = 0.6f;
            bars.length = (float) Math.min(2.0 * hw, 0.8);
            e.add(bars);
            engine.addEntity(Parts.look(e, LOOK));
        }

        static final Look LOOK = Look.streaks("a slate block with yellow bars (the switch's colour)");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.DOOR, Sfx.Effect.DOOR, null, Cue.PLAIN)};
        }
    }
}
