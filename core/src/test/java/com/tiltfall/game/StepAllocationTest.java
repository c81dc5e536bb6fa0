package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.world.Levels;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** A warm game step (input, player control, physics, events, camera) allocates nothing. */
class StepAllocationTest {
    @Test
    void warmStepsAllocateNothing() {
        LevelData l = Levels.empty(60f, 30f);
        for (int i = 0; i < 40; i++) l.terrain.add(Levels.box(i, 1f, i + 1f, 2f));
        TerrainData shelf = Levels.box(10f, 4f, 14f, 4.2f);
        shelf.oneWay = true;
        l.terrain.add(shelf);
        l.entities.add(Levels.entity("player", 2f, 2.5f, 0f, 0f));
        l.entities.add(Levels.entity("crate", 30f, 2.6f, 1f, 1f));
        EntityData p = Levels.entity("platform", 20f, 5f, 3f, 0.5f);
        p.properties.put("dx", 3f);
        l.entities.add(p);
        l.entities.add(Levels.entity("goal", 50f, 3f, 1f, 2f));
        Sim s = new Sim(l);
        s.input(1f, false, false);
        for (int i = 0; i < 120; i++) s.input(1f, (i % 40) < 10, false).step(); // warm: arrays grown, contacts made
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id); // the first call may allocate
        long worst = 0;
        long before = mx.getThreadAllocatedBytes(id);
        for (int i = 0; i < 120; i++) {
            long b0 = mx.getThreadAllocatedBytes(id);
            s.input(1f, (i % 40) < 10, false).step();
            long b1 = mx.getThreadAllocatedBytes(id);
            worst = Math.max(worst, b1 - b0);
        }
        long after = mx.getThreadAllocatedBytes(id);
        long baseline = mx.getThreadAllocatedBytes(id) - after; // cost of the measurement itself
        assertEquals(0L, worst, "bytes allocated by the worst warm step");
        assertEquals(0L, after - before - baseline, "bytes allocated in 120 warm steps");
    }
}
