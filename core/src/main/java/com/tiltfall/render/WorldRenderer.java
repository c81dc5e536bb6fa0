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
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.PolygonSpriteBatch;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.ScreenUtils;
import com.badlogic.gdx.utils.viewport.Viewport;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.world.GameWorld;

/**
 * Draws the world (the GameWorld / GameRenderer split): the sky and parallax layers, the terrain mesh made from
 * the collision shapes, the Tiled decoration layers, every entity with its sprite from the atlas
 * (assets/art/sprites.atlas), the hero with its face, the death animation and the particles. It reads the world and
 * its components only; the animation state lives in {@link WorldScene}. Sprite choices and colours are made here and
 * in {@link Palette}, never in the level builder. See docs/art.md.
 */
public final class WorldRenderer implements Disposable {
    /** Every atlas region the renderer looks up (frames: name_0, name_1 ... packed as one indexed name). */
    static final String[] SPRITES = {
        "hero",
        "hero_eye",
        "hero_pupil",
        "hero_lid",
        "hero_mouth_happy",
        "hero_mouth_oops",
        "coin",
        "coin_edge",
        "goal_pole",
        "goal_flag",
        "spikes",
        "crate",
        "platform",
        "pixel",
        "particle_dot",
        "particle_dust",
        "particle_sparkle",
        "gem",
        "checkpoint_off",
        "checkpoint_on",
        "spring_base",
        "spring_coil",
        "spring_top",
        "rope",
        "plank",
        "seesaw_pivot",
        "enemy",
        "enemy_flat",
        "roller"
    };

    /** Sprite pixels per metre (the hero's 0.9 m box is 56 px in its 64 px sprite). */
    static final float PX = 56f / 0.9f;

    private final GameWorld world;
    private final WorldScene scene;
    private final int worldNo;
    private final PolygonSpriteBatch batch = new PolygonSpriteBatch(4000);
    private final TextureAtlas atlas;
    private final Texture fill, ledge, grass, far, near, clouds;
    private final DecorationTiles decoration;
    private final ImmutableArray<Entity> drawn, joints;
    private final TextureRegion hero,
            eye,
            pupil,
            lid,
            mouthHappy,
            mouthOops,
            coin,
            coinEdge,
            goalPole,
            spikes,
            crate,
            platform,
            pixel,
            dot,
            dust,
            sparkle,
            gem,
            checkpointOff,
            checkpointOn,
            springBase,
            springCoil,
            springTop,
            rope,
            ropeMid,
            plank,
            seesawPivot,
            enemyFlat,
            roller;
    private final TextureRegion[] walker = new TextureRegion[2];
    private final TextureRegion[] flag = new TextureRegion[2];
    private final TextureRegion[] particleRegions;
    private float alpha;

    public WorldRenderer(GameWorld world, LevelData level) {
        this.world = world;
        scene = new WorldScene(world);
        worldNo = Palette.world(level);
        atlas = new TextureAtlas(Gdx.files.internal("art/sprites.atlas"));
        fill = repeating(Palette.FILL[worldNo - 1]);
        ledge = repeating("art/planks.png");
        grass = repeating("art/grass.png");
        far = layer(ParallaxLayers.FAR);
        near = layer(ParallaxLayers.NEAR);
        clouds = layer(ParallaxLayers.CLOUDS);
        decoration = level.map == null ? null : new DecorationTiles(level.map, level.pixelsPerMetre);
        drawn = world.engine()
                .getEntitiesFor(Family.all(TransformComponent.class).get());
        joints = world.engine().getEntitiesFor(Family.all(JointComponent.class).get());
        hero = region("hero");
        eye = region("hero_eye");
        pupil = region("hero_pupil");
        lid = region("hero_lid");
        mouthHappy = region("hero_mouth_happy");
        mouthOops = region("hero_mouth_oops");
        coin = region("coin");
        coinEdge = region("coin_edge");
        goalPole = region("goal_pole");
        flag[0] = region("goal_flag", 0);
        flag[1] = region("goal_flag", 1);
        spikes = region("spikes");
        crate = region("crate");
        platform = region("platform");
        pixel = region("pixel");
        dot = region("particle_dot");
        dust = region("particle_dust");
        sparkle = region("particle_sparkle");
        particleRegions = new TextureRegion[] {dot, dust, sparkle};
        gem = region("gem");
        checkpointOff = region("checkpoint_off");
        checkpointOn = region("checkpoint_on");
        springBase = region("spring_base");
        springCoil = region("spring_coil");
        springTop = region("spring_top");
        rope = region("rope");
        // the rope's middle rows: a strip without its rounded ends, stretched along a rod
        ropeMid = new TextureRegion(rope, 0, rope.getRegionHeight() / 2 - 2, rope.getRegionWidth(), 4);
        plank = region("plank");
        seesawPivot = region("seesaw_pivot");
        walker[0] = region("enemy", 0);
        walker[1] = region("enemy", 1);
        enemyFlat = region("enemy_flat");
        roller = region("roller");
    }

