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
        LevelData l = Levels.empty(60.0, 30.0);
        for (int i = 0; i < 40; i++) l.terrain.add(Levels.box(i, 1.0, i + 1.0, 2.0));
        TerrainData shelf = Levels.box(10.0, 4.0, 14.0, 4.2);
        shelf.oneWay = true;
        l.terrain.add(shelf);
        l.entities.add(Levels.entity("player", 2.0, 2.5, 0.0, 0.0));
        l.entities.add(Levels.entity("crate", 30.0, 2.6, 1.0, 1.0));
        EntityData p = Levels.entity("platform", 20.0, 5.0, 3.0, 0.5);
        p.properties.put("dx", 3.0);
        l.entities.add(p);
        l.entities.add(Levels.entity("goal", 50.0, 3.0, 1.0, 2.0));
        Sim s = new Sim(l);
        s.input(1.0, false, false);
        for (int i = 0; i < 120; i++) s.input(1.0, (i % 40) < 10, false).step(); // warm: arrays grown, contacts made
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id); // the first call may allocate
        long worst = 0;
        long before = mx.getThreadAllocatedBytes(id);
        for (int i = 0; i < 120; i++) {
            long b0 = mx.getThreadAllocatedBytes(id);
            s.input(1.0, (i % 40) < 10, false).step();
            long b1 = mx.getThreadAllocatedBytes(id);
            worst = Math.max(worst, b1 - b0);
        }
        long after = mx.getThreadAllocatedBytes(id);
        long baseline = mx.getThreadAllocatedBytes(id) - after; // cost of the measurement itself
        assertEquals(0L, worst, "bytes allocated by the worst warm step");
        assertEquals(0L, after - before - baseline, "bytes allocated in 120 warm steps");
    }
}
