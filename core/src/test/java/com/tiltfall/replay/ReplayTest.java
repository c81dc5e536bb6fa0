package com.tiltfall.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;
import org.junit.jupiter.api.Test;

class ReplayTest {
    @Test
    void equalConsecutiveStepsShareOneRun() {
        Replay r = new Replay();
        r.add(120, 1.0, false, false);
        r.add(8, 1.0, true, false);
        r.add(30, 0.0, false, false);
        assertEquals(158, r.steps());
        assertEquals(3, r.runCount());
    }

    @Test
    void writtenAndReadBackPlaysTheSameControls() {
        Replay r = new Replay();
        r.level = "levels/01.tmx";
        r.add(3, -1.0, false, true);
        r.add(2, 0.5, true, false);
        Replay back = ReplayFormat.read(ReplayFormat.write(r), "test.replay");
        assertEquals("levels/01.tmx", back.level);
        ReplayInput in = new ReplayInput(back);
        ControlState c = new ControlState();
        for (int i = 0; i < 3; i++) {
            in.poll(c);
            assertEquals(-1.0, c.moveX, 0.0);
            assertTrue(c.down);
            assertFalse(c.jump);
        }
        for (int i = 0; i < 2; i++) {
            in.poll(c);
            assertEquals(0.5, c.moveX, 0.0);
            assertTrue(c.jump);
            assertFalse(c.down);
        }
        assertTrue(in.finished());
        in.poll(c);
        assertEquals(0.0, c.moveX, 0.0);
        assertFalse(c.jump);
    }

    @Test
    void recordingQuantisesWhatTheGamePlaysSoTheReplayMatches() {
        InputSource stick = out -> {
            out.clear();
            out.moveX = 0.333;
        };
        RecordingInput rec = new RecordingInput(stick, new Replay());
        ControlState played = new ControlState();
        rec.poll(played);
        assertEquals(0.33, played.moveX, 0.0);
        ControlState replayed = new ControlState();
        new ReplayInput(rec.replay()).poll(replayed);
        assertEquals(played.moveX, replayed.moveX, 0.0);
    }

    @Test
    void handWrittenFileWithCommentsParses() {
        String text = "# my run\n\ntiltfall-replay 1\nlevel levels/02.tmx\n# go right\n60 100 0\n  5 100 1  \n";
        Replay r = ReplayFormat.read(text, "x.replay");
        assertEquals(65, r.steps());
        assertEquals("levels/02.tmx", r.level);
    }

    @Test
    void brokenFilesSayWhereAndWhat() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> ReplayFormat.read("tiltfall-replay 1\n10 100\n", "bad.replay"));
        assertEquals("bad.replay:2: expected \"steps moveX flags\", got \"10 100\"", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ReplayFormat.read("hello\n", "h.replay"));
        assertTrue(e.getMessage().startsWith("h.replay:1: expected"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class, () -> ReplayFormat.read("tiltfall-replay 1\n5 150 0\n", "m.replay"));
        assertEquals("m.replay:2: moveX must be in -100..100", e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class, () -> ReplayFormat.read("tiltfall-replay 1\nx 1 0\n", "n.replay"));
        assertEquals("n.replay:2: not a whole number: \"x\"", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ReplayFormat.read("", "e.replay"));
        assertThrows(IllegalArgumentException.class, () -> ReplayFormat.read("tiltfall-replay 1\n0 0 0\n", "z.replay"));
    }

    @Test
    void nanStickCountsAsCentred() {
        assertEquals(0, Replay.quantise(Double.NaN));
        assertEquals(100, Replay.quantise(7.0));
        assertEquals(-100, Replay.quantise(-7.0));
    }
}
