package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** levels.txt's designer times ("01-a.tmx  designer 39.17"), and the names without them. */
class LevelListDesignerTimesTest {
    @Test
    void eachLineGivesItsNameAndTime_aBadOrMissingTimeIsNone() {
        String list = "# World 1\n01-a.tmx  designer 39.17\n02-b.tmx\n03-c.tmx designer 5.5\n\n"
                + "04-d.tmx  designer fast\n05-e.tmx  designer -3\n06-f.tmx  designer 12.345\n07-g.tmx designer 0\n"
                + "08-h.tmx designer 7\n";
        assertArrayEquals(new int[] {3917, -1, 550, -1, -1, -1, -1, 700}, LevelLoader.parseDesignerTimes(list));
        assertEquals("01-a.tmx", LevelLoader.levelFileName("01-a.tmx  designer 39.17"));
        assertEquals("02-b.tmx", LevelLoader.levelFileName("02-b.tmx"));
        assertEquals(8, LevelLoader.parseDesignerTimes(list).length);
    }
}
