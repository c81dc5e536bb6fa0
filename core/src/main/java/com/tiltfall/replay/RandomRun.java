package com.tiltfall.replay;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * Seeded random controls that a player could have pressed, as a {@link Replay}: the determinism check's input
 * (docs/physics/determinism.md). The controls depend on no level and no tuning, so a rule change never invalidates
 * them: the desktop and the browser must simply agree on every step they drive.
 *
 * <p>The run is a sequence of moves until it has {@code steps} steps. Each move holds one direction, drawn as right
 * (60 %), left (18 %), none (14 %) or half right or left (8 %), with Down also held in one move of ten (Down + jump
 * drops through one-way pieces); it runs 4..43 steps without jump, then, in 60 % of moves, holds jump for 2..30
 * steps (a tap to a full jump) with the same direction. Jump is always released between moves, so every jump is a
 * fresh press. The random source is Marsaglia's xorshift32 (13, 17, 5) on an int: the same numbers in Java and in
 * GWT's JavaScript.
 */
public final class RandomRun {
    /** How the page's trace hooks name a generated run instead of a replay file: {@code random:SEED:STEPS}. */
    public static final String PREFIX = "random:";

    private int state;

    RandomRun(int seed) {
        state = seed == 0 ? 0x9E3779B9 : seed; // xorshift stays at 0 forever
    }

    /** {@code steps} steps of controls drawn from {@code seed}; the same seed always gives the same run. */
    public static Replay make(int seed, int steps) {
        RandomRun random = new RandomRun(seed);
        Replay replay = new Replay();
        while (replay.steps() < steps) {
            int pick = random.below(100);
            double move = pick < 60 ? 1.0 : pick < 78 ? -1.0 : pick < 92 ? 0.0 : pick < 96 ? 0.5 : -0.5;
            boolean down = random.below(10) == 0;
            replay.add(Math.min(4 + random.below(40), steps - replay.steps()), move, false, down);
            if (random.below(100) < 60) {
                replay.add(Math.min(2 + random.below(29), steps - replay.steps()), move, true, down);
            }
        }
        return replay;
    }

    /**
     * The run {@code name} stands for: {@code random:SEED:STEPS} from the level's spawn, or
     * {@code random:SEED:STEPS:C} from the centre of the level's checkpoint C (0 = the first checkpoint in the
     * file), to which {@code level}'s spawn is moved (so that a run can test a level's later parts). Kept small: it is
     * in the web build's script, for the browser test only.
     */
    public static Replay named(String name, LevelData level) {
        String[] part = name.split(":");
        if (part.length > 3) {
            int skip = Integer.parseInt(part[3]);
            EntityData spawn = level.first(EntityTypes.PLAYER.name);
            for (int i = 0; i < level.entities.size && spawn != null; i++) {
                EntityData e = level.entities.get(i);
                if (EntityTypes.CHECKPOINT.is(e) && skip-- == 0) {
                    spawn.x = e.x;
                    spawn.y = e.y;
                }
            }
            if (skip >= 0 || spawn == null) throw new IllegalArgumentException(level.source + ": no start for " + name);
        }
        if (part.length < 3) throw new IllegalArgumentException("not random:SEED:STEPS[:C]: " + name);
        return make(Integer.parseInt(part[1]), Integer.parseInt(part[2]));
    }

    /**
     * The determinism check's runs of {@code level} (JVM and browser tests alike): one of {@code steps} steps from the
     * spawn and one from each checkpoint, seeded with the level's asset path's {@code String.hashCode()} plus the
     * start's number (0 = the spawn, C + 1 = checkpoint C).
     */
    public static Array<String> checkRuns(LevelData level, int steps) {
        Array<String> names = new Array<>();
        names.add(PREFIX + level.source.hashCode() + ":" + steps);
        int checkpoint = 0;
        for (int i = 0; i < level.entities.size; i++) {
            if (!EntityTypes.CHECKPOINT.is(level.entities.get(i))) continue;
            names.add(PREFIX + (level.source.hashCode() + checkpoint + 1) + ":" + steps + ":" + checkpoint);
            checkpoint++;
        }
        return names;
    }

    /** A number in [0, n). */
    int below(int n) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 1) % n;
    }
}
