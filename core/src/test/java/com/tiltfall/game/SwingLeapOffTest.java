package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A seat is a ride, not a floor: Right still held after landing on it runs the hero off its end within 0.03-0.5 s
 * (docs/levels.md, swing). What a player then does is jump as the seat runs out under them, the way they jump at any
 * edge. From each of {@link SwingSeatTest}'s 12 landings, that jump (a tap, a half or a full jump, pressed as the
 * hero leaves each seat of the row) must carry it over the spikes to the far bank. Level 8's two swings in a row
 * were 6.5 m apart: a full jump off the first flew past the second into the spikes (6 of 12 reached the bank); they
 * are 7.5 m apart since, as most rows in levels 4 and 14.
 */
class SwingLeapOffTest {
    private static final String ASSETS = "../assets/";
    /** Jump held s at each leap off a seat: a tap, a half jump, a full jump. */
    private static final double[] LEAP_HOLD = {0.12, 0.25, 0.4};
    /** Of the 12 landings, for each leap. */
    private static final int AT_LEAST = 10;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void aJumpOffTheSeatReachesTheFarBank() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        int swings = 0;
        StringBuilder failed = new StringBuilder();
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader.loadData(path);
            for (EntityData swing : SwingSeatScan.swingsOverSpikes(level)) {
                double edge = SwingSeatScan.edge(level, swing);
                if (Double.isNaN(edge)) continue;
                swings++;
                for (double leap : LEAP_HOLD) {
                    int ok = 0;
                    StringBuilder row = new StringBuilder();
                    for (double before : SwingSeatScan.BEFORE_EDGE) {
                        for (double hold : SwingSeatScan.HOLD) {
                            boolean far = SwingSeatScan.leapsOffToTheFarBank(level, swing, edge, before, hold, leap);
                            if (far) ok++;
                            row.append(far ? '+' : '.');
                        }
                        row.append(' ');
                    }
                    if (ok < AT_LEAST) {
                        failed.append('\n')
                                .append(path)
                                .append(' ')
                                .append(swing.name)
                                .append(", leap held ");
                        failed.append(leap).append(" s: ").append(ok).append(" of 12 reached the far bank: ");
                        failed.append(row);
                    }
                }
            }
        }
        assertTrue(failed.length() == 0, "swings a leap off the seat does not get past:" + failed);
        assertTrue(swings >= 10, "swings over spikes found: " + swings);
    }
}
