package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static com.tiltfall.level.LevelTestSupport.problems;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The new level objects through the real loader: typed properties read, defaults filled, every problem named. */
class ObjectKindsValidationTest {
    static final String GOOD = "levels/good/objects.tmx", BAD = "levels/broken/objects.tmx";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    private static EntityData named(LevelData d, String name) {
        for (EntityData e : d.entities) if (e.name.equals(name)) return e;
        return null;
    }

    @Test
    void everyNewKindLoadsWithItsTypedProperties() {
        LevelData d = new LevelLoader().loadData(GOOD);
        EntityData walker = named(d, "walker");
        assertEquals("walker", walker.type);
        assertEquals(2.5, walker.getFloat("speed", 0), 0.0);
        assertEquals(Boolean.FALSE, walker.properties.get("startLeft"));
        assertEquals(1.0, walker.getFloat("density", 0), 0.0, "default filled in");
        EntityData route = named(d, "route");
        // polyline at (320, 160) px: points (0,0) (96,0) (96,-64) px, y down; the map is 12 m high
        assertArrayEquals(new double[] {10.0, 7.0, 13.0, 7.0, 13.0, 9.0}, route.points, 1e-9);
        EntityData lift = named(d, "lift");
        assertEquals("route", lift.getString("path", ""));
        assertEquals(Boolean.TRUE, lift.properties.get("loop"));
        assertEquals(Integer.valueOf(10), named(d, "bridge").properties.get("planks"));
        assertEquals(-0.5, named(d, "seesaw").getFloat("pivot", 0), 0.0);
        assertEquals(500.0, named(d, "pad").getFloat("stiffness", 0), 0.0);
        assertEquals(Boolean.TRUE, named(d, "swing").properties.get("rope"));
        assertEquals(0.4, named(d, "drop").getFloat("delay", 0), 1e-7);
        assertNotNull(named(d, "gem 1"));
        assertEquals(0.5, named(d, "box").getFloat("restitution", 0), 1e-7);
    }

    @Test
    void everyProblemOfTheNewKindsIsNamed() {
        Array<LevelProblem> ps = problems(BAD);
        assertProblem(
                ps,
                BAD,
                10,
                "property \"path\" names \"nowhere\", but there is no polyline of class \"path\" with that name in the"
                        + " \"entities\" layer");
        assertProblem(ps, BAD, 11, "a path needs a name");
        assertProblem(
                ps,
                BAD,
                12,
                "property \"planks\" must be an int, but it is a float (3.5); set its type to int in Tiled");
        assertProblem(ps, BAD, 13, "property \"rope\" must be a bool, but it is a string (yes); set its type to bool");
        assertProblem(ps, BAD, 14, "property \"pivot\" is 3; it must be inside the plank (between -2 and 2)");
        assertProblem(
                ps,
                BAD,
                15,
                "property \"planks\" is 20, but the bridge is 2 m wide: planks would be narrower than 0.2 m; use at"
                        + " most 10 planks or draw it wider");
        assertProblem(ps, BAD, 16, "a walker must be a rectangle, not a polyline");
        assertProblem(ps, BAD, 17, "property \"travel\" is 0; it must be > 0 and <= 5");
        assertEquals(8, ps.size, ps.toString());
    }
}
