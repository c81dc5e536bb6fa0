package com.tiltfall.level;

import com.tiltfall.ecs.component.PlayerTuning;

/**
 * A level's changes to the player's default feel (its {@code player.<name>} map properties, checked by the loader):
 * which values ({@link PlayerTuningKnobs#KNOBS} indexes) become what. Applied to the player when a level is built.
 */
public final class PlayerTuningOverrides {
    private final int[] knob = new int[PlayerTuningKnobs.KNOBS.length];
    private final double[] value = new double[PlayerTuningKnobs.KNOBS.length];
    private int count;

    /** Sets the value of {@code KNOBS[index]} (a later put of the same value replaces it). */
    public void put(int index, double v) {
        for (int i = 0; i < count; i++) {
            if (knob[i] == index) {
                value[i] = v;
                return;
            }
        }
        knob[count] = index;
        value[count] = v;
        count++;
    }

    /** How many values this level changes. */
    public int size() {
        return count;
    }

    /** Writes the level's values into {@code t} (the player's own tuning, fresh from its defaults). */
    public void applyTo(PlayerTuning t) {
        for (int i = 0; i < count; i++) PlayerTuningKnobs.set(t, knob[i], value[i]);
    }
}
