package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static com.tiltfall.level.LevelTestSupport.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One test per kind of problem, each on a small broken map in src/test/resources/levels/broken. */
class LevelValidatorTest {
    static final String DIR = "levels/broken/";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    private static Array<LevelProblem> only(String name, int expected) {
        Array<LevelProblem> ps = problems(DIR + name);
        assertEquals(expected, ps.size, "problems of " + name + ": " + ps);
        return ps;
    }

    @Test
    void goodMapHasNoProblem() {
        LevelData d = new LevelLoader().loadData("levels/good/minimal.tmx");
        assertEquals("Minimal", d.title);
        assertEquals(90.0, d.timeLimit);
        assertEquals(10.0, d.width);
        assertEquals(8.0, d.height);
        assertEquals(32.0, d.pixelsPerMetre);
        assertEquals(0, LevelValidator.validate("levels/good/minimal.tmx").size);
    }

    @Test
    void theSameMapAsJsonGivesTheSameLevel() {
        LevelData x = new LevelLoader().loadData("levels/good/minimal.tmx");
        LevelData j = new LevelLoader().loadData("levels/good/minimal.tmj");
        assertEquals(x.title, j.title);
        assertEquals(x.timeLimit, j.timeLimit);
        assertEquals(x.entities.size, j.entities.size);
        for (int i = 0; i < x.entities.size; i++) {
            assertEquals(x.entities.get(i).type, j.entities.get(i).type);
            assertEquals(x.entities.get(i).x, j.entities.get(i).x);
            assertEquals(x.entities.get(i).y, j.entities.get(i).y);
        }
        assertEquals(x.terrain.size, j.terrain.size);
        assertEquals(
                java.util.Arrays.toString(x.terrain.get(0).vertices),
                java.util.Arrays.toString(j.terrain.get(0).vertices));
    }

    @Test
    void missingFileIsOneProblemNotACrash() {
        String f = DIR + "does-not-exist.tmx";
        LevelException e = assertThrows(LevelException.class, () -> new LevelLoader().loadData(f));
        assertEquals(1, e.problems.size);
        assertProblem(e.problems, f, -1, "file not found");
        // the graphics path too
        LevelException e2 = assertThrows(LevelException.class, () -> new LevelLoader().load(f));
        assertProblem(e2.problems, f, -1, "file not found");
    }

    @Test
    void brokenXmlIsOneProblem() {
        Array<LevelProblem> ps = only("broken-xml.tmx", 1);
        // the file's 16 lines all end with a line break, and the last element opened is on line 15
        assertProblem(
                ps,
                DIR + "broken-xml.tmx",
                -1,
                "is not valid XML: line 17, column 1: the file ends inside <objectgroup>: a </objectgroup> is missing");
    }

    @Test
    void missingSpawn() {
        assertProblem(only("no-spawn.tmx", 1), DIR + "no-spawn.tmx", -1, "missing player spawn");
    }

    @Test
    void twoSpawnsNamesTheSecond() {
        LevelProblem p = assertProblem(
                only("two-spawns.tmx", 1),
                DIR + "two-spawns.tmx",
                7,
                "more than one player spawn (the first is object 2)");
        assertEquals("start2", p.objectName);
    }

    @Test
    void missingGoal() {
        assertProblem(only("no-goal.tmx", 1), DIR + "no-goal.tmx", -1, "missing goal");
    }

    @Test
    void unknownObjectType() {
        LevelProblem p = assertProblem(
                only("unknown-type.tmx", 1), DIR + "unknown-type.tmx", 8, "unknown object type \"enemy\"");
        assertEquals("baddie", p.objectName);
        assertTrue(p.toString().contains("object 8 \"baddie\""), p.toString());
    }

    @Test
    void entityWithoutClass() {
        assertProblem(only("no-class.tmx", 1), DIR + "no-class.tmx", 9, "has no class");
    }

    @Test
    void unknownTerrainClass() {
        assertProblem(
                only("unknown-terrain-class.tmx", 1),
                DIR + "unknown-terrain-class.tmx",
                10,
                "unknown terrain class \"sticky\"");
    }

    @Test
    void missingRequiredProperty() {
        assertProblem(only("missing-property.tmx", 1), DIR + "missing-property.tmx", 11, "missing property \"period\"");
    }

    @Test
    void propertyOfWrongType() {
        // an untyped Tiled property is a string, even when it looks like a number
        assertProblem(
                only("wrong-type-property.tmx", 1),
                DIR + "wrong-type-property.tmx",
                12,
                "property \"friction\" must be a float, but it is a string (0.05)");
    }

    @Test
    void propertyThatDoesNotParse() {
        assertProblem(
                only("unparsable-property.tmx", 1),
                DIR + "unparsable-property.tmx",
                13,
                "property \"friction\" has the value \"abc\", which is not a valid float");
    }

    @Test
    void nanProperty() {
        assertProblem(
                only("nan-property.tmx", 1),
                DIR + "nan-property.tmx",
                14,
                "property \"restitution\" is NaN; it must be a finite number");
    }

    @Test
    void negativeFriction() {
        assertProblem(
                only("negative-friction.tmx", 1),
                DIR + "negative-friction.tmx",
                15,
                "property \"friction\" is -0.5; it must be >= 0");
    }

