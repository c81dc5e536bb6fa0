package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static com.tiltfall.level.LevelTestSupport.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bad values of the conveyor, ice, fan, wheel, wrecking ball and foot switch, through the real loader. */
class NewObjectsValidationTest {
    static final String GOOD = "levels/good/new-objects.tmx", BAD = "levels/broken/new-objects.tmx";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    /** The demo map of every new kind (test resources): loads clean, with its typed properties and defaults. */
    @Test
    void theDemoMapLoadsWithTypedPropertiesAndDefaults() {
        assertEquals(0, problems(GOOD).size, problems(GOOD).toString());
        LevelData d = new LevelLoader().loadData(GOOD);
        EntityData belt = named(d, "belt"),
                lift = named(d, "lift"),
                mill = named(d, "mill"),
                ball = named(d, "wrecker");
        assertEquals(2.5, belt.getFloat("speed", 0), 1e-6);
        assertEquals(0.8, belt.getFloat("friction", 0), 1e-6, "default filled in");
        assertEquals(35.0, lift.getFloat("strength", 0), 1e-6);
        assertEquals(Boolean.FALSE, mill.properties.get("round"), "default filled in");
        assertEquals(Integer.valueOf(8), ball.properties.get("links"), "default filled in");
        assertEquals("gate", named(d, "gate switch").getString("door", ""));
        // the wrecking ball's anchor: the point (768, 192) px on a 15 m high map
        assertEquals(24.0, ball.x, 1e-9);
        assertEquals(9.0, ball.y, 1e-9);
    }

    private static EntityData named(LevelData d, String name) {
        for (EntityData e : d.entities) if (e.name.equals(name)) return e;
        return null;
    }

    @Test
    void everyProblemIsNamedWithItsFileObjectAndValue() {
        Array<LevelProblem> ps = problems(BAD);
        assertProblem(
                ps,
                BAD,
                20,
                "property \"speed\" is 0: the belt does not move; give it a speed (> 0 to the right, < 0 to the left)"
                        + " or use terrain");
        assertProblem(ps, BAD, 21, "property \"speed\" is -20; it must be between -12 and 12");
        assertProblem(ps, BAD, 22, "property \"friction\" is 0.5; it must be between 0 and 0.25");
        assertProblem(ps, BAD, 23, "property \"strength\" is 0; it must be > 0 and <= 200");
        assertProblem(
                ps,
                BAD,
                24,
                "a fan's zone cannot be turned (rotation -30 degrees): set its rotation to 0 and give the air's"
                        + " direction in property \"angle\"");
        assertProblem(ps, BAD, 25, "property \"speed\" is 20; it must be between -10 and 10");
        assertProblem(ps, BAD, 25, "property \"maxTorque\" is -1; it must be between 0 and 100000");
        assertProblem(
                ps,
                BAD,
                26,
                "property \"radius\" is 2.5, but the chain is only 2 m long: the ball would reach its anchor; make it"
                        + " shorter than \"length\"");
        LevelProblem outside = assertProblem(ps, BAD, 27, "is outside the map bounds");
        assertTrue(outside.toString().contains("the wrecking ball's swing"), outside.toString());
        assertProblem(ps, BAD, 28, "a door needs a name (its switch names it)");
        assertProblem(
                ps,
                BAD,
                29,
                "property \"door\" names \"nowhere\", but there is no rectangle of class \"door\" with that name in"
                        + " the \"entities\" layer");
        assertProblem(ps, BAD, 30, "missing property \"door\" (string): the name of the door this switch opens");
        assertEquals(12, ps.size, ps.toString());
    }
}
