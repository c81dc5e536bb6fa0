package com.tiltfall.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.ghost.GhostFormat;
import com.tiltfall.ghost.GhostRun;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import org.junit.jupiter.api.Test;

/** Ghosts kept through the browser's store abstraction: round trip, the best one wins, a full store, corrupt text. */
class GhostStoreTest {
    static final String LEVEL = "levels/03-springs.tmx";

    /** A localStorage stand-in; {@code quota}: the most characters it holds (a full one throws, as browsers do). */
    static final class Store implements KeyValueStore {
        final ObjectMap<String, String> items = new ObjectMap<>();
        int quota = Integer.MAX_VALUE;

        @Override
        public int length() {
            return items.size;
        }

        @Override
        public String key(int index) {
            return items.keys().toArray().get(index);
        }

        @Override
        public String getItem(String key) {
            return items.get(key);
        }

        @Override
        public void setItem(String key, String value) {
            int used = value.length();
            for (ObjectMap.Entry<String, String> e : items) if (!e.key.equals(key)) used += e.value.length();
            if (used > quota) throw new RuntimeException("QuotaExceededError");
            items.put(key, value);
        }

        @Override
        public void removeItem(String key) {
            items.remove(key);
        }
    }

    static GhostRun run(int seed, int goal, int score) {
        Replay r = new Replay();
        r.level = LEVEL;
        for (int i = 0; i < 20; i++)
            r.add(1 + (seed * 7 + i * 13) % 40, ((seed + i) % 3 - 1) * 0.75, i % 2 == 0, i % 5 == 0);
        r.endHash = 0x0123456789abcdefL * seed;
        r.hasEndHash = true;
        GhostRun g = new GhostRun(r);
        g.goalStep = goal;
        g.score = score;
        g.splits = new int[] {seed, -1, seed + 100};
        return g;
    }

    @Test
    void aKeptGhostReadsBackAsItWasWritten() {
        for (int seed = 1; seed <= 6; seed++) {
            Store store = new Store();
            GhostStore ghosts = new GhostStore(GhostStore.in(store));
            GhostRun kept = run(seed, 300 + seed, 1000 * seed);
            assertNotNull(ghosts.offer(LEVEL, kept, false, false));
            assertEquals(1, store.length());
            assertEquals("com.tiltfall.ghost.03-springs.tmx", store.key(0));
            GhostRun back = new GhostStore(GhostStore.in(store)).load("elsewhere/03-springs.tmx");
            assertEquals(kept.goalStep, back.goalStep);
            assertEquals(kept.score, back.score);
            assertArrayEquals(kept.splits, back.splits);
            assertEquals(ReplayFormat.write(kept.replay), ReplayFormat.write(back.replay), "the same inputs and hash");
            assertEquals(kept.replay.steps(), back.replay.steps());
        }
    }

    @Test
    void onlyABetterRunReplacesTheGhostByTimeOrByScore() {
        GhostStore ghosts = new GhostStore(GhostStore.memory());
        assertNotNull(ghosts.offer(LEVEL, run(1, 400, 500), false, false), "the first");
        assertNull(ghosts.offer(LEVEL, run(2, 450, 9000), false, false), "slower: kept by time");
        assertEquals(400, ghosts.load(LEVEL).goalStep);
        assertNotNull(ghosts.offer(LEVEL, run(3, 380, 100), false, false), "faster");
        assertNotNull(ghosts.offer(LEVEL, run(4, 450, 9000), true, false), "by score: a higher score wins");
        assertNull(ghosts.offer(LEVEL, run(5, 460, 9000), true, false), "a tie in score, slower");
        assertNotNull(ghosts.offer(LEVEL, run(5, 300, 9000), true, false), "a tie in score, faster");
        assertEquals(300, ghosts.load(LEVEL).goalStep);
        GhostRun unfinished = run(6, GhostRun.UNKNOWN, 99999);
        assertNull(ghosts.offer(LEVEL, unfinished, true, false), "a run that missed the goal never");
        assertNotNull(ghosts.offer(LEVEL, run(7, 999, 0), false, true), "a stale ghost is replaced by any finish");
    }

    @Test
    void aFullStoreKeepsTheOldGhostAndSaysSo() {
        Store store = new Store();
        GhostStore ghosts = new GhostStore(GhostStore.in(store));
        ghosts.offer(LEVEL, run(1, 400, 0), false, false);
        String old = store.getItem("com.tiltfall.ghost.03-springs.tmx");
        store.quota = old.length() + 10; // a longer run does not fit
        GhostRun longer = run(2, 300, 0);
        for (int i = 0; i < 30; i++) longer.replay.add(1, i % 2, true, false);
        String line = ghosts.offer(LEVEL, longer, false, false);
        assertTrue(
                line.startsWith("Your best run was not kept as a ghost: the browser's storage for this page is full"),
                line);
        assertEquals(old, store.getItem("com.tiltfall.ghost.03-springs.tmx"), "the old ghost is still there");
        assertEquals(400, ghosts.load(LEVEL).goalStep);
    }

    @Test
    void aCorruptGhostIsToldNeverThrown() {
        String good = GhostFormat.write(run(3, 310, 5));
        String[][] cases = {
            {"", "expected \"tiltfall-ghost 1\""},
            {"garbage\u0000\u00ff", "expected \"tiltfall-ghost 1\""},
            {good.replace("tiltfall-replay 1", "tiltfall-replay 9"), "no run in it"},
            {good.replace("goal 310", "goal ten"), "not a step or score: \"ten\""},
            {good.replace("goal 310", "goal 99999"), "does not fit a run of"},
            {good.replace("splits 3 -1 103", "splits 3 -7 103"), "not a step or score: \"-7\""},
            {good.replace("score 5", "colour blue"), "unknown line \"colour blue\""},
            {good + "x y z\n", "not a whole number: \"x\""},
        };
        for (String[] c : cases) {
            Store store = new Store();
            store.setItem("com.tiltfall.ghost.03-springs.tmx", c[0]);
            GhostStore ghosts = new GhostStore(GhostStore.in(store));
            assertNull(ghosts.load(LEVEL), c[1]);
            assertTrue(
                    ghosts.problem.startsWith("Your ghost could not be read: com.tiltfall.ghost.03-springs.tmx"),
                    ghosts.problem);
            assertTrue(ghosts.problem.contains(c[1]), ghosts.problem + " should say " + c[1]);
            // and a finished run replaces it
            assertNotNull(ghosts.offer(LEVEL, run(1, 500, 0), false, false));
            assertEquals(500, ghosts.load(LEVEL).goalStep);
        }
    }
}
