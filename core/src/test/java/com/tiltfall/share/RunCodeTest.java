package com.tiltfall.share;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.input.ControlState;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayInput;
import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RunCodeTest {
    static SharedRun sample(Random random, String level) {
        SharedRun run = new SharedRun();
        run.levelId = level;
        run.levelHash = random.nextLong();
        run.replay = new Replay();
        run.replay.level = level;
        int runs = 1 + random.nextInt(60);
        for (int r = 0; r < runs; r++) {
            // mostly the common moves, sometimes any hundredth
            double move = random.nextInt(4) == 0 ? (random.nextInt(201) - 100) / 100.0 : random.nextInt(3) - 1;
            run.replay.add(
                    1 + random.nextInt(random.nextBoolean() ? 8 : 2000),
                    move,
                    random.nextBoolean(),
                    random.nextBoolean());
        }
        Claim c = new Claim();
        c.goalReached = random.nextBoolean();
        c.hundredths = random.nextInt(200_000);
        c.steps = random.nextInt(100_000);
        c.deaths = random.nextInt(50);
        c.coins = random.nextInt(300);
        c.gems = random.nextInt(4);
        c.tricks = random.nextInt(40);
        c.stomps = random.nextInt(40);
        c.score = random.nextInt(1_000_000);
        c.finalHash = random.nextLong();
        run.claim = c;
        return run;
    }

    @Test
    void everyFieldAndEveryStepComesBack_acrossSeeds() {
        String[] levels = {"levels/01-first-slopes.tmx", "dropped/my level-2.tmx", "levels/sub/x.tmj", "a"};
        for (int seed = 0; seed < 40; seed++) {
            Random random = new Random(seed);
            SharedRun run = sample(random, levels[seed % levels.length].replace(' ', '_'));
            String code = RunCode.encode(run);
            assertTrue(code.startsWith("TF1."), code);
            assertTrue(code.substring(4).matches("[A-Za-z0-9_-]+"), "URL-safe: " + code);
            SharedRun back = RunCode.decode(code);
            assertEquals(run.levelId, back.levelId);
            assertEquals(run.levelId, back.replay.level);
            assertEquals(run.levelHash, back.levelHash);
            assertEquals(null, run.claim.firstDifference(back.claim), "seed " + seed);
            assertEquals(run.claim.score, back.claim.score);
            assertSameControls(run.replay, back.replay);
        }
    }

    @Test
    void negativeNumbersInAClaimSurvive() {
        SharedRun run = sample(new Random(3), "levels/x.tmx");
        run.claim.hundredths = -5;
        run.claim.score = Integer.MIN_VALUE;
        SharedRun back = RunCode.decode(RunCode.encode(run));
        assertEquals(-5, back.claim.hundredths);
        assertEquals(Integer.MIN_VALUE, back.claim.score);
    }

    /** The layout by hand: the JDK's base64url decoder (an independent reader) and the documented byte order. */
    @Test
    void theBytesAreTheDocumentedLayout() {
        SharedRun run = new SharedRun();
        run.levelId = "levels/a.tmx";
        run.levelHash = 0x0102030405060708L;
        run.replay = new Replay();
        run.replay.add(3, 1.0, true, false); // 3 steps, moveX 100 (symbol 2 * 4 + jump 1 = 9): 3 * 16 + 9 = 57
        run.replay.add(200, 0.25, false, true); // 200 * 16 + 12 + 2 = 3214 = varint 0x8e 0x19, then zigzag 25 = 50
        run.claim = new Claim();
        run.claim.goalReached = true;
        run.claim.hundredths = 150; // zigzag 300 = varint 0xac 0x02
        run.claim.coins = 2; // zigzag 4
        run.claim.finalHash = -1;
        String code = RunCode.encode(run);
        byte[] b = Base64.getUrlDecoder().decode(code.substring(4));
        int[] expected = {
            3, 'a', 1, 2, 3, 4, 5, 6, 7, 8, 1, 0xac, 0x02, 0, 0, 4, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 2, 57, 0x8e, 0x19, 50
        };
        assertEquals(expected.length + 4, b.length, code);
        for (int i = 0; i < expected.length; i++) assertEquals(expected[i], b[i] & 0xff, "byte " + i);
        // the checksum: FNV-1a 64 by hand (offset basis, xor, multiply) over the bytes before it, low 32 bits
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < expected.length; i++) h = (h ^ (b[i] & 0xff)) * 0x100000001b3L;
        int check = ((b[b.length - 4] & 0xff) << 24)
                | ((b[b.length - 3] & 0xff) << 16)
                | ((b[b.length - 2] & 0xff) << 8)
                | (b[b.length - 1] & 0xff);
        assertEquals((int) h, check);
        assertEquals(Base64.getUrlEncoder().withoutPadding().encodeToString(b), code.substring(4));
    }

    @Test
    void commentsAndWhitespaceAroundACodeAreIgnored() {
        SharedRun run = sample(new Random(7), "levels/01-first-slopes.tmx");
        String code = RunCode.encode(run);
        String wrapped = "# Tiltfall run\r\n  " + code.substring(0, 30) + "\n" + code.substring(30) + " \n";
        assertEquals(run.levelHash, RunCode.decode(wrapped).levelHash);
    }

    @Test
    void eachWayOfNotBeingACodeIsNamed() {
        String code = RunCode.encode(sample(new Random(9), "levels/01-first-slopes.tmx"));
        assertKind(Verdict.Kind.NOT_A_CODE, "hello");
        assertKind(Verdict.Kind.NOT_A_CODE, "");
        assertKind(Verdict.Kind.NOT_A_CODE, code.substring(0, 20) + "!" + code.substring(21));
        assertKind(Verdict.Kind.OTHER_FORMAT, "TF2." + code.substring(4));
        assertKind(Verdict.Kind.TRUNCATED, code.substring(0, code.length() / 2));
        assertKind(Verdict.Kind.TRUNCATED, "TF1");
        char c = code.charAt(40);
        assertKind(Verdict.Kind.DAMAGED, code.substring(0, 40) + (c == 'A' ? 'B' : 'A') + code.substring(41));
        assertKind(Verdict.Kind.DAMAGED, code + "AAAA");
    }

    private static void assertKind(Verdict.Kind kind, String text) {
        RunCode.Unreadable e = assertThrows(RunCode.Unreadable.class, () -> RunCode.decode(text));
        assertEquals(kind, e.kind, text + ": " + e.getMessage());
    }

    static void assertSameControls(Replay a, Replay b) {
        assertEquals(a.steps(), b.steps());
        ReplayInput ia = new ReplayInput(a), ib = new ReplayInput(b);
        ControlState ca = new ControlState(), cb = new ControlState();
        for (int i = 0; i < a.steps(); i++) {
            ia.poll(ca);
            ib.poll(cb);
            assertEquals(ca.moveX, cb.moveX, 0.0, "step " + i);
            assertEquals(ca.jump, cb.jump, "step " + i);
            assertEquals(ca.down, cb.down, "step " + i);
        }
    }
}