    private static Texture repeating(String path) {
        return Textures.repeating(Gdx.files.internal(path), true);
    }

    /** A parallax layer: repeats sideways only (no bleeding of its bottom row into its top). */
    private static Texture layer(String path) {
        return Textures.repeating(Gdx.files.internal(path), false);
    }

    private TextureRegion region(String name) {
        return region(name, -1);
    }

    /** A sprite by name; an animation frame by name and index (files named name_0.png, name_1.png ...). */
    private TextureRegion region(String name, int index) {
        TextureRegion r = index < 0 ? atlas.findRegion(name) : atlas.findRegion(name, index);
        if (r == null)
            throw new IllegalStateException(
                    "art/sprites.atlas has no sprite named " + name + (index < 0 ? "" : " frame " + index));
        return r;
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
        layer(far, Palette.FAR[worldNo - 1], FAR_FACTOR, FAR_LENGTH, FAR_HEIGHT, FAR_LIFT, left, bottom, w);
        layer(near, Palette.NEAR[worldNo - 1], NEAR_FACTOR, NEAR_LENGTH, NEAR_HEIGHT, NEAR_LIFT, left, bottom, w);
        batch.setColor(Color.WHITE);
        terrain(TerrainMesh.FILL, fill, left, bottom, w, h);
        terrain(TerrainMesh.LEDGE, ledge, left, bottom, w, h);
        terrain(TerrainMesh.GRASS, grass, left, bottom, w, h);
        if (decoration != null) decoration.draw(batch, left, bottom, w, h);
        joints();
        entities();
        flats();
        player();
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
        // it scrolls past at its factor of the camera's motion sideways, at half that upwards
        ParallaxLayers.draw(
                batch, t, tint, 1f, length, height, left, bottom - bottom * factor * 0.5f + lift, w, left * factor);
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
    private void entities() {
        float time = scene.time();
        for (int i = 0; i < drawn.size(); i++) {
            Entity e = drawn.get(i);
            if (e.getComponent(PlayerComponent.class) != null) continue;
            BodyComponent b = e.getComponent(BodyComponent.class);
            TransformComponent t = e.getComponent(TransformComponent.class);
            TriggerComponent trig = e.getComponent(TriggerComponent.class);
            float x = (float) t.x, y = (float) t.y;
            if (trig != null && b != null) {
                if (trig.kind == TriggerComponent.COIN) {
                    if (trig.used) continue;
                    float r = radius(b);
                    float spin = MathUtils.cos(time * 4f + x * 0.7f), d = 2f * r * 32f / 30f;
                    float bob = 0.04f * MathUtils.sin(time * 3f + x);
                    if (Math.abs(spin) < 0.2f) {
                        batch.draw(coinEdge, x - d * 0.125f, y - d / 2f + bob, d * 0.25f, d);
                    } else {
                        float sw = d * Math.abs(spin);
                        batch.draw(coin, x - sw / 2f, y - d / 2f + bob, sw, d);
                    }
                } else if (trig.kind == TriggerComponent.GEM) {
                    if (trig.used) continue;
                    gem(radius(b), x, y, time);
                } else if (trig.kind == TriggerComponent.CHECKPOINT) {
                    // the flag is grey until the player has touched it, then green
                    float hh = halfHeight(b), w = hh;
                    batch.draw(
                            trig.used ? checkpointOn : checkpointOff,
                            x - w / 2f,
                            y - hh,
                            w / 2f,
                            hh,
                            w,
                            2f * hh,
                            1f,
                            1f,
                            (float) t.angle * MathUtils.radDeg);
                } else if (trig.kind == TriggerComponent.GOAL) {
                    goal(b, x, y);
                } else if (trig.kind == TriggerComponent.HAZARD) {
                    float hw = halfWidth(b), hh = halfHeight(b);
                    int n = Math.max(1, Math.round(hw * 2f / 0.5f));
                    float tw = hw * 2f / n;
                    for (int k = 0; k < n; k++) batch.draw(spikes, x - hw + k * tw, y - hh, tw, 2f * hh);
                } else {
                    fallback(e, t);
                }
                continue;
            }
            EnemyComponent en = e.getComponent(EnemyComponent.class);
            if (b != null && en != null) {
                enemy(en, b, t);
            } else if (b != null && b.category == BodyComponent.CAT_CRATE) {
                box(crate, b, t);
            } else if (b != null && e.getComponent(PlatformComponent.class) != null) {
                box(platform, b, t);
            } else if (b != null && e.getComponent(BouncePadComponent.class) != null) {
                box(springTop, b, t);
            } else if (b != null && e.getComponent(FallingPlatformComponent.class) != null) {
                FallingPlatformComponent f = e.getComponent(FallingPlatformComponent.class);
                // it trembles before it falls
                float dx = f.state == FallingPlatformComponent.SHAKING ? 0.03f * MathUtils.sin(time * 70f) : 0f;
                box(plank, b, t, dx);
            } else if (b != null && b.category == BodyComponent.CAT_PLATFORM && b.type == BodyType.DYNAMIC) {
                box(plank, b, t); // see-saws, bridge planks, swing seats (kinds/JointKinds)
            } else if (b == null || b.category != BodyComponent.CAT_TERRAIN) {
                fallback(e, t); // an entity kind without a sprite yet: its outline, flat
            }
        }
    }

    /** A gem: bobs, pulses a little and twinkles now and then (each at its own moment). */
    private void gem(float r, float x, float y, float time) {
        float d = 2f * r * 32f / 30f;
        float bob = 0.05f * MathUtils.sin(time * 2.5f + x * 0.9f);
        float pulse = 1f + 0.06f * MathUtils.sin(time * 5f + x);
        float w = d * pulse, h = d * pulse;
        batch.draw(gem, x - w / 2f, y - h / 2f + bob, w, h);
        float phase = time * 0.6f + x * 0.37f + y * 0.21f;
        float k = (phase - MathUtils.floor(phase)) / 0.2f;
        if (k < 1f) {
            float size = 0.32f * MathUtils.sin(k * MathUtils.PI);
            float sx = x + 0.35f * r, sy = y + 0.4f * r + bob;
            batch.draw(sparkle, sx - size / 2f, sy - size / 2f, size / 2f, size / 2f, size, size, 1f, 1f, k * 90f);
        }
    }

    /**
     * An enemy: a walker facing the way it moves (its two walk frames change with the distance walked), a roller
     * turning with its body.
     */
    private void enemy(EnemyComponent en, BodyComponent b, TransformComponent t) {
        float x = MathUtils.lerp((float) t.prevX, (float) t.x, alpha),
                y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        if (en.kind == EnemyComponent.ROLLER) {
            float r = radius(b), d = 2f * r * 48f / 47f;
            float angle = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
            batch.draw(roller, x - d / 2f, y - d / 2f, d / 2f, d / 2f, d, d, 1f, 1f, angle * MathUtils.radDeg);
            return;
        }
        float hw = halfWidth(b), hh = halfHeight(b);
        float moved = (float) (t.x - t.prevX);
        float facing = Math.abs(moved) > 1e-4f ? (moved > 0f ? 1f : -1f) : en.direction < 0 ? -1f : 1f;
        // the sprite's body is 44 x 35 px of its 48 x 40, facing right
        float w = 2f * hw * 48f / 44f, h = 2f * hh * 40f / 35f;
        TextureRegion frame = walker[((int) (Math.abs(x) * 3f)) & 1];
        batch.draw(frame, x - w / 2f, y - hh - 2f / PX, w / 2f, h / 2f, w, h, facing, 1f, 0f);
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

    // ------------------------------------------------------------------ joints (behind the bodies they hold)
    private void joints() {
        for (int i = 0; i < joints.size(); i++) {
            JointComponent j = joints.get(i).getComponent(JointComponent.class);
            if (j.a == null || j.b == null) continue;
            TransformComponent ta = j.a.getComponent(TransformComponent.class),
                    tb = j.b.getComponent(TransformComponent.class);
            if (ta == null || tb == null) continue;
            BouncePadComponent pad = j.b.getComponent(BouncePadComponent.class);
            if (j.kind == JointComponent.SPRING) {
                if (pad != null) spring(j.b.getComponent(BodyComponent.class), ta, tb);
            } else if (j.kind == JointComponent.DISTANCE) {
                if (pad != null) continue; // the bounce pad's stop: hidden in its spring
                rope(j, ta, tb);
            } else if (j.kind == JointComponent.REVOLUTE) {
                // a see-saw's stand: a picture on the pin's anchor (a static body without colliders)
                ShapeComponent stand = j.a.getComponent(ShapeComponent.class);
                BodyComponent anchor = j.a.getComponent(BodyComponent.class);
                if (stand != null && anchor != null && anchor.shapes.length == 0) pivot(stand, ta);
            }
        }
    }

    /** A bounce pad's base on its anchor and the coil up to the plate, squashed as the plate is pressed down. */
    private void spring(BodyComponent plate, TransformComponent base, TransformComponent top) {
        if (plate == null) return;
        float hw = halfWidth(plate), hh = halfHeight(plate);
        float bx = (float) base.x, by = (float) base.y;
        float py = MathUtils.lerp((float) top.prevY, (float) top.y, alpha) - hh;
        float px = MathUtils.lerp((float) top.prevX, (float) top.x, alpha);
        float baseW = 1.3f * hw, baseH = 12f / PX;
        float coilW = 1.1f * hw, coilBottom = by + baseH * 0.5f, coilH = py - coilBottom + 0.04f;
        if (coilH > 0f) batch.draw(springCoil, (bx + px) / 2f - coilW / 2f, coilBottom, coilW, coilH);
        batch.draw(springBase, bx - baseW / 2f, by - baseH * 0.25f, baseW, baseH);
    }

    /** A swing's rope (tiled links; it may go slack) or rod (one stretched strip) between the joint's anchors. */
    private void rope(JointComponent j, TransformComponent ta, TransformComponent tb) {
        float ax = anchorX(ta, j.anchorAX, j.anchorAY), ay = anchorY(ta, j.anchorAX, j.anchorAY);
        float bx = anchorX(tb, j.anchorBX, j.anchorBY), by = anchorY(tb, j.anchorBX, j.anchorBY);
        float dx = bx - ax, dy = by - ay, len = (float) Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-3f) return;
        float deg = MathUtils.atan2(dy, dx) * MathUtils.radDeg - 90f, w = 0.1f;
        if (j.minLength < j.maxLength) {
            float link = 16f / PX;
            int n = Math.max(1, Math.round(len / link));
            float step = len / n;
            for (int k = 0; k < n; k++) {
                float cx = ax + dx * (k + 0.5f) / n, cy = ay + dy * (k + 0.5f) / n;
                batch.draw(rope, cx - w / 2f, cy - step / 2f, w / 2f, step / 2f, w, step, 1f, 1f, deg);
            }
        } else {
            batch.draw(ropeMid, ax - w / 2f, ay, w / 2f, 0f, w, len, 1f, 1f, deg);
        }
        BodyComponent hook = j.a.getComponent(BodyComponent.class);
        if (hook != null && hook.shapes.length == 0 && j.a.getComponent(ShapeComponent.class) != null) {
            // the hook it hangs from
            float s = 0.22f;
            batch.setColor(0.38f, 0.39f, 0.47f, 1f);
            batch.draw(dot, ax - s / 2f, ay - s / 2f, s, s);
            batch.setColor(Color.WHITE);
        }
    }

    private float anchorX(TransformComponent t, double lx, double ly) {
        float x = MathUtils.lerp((float) t.prevX, (float) t.x, alpha);
        float a = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
        return x + MathUtils.cos(a) * (float) lx - MathUtils.sin(a) * (float) ly;
    }

    private float anchorY(TransformComponent t, double lx, double ly) {
        float y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        float a = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
        return y + MathUtils.sin(a) * (float) lx + MathUtils.cos(a) * (float) ly;
    }

    /** The see-saw's stand over the bounds of its picture (a triangle under the pin). */
    private void pivot(ShapeComponent stand, TransformComponent t) {
        float[] v = stand.localVertices;
        if (v.length < 6) return;
        float minX = v[0], maxX = v[0], minY = v[1], maxY = v[1];
        for (int k = 2; k < v.length; k += 2) {
            minX = Math.min(minX, v[k]);
            maxX = Math.max(maxX, v[k]);
            minY = Math.min(minY, v[k + 1]);
            maxY = Math.max(maxY, v[k + 1]);
        }
        batch.draw(seesawPivot, (float) t.x + minX, (float) t.y + minY, maxX - minX, maxY - minY);
    }

    private void goal(BodyComponent b, float x, float y) {
        float hw = halfWidth(b), hh = halfHeight(b);
        float poleX = x - hw * 0.4f, top = y + hh, base = y - hh;
        float g = scene.goalTime();
        // the flag waits at two thirds of the pole and runs up it when the goal is reached, waving faster
        float raise = g < 0f ? 0f : Math.min(1f, g / 0.6f);
        float flagH = 0.5f, flagW = 0.75f;
        float flagY = base + (2f * hh - flagH) * (0.62f + 0.38f * raise);
        int frame = ((int) (scene.time() * (g < 0f ? 3f : 10f))) & 1;
        batch.draw(goalPole, poleX - 0.07f, base, 0.14f, 2f * hh);
        batch.draw(flag[frame], poleX + 0.05f, Math.min(flagY, top - flagH), flagW, flagH);
    }

    private void box(TextureRegion r, BodyComponent b, TransformComponent t) {
        box(r, b, t, 0f);
    }

    private void box(TextureRegion r, BodyComponent b, TransformComponent t, float dx) {
        float x = dx + MathUtils.lerp((float) t.prevX, (float) t.x, alpha),
                y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        float angle = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
        float hw = halfWidth(b), hh = halfHeight(b);
        batch.draw(r, x - hw, y - hh, hw, hh, 2f * hw, 2f * hh, 1f, 1f, angle * MathUtils.radDeg);
    }

    private final float[] outline = new float[64];

    /** An entity the renderer has no sprite for: its {@link ShapeComponent} outline as a flat fill. */
    private void fallback(Entity e, TransformComponent t) {
        ShapeComponent s = e.getComponent(ShapeComponent.class);
        if (s == null || s.localVertices.length < 6 || s.localVertices.length > outline.length) return;
        float c = MathUtils.cos((float) t.angle), sn = MathUtils.sin((float) t.angle);
        int n = s.localVertices.length / 2;
        batch.setColor(s.r, s.g, s.b, s.a);
        for (int i = 1; i < n - 1; i++) {
            // a triangle as a degenerate quad of the white pixel region
            tri(s, t, c, sn, 0, i, i + 1);
        }
        batch.setColor(Color.WHITE);
    }

    private final float[] quad = new float[20];
    private final short[] quadTris = {0, 1, 2};

    private void tri(ShapeComponent s, TransformComponent t, float c, float sn, int a, int b, int d) {
        float u = (pixel.getU() + pixel.getU2()) / 2f, v = (pixel.getV() + pixel.getV2()) / 2f;
        float col = batch.getPackedColor();
        for (int k = 0; k < 3; k++) {
            int j = k == 0 ? a : k == 1 ? b : d;
            float lx = s.localVertices[2 * j], ly = s.localVertices[2 * j + 1];
            quad[5 * k] = (float) t.x + c * lx - sn * ly;
            quad[5 * k + 1] = (float) t.y + sn * lx + c * ly;
            quad[5 * k + 2] = col;
            quad[5 * k + 3] = u;
            quad[5 * k + 4] = v;
        }
        batch.draw(pixel.getTexture(), quad, 0, 15, quadTris, 0, 3);
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

    // ------------------------------------------------------------------ shape sizes (read from the collision shapes)
    private static float radius(BodyComponent b) {
        for (Shape s : b.shapes) if (s instanceof Circle) return (float) ((Circle) s).radius;
        return 0.3f;
    }

    private static float halfWidth(BodyComponent b) {
        return halfExtent(b, false);
    }

    private static float halfHeight(BodyComponent b) {
        return halfExtent(b, true);
    }

    /** The largest |x| (or |y|) of the body's polygon vertices in its own frame; 0.5 m without polygons. */
    private static float halfExtent(BodyComponent b, boolean alongY) {
        float m = 0f;
        for (Shape s : b.shapes) {
            if (!(s instanceof PolyShape)) continue;
            PolyShape p = (PolyShape) s;
            for (int i = 0; i < p.getVertexCount(); i++)
                m = Math.max(m, Math.abs((float) (alongY ? p.getVertexY(i) : p.getVertexX(i))));
        }
        return m > 0f ? m : 0.5f;
    }

    @Override
    public void dispose() {
        batch.dispose();
        atlas.dispose();
        fill.dispose();
        ledge.dispose();
        grass.dispose();
        far.dispose();
        near.dispose();
        clouds.dispose();
    }
}
