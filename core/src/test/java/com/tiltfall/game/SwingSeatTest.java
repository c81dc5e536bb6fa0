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
 * Every swing over spikes that you leap to from the ground catches what a first-timer does: run at it holding Right
 * and jump near the edge, a tap or a full jump (docs/levels.md, swing). With the seat 0.8-1.75 m past the edge, a full
 * jump from the edge flew past it (levels 4, 8, 14 and 16: 6 or 10 of these 12 inputs landed), and a desktop play of level
 * 4 died there.
 */
class SwingSeatTest {
    private static final String ASSETS = "../assets/";
    /** Of the 12 inputs. */
    private static final int AT_LEAST = 11;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void aLeapFromTheEdgeLandsOnEverySeatOverSpikes() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        int swings = 0;
        StringBuilder failed = new StringBuilder();
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader.loadData(path);
            for (EntityData swing : SwingSeatScan.swingsOverSpikes(level)) {
                double edge = SwingSeatScan.edge(level, swing);
                if (Double.isNaN(edge)) continue;
                swings++;
                StringBuilder row = new StringBuilder();
                int ok = 0;
                for (double before : SwingSeatScan.BEFORE_EDGE) {
                    for (double hold : SwingSeatScan.HOLD) {
                        boolean on = SwingSeatScan.landsOnSeat(level, swing, edge, before, hold);
                        if (on) ok++;
                        row.append(on ? '+' : '.');
                    }
                    row.append(' ');
                }
                if (ok < AT_LEAST) {
                    failed.append('\n')
                            .append(path)
                            .append(' ')
                            .append(swing.name)
                            .append(": ")
                            .append(ok);
                    failed.append(
                            " of 12 landed on the seat (Jump 1.5, 1, 0.5, 0 m before the edge; tap, half, full): ");
                    failed.append(row);
                }
            }
        }
        assertTrue(failed.length() == 0, "seats a leap from the edge misses:" + failed);
        assertTrue(swings >= 10, "swings over spikes found: " + swings);
    }
}
