package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.sim.Levels;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** A warm game step (input, player control, physics, events, camera) allocates nothing. */
class StepAllocationTest {
    @Test
    void warmStepsAllocateNothing() {
        LevelData l = Levels.empty(60.0, 30.0);
        for (int i = 0; i < 40; i++) l.terrain.add(Levels.box(i, 1.0, i + 1.0, 2.0));
        TerrainData shelf = Levels.box(10.0, 4.0, 14.0, 4.2);
        shelf.oneWay = true;
        l.terrain.add(shelf);
        l.entities.add(Levels.entity("player", 2.0, 2.5, 0.0, 0.0));
        l.entities.add(Levels.entity("crate", 30.0, 2.6, 1.0, 1.0));
        EntityData p = Levels.entity("platform", 20.0, 5.0, 3.0, 0.5);
        p.properties.put("dx", 3.0);
        p.properties.put("period", 4.0);
        l.entities.add(p);
        l.entities.add(Levels.entity("goal", 50.0, 3.0, 1.0, 2.0));
        assertWarmStepsAllocateNothing(new Sim(l));
    }

    /** The level objects' systems too: enemies, pads, joints, falling and path platforms, gems. */
    @Test
    void warmStepsWithEveryLevelObjectAllocateNothing() {
        LevelData l = Levels.empty(120.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 120.0, 2.0));
        l.entities.add(Levels.entity("player", 2.0, 2.5, 0.0, 0.0));
        // the enemies patrol behind a wall: a stomp or a hit removes an entity or respawns the player, one-off events
        // (Ashley's first removal allocates) that are not the steady step this test is about
        l.terrain.add(Levels.box(95.0, 2.0, 96.0, 8.0));
        l.entities.add(Levels.entity("walker", 104.0, 2.45, 0.9, 0.8));
        l.entities.add(Levels.entity("roller", 110.0, 2.45, 0.8, 0.8));
        l.entities.add(Levels.entity("bouncepad", 5.0, 2.6, 1.6, 0.3));
        // the jointed things swing and sway out of the player's reach: when the player first touches one, the
        // physics' island buffers grow once, at a moment that depends on the path (not the step's steady cost)
        l.entities.add(Levels.entity("swing", 24.0, 12.0, 2.0, 0.3));
        l.entities.add(Levels.entity("bridge", 34.0, 12.0, 6.0, 0.2));
        l.entities.add(Levels.entity("seesaw", 44.0, 12.0, 4.0, 0.2));
        l.entities.add(Levels.entity("fallingplatform", 52.0, 4.0, 2.0, 0.5));
        l.entities.add(Levels.entity("gem", 60.0, 2.6, 0.0, 0.0));
        EntityData path = Levels.entity("path", 64.0, 5.0, 0.0, 0.0);
        path.name = "route";
        path.points = new double[] {64.0, 5.0, 70.0, 5.0, 70.0, 8.0};
        l.entities.add(path);
        EntityData p = Levels.entity("platform", 64.0, 5.0, 3.0, 0.5);
        p.properties.put("path", "route");
        p.properties.put("loop", true);
        l.entities.add(p);
        Sim s = new Sim(l);
        // warm up over the same course the measured steps take (contact buffers grow once, to the course's needs)
        for (int pass = 0; pass < 2; pass++) {
            s.input(1.0, false, false);
            for (int i = 0; i < 240; i++) s.input(1.0, (i % 40) < 10, false).step();
            s.world.placePlayer(2.0, 2.5, 0.0);
        }
        assertWarmStepsAllocateNothing(s);
    }

    /**
     * Rounds of 120 warm steps until one allocates nothing, at most three. One round may show a one-off: the JIT
     * recompiling a method mid-round after other tests in the same JVM took other paths (seen: 72 bytes once in
     * PhysicsSystem after RespawnFallbackTest's deaths; never with -Xint or C1 alone). An allocation the step itself
     * makes shows in every round, so the last round must be clean.
     */
    private static void assertWarmStepsAllocateNothing(Sim s) {
        s.input(1.0, false, false);
        for (int i = 0; i < 120; i++) s.input(1.0, (i % 40) < 10, false).step(); // warm: arrays grown, contacts made
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id); // the first call may allocate
        long worst = 0, total = 0;
        for (int round = 0; round < 3; round++) {
            worst = 0;
            long before = mx.getThreadAllocatedBytes(id);
            for (int i = 0; i < 120; i++) {
                long b0 = mx.getThreadAllocatedBytes(id);
                s.input(1.0, (i % 40) < 10, false).step();
                long b1 = mx.getThreadAllocatedBytes(id);
                worst = Math.max(worst, b1 - b0);
            }
            long after = mx.getThreadAllocatedBytes(id);
            long baseline = mx.getThreadAllocatedBytes(id) - after; // cost of the measurement itself
            total = after - before - baseline;
            if (worst == 0 && total == 0) break;
        }
        assertEquals(0L, worst, "bytes allocated by the worst warm step");
        assertEquals(0L, total, "bytes allocated in 120 warm steps");
    }
}
