package com.tiltfall.share;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayRunner;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RunVerifierTest {
    static final String LEVEL = "levels/01-first-slopes.tmx";
    static LevelSource levels;
    static Replay designer;
    static String code;

    @BeforeAll
    static void levelOneAndItsDesignerRun() throws Exception {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader checks the tileset's image
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        levels = shipped();
        designer = ReplayFormat.read(
                new String(Files.readAllBytes(Paths.get("../assets/replays/01-first-slopes.replay")), "UTF-8"),
                "01-first-slopes.replay");
        code = RunVerifier.export(designer, levels.load(LEVEL), levels.bytes(LEVEL));
    }

    static LevelSource shipped() {
        return new LevelSource(path -> Gdx.files.local("../assets/" + path), Array.with(LEVEL));
    }

    @Test
    void theDesignerRunIsVerified_withTheNumbersOfItsReRun() throws Exception {
        Verdict v = RunVerifier.verify(code, levels);
        assertEquals(Verdict.Kind.VERIFIED, v.kind, v.message);
        assertTrue(v.message.startsWith("verified: " + LEVEL + ", goal in "), v.message);
        LevelData data = levels.load(LEVEL);
        ReplayRunner.Outcome outcome = ReplayRunner.run(data, designer);
        assertTrue(outcome.goalReached);
        assertEquals(Math.round(outcome.seconds * 100), v.run.claim.hundredths);
        assertEquals(outcome.coins, v.run.claim.coins);
        assertEquals(outcome.steps, v.run.claim.steps);
        // the level hash is FNV-1a over the file's bytes exactly as on disk
        byte[] file = Files.readAllBytes(Paths.get("../assets/" + LEVEL));
        long h = 0xcbf29ce484222325L;
        for (byte b : file) h = (h ^ (b & 0xff)) * 0x100000001b3L;
        assertEquals(h, v.run.levelHash);
        System.out.println("level 1's designer replay as a code: " + code.length() + " characters");
    }

    @Test
    void aChangedClaim_withAGoodChecksum_isRefusedNamingTheNumber() {
        String[] fields = {"coins", "time", "score", "gems", "tricks", "stomps", "final state", "goal"};
        for (String field : fields) {
            SharedRun run = RunCode.decode(code);
            Claim c = run.claim;
            if (field.equals("coins")) c.coins++;
            if (field.equals("time")) c.hundredths -= 100;
            if (field.equals("score")) c.score += 5000;
            if (field.equals("gems")) c.gems++;
            if (field.equals("tricks")) c.tricks++;
            if (field.equals("stomps")) c.stomps++;
            if (field.equals("final state")) c.finalHash ^= 1;
            if (field.equals("goal")) c.goalReached = false;
            Verdict v = RunVerifier.verify(RunCode.encode(run), levels);
            assertEquals(Verdict.Kind.RESULT_DIFFERS, v.kind, field + ": " + v.message);
            assertTrue(v.message.contains("(" + field + ": claimed "), v.message);
        }
    }

    @Test
    void changedInput_withAGoodChecksum_isRefused() {
        SharedRun run = RunCode.decode(code);
        Replay edited = new Replay();
        edited.level = run.levelId;
        edited.add(20, 0.0, false, false); // waits a third of a second first: not the run that was claimed
        ReplayInputCopy.append(run.replay, edited);
        run.replay = edited;
        Verdict v = RunVerifier.verify(RunCode.encode(run), levels);
        assertEquals(Verdict.Kind.RESULT_DIFFERS, v.kind, v.message);
        assertTrue(v.message.contains("its input or its claim was changed"), v.message);
    }

    @Test
    void anEditedLevelFile_isAnotherVersionOfTheLevel() {
        LevelSource edited = new LevelSource(path -> Gdx.files.local("../assets/" + path), Array.with(LEVEL)) {
            @Override
            public byte[] bytes(String id) {
                byte[] b = super.bytes(id);
                byte[] more = java.util.Arrays.copyOf(b, b.length + 1);
                more[b.length] = '\n'; // one more line end: the same level to the loader, not the same file
                return more;
            }
        };
        Verdict v = RunVerifier.verify(code, edited);
        assertEquals(Verdict.Kind.OTHER_LEVEL_VERSION, v.kind, v.message);
        assertTrue(v.message.contains("another version of " + LEVEL), v.message);
    }

    @Test
    void aLevelTheGameDoesNotHave_isUnknown_andNoPathOutsideTheLevelsIsRead() {
        for (String id : new String[] {"levels/99-nowhere.tmx", "../pom.xml", "dropped/../../pom.xml", "levels.txt"}) {
            SharedRun run = RunCode.decode(code);
            run.levelId = id;
            Verdict v = RunVerifier.verify(RunCode.encode(run), levels);
            assertEquals(Verdict.Kind.UNKNOWN_LEVEL, v.kind, id + ": " + v.message);
            assertTrue(v.message.contains(id + ", a level this game does not have"), v.message);
        }
    }

    @Test
    void aLevelThatCannotBeLoaded_isNamedWithItsFirstProblem() {
        LevelSource broken = new LevelSource(path -> Gdx.files.local("../assets/" + path), Array.with(LEVEL)) {
            @Override
            public LevelData load(String id) {
                throw new com.tiltfall.level.LevelException(
                        Array.with(new com.tiltfall.level.LevelProblem(id, -1, null, "missing player spawn")));
            }
        };
        Verdict v = RunVerifier.verify(code, broken);
        assertEquals(Verdict.Kind.LEVEL_UNUSABLE, v.kind, v.message);
        assertTrue(v.message.contains("missing player spawn"), v.message);
    }

    /**
     * Fuzz: random texts, random bytes behind the tag, every truncation, a changed character at every position and
     * a flipped bit in every byte of the data: never a throw, never "verified", always a reason.
     */
    @Test
    void noInputCrashesOrVerifies() {
        Random random = new Random(2525);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for (int n = 0; n < 300; n++) {
            StringBuilder sb = new StringBuilder(n % 3 == 0 ? "TF1." : n % 3 == 1 ? "TF" : "");
            int length = random.nextInt(600);
            for (int i = 0; i < length; i++) {
                sb.append(n % 2 == 0 ? alphabet.charAt(random.nextInt(64)) : (char) random.nextInt(0x3000));
            }
            refused(sb.toString());
            byte[] bytes = new byte[random.nextInt(400)];
            random.nextBytes(bytes);
            refused("TF1." + java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
            refused(new String(bytes, StandardCharsets.ISO_8859_1));
        }
        for (int cut = 0; cut < code.length(); cut++) refused(code.substring(0, cut));
        for (int at = 0; at < code.length(); at++) {
            char other = alphabet.charAt((alphabet.indexOf(code.charAt(at)) + 1 + random.nextInt(63)) & 63);
            refused(code.substring(0, at) + other + code.substring(at + 1));
        }
        byte[] data = java.util.Base64.getUrlDecoder().decode(code.substring(4));
        for (int i = 0; i < data.length; i++) {
            byte[] flipped = data.clone();
            flipped[i] ^= (byte) (1 << random.nextInt(8));
            refused("TF1." + java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(flipped));
        }
        refused(null);
    }

    private static void refused(String text) {
        Verdict v = RunVerifier.verify(text, levels);
        assertNotNull(v);
        assertFalse(v.verified(), "verified: " + text);
        assertFalse(v.message.isEmpty());
    }
}
