package com.tiltfall.render;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.sim.Simulation;

/**
 * Everything the world renderer animates, computed once per frame from what the world exposes (counters,
 * transforms, velocities, the grounded flag) and never written back: the terrain mesh, the hero's look, particles,
 * screen shake, the death animation and the goal's celebration. No drawing and no GL here, so tests run it
 * headless ({@code WorldSceneTest}: the world's state is unchanged by it). Per-frame updates do not allocate.
 */
public final class WorldScene {
    /** Landing speed (m/s down) from which a landing is hard: shake and a bigger dust cloud. */
    public static final float HARD_LANDING = 14f;
    /** How long the death animation plays, s. */
    public static final float DEATH_TIME = 0.7f;
    /** How long the hurt reaction to a hit that does not send the hero back plays, s. */
    public static final float HURT_TIME = 0.45f;
    /** How long a stomped walker lies flat, s; how many can at once. */
    public static final float FLAT_TIME = 0.6f;

    static final int FLATS = 4;

    private final Simulation world;
    private final TerrainMesh terrain;
    private final Particles particles = new Particles(384);
    private final HeroLook hero = new HeroLook();
    private final ScreenShake shake = new ScreenShake();
    private final ImmutableArray<Entity> triggers;
    /** Coins, gems and checkpoints: each sparkles once when the player first touches it. */
    private final Array<Entity> coins = new Array<>();

    private final boolean[] coinSeen;
    /** The level's enemies (never added later) and which were seen defeated. */
    private final Array<Entity> enemies = new Array<>();

    private final boolean[] enemyGone;
    /** The level's bounce pads and the launches seen of each. */
    private final ImmutableArray<Entity> pads;

    private final int[] padLaunches;
    /** Stomped walkers lying flat: where (the middle of the feet side), how wide, facing, since when (negative: free). */
    private final float[] flatX = new float[FLATS],
            flatY = new float[FLATS],
            flatW = new float[FLATS],
            flatFacing = new float[FLATS],
            flatTime = new float[FLATS];

    private int seenJumps, seenDeaths, seenTricks, seenBadLandings, seenRespawns;
    /** Seconds since the hurt reaction started, or negative when none plays. */
    private float hurtTime = -1f;

    private boolean wasGrounded = true, goalSeen;
    private float lastVy, dustTimer, time, goalTime = -1f;
    /** Interpolated player pose for this frame. */
    private float px, py, pangle;
    /** The death animation: where and how long ago (negative: none). */
    private float ghostX, ghostY, ghostAngle, ghostTime = -1f;

    public WorldScene(Simulation world) {
        this.world = world;
        terrain = new TerrainMesh(world.engine(), Color.WHITE_FLOAT_BITS, -Simulation.KILL_DEPTH - 2.0);
        triggers = world.engine()
                .getEntitiesFor(
                        Family.all(TriggerComponent.class, BodyComponent.class).get());
        for (int i = 0; i < triggers.size(); i++) {
            int kind = triggers.get(i).getComponent(TriggerComponent.class).kind;
            if (kind == TriggerComponent.COIN || kind == TriggerComponent.GEM || kind == TriggerComponent.CHECKPOINT)
                coins.add(triggers.get(i));
        }
        coinSeen = new boolean[coins.size];
        ImmutableArray<Entity> en = world.engine()
                .getEntitiesFor(Family.all(EnemyComponent.class, TransformComponent.class)
                        .get());
        for (int i = 0; i < en.size(); i++) enemies.add(en.get(i));
        enemyGone = new boolean[enemies.size];
        for (int i = 0; i < FLATS; i++) flatTime[i] = -1f;
        pads = world.engine()
                .getEntitiesFor(Family.all(BouncePadComponent.class).get());
        padLaunches = new int[pads.size()];
        for (int i = 0; i < pads.size(); i++)
            padLaunches[i] = pads.get(i).getComponent(BouncePadComponent.class).launches;
        seenJumps = world.playerState().stats.jumps;
        seenDeaths = world.deaths();
        seenRespawns = world.respawns();
        seenTricks = world.playerState().stats.tricks;
        seenBadLandings = world.playerState().stats.badLandings;
        TransformComponent t = world.playerTransform();
        px = (float) t.x;
        py = (float) t.y;
    }

