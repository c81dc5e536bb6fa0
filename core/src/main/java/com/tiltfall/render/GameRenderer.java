package com.tiltfall.render;

import static com.tiltfall.render.ParallaxLayers.CLOUDS_FACTOR;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_LENGTH;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_LIFT;
import static com.tiltfall.render.ParallaxLayers.FAR_FACTOR;
import static com.tiltfall.render.ParallaxLayers.FAR_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.FAR_LENGTH;
import static com.tiltfall.render.ParallaxLayers.FAR_LIFT;
import static com.tiltfall.render.ParallaxLayers.NEAR_FACTOR;
import static com.tiltfall.render.ParallaxLayers.NEAR_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.NEAR_LENGTH;
import static com.tiltfall.render.ParallaxLayers.NEAR_LIFT;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.PolygonSpriteBatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.ScreenUtils;
import com.badlogic.gdx.utils.viewport.Viewport;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.ghost.GhostRace;
import com.tiltfall.kinds.Look;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Simulation;

/**
 * Draws the world (the Simulation / GameRenderer split): the sky and parallax layers, the terrain mesh made from
 * the collision shapes, the Tiled decoration layers, every entity from its look ({@link LookComponent}, set by its
 * kind: one loop, back to front by the look's layer, each drawn by {@link LookPainter}), the stomped walkers, the hero
 * with its face, the death animation and the particles. It reads the world and its components only; the animation
 * state lives in {@link WorldScene}, the textures in the game's {@link GameArt}. See docs/art.md.
 */
public final class GameRenderer implements Disposable {
    /** The atlas regions the renderer itself draws (the hero, stomped walkers, particles); kinds name their own. */
    static final String[] SPRITES = {
        "hero",
        "hero_eye",
        "hero_pupil",
        "hero_lid",
        "hero_mouth_happy",
        "hero_mouth_oops",
        "particle_dot",
        "particle_dust",
        "particle_sparkle",
        "enemy_flat"
    };

    /** Sprite pixels per metre (the hero's 0.9 m box is 56 px in its 64 px sprite). */
    static final float PX = LookPainter.PX;

    private final Simulation world;
    private final WorldScene scene;
    private final int worldNo;
    private final PolygonSpriteBatch batch = new PolygonSpriteBatch(4000);
    private final Texture fill, ledge, grass, far, near, clouds;
    private final DecorationTiles decoration;
    private final ImmutableArray<Entity> looks;
    private final LookPainter painter;
    private final TextureRegion hero, eye, pupil, lid, mouthHappy, mouthOops, enemyFlat;
    private final TextureRegion[] particleRegions;
    private final GhostPainter ghostPainter;
    /** A race's ghost drawn behind the hero, or null. */
    private GhostRace race;

    private float alpha;

    /** The view's bottom edge when the level starts, m: the parallax layers are placed from it (see {@link #layer}). */
    private final float layerBase;
    /** The ledges' planks, the same in every world. */
    static final String LEDGE = "art/planks.png";

    /**
     * Loads into {@code art} the textures a renderer of {@code level} draws with, so that they are uploaded before the
     * level starts (the browser reads level 1 ahead while the title is shown).
     */
    public static void loadArt(LevelData level, GameArt art) {
        scenery(Palette.world(level), art);
        art.atlas();
    }

    /** A world's scenery textures, in the order fill, ledge, top edge, far, near, sky: the one list both use. */
    private static Texture[] scenery(int world, GameArt art) {
        return new Texture[] {
            art.repeating(Palette.FILL[world - 1], true),
            art.repeating(LEDGE, true),
            art.repeating(Palette.TOP[world - 1], true),
            art.repeating(ParallaxLayers.FAR_ART[world - 1], false),
            art.repeating(ParallaxLayers.NEAR_ART[world - 1], false),
            art.repeating(ParallaxLayers.skyArt(world), false)
        };
    }

