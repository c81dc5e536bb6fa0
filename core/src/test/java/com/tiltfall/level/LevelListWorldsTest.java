package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** The level select's worlds come from levels.txt's "# World ..." comment lines. */
class LevelListWorldsTest {
    @Test
    void eachLevelBelongsToTheLastWorldLineAboveIt() {
        String text = "# Play order\n"
                + "a.tmx\n"
                + "# World 1: slopes\n"
                + "b.tmx\n"
                + "\n"
                + "  c.tmx  \r\n"
                + "# a note, not a world\n"
                + "#World 2\n"
                + "d.tmx\n";
        assertArrayEquals(new String[] {null, "World 1", "World 1", "World 2"}, LevelLoader.worlds(text));
    }

    @Test
    void theShippedListNamesFourWorldsOfFourLevels() {
        String text = new com.badlogic.gdx.backends.headless.HeadlessFiles()
                .local("../assets/levels/levels.txt")
                .readString("UTF-8");
        assertArrayEquals(
                new String[] {
                    "World 1", "World 1", "World 1", "World 1", "World 2", "World 2", "World 2", "World 2",
                    "World 3", "World 3", "World 3", "World 3", "World 4", "World 4", "World 4", "World 4"
                },
                LevelLoader.worlds(text));
    }
}
