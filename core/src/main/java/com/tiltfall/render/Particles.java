package com.tiltfall.render;

/**
 * A fixed pool of particles (dust, sparkles, bursts, confetti) kept in parallel arrays: emitting, updating and
 * drawing never allocate. When the pool is full a new particle replaces the oldest one. Rendering state only: the
 * simulation never reads it, and its pseudo-random spread comes from its own seeded generator.
 */
public final class Particles {
    /** What a particle looks like (a region of the sprite atlas, see {@link GameRenderer}). */
    public static final int DOT = 0, DUST = 1, SPARKLE = 2;

    private final int capacity;
    final float[] x, y, vx, vy, age, life, size, r, g, b, gravity, spin;
    final int[] kind;
    private int count, oldest;
    private int seed = 0x2545F491;

    public Particles(int capacity) {
        this.capacity = capacity;
        x = new float[capacity];
        y = new float[capacity];
        vx = new float[capacity];
        vy = new float[capacity];
        age = new float[capacity];
        life = new float[capacity];
        size = new float[capacity];
        r = new float[capacity];
        g = new float[capacity];
        b = new float[capacity];
        gravity = new float[capacity];
        spin = new float[capacity];
        kind = new int[capacity];
    }

    /** A uniform pseudo-random number in [-1, 1) (xorshift; rendering only). */
    public float spread() {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed & 0xFFFFFF) / (float) 0x800000 - 1f;
    }

    /** Adds one particle; returns its slot. Colour components 0..1; gravity in m/s^2 (positive pulls down). */
    public int emit(
            int kind, float x, float y, float vx, float vy, float life, float size, float[] rgb, float gravity) {
        int i;
        if (count < capacity) {
            i = count++;
        } else {
            i = oldest; // full: the oldest slot is reused
            oldest = (oldest + 1) % capacity;
        }
        this.kind[i] = kind;
        this.x[i] = x;
        this.y[i] = y;
        this.vx[i] = vx;
        this.vy[i] = vy;
        this.age[i] = 0f;
        this.life[i] = life;
        this.size[i] = size;
        this.r[i] = rgb[0];
        this.g[i] = rgb[1];
        this.b[i] = rgb[2];
        this.gravity[i] = gravity;
        this.spin[i] = spread() * 6f;
        return i;
    }

    /** {@code n} particles from (x, y) in random directions at up to {@code speed} m/s, biased by (dirX, dirY). */
    public void burst(
            int kind,
            int n,
            float x,
            float y,
            float dirX,
            float dirY,
            float speed,
            float life,
            float size,
            float[] rgb,
            float gravity) {
        for (int k = 0; k < n; k++) {
            float a = spread() * 3.14159265f, s = speed * (0.4f + 0.6f * Math.abs(spread()));
            float l = life * (0.7f + 0.3f * Math.abs(spread()));
            emit(kind, x, y, dirX + s * (float) Math.cos(a), dirY + s * (float) Math.sin(a), l, size, rgb, gravity);
        }
    }

    /** Moves every particle by {@code dt} seconds and removes the expired ones. */
    public void update(float dt) {
        for (int i = 0; i < count; ) {
            age[i] += dt;
            if (age[i] >= life[i]) {
                remove(i);
                continue;
            }
            vy[i] -= gravity[i] * dt;
            x[i] += vx[i] * dt;
            y[i] += vy[i] * dt;
            i++;
        }
    }

    private void remove(int i) {
        int last = --count;
        if (i != last) {
            kind[i] = kind[last];
            x[i] = x[last];
            y[i] = y[last];
            vx[i] = vx[last];
            vy[i] = vy[last];
            age[i] = age[last];
            life[i] = life[last];
            size[i] = size[last];
            r[i] = r[last];
            g[i] = g[last];
            b[i] = b[last];
            gravity[i] = gravity[last];
            spin[i] = spin[last];
        }
        if (oldest >= count) oldest = 0;
    }

    /** Seconds since particle {@code i} was emitted. */
    public float age(int i) {
        return age[i];
    }

    public int count() {
        return count;
    }

    public int capacity() {
        return capacity;
    }

    public float x(int i) {
        return x[i];
    }

    public float y(int i) {
        return y[i];
    }

    /** 1 when born, 0 when it expires. */
    public float remaining(int i) {
        return 1f - age[i] / life[i];
    }

    public void clear() {
        count = 0;
        oldest = 0;
    }
}
