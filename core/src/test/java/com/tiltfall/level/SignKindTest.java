package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static com.tiltfall.level.LevelTestSupport.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Look;
import com.tiltfall.kinds.SignKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The signpost: scenery only (no body), its icon validated, its picture standing where it was placed. */
class SignKindTest {
    static final String GOOD = "levels/good/signs.tmx", BAD = "levels/broken/signs.tmx";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    /** The one entity the sign builds: a picture without a body; its bounds (left, bottom, right, top), m. */
    private static float[] built(LevelData level, String name, String region) {
        EntityData d = null;
        for (EntityData e : level.entities) if (e.name.equals(name)) d = e;
        Engine engine = new Engine();
        EntityTypes.SIGN.build(d, level, engine);
        assertEquals(1, engine.getEntities().size(), name);
        Entity e = engine.getEntities().first();
        assertNull(e.getComponent(BodyComponent.class), name + ": the simulation never sees a sign");
        Look look = e.getComponent(LookComponent.class).look;
        assertEquals(Look.PICTURE, look.style);
        assertEquals(region, look.regions[0], name);
        TransformComponent t = e.getComponent(TransformComponent.class);
        float[] v = e.getComponent(ShapeComponent.class).localVertices;
        float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE;
        for (int k = 0; k < v.length; k += 2) {
            minX = Math.min(minX, v[k]);
            maxX = Math.max(maxX, v[k]);
            minY = Math.min(minY, v[k + 1]);
            maxY = Math.max(maxY, v[k + 1]);
        }
        return new float[] {(float) t.x + minX, (float) t.y + minY, (float) t.x + maxX, (float) t.y + maxY};
    }

    @Test
    void aPointIsTheFootOfThePostAndARectangleThePicturesBounds() {
        LevelData level = new LevelLoader().loadData(GOOD);
        // the map is 8 x 32 px = 8 m high at 32 px/m; the point (160, 192) px is (5, 2) m: a 1 x 1.25 m sign above
        float[] jump = built(level, "jump sign", "sign_jump");
        float[] expected = {4.5f, 2f, 5.5f, 3.25f};
        for (int i = 0; i < 4; i++) assertEquals(expected[i], jump[i], 1e-5f, "jump sign, bound " + i);
        // the rectangle (192, 128) px, 48 x 64 px: x 6 to 7.5 m, y (256 - 192) / 32 = 2 to 4 m; no icon: arrow-right
        float[] big = built(level, "big sign", "sign_arrow_right");
        float[] rect = {6f, 2f, 7.5f, 4f};
        for (int i = 0; i < 4; i++) assertEquals(rect[i], big[i], 1e-5f, "big sign, bound " + i);
    }

    @Test
    void anUnknownIconOrShapeIsNamed() {
        Array<LevelProblem> ps = problems(BAD);
        LevelProblem p = assertProblem(ps, BAD, 4, "property \"icon\" is \"rocket\"");
        for (String icon : SignKind.ICONS) assertEquals(true, p.message.contains("`" + icon + "`"), p.message);
        assertProblem(ps, BAD, 5, "ellipse");
    }

    @Test
    void everyIconHasItsOwnPicture() {
        java.util.Set<String> regions = new java.util.HashSet<>();
        for (String icon : SignKind.ICONS) regions.add(SignKind.region(icon));
        assertEquals(SignKind.ICONS.length, regions.size());
        // and the kind's look lists them all, so the atlas check covers each
        assertEquals(regions, new java.util.HashSet<>(java.util.Arrays.asList(EntityTypes.SIGN.look().regions)));
    }
}