    @Test
    void restitutionOutsideZeroOne() {
        assertProblem(
                only("restitution-range.tmx", 1),
                DIR + "restitution-range.tmx",
                16,
                "property \"restitution\" is 1.5; it must be between 0 and 1");
    }

    @Test
    void periodMustBePositive() {
        assertProblem(
                only("period-zero.tmx", 1), DIR + "period-zero.tmx", 17, "property \"period\" is 0; it must be > 0");
    }

    @Test
    void selfIntersectingPolygon() {
        assertProblem(
                only("self-intersecting.tmx", 1),
                DIR + "self-intersecting.tmx",
                18,
                "self-intersecting polygon: edge 0-1 crosses edge 2-3");
    }

    @Test
    void degeneratePolygonsAllReported() {
        String f = DIR + "degenerate-polygons.tmx";
        Array<LevelProblem> ps = only("degenerate-polygons.tmx", 4);
        assertProblem(ps, f, 19, "degenerate polygon: zero area");
        assertProblem(ps, f, 20, "degenerate polygon: it has 2 point(s), at least 3 are needed");
        // points 1 (32,0) and 3 (32,0) in Tiled px: origin (160, 32) -> world (6, 9) m on the 8-tile-high map?
        // y-up origin = 256 - 32 = 224 px; point (32, 0) -> (192, 224) px = (6, 7) m
        assertProblem(ps, f, 21, "degenerate polygon: points 1 and 3 are the same point (6, 7 m)");
        assertProblem(ps, f, 22, "degenerate rectangle: it is 0 x 32 px");
    }

    @Test
    void objectsOutsideTheMap() {
        String f = DIR + "outside-bounds.tmx";
        Array<LevelProblem> ps = only("outside-bounds.tmx", 2);
        // x 288..352 px = 9..11 m on a 10 m wide map; y-up 256-96-32 = 128..160 px = 4..5 m
        assertProblem(
                ps,
                f,
                23,
                "is outside the map bounds: the rectangle spans x 9..11 m, y 4..5 m; the map is " + "0..10 x 0..8 m");
        // point (400, -40) px -> (12.5, (256 + 40) / 32 = 9.25) m
        assertProblem(ps, f, 24, "the coin spans x 12.5..12.5 m, y 9.25..9.25 m");
    }

    @Test
    void nonFiniteCoordinates() {
        String f = DIR + "non-finite.tmx";
        Array<LevelProblem> ps = only("non-finite.tmx", 2);
        assertProblem(ps, f, 25, "non-finite coordinate: x, y, width, height, rotation #0 is NaN");
        assertProblem(ps, f, 26, "non-finite coordinate: polygon point #2 is Infinity");
    }

    @Test
    void layerNamesAreChecked() {
        String f = DIR + "layer-names.tmx";
        Array<LevelProblem> ps = only("layer-names.tmx", 2);
        assertProblem(ps, f, -1, "unknown object layer \"Terrain\"");
        assertProblem(ps, f, -1, "missing object layer \"terrain\"");
    }

    @Test
    void compressedTileLayerRefusedForTheBrowser() {
        assertProblem(
                only("compressed-layer.tmx", 1),
                DIR + "compressed-layer.tmx",
                -1,
                "tile layer \"picture\" is compressed (zlib)");
    }

    @Test
    void unknownPropertyCatchesTypos() {
        assertProblem(
                only("unknown-property.tmx", 1),
                DIR + "unknown-property.tmx",
                27,
                "unknown property \"fricton\" for terrain (known: friction, restitution)");
    }

    @Test
    void wrongShapeAndTileObjects() {
        String f = DIR + "wrong-shape.tmx";
        Array<LevelProblem> ps = only("wrong-shape.tmx", 2);
        assertProblem(ps, f, 28, "a goal must be a rectangle, not a polygon");
        assertProblem(ps, f, 29, "is a tile object");
    }

    @Test
    void oldTypeAttributeStillWorks() {
        LevelData d = new LevelLoader().loadData("levels/good/old-type-attribute.tmx");
        assertEquals(2, d.first("player").objectId);
        assertEquals(3, d.first("goal").objectId);
        // point (48, 176) px on the 8-tile map: (1.5, (256 - 176) / 32 = 2.5) m
        assertEquals(1.5, d.first("player").x, 1e-5);
        assertEquals(2.5, d.first("player").y, 1e-5);
    }

    @Test
    void everyProblemAtOnce() {
        String f = DIR + "many-problems.tmx";
        Array<LevelProblem> ps = only("many-problems.tmx", 6);
        assertProblem(ps, f, 30, "self-intersecting polygon");
        assertProblem(ps, f, 31, "property \"friction\" is -1; it must be >= 0");
        assertProblem(ps, f, 32, "unknown object type \"enemy\"");
        assertProblem(ps, f, 33, "missing property \"period\"");
        assertProblem(ps, f, -1, "missing player spawn");
        assertProblem(ps, f, -1, "missing goal");
        LevelException e = assertThrows(LevelException.class, () -> new LevelLoader().loadData(f));
        assertTrue(e.getMessage().startsWith("6 problems"), e.getMessage());
    }
}