    /**
     * Advances the animations by {@code dt} seconds of real time and reads the world at interpolation {@code alpha}.
     */
    public void update(float alpha, float dt) {
        time += dt;
        TransformComponent t = world.playerTransform();
        float lastX = px, lastY = py, lastAngle = pangle;
        px = MathUtils.lerp((float) t.prevX, (float) t.x, alpha);
        py = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        pangle = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
        float vx = (float) world.playerVelocityX(), vy = (float) world.playerVelocityY();
        float c = MathUtils.cos(pangle), s = MathUtils.sin(pangle);
        float half = (float) world.playerState().tuning.halfSize;
        // the feet: the middle of the hero's own bottom side
        float feetX = px + s * half, feetY = py - c * half;

        // a life lost that leaves the hero where it is (an enemy's touch): a flinch, not the death animation; one that
        // sends it back to the last checkpoint (hazard, fall, time up) plays the death animation where it was. The
        // rules count the respawns: the hero's jump between frames cannot tell (a checkpoint can be near)
        boolean sentBack = world.respawns() != seenRespawns;
        seenRespawns = world.respawns();
        if (world.deaths() != seenDeaths && !sentBack) {
            seenDeaths = world.deaths();
            hurtTime = 0f;
            particles.burst(Particles.SPARKLE, 10, px, py, 0f, 1f, 4.5f, 0.35f, 0.2f, Palette.HURT, 0f);
            shake.add(0.35f);
            hero.landed(HARD_LANDING * 0.6f); // squashed by the blow
            hero.react(false);
        }
        if (world.deaths() != seenDeaths) {
            seenDeaths = world.deaths();
            ghostX = lastX;
            ghostY = lastY;
            ghostAngle = lastAngle;
            ghostTime = 0f;
            particles.burst(Particles.DOT, 28, lastX, lastY, 0f, 2f, 7f, 0.8f, 0.16f, Palette.DEATH, 14f);
            shake.add(0.7f);
            hero.react(false);
            wasGrounded = world.isPlayerGrounded();
        }
        // a trick landed on the feet: a grin and a shower of sparkles; a landing on a side or corner: "oops"
        if (world.playerState().stats.tricks != seenTricks) {
            seenTricks = world.playerState().stats.tricks;
            hero.react(true);
            particles.burst(Particles.SPARKLE, 16, px, py, 0f, 1f, 4f, 0.6f, 0.2f, Palette.GOLD, 0f);
        }
        boolean winced = false;
        if (world.playerState().stats.badLandings != seenBadLandings) {
            seenBadLandings = world.playerState().stats.badLandings;
            hero.react(false);
            winced = true;
        }
        if (world.playerState().stats.jumps != seenJumps) {
            seenJumps = world.playerState().stats.jumps;
            hero.jumped();
            particles.burst(Particles.DUST, 6, feetX, feetY, 0f, 0.5f, 1.5f, 0.35f, 0.22f, Palette.DUST, 0f);
        }
        launches(feetX, feetY);
        boolean grounded = world.isPlayerGrounded();
        if (grounded && !wasGrounded) {
            float impact = Math.max(0f, -lastVy);
            hero.landed(impact);
            int n = impact > HARD_LANDING ? 14 : impact > 4f ? 6 : 0;
            if (n > 0)
                particles.burst(
                        Particles.DUST, n, feetX, feetY, 0f, 0.6f, 0.2f * impact, 0.45f, 0.25f, Palette.DUST, 2f);
            if (impact > HARD_LANDING) shake.add(Math.min(0.6f, (impact - HARD_LANDING) * 0.06f + 0.25f));
        }
        wasGrounded = grounded;
        lastVy = vy;
        if (grounded && Math.abs(vx) > 3f) {
            dustTimer -= dt;
            if (dustTimer <= 0f) {
                dustTimer = 0.07f + 0.2f / Math.abs(vx);
                particles.emit(
                        Particles.DUST,
                        feetX,
                        feetY + 0.05f,
                        -0.2f * vx,
                        0.6f + 0.3f * particles.spread(),
                        0.35f,
                        0.16f,
                        Palette.DUST,
                        0f);
            }
        }
        for (int i = 0; i < coins.size; i++) {
            if (coinSeen[i]) continue;
            TriggerComponent tc = coins.get(i).getComponent(TriggerComponent.class);
            if (tc.used) {
                coinSeen[i] = true;
                BodyComponent b = coins.get(i).getComponent(BodyComponent.class);
                if (tc.kind == TriggerComponent.COIN) {
                    particles.burst(
                            Particles.SPARKLE,
                            10,
                            (float) b.x,
                            (float) b.y,
                            0f,
                            0.5f,
                            3f,
                            0.5f,
                            0.2f,
                            Palette.GOLD,
                            0f);
                    hero.react(true);
                } else if (tc.kind == TriggerComponent.GEM) {
                    particles.burst(
                            Particles.SPARKLE,
                            16,
                            (float) b.x,
                            (float) b.y,
                            0f,
                            0.5f,
                            4f,
                            0.7f,
                            0.24f,
                            Palette.GEM,
                            0f);
                    if (!winced) hero.react(true);
                } else {
                    // a checkpoint: its flag turns green (GameRenderer) in a puff of green sparkles
                    particles.burst(
                            Particles.SPARKLE,
                            12,
                            (float) b.x,
                            (float) b.y,
                            0f,
                            0.8f,
                            3f,
                            0.6f,
                            0.2f,
                            Palette.CHECKPOINT,
                            0f);
                }
            }
        }
        stomps(dt);
        if (world.isGoalReached() && !goalSeen) {
            goalSeen = true;
            goalTime = 0f;
            hero.react(true);
        }
        if (goalTime >= 0f) {
            float before = goalTime;
            goalTime += dt;
            // confetti from the goal, in three puffs
            for (int k = 0; k < 3; k++) {
                float at = k * 0.35f;
                if (before <= at && goalTime > at) confetti(k);
            }
        }
        if (ghostTime >= 0f) {
            ghostTime += dt;
            if (ghostTime > DEATH_TIME) ghostTime = -1f;
        }
        if (hurtTime >= 0f) {
            hurtTime += dt;
            if (hurtTime > HURT_TIME) hurtTime = -1f;
        }
        // the eyes look along the motion as the hero sees it (its own frame)
        hero.update(dt, c * vx + s * vy, -s * vx + c * vy);
        particles.update(dt);
        shake.update(dt);
    }