    /** Draws {@code world} with the game's art (loaded once for the whole game, not disposed here). */
    public GameRenderer(Simulation world, LevelData level, GameArt art) {
        this.world = world;
        scene = new WorldScene(world);
        layerBase = (float) (world.camera().interpolatedY(1.0) - Simulation.HEIGHT / 2);
        worldNo = Palette.world(level);
        Texture[] scenery = scenery(worldNo, art);
        fill = scenery[0];
        ledge = scenery[1];
        grass = scenery[2];
        far = scenery[3];
        near = scenery[4];
        clouds = scenery[5];
        decoration = level.map == null
                ? null
                : new DecorationTiles(
                        level.map,
                        level.pixelsPerMetre,
                        DecorationTiles.hazardBoxes(world.engine()
                                .getEntitiesFor(
                                        Family.all(TriggerComponent.class).get())));
        if (decoration != null) decoration.tintClouds(Palette.DECORATION_CLOUDS[worldNo - 1]);
        looks = world.engine().getEntitiesFor(Family.all(LookComponent.class).get());
        painter = new LookPainter(batch, art.atlas(), scene);
        hero = painter.region("hero", -1);
        eye = painter.region("hero_eye", -1);
        pupil = painter.region("hero_pupil", -1);
        lid = painter.region("hero_lid", -1);
        mouthHappy = painter.region("hero_mouth_happy", -1);
        mouthOops = painter.region("hero_mouth_oops", -1);
        particleRegions = new TextureRegion[] {
            painter.region("particle_dot", -1),
            painter.region("particle_dust", -1),
            painter.region("particle_sparkle", -1)
        };
        enemyFlat = painter.region("enemy_flat", -1);
        ghostPainter = new GhostPainter(hero, eye);
    }

    /** Draws {@code race}'s ghost from now on (null: none). */
    public void ghost(GhostRace race) {
        this.race = race;
    }

    public WorldScene scene() {
        return scene;
    }

    /** The sky colour of this level's world (what the screen is cleared to). */
    public float[] sky() {
        return Palette.sky(worldNo);
    }

    /**
     * Draws one frame. The camera is placed at (camX, camY) plus the screen shake; the caller has applied the
     * viewport.
     */
    public void draw(Viewport viewport, float camX, float camY, float alpha, float delta) {
        painter.frame(alpha);
        this.alpha = alpha;
        scene.update(alpha, delta);
        Camera camera = viewport.getCamera();
        camera.position.set(camX + scene.shake().offsetX(), camY + scene.shake().offsetY(), 0f);
        camera.update();
        float[] sky = sky();
        ScreenUtils.clear(sky[0], sky[1], sky[2], 1f);
        float w = viewport.getWorldWidth(), h = viewport.getWorldHeight();
        float left = camera.position.x - w / 2f, bottom = camera.position.y - h / 2f;

        batch.setProjectionMatrix(camera.combined);
        batch.begin();
        batch.enableBlending();
        if (worldNo == ParallaxLayers.STARS_WORLD) {
            ParallaxLayers.draw(
                    batch,
                    clouds,
                    Palette.CLOUDS[worldNo - 1],
                    1f,
                    ParallaxLayers.STARS_LENGTH,
                    ParallaxLayers.STARS_HEIGHT,
                    left,
                    bottom + h - ParallaxLayers.STARS_HEIGHT,
                    w,
                    left * ParallaxLayers.STARS_FACTOR);
        } else {
            layer(
                    clouds,
                    Palette.CLOUDS[worldNo - 1],
                    CLOUDS_FACTOR,
                    CLOUDS_LENGTH,
                    CLOUDS_HEIGHT,
                    CLOUDS_LIFT,
                    left,
                    bottom,
                    w);
        }
        layer(
                far,
                Palette.FAR[worldNo - 1],
                FAR_FACTOR,
                FAR_LENGTH,
                FAR_HEIGHT,
                FAR_LIFT[worldNo - 1],
                left,
                bottom,
                w);
        layer(near, Palette.NEAR[worldNo - 1], NEAR_FACTOR, NEAR_LENGTH, NEAR_HEIGHT, NEAR_LIFT, left, bottom, w);
        batch.setColor(Color.WHITE);
        terrain(TerrainMesh.FILL, fill, left, bottom, w, h);
        terrain(TerrainMesh.LEDGE, ledge, left, bottom, w, h);
        terrain(TerrainMesh.GRASS, grass, left, bottom, w, h);
        if (decoration != null) decoration.draw(batch, left, bottom, w, h);
        entities();
        particles();
        batch.setColor(Color.WHITE);
        batch.end();
    }

