package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static com.tiltfall.level.LevelTestSupport.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bad values of the conveyor, ice, fan, wheel, wrecking ball and foot switch, through the real loader. */
class NewObjectsValidationTest {
    static final String BAD = "levels/broken/new-objects.tmx";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
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
        assertEquals(3, ps.size, ps.toString());
    }
}
