package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every flight of falling stairs in the shipped levels (three or more falling platforms over spikes, each higher than
 * the last) lets most first-timers across with what they do: hold Right and jump on each landing ({@link
 * StairInputs}). With 2.5 m treads at a 4 m pitch these inputs crossed 13, 13 and 22 of 81 at levels 6, 8 and 12: a
 * jump at run speed carries 3-6 m and came down in the gap after the next stair (seen in play: 5 deaths at level 12's).
 * Walkers and rollers are taken out: they pace the banks by their own clock, a separate test of the player.
 */
class FallingStairsTest {
    private static final String ASSETS = "../assets/";
    /** Of the 81 inputs. */
    private static final int AT_LEAST = 50;
    /** Largest gap between two treads of one flight, m. */
    private static final double MAX_GAP = 3.0;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void naturalInputsCrossEveryFlight() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        Array<String> levels = loader.levelList(LevelLoader.LEVEL_LIST);
        int flights = 0;
        StringBuilder failed = new StringBuilder();
        for (String level : levels) {
            LevelData data = loader.loadData(level);
            for (List<EntityData> flight : flights(data)) {
                EntityData first = flight.get(0), last = flight.get(flight.size() - 1);
                EntityData pit = spikesUnder(data, first);
                EntityData farPit = spikesUnder(data, last);
                if (pit == null || farPit == null) continue;
                flights++;
                double edge = pit.x - pit.width / 2.0, far = farPit.x + farPit.width / 2.0 + 0.5;
                double dropY = top(first) + 1.0;
                LevelData clear = withoutEnemies(loader.loadData(level)); // read only: each run builds its own world
                String row = StairInputs.scan(
                        (jump, react, hold) -> StairInputs.run(clear, edge, dropY, far, jump, react, hold));
                int ok = StairInputs.successes(row);
                if (ok < AT_LEAST) {
                    failed.append('\n')
                            .append(level)
                            .append(' ')
                            .append(first.name)
                            .append(": ")
                            .append(ok);
                    failed.append(" of 81 crossed: ").append(row);
                }
            }
        }
        assertTrue(failed.length() == 0, "falling stairs most first-timers die on:" + failed);
        // levels 6, 8 and 12: the scan must find them
        assertTrue(flights >= 3, "flights of falling stairs over spikes found: " + flights);
    }

    /** Runs of three or more falling platforms, left to right, each higher than and at most MAX_GAP after the last. */
    static List<List<EntityData>> flights(LevelData level) {
        List<EntityData> falling = new ArrayList<>();
        for (EntityData e : level.entities) if (e.type.equals("fallingplatform")) falling.add(e);
        falling.sort((a, b) -> Double.compare(a.x, b.x));
        List<List<EntityData>> out = new ArrayList<>();
        List<EntityData> run = new ArrayList<>();
        for (EntityData e : falling) {
            if (!run.isEmpty()) {
                EntityData prev = run.get(run.size() - 1);
                boolean follows = left(e) - right(prev) <= MAX_GAP && top(e) > top(prev) + 1e-6;
                if (!follows) {
                    if (run.size() >= 3) out.add(run);
                    run = new ArrayList<>();
                }
            }
            run.add(e);
        }
        if (run.size() >= 3) out.add(run);
        return out;
    }

    /** The hazard straight under a platform's centre, or null. */
    private static EntityData spikesUnder(LevelData level, EntityData platform) {
        for (EntityData h : level.entities) {
            if (!h.type.equals("hazard")) continue;
            boolean under = h.y + h.height / 2.0 < top(platform);
            if (under && left(h) <= platform.x && right(h) >= platform.x) return h;
        }
        return null;
    }

    private static LevelData withoutEnemies(LevelData level) {
        for (int i = level.entities.size - 1; i >= 0; i--) {
            String type = level.entities.get(i).type;
            if (type.equals("walker") || type.equals("roller")) level.entities.removeIndex(i);
        }
        return level;
    }

    private static double left(EntityData e) {
        return e.x - e.width / 2.0;
    }

    private static double right(EntityData e) {
        return e.x + e.width / 2.0;
    }

    private static double top(EntityData e) {
        return e.y + e.height / 2.0;
    }
}
