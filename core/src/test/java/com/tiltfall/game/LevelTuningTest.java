package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.assets.loaders.resolvers.AbsoluteFileHandleResolver;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.level.LevelTestSupport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A level's own player feel: map properties {@code player.<name>} override the tuning (docs/player.md), and the
 * level plays as the override says; a bad override is refused with a message naming the file and the property.
 * The map is the test corpus's minimal level (floor top at y = 2 m, 10 x 8 m) with properties added.
 */
class LevelTuningTest {
    static final double G = 25.0, DT = 1.0 / 60.0;

    @TempDir
    Path dir;

    @BeforeAll
    static void gdx() {
        LevelTestSupport.headless();
    }

    /** The minimal level with these map properties added (each a Tiled property element), written to dir. */
    private String level(String name, String properties) throws IOException {
        String tmx;
        try (InputStream in = LevelTuningTest.class.getResourceAsStream("/levels/good/minimal.tmx")) {
            tmx = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String anchor = "<property name=\"title\" value=\"Minimal\"/>";
        assertTrue(tmx.contains(anchor), "the corpus level still has its title property");
        Path f = dir.resolve(name);
        Files.write(f, tmx.replace(anchor, anchor + properties).getBytes(StandardCharsets.UTF_8));
        return f.toString();
    }

    private static String property(String name, String type, String value) {
        return "<property name=\"" + name + "\" type=\"" + type + "\" value=\"" + value + "\"/>";
    }

    private static LevelData load(String path) {
        return new LevelLoader(new AbsoluteFileHandleResolver()).loadData(path);
    }

    /**
     * The rise a jump at {@code v} m/s should reach: the apex v^2 / 2g, less half a sub-step's rise (the physics
     * moves each sub-step by the velocity after that sub-step's gravity, semi-implicit Euler: v h / 2 over the climb
     * for sub-steps of h).
     */
    private static double apex(double v, Sim s) {
        double h = DT / s.world.physicsWorld().getSubSteps();
        return v * v / (2.0 * G) - v * h / 2.0;
    }

    /** Stands on the floor, then jumps with jump held: the highest rise of the centre above where it stood, m. */
    private static double jumpRise(Sim s) {
        s.input(0.0, false, false).seconds(0.5);
        assertTrue(s.grounded(), "standing on the floor");
        double y0 = s.y(), top = y0;
        s.input(0.0, true, false);
        for (int i = 0; i < 120; i++) {
            s.step();
            top = Math.max(top, s.y());
        }
        return top - y0;
    }

    @Test
    void aJumpSpeedOverrideJumpsAsHighAsItsSpeedSays() throws IOException {
        for (double v : new double[] {8.0, 9.5, 11.0, 12.5, 14.0}) {
            String path = level("jump-" + v + ".tmx", property("player.jumpSpeed", "float", String.valueOf(v)));
            Sim s = new Sim(load(path));
            assertEquals(apex(v, s), jumpRise(s), 0.01, "jumpSpeed " + v);
        }
    }

    @Test
    void aJsonMapOverridesAlike() throws IOException {
        String tmj;
        try (InputStream in = LevelTuningTest.class.getResourceAsStream("/levels/good/minimal.tmj")) {
            tmj = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String anchor = "\"properties\": [";
        assertTrue(tmj.contains(anchor), "the corpus map has map properties");
        Path f = dir.resolve("jump.tmj");
        String override = "{\"name\": \"player.jumpSpeed\", \"type\": \"float\", \"value\": 13.5},";
        Files.write(
                f,
                tmj.replaceFirst(java.util.regex.Pattern.quote(anchor), anchor + override)
                        .getBytes(StandardCharsets.UTF_8));
        Sim s = new Sim(load(f.toString()));
        assertEquals(apex(13.5, s), jumpRise(s), 0.01, "jumpSpeed 13.5 from a .tmj");
    }

    @Test
    void aRunSpeedOverrideRunsAtThatSpeed() throws IOException {
        for (double v : new double[] {3.0, 5.5, 9.0}) {
            String path = level("run-" + v + ".tmx", property("player.maxRunSpeed", "float", String.valueOf(v)));
            Sim s = new Sim(load(path));
            s.input(0.0, false, false).seconds(0.5);
            // from rest at the ground acceleration (45 m/s^2): at most 9 m/s / 45 = 0.2 s to reach it; flat ground
            s.input(1.0, false, false).seconds(0.4);
            assertEquals(v, s.vx(), 1e-6, "maxRunSpeed " + v);
        }
    }

    @Test
    void aLevelWithoutOverridesPlaysTheDefaults() throws IOException {
        Sim s = new Sim(load(level("plain.tmx", "")));
        assertEquals(apex(11.0, s), jumpRise(s), 0.01, "the default jump speed, 11 m/s");
    }

    /** The problems of a level with these properties (none: fails). */
    private LevelProblem[] problems(String name, String properties) throws IOException {
        String path = level(name, properties);
        try {
            load(path);
        } catch (LevelException e) {
            LevelProblem[] out = new LevelProblem[e.problems.size];
            for (int i = 0; i < out.length; i++) out[i] = e.problems.get(i);
            return out;
        }
        fail(name + " loaded, but it has a bad player tuning property");
        return null;
    }

    private void refused(String name, String properties, String... words) throws IOException {
        LevelProblem[] problems = problems(name, properties);
        assertEquals(1, problems.length, name + ": " + java.util.Arrays.toString(problems));
        String shown = problems[0].toString();
        assertTrue(shown.startsWith(dir.resolve(name).toString() + ": "), "names the file: " + shown);
        for (String w : words) assertTrue(shown.contains(w), "\"" + w + "\" in: " + shown);
    }

    @Test
    void aBadOverrideIsRefusedWithAMessageNamingTheFileAndTheProperty() throws IOException {
        refused("negative.tmx", property("player.jumpSpeed", "float", "-3"), "\"player.jumpSpeed\"", "-3", "> 0");
        refused("zero.tmx", property("player.maxRunSpeed", "float", "0"), "\"player.maxRunSpeed\"", "> 0");
        refused(
                "too-big.tmx",
                property("player.jumpCut", "float", "1.5"),
                "\"player.jumpCut\"",
                "1.5",
                "between 0 and 1");
        refused("gain.tmx", property("player.slopeGain", "float", "2"), "\"player.slopeGain\"", "between 0 and 1");
        refused("text.tmx", property("player.jumpSpeed", "string", "high"), "\"player.jumpSpeed\"", "float");
        refused("nan.tmx", property("player.coyoteTime", "float", "NaN"), "\"player.coyoteTime\"");
        refused("typo.tmx", property("player.jumpSped", "float", "12"), "\"player.jumpSped\"", "unknown");
        // the box's size is not a feel value: the level checks (respawn points) assume the 0.9 m box
        refused("size.tmx", property("player.halfSize", "float", "1"), "\"player.halfSize\"", "unknown");
        // nor are the controller's thresholds that keep the box from catching on terrain
        refused("cone.tmx", property("player.groundCos", "float", "0.5"), "\"player.groundCos\"", "unknown");
    }
}