    /** A bounce pad launched the player: the hero stretches and a ring of dust and sparkles puffs off the plate. */
    private void launches(float feetX, float feetY) {
        for (int i = 0; i < padLaunches.length && i < pads.size(); i++) {
            int n = pads.get(i).getComponent(BouncePadComponent.class).launches;
            if (n == padLaunches[i]) continue;
            padLaunches[i] = n;
            hero.jumped();
            particles.burst(Particles.DUST, 10, feetX, feetY, 0f, -0.3f, 2.5f, 0.4f, 0.22f, Palette.DUST, 1f);
            particles.burst(Particles.SPARKLE, 8, feetX, feetY, 0f, 0.5f, 3f, 0.45f, 0.18f, Palette.GOLD, 0f);
        }
    }

    /** A stomped enemy (removed from the world at the end of that step): a purple burst; a walker lies flat. */
    private void stomps(float dt) {
        for (int i = 0; i < FLATS; i++) {
            if (flatTime[i] < 0f) continue;
            flatTime[i] += dt;
            if (flatTime[i] > FLAT_TIME) flatTime[i] = -1f;
        }
        for (int i = 0; i < enemies.size; i++) {
            if (enemyGone[i]) continue;
            EnemyComponent en = enemies.get(i).getComponent(EnemyComponent.class);
            if (!en.defeated) continue;
            enemyGone[i] = true;
            TransformComponent t = enemies.get(i).getComponent(TransformComponent.class);
            float x = (float) t.x, y = (float) t.y;
            particles.burst(Particles.DOT, 14, x, y, 0f, 1f, 4f, 0.45f, 0.14f, Palette.STOMP, 8f);
            if (en.kind != EnemyComponent.WALKER) continue;
            int slot = 0; // a free slot, else the oldest
            for (int k = 0; k < FLATS; k++) {
                if (flatTime[k] < 0f) {
                    slot = k;
                    break;
                }
                if (flatTime[k] > flatTime[slot]) slot = k;
            }
            float moved = (float) (t.x - t.prevX);
            flatX[slot] = x;
            flatY[slot] = y - (float) en.halfHeight;
            flatW[slot] = 2f * (float) en.halfWidth;
            flatFacing[slot] = Math.abs(moved) > 1e-4f ? (moved > 0f ? 1f : -1f) : en.direction < 0 ? -1f : 1f;
            flatTime[slot] = 0f;
        }
    }

    /** Seconds since stomped walker {@code i} (0 .. {@link #FLATS}-1) went flat, or negative. */
    public float flatTime(int i) {
        return flatTime[i];
    }

    public float flatX(int i) {
        return flatX[i];
    }

    public float flatY(int i) {
        return flatY[i];
    }

    public float flatWidth(int i) {
        return flatW[i];
    }

    public float flatFacing(int i) {
        return flatFacing[i];
    }

    private void confetti(int puff) {
        for (int i = 0; i < triggers.size(); i++) {
            Entity e = triggers.get(i);
            if (e.getComponent(TriggerComponent.class).kind != TriggerComponent.GOAL) continue;
            BodyComponent b = e.getComponent(BodyComponent.class);
            for (int k = 0; k < 16; k++) {
                particles.emit(
                        Particles.DOT,
                        (float) b.x + particles.spread() * 0.5f,
                        (float) b.y + 0.8f,
                        particles.spread() * 4f,
                        6f + 3f * particles.spread(),
                        1.2f,
                        0.14f,
                        Palette.CONFETTI[(k + puff) % Palette.CONFETTI.length],
                        9f);
            }
        }
    }

    public TerrainMesh terrain() {
        return terrain;
    }

    public Particles particles() {
        return particles;
    }

    public HeroLook hero() {
        return hero;
    }

    public ScreenShake shake() {
        return shake;
    }

    public float playerX() {
        return px;
    }

    public float playerY() {
        return py;
    }

    public float playerAngle() {
        return pangle;
    }

    /** Seconds since the hurt reaction (a hit that cost a life but left the hero in place) started, or negative. */
    public float hurtTime() {
        return hurtTime;
    }

    /** Seconds since the death animation started, or negative when none plays. */
    public float ghostTime() {
        return ghostTime;
    }

    public float ghostX() {
        return ghostX;
    }

    public float ghostY() {
        return ghostY;
    }

    public float ghostAngle() {
        return ghostAngle;
    }

    /** Seconds since the goal was reached, or negative. */
    public float goalTime() {
        return goalTime;
    }

    /** Seconds of animation so far (coins spin, flags wave). */
    public float time() {
        return time;
    }
}