    /** A repeating layer scrolling at {@code factor} of the camera's speed (0: fixed to the screen, 1: the world). */
    private void layer(
            Texture t,
            float[] tint,
            float factor,
            float length,
            float height,
            float lift,
            float left,
            float bottom,
            float w) {
        // it scrolls past at its factor of the camera's motion sideways, at half that upwards, from where it stood
        // at the level's start (levels start at any height); it sinks or rises at most a few metres in the view, so
        // a climb or a drop keeps it in sight
        float sink = MathUtils.clamp(
                (bottom - layerBase) * factor * 0.5f, -ParallaxLayers.MAX_RISE, ParallaxLayers.MAX_SINK);
        float y = bottom - sink + lift;
        ParallaxLayers.draw(batch, t, tint, 1f, length, height, left, y, w, left * factor);
        // under its bottom edge (over a pit, or a view taller than the level's start) it goes on as its bottom row
        if (y > bottom) ParallaxLayers.drawBottomRow(batch, t, length, left, bottom, w, y - bottom, left * factor);
    }

    private void terrain(int layer, Texture t, float left, float bottom, float w, float h) {
        com.badlogic.gdx.utils.Array<TerrainMesh.Piece> pieces = scene.terrain().pieces();
        for (int i = 0; i < pieces.size; i++) {
            TerrainMesh.Piece p = pieces.get(i);
            if (p.layer != layer) continue;
            if (p.maxX < left || p.minX > left + w || p.maxY < bottom || p.minY > bottom + h) continue;
            batch.draw(t, p.vertices, 0, p.vertices.length, p.triangles, 0, p.triangles.length);
        }
    }

    // ------------------------------------------------------------------ entities
    /** Every entity from its look ({@link LookOrder}); the stomped walkers fade between the bodies and the hero. */
    private final LookOrder.Painter entityPainter = new LookOrder.Painter() {
        @Override
        public void layer(int layer) {
            if (layer == Look.FRONT) flats();
        }

        @Override
        public void draw(Entity e, Look look) {
            if (look.style == Look.HERO) {
                if (race != null && race.ghostVisible())
                    ghostPainter.draw(batch, race.ghost(), alpha, (float) world.playerState().tuning.halfSize, PX);
                player();
            } else painter.draw(e, look);
        }
    };

    private void entities() {
        LookOrder.each(looks, entityPainter);
    }

    /** Stomped walkers (already gone from the world): flat for a moment, fading ({@link WorldScene#FLAT_TIME}). */
    private void flats() {
        for (int i = 0; i < WorldScene.FLATS; i++) {
            float g = scene.flatTime(i);
            if (g < 0f) continue;
            float k = g / WorldScene.FLAT_TIME;
            float w = scene.flatWidth(i) * 48f / 44f * (1f + 0.15f * k), h = w / 3f;
            batch.setColor(1f, 1f, 1f, Math.min(1f, 3f * (1f - k)));
            batch.draw(
                    enemyFlat,
                    scene.flatX(i) - w / 2f,
                    scene.flatY(i) - 2f / PX,
                    w / 2f,
                    0f,
                    w,
                    h,
                    scene.flatFacing(i),
                    1f,
                    0f);
        }
        batch.setColor(Color.WHITE);
    }

