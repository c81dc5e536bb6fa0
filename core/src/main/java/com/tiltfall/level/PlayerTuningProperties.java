package com.tiltfall.level;

import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.utils.Array;
import java.util.Iterator;

/**
 * A level's own player feel: map properties named {@code player.<name>} (float) override the tuning value of that
 * name ({@link PlayerTuningKnobs#KNOBS}); each is checked against its range, and an unknown name is refused, so a typo
 * never silently plays the default. docs/levels.md and docs/player.md list them.
 */
final class PlayerTuningProperties {
    static final String PREFIX = "player.";

    private PlayerTuningProperties() {}

    /** Collects the map's overrides in {@code into}; every bad one is reported to {@code v} and left out. */
    static void read(LevelValidator v, MapProperties mp, PlayerTuningOverrides into) {
        for (int i = 0; i < PlayerTuningKnobs.KNOBS.length; i++) {
            PlayerTuningKnobs.Knob knob = PlayerTuningKnobs.KNOBS[i];
            String key = PREFIX + knob.name;
            if (!mp.containsKey(key)) continue;
            double f = v.floatProperty(-1, null, mp, key, false, Double.NaN, 0.0, knob.aboveZero, knob.max);
            if (!Double.isNaN(f)) into.put(i, f);
        }
        Array<String> unknown = new Array<>();
        for (Iterator<String> it = mp.getKeys(); it.hasNext(); ) {
            String key = it.next();
            if (key.startsWith(PREFIX) && PlayerTuningKnobs.indexOf(key.substring(PREFIX.length())) < 0)
                LevelConverter.insertSorted(unknown, key); // deterministic messages (no sort: the web script's size)
        }
        for (String key : unknown) {
            v.add(-1, null, "unknown map property \"" + key + "\" (the player's tuning values: docs/player.md)");
        }
    }
}
