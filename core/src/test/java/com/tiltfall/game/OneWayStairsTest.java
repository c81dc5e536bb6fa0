package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.TerrainData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every flight of one-way ledges climbing over spikes lets most first-timers up with what they do on stairs: hold
 * Right and jump on each landing ({@link StairInputs}, as {@link FallingStairsTest}). Level 10's flights (2.5-3 m
 * ledges 1-1.5 m apart, rising 1.5-2 m) let 26, 31 and 17 of the 81 inputs up: a jump at run speed came down in the
 * gap after the next ledge (seen in play: 3 deaths). Ledges that overlap the next side by side leave no gap (you jump
 * up through the next one): 45, 45 and 40.
 */
class OneWayStairsTest {
    private static final String ASSETS = "../assets/";
    /**
     * Of the 81 inputs. A 1.5 m rise takes a held jump, so the 27 taps seldom climb it, and a first press after the
     * edge walks off into the pit: about 54 can climb at best.
     */
    private static final int AT_LEAST = 36;
    /** Largest gap between two ledges of one flight, m. */
    private static final double MAX_GAP = 3.0;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void naturalInputsClimbEveryFlight() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        int flights = 0;
        StringBuilder failed = new StringBuilder();
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader.loadData(path);
            for (List<double[]> flight : flights(level)) {
                double[] first = flight.get(0), last = flight.get(flight.size() - 1);
                EntityData pit = spikesUnder(level, first), farPit = spikesUnder(level, last);
                if (pit == null || farPit == null) continue;
                flights++;
                double edge = pit.x - pit.width / 2.0, far = farPit.x + farPit.width / 2.0 + 0.5;
                double dropY = first[3] + 1.0;
                String row = StairInputs.scan(
                        (jump, react, hold) -> StairInputs.run(level, edge, dropY, far, jump, react, hold));
                int ok = StairInputs.successes(row);
                if (ok < AT_LEAST) {
                    failed.append('\n')
                            .append(path)
                            .append(" ledges from x ")
                            .append(first[0])
                            .append(": ");
                    failed.append(ok).append(" of 81 climbed: ").append(row);
                }
            }
        }
        assertTrue(failed.length() == 0, "one-way stairs most first-timers die on:" + failed);
        // level 10's three flights over spikes: the scan must find them
        assertTrue(flights >= 3, "flights of one-way stairs over spikes found: " + flights);
    }

    /** Runs of two or more one-way ledges (left, bottom, right, top), left to right, each higher than the last. */
    static List<List<double[]>> flights(LevelData level) {
        List<double[]> ledges = new ArrayList<>();
        for (TerrainData t : level.terrain) {
            if (!t.oneWay || t.vertices.length < 6) continue;
            double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (int i = 0; i + 1 < t.vertices.length; i += 2) {
                box[0] = Math.min(box[0], t.vertices[i]);
                box[1] = Math.min(box[1], t.vertices[i + 1]);
                box[2] = Math.max(box[2], t.vertices[i]);
                box[3] = Math.max(box[3], t.vertices[i + 1]);
            }
            ledges.add(box);
        }
        ledges.sort((a, b) -> Double.compare(a[0], b[0]));
        List<List<double[]>> out = new ArrayList<>();
        List<double[]> run = new ArrayList<>();
        for (double[] ledge : ledges) {
            if (!run.isEmpty()) {
                double[] prev = run.get(run.size() - 1);
                if (ledge[0] - prev[2] > MAX_GAP || ledge[3] <= prev[3] + 1e-6) {
                    if (run.size() >= 2) out.add(run);
                    run = new ArrayList<>();
                }
            }
            run.add(ledge);
        }
        if (run.size() >= 2) out.add(run);
        return out;
    }

    /** The hazard under a ledge's middle, or null. */
    private static EntityData spikesUnder(LevelData level, double[] ledge) {
        double mid = 0.5 * (ledge[0] + ledge[2]);
        for (EntityData h : level.entities) {
            if (!h.type.equals("hazard") || h.y + h.height / 2.0 >= ledge[3]) continue;
            if (h.x - h.width / 2.0 <= mid && h.x + h.width / 2.0 >= mid) return h;
        }
        return null;
    }
}
