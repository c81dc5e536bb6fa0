package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The particle pool: fixed size, the oldest replaced when full, motion as integrated by hand, no allocation. */
class ParticlesTest {
    private static final float[] WHITE = {1f, 1f, 1f};

    @Test
    void particlesMoveFallAndExpireAsIntegratedByHand() {
        Particles p = new Particles(8);
        p.emit(Particles.DOT, 1f, 2f, 2f, 0f, 0.5f, 0.1f, WHITE, 0f);
        p.emit(Particles.DOT, 0f, 0f, 0f, 3f, 10f, 0.1f, WHITE, 10f);
        for (int i = 0; i < 4; i++) p.update(0.1f);
        // 2 m/s for 0.4 s; the second: v = 3 - 10 t (semi-implicit Euler: v first), y = sum of v after each step
        assertEquals(1f + 0.8f, p.x(0), 1e-5f);
        assertEquals(0.1f * (2f + 1f + 0f - 1f), p.y(1), 1e-5f); // speeds after each step: 2, 1, 0, -1
        assertEquals(1f - 0.4f / 0.5f, p.remaining(0), 1e-5f);
        p.update(0.15f); // the first is 0.55 s old: gone; the second moves into its slot
        assertEquals(1, p.count());
        assertEquals(0f, p.x(0), 0f);
    }

    @Test
    void aFullPoolReplacesTheOldestParticle() {
        Particles p = new Particles(4);
        for (int i = 0; i < 4; i++) p.emit(Particles.DUST, i, 0f, 0f, 0f, 5f, 0.1f, WHITE, 0f);
        int slot = p.emit(Particles.DUST, 99f, 0f, 0f, 0f, 5f, 0.1f, WHITE, 0f);
        assertEquals(4, p.count(), "never more than the capacity");
        assertEquals(0, slot, "the oldest (first emitted) slot is reused");
        assertEquals(99f, p.x(0), 0f);
        slot = p.emit(Particles.DUST, 98f, 0f, 0f, 0f, 5f, 0.1f, WHITE, 0f);
        assertEquals(1, slot, "then the next oldest");
        for (int i = 0; i < 1000; i++) p.emit(Particles.SPARKLE, i, 0f, 0f, 0f, 5f, 0.1f, WHITE, 0f);
        assertEquals(4, p.count());
    }

    @Test
    void theSpreadIsUniformInMinusOneToOne() {
        Particles p = new Particles(1);
        double sum = 0, min = 1, max = -1;
        int n = 20000;
        for (int i = 0; i < n; i++) {
            float s = p.spread();
            assertTrue(s >= -1f && s < 1f, "in range: " + s);
            sum += s;
            min = Math.min(min, s);
            max = Math.max(max, s);
        }
        assertEquals(0.0, sum / n, 0.02, "mean of a uniform [-1, 1)");
        assertTrue(min < -0.99 && max > 0.99, "covers the range");
    }

    @Test
    void emittingAndUpdatingAFullPoolAllocatesNothing() {
        Particles p = new Particles(256);
        for (int i = 0; i < 600; i++) { // warm up: the pool fills and starts replacing
            p.burst(Particles.DOT, 5, 0f, 0f, 0f, 1f, 3f, 0.5f, 0.1f, WHITE, 9f);
            p.update(1f / 60f);
        }
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id);
        long before = mx.getThreadAllocatedBytes(id);
        for (int i = 0; i < 600; i++) {
            p.burst(Particles.SPARKLE, 7, i * 0.01f, 0f, 0f, 1f, 3f, 0.5f, 0.1f, WHITE, 9f);
            p.emit(Particles.DUST, 0f, 0f, 1f, 1f, 0.3f, 0.1f, WHITE, 0f);
            p.update(1f / 60f);
        }
        long after = mx.getThreadAllocatedBytes(id);
        long baseline = mx.getThreadAllocatedBytes(id) - after;
        assertEquals(0L, after - before - baseline, "bytes allocated by 600 frames of particles");
        assertTrue(p.count() > 100, "the pool was busy: " + p.count());
    }
}
