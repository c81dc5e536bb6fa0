package com.tiltfall.replay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.scoring.Medals;

/**
 * Writes each level's designer time (its committed replay's time to the goal, to the hundredth) after its name in
 * assets/levels/levels.txt ("01-first-slopes.tmx  designer 39.17"); the medal times follow from it by the rule of
 * {@link Medals}. Run from the repository root by scripts/designer-times.sh (and by scripts/regen-replays.sh after it
 * changed replays); ShippedLevelRunsTest fails while a time disagrees with its replay.
 */
public final class DesignerTimes {
    private DesignerTimes() {}

    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("assets/" + path));
        FileHandle list = Gdx.files.local("assets/" + LevelLoader.LEVEL_LIST);
        StringBuilder out = new StringBuilder();
        for (String line : list.readString("UTF-8").split("\n", -1)) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                out.append(line).append('\n');
                continue;
            }
            String name = LevelLoader.levelFileName(t);
            String path = "levels/" + name;
            String replayName = name.replace(".tmx", ".replay").replace(".tmj", ".replay");
            Replay replay = ReplayFormat.read(
                    Gdx.files.local("assets/replays/" + replayName).readString("UTF-8"), replayName);
            ReplayRunner.Outcome o = ReplayRunner.run(loader.loadData(path), replay);
            if (!o.goalReached) throw new IllegalStateException(o + ": no designer time without the goal");
            String time = seconds(Medals.hundredths(o.seconds));
            out.append(name).append("  designer ").append(time).append('\n');
            System.err.println(name + ": designer " + time + " s");
        }
        String text = out.toString();
        while (text.endsWith("\n\n")) text = text.substring(0, text.length() - 1);
        list.writeString(text, false, "UTF-8");
    }

    /** 3917 -> "39.17". */
    static String seconds(int hundredths) {
        int f = hundredths % 100;
        return (hundredths / 100) + "." + (f < 10 ? "0" : "") + f;
    }
}
