package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.gdx.Gdx;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Look;
import com.tiltfall.kinds.Parts;
import com.tiltfall.kinds.Prop;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.sim.Simulation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Adding a kind is one class plus its art: a lantern kind written here (a class with its name, shape, property,
 * look and build) is registered, drawn in a map file as an object of class "lantern", read by the level loader,
 * built into the world and reached by the renderer's one loop over looks, between the bodies added before and after
 * it and behind the hero; it appears in the docs' tables. No other file knows it.
 */
class NewKindRecipeTest {
    /** The whole kind. Its art: the gem's sprite and sparkle (a real kind would pack its own, docs/art.md). */
    static final class LanternKind extends EntityType {
        static final Prop RADIUS = Prop.real("radius", 0.4, 0.0, true, 5.0, "m");
        static final Look LOOK = Look.bobPulse("gem", "particle_sparkle", 32f, 30f);

        LanternKind() {
            super("lantern", POINT, false, "a hanging light that bobs", RADIUS);
        }

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            Entity e = Parts.body(
                    BodyType.STATIC, d.x, d.y, 0.0, new Shape[] {new Circle(RADIUS.real(d))}, BodyComponent.CAT_SENSOR);
            Parts.sensor(e);
            engine.addEntity(Parts.look(e, LOOK));
        }
    }

    private static final String MAP = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<map version=\"1.10\" orientation=\"orthogonal\" renderorder=\"right-down\" width=\"10\" height=\"8\""
            + " tilewidth=\"32\" tileheight=\"32\" infinite=\"0\" nextlayerid=\"3\" nextobjectid=\"10\">\n"
            + " <objectgroup id=\"1\" name=\"terrain\">\n"
            + "  <object id=\"1\" x=\"0\" y=\"192\" width=\"320\" height=\"64\"/>\n"
            + " </objectgroup>\n"
            + " <objectgroup id=\"2\" name=\"entities\">\n"
            + "  <object id=\"2\" class=\"player\" x=\"48\" y=\"176\"><point/></object>\n"
            + "  <object id=\"3\" class=\"coin\" x=\"96\" y=\"160\"><point/></object>\n"
            + "  <object id=\"4\" name=\"light\" class=\"lantern\" x=\"160\" y=\"96\">\n"
            + "   <properties><property name=\"radius\" type=\"float\" value=\"0.5\"/></properties><point/>\n"
            + "  </object>\n"
            + "  <object id=\"5\" class=\"crate\" x=\"192\" y=\"128\" width=\"32\" height=\"32\"/>\n"
            + "  <object id=\"6\" class=\"goal\" x=\"256\" y=\"128\" width=\"32\" height=\"64\"/>\n"
            + " </objectgroup>\n"
            + "</map>\n";

    @Test
    void aKindIsOneClassPlusItsArt() throws IOException {
        LevelTestSupport.headless();
        Path dir = Files.createTempDirectory("tiltfall-lantern");
        Path map = dir.resolve("lantern.tmx");
        EntityType lantern = new LanternKind();
        EntityTypes.register(lantern);
        try {
            Files.write(map, MAP.getBytes(StandardCharsets.UTF_8));
            LevelData level =
                    new LevelLoader(p -> Gdx.files.absolute(dir.resolve(p).toString())).loadData("lantern.tmx");
            EntityData light = level.first("lantern");
            assertEquals(0.5, LanternKind.RADIUS.real(light), "its property, read and checked by the loader");

            Simulation world = new Simulation(level, out -> {});
            List<String> drawn = new ArrayList<>();
            LookOrder.each(
                    world.engine()
                            .getEntitiesFor(Family.all(LookComponent.class).get()),
                    new LookOrder.Painter() {
                        @Override
                        public void layer(int layer) {}

                        @Override
                        public void draw(Entity e, Look look) {
                            BodyComponent b = e.getComponent(BodyComponent.class);
                            if (look == LanternKind.LOOK)
                                assertEquals(0.5, ((Circle) b.shapes[0]).radius, "the lantern's own body");
                            drawn.add(look == LanternKind.LOOK ? "lantern" : look.doc);
                        }
                    });
            // coin, lantern, crate, goal in map order (the bodies), then the hero in front
            assertEquals(
                    List.of(
                            EntityTypes.COIN.look().doc,
                            "lantern",
                            EntityTypes.CRATE.look().doc,
                            EntityTypes.GOAL.look().doc,
                            EntityTypes.PLAYER.look().doc),
                    drawn);
            assertTrue(EntityTypes.markdownTable().contains("| `lantern` | point |"), "docs/levels.md's table");
            assertTrue(EntityTypes.looksTable().contains("| `lantern` | bobs, pulses and twinkles |"));
            assertSame(lantern, EntityTypes.byName("lantern"));
        } finally {
            EntityTypes.unregister(lantern);
            Files.deleteIfExists(map);
            Files.deleteIfExists(dir);
        }
        assertNull(EntityTypes.byName("lantern"), "gone for the other tests");
    }
}
