package com.tiltfall.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LaunchOptionsTest {
    @Test
    void noArgumentsMeansTitleScreen() {
        LaunchOptions o = LaunchOptions.parse(new String[0]);
        assertNull(o.level);
        assertNull(o.replay);
    }

    @Test
    void aBarePathIsTheLevel_asTiledsCommandPassesIt() {
        assertEquals("/maps/my level.tmx", LaunchOptions.parse(new String[] {"/maps/my level.tmx"}).level);
    }

    @Test
    void levelAndReplay() {
        LaunchOptions o =
                LaunchOptions.parse(new String[] {"--replay", "r.replay", "--level", "a.tmx", "--exit-after-replay"});
        assertEquals("a.tmx", o.level);
        assertEquals("r.replay", o.replay);
        assertTrue(o.exitAfterReplay);
    }

    @Test
    void mistakesAreExplained() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--level"}));
        assertTrue(e.getMessage().startsWith("--level needs a file"));
        e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--fast"}));
        assertTrue(e.getMessage().startsWith("unknown option --fast"));
        e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"a.tmx", "b.tmx"}));
        assertTrue(e.getMessage().contains(LaunchOptions.USAGE));
    }

    @Test
    void aSharedRunToImport() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"--import", "friend.tfrun"});
        assertEquals("friend.tfrun", o.importRun);
        assertNull(o.level);
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--import"}));
        assertTrue(e.getMessage().startsWith("--import needs a run file or code"), e.getMessage());
    }

    @Test
    void aCampaignOfItsOwnAndAShortClock_forTests() {
        LaunchOptions o = LaunchOptions.parse(new String[] {"--levels", "/tmp/x/levels.txt", "--time-limit", "2.5"});
        assertEquals("/tmp/x/levels.txt", o.levelList);
        assertEquals(2.5, o.timeLimit);
        assertNull(o.level);
        assertEquals(0.0, LaunchOptions.parse(new String[0]).timeLimit, "the maps' own limits by default");
        for (String bad : new String[] {"0", "-3", "soon", "NaN", "Infinity"}) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--time-limit", bad}));
            assertTrue(e.getMessage().startsWith("--time-limit needs a number of seconds > 0, not '" + bad + "'"));
        }
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--time-limit"}));
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--levels"}));
    }
}