    // ------------------------------------------------------------------ the hero
    private void player() {
        float half = (float) world.playerState().tuning.halfSize;
        float g = scene.ghostTime();
        if (g >= 0f) {
            // the death: the hero pops up, spins and falls away, fading
            float k = g / WorldScene.DEATH_TIME;
            batch.setColor(1f, 1f, 1f, 1f - k);
            float gx = scene.ghostX(), gy = scene.ghostY() + 3f * g - 9f * g * g;
            float size = 2f * half * (1f + 0.3f * k) * 64f / 56f;
            batch.draw(
                    hero,
                    gx - size / 2f,
                    gy - size / 2f,
                    size / 2f,
                    size / 2f,
                    size,
                    size,
                    1f,
                    1f,
                    (scene.ghostAngle() + 9f * g) * MathUtils.radDeg);
            batch.setColor(Color.WHITE);
        }
        HurtComponent hurt = world.playerHurt();
        float hurtTime = scene.hurtTime();
        if (hurtTime < 0f && hurt != null && hurt.invulnerable > 0.0 && ((int) (hurt.invulnerable * 10.0)) % 2 == 1) {
            return; // blinks (five times a second) while invulnerable after an enemy's hit, once the flinch is over
        }
        HeroLook look = scene.hero();
        float angle = scene.playerAngle();
        if (hurtTime >= 0f) {
            // the flinch: flashes red and shudders, fading out over WorldScene.HURT_TIME
            float k = 1f - hurtTime / WorldScene.HURT_TIME;
            float[] f = Palette.HURT_FLASH;
            batch.setColor(1f + (f[0] - 1f) * k, 1f + (f[1] - 1f) * k, 1f + (f[2] - 1f) * k, 1f);
            angle += 0.18f * k * MathUtils.sin(hurtTime * 45f);
        }
        float sx = look.scaleX(), sy = look.scaleY();
        float size = 64f / PX;
        float c = MathUtils.cos(angle), s = MathUtils.sin(angle);
        // squash and stretch about the middle of the feet side
        float feetX = scene.playerX() + s * half, feetY = scene.playerY() - c * half;
        float ox = size / 2f, oy = size / 2f - half - 1f / PX;
        batch.draw(hero, feetX - ox, feetY - oy, ox, oy, size, size, sx, sy, angle * MathUtils.radDeg);
        batch.setColor(Color.WHITE);
        // the face, in the hero's own frame (x right, y up from its centre), squashed with the body
        float lookX = look.lookX() * 0.05f, lookY = look.lookY() * 0.04f;
        for (int side = -1; side <= 1; side += 2) {
            float ex = side * 0.17f + lookX * 0.6f, ey = 0.08f;
            if (look.eyesClosed()) {
                sprite(lid, ex, ey, 16f, 6f, half, feetX, feetY, c, s, sx, sy, angle);
            } else {
                sprite(eye, ex, ey, 16f, 20f, half, feetX, feetY, c, s, sx, sy, angle);
                sprite(pupil, ex + lookX, ey + lookY - 0.01f, 8f, 10f, half, feetX, feetY, c, s, sx, sy, angle);
            }
        }
        if (look.happy()) sprite(mouthHappy, lookX * 0.5f, -0.14f, 20f, 12f, half, feetX, feetY, c, s, sx, sy, angle);
        else if (look.oops())
            sprite(mouthOops, lookX * 0.5f, -0.15f, 12f, 12f, half, feetX, feetY, c, s, sx, sy, angle);
    }

    /** A face sprite centred at (lx, ly) in the hero's frame, sized in sprite pixels. */
    private void sprite(
            TextureRegion r,
            float lx,
            float ly,
            float wPx,
            float hPx,
            float half,
            float feetX,
            float feetY,
            float c,
            float s,
            float sx,
            float sy,
            float angle) {
        float px = lx * sx, py = (ly + half) * sy; // relative to the feet, squashed
        float x = feetX + c * px - s * py, y = feetY + s * px + c * py;
        float w = wPx / PX * sx, h = hPx / PX * sy;
        batch.draw(r, x - w / 2f, y - h / 2f, w / 2f, h / 2f, w, h, 1f, 1f, angle * MathUtils.radDeg);
    }

    private void particles() {
        Particles p = scene.particles();
        for (int i = 0; i < p.count(); i++) {
            float k = p.remaining(i), size = p.size[i] * (0.4f + 0.6f * k);
            batch.setColor(p.r[i], p.g[i], p.b[i], Math.min(1f, k * 1.5f));
            batch.draw(
                    particleRegions[p.kind[i]],
                    p.x[i] - size / 2f,
                    p.y[i] - size / 2f,
                    size / 2f,
                    size / 2f,
                    size,
                    size,
                    1f,
                    1f,
                    p.spin[i] * p.age[i] * MathUtils.radDeg);
        }
    }

    @Override
    public void dispose() {
        batch.dispose(); // the textures are the game's (GameArt)
    }
}
