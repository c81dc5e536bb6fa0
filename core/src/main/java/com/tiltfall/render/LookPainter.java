package com.tiltfall.render;

import com.badlogic.ashley.core.Entity;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.PolygonSpriteBatch;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.kinds.Look;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Shape;

/**
 * Draws one entity from its {@link Look}: each style's placement and animation, with the look's atlas regions and
 * size rule. It knows styles, never kinds (a new kind picks a style and names its art). Reads components only.
 */
final class LookPainter {
    /** Sprite pixels per metre (the hero's 0.9 m box is 56 px in its 64 px sprite). */
    static final float PX = 56f / 0.9f;

    private final PolygonSpriteBatch batch;
    private final TextureAtlas atlas;
    private final WorldScene scene;
    /** Each look's regions, found in the atlas on first use (frames first, then the other names). */
    private final ObjectMap<Look, TextureRegion[]> regions = new ObjectMap<>();

    private float alpha;

    LookPainter(PolygonSpriteBatch batch, TextureAtlas atlas, WorldScene scene) {
        this.batch = batch;
        this.atlas = atlas;
        this.scene = scene;
    }

    /** The interpolation weight of this frame (between the last two simulation steps). */
    void frame(float alpha) {
        this.alpha = alpha;
    }

    /** A sprite by name; an animation frame by name and index (files named name_0.png, name_1.png ...). */
    TextureRegion region(String name, int index) {
        TextureRegion r = index < 0 ? atlas.findRegion(name) : atlas.findRegion(name, index);
        if (r == null)
            throw new IllegalStateException(
                    "art/sprites.atlas has no sprite named " + name + (index < 0 ? "" : " frame " + index));
        return r;
    }

    TextureRegion[] regions(Look look) {
        TextureRegion[] r = regions.get(look);
        if (r != null) return r;
        int frames = look.frames, n = look.regions.length;
        r = new TextureRegion[frames + (frames > 0 ? n - 1 : n) + (look.style == Look.ROPE ? 1 : 0)];
        int k = 0;
        for (int f = 0; f < frames; f++) r[k++] = region(look.regions[0], f);
        for (int i = frames > 0 ? 1 : 0; i < n; i++) r[k++] = region(look.regions[i], -1);
        if (look.style == Look.ROPE) {
            // the rope's middle rows: a strip without its rounded ends, stretched along a rod
            TextureRegion rope = r[0];
            r[k] = new TextureRegion(rope, 0, rope.getRegionHeight() / 2 - 2, rope.getRegionWidth(), 4);
        }
        regions.put(look, r);
        return r;
    }

    /** Draws the entity as its look says (the hero is drawn by {@link GameRenderer} itself). */
    void draw(Entity e, Look look) {
        TextureRegion[] r = regions(look);
        switch (look.style) {
            case Look.SPRING:
                spring(e.getComponent(JointComponent.class), look, r);
                return;
            case Look.ROPE:
                rope(e.getComponent(JointComponent.class), r);
                return;
            case Look.STAND:
                stand(e.getComponent(JointComponent.class), r[0]);
                return;
            default:
                break;
        }
        BodyComponent b = e.getComponent(BodyComponent.class);
        TransformComponent t = e.getComponent(TransformComponent.class);
        if (t == null) return;
        if (b == null) {
            if (look.style == Look.OUTLINE) outline(e, t, r[0]);
            return;
        }
        TriggerComponent trig = e.getComponent(TriggerComponent.class);
        boolean used = trig != null && trig.used;
        // sensors stand still: drawn where they are; moving bodies between their last two steps
        float x = (float) t.x, y = (float) t.y, time = scene.time();
        switch (look.style) {
            case Look.SPIN:
                if (!used) spin(look, r, radius(b), x, y, time);
                break;
            case Look.BOB_PULSE:
                if (!used) bobPulse(look, r, radius(b), x, y, time);
                break;
            case Look.SWITCH: {
                // e.g. the checkpoint's flag: grey until the player has touched it, then green
                float hh = halfHeight(b), w = hh;
                batch.draw(
                        used ? r[1] : r[0],
                        x - w / 2f,
                        y - hh,
                        w / 2f,
                        hh,
                        w,
                        2f * hh,
                        1f,
                        1f,
                        (float) t.angle * MathUtils.radDeg);
                break;
            }
            case Look.FLAG_POLE:
                flagPole(r, b, x, y);
                break;
            case Look.TILED: {
                float hw = halfWidth(b), hh = halfHeight(b);
                int n = Math.max(1, Math.round(hw * 2f / look.tile));
                float tw = hw * 2f / n;
                for (int k = 0; k < n; k++) batch.draw(r[0], x - hw + k * tw, y - hh, tw, 2f * hh);
                break;
            }
            case Look.WALK:
                walk(e, look, r, b, t);
                break;
            case Look.ROLL: {
                float ix = MathUtils.lerp((float) t.prevX, (float) t.x, alpha),
                        iy = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
                float rad = radius(b), d = 2f * rad * look.artW / look.bodyW;
                float angle = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
                batch.draw(r[0], ix - d / 2f, iy - d / 2f, d / 2f, d / 2f, d, d, 1f, 1f, angle * MathUtils.radDeg);
                break;
            }
            case Look.BOX:
                box(r[0], b, t, 0f);
                break;
            case Look.TREMBLE: {
                FallingPlatformComponent f = e.getComponent(FallingPlatformComponent.class);
                // it trembles before it falls
                boolean shaking = f != null && f.state == FallingPlatformComponent.SHAKING;
                box(r[0], b, t, shaking ? 0.03f * MathUtils.sin(time * 70f) : 0f);
                break;
            }
            case Look.OUTLINE:
                outline(e, t, r[0]);
                break;
            case Look.STREAKS:
                outline(e, t, r[0]);
                streaks(e.getComponent(FlowComponent.class), b, t, r[0], time);
                break;
            default:
                break;
        }
    }

    /** A coin: turns about its upright axis (its edge when seen side-on) and bobs, each at its own phase. */
    private void spin(Look look, TextureRegion[] r, float rad, float x, float y, float time) {
        float spin = MathUtils.cos(time * 4f + x * 0.7f), d = 2f * rad * look.artW / look.bodyW;
        float bob = 0.04f * MathUtils.sin(time * 3f + x);
        if (Math.abs(spin) < 0.2f) {
            batch.draw(r[1], x - d * 0.125f, y - d / 2f + bob, d * 0.25f, d);
        } else {
            float sw = d * Math.abs(spin);
            batch.draw(r[0], x - sw / 2f, y - d / 2f + bob, sw, d);
        }
    }

    /** A gem: bobs, pulses a little and twinkles now and then (each at its own moment). */
    private void bobPulse(Look look, TextureRegion[] r, float rad, float x, float y, float time) {
        float d = 2f * rad * look.artW / look.bodyW;
        float bob = 0.05f * MathUtils.sin(time * 2.5f + x * 0.9f);
        float pulse = 1f + 0.06f * MathUtils.sin(time * 5f + x);
        float w = d * pulse, h = d * pulse;
        batch.draw(r[0], x - w / 2f, y - h / 2f + bob, w, h);
        float phase = time * 0.6f + x * 0.37f + y * 0.21f;
        float k = (phase - MathUtils.floor(phase)) / 0.2f;
        if (k < 1f) {
            float size = 0.32f * MathUtils.sin(k * MathUtils.PI);
            float sx = x + 0.35f * rad, sy = y + 0.4f * rad + bob;
            batch.draw(r[1], sx - size / 2f, sy - size / 2f, size / 2f, size / 2f, size, size, 1f, 1f, k * 90f);
        }
    }

    /** The goal: the flag waits at two thirds of the pole and runs up it when reached, waving faster. */
    private void flagPole(TextureRegion[] r, BodyComponent b, float x, float y) {
        float hw = halfWidth(b), hh = halfHeight(b);
        float poleX = x - hw * 0.4f, top = y + hh, base = y - hh;
        float g = scene.goalTime();
        float raise = g < 0f ? 0f : Math.min(1f, g / 0.6f);
        float flagH = 0.5f, flagW = 0.75f;
        float flagY = base + (2f * hh - flagH) * (0.62f + 0.38f * raise);
        int frame = ((int) (scene.time() * (g < 0f ? 3f : 10f))) & 1;
        batch.draw(r[2], poleX - 0.07f, base, 0.14f, 2f * hh);
        batch.draw(r[frame], poleX + 0.05f, Math.min(flagY, top - flagH), flagW, flagH);
    }

    /** A walker facing the way it moves; its two frames change with the distance walked. */
    private void walk(Entity e, Look look, TextureRegion[] r, BodyComponent b, TransformComponent t) {
        float x = MathUtils.lerp((float) t.prevX, (float) t.x, alpha),
                y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        float hw = halfWidth(b), hh = halfHeight(b);
        float moved = (float) (t.x - t.prevX);
        EnemyComponent en = e.getComponent(EnemyComponent.class);
        int heading = en != null ? en.direction : 1;
        float facing = Math.abs(moved) > 1e-4f ? (moved > 0f ? 1f : -1f) : heading < 0 ? -1f : 1f;
        float w = 2f * hw * look.artW / look.bodyW, h = 2f * hh * look.artH / look.bodyH;
        TextureRegion frame = r[((int) (Math.abs(x) * 3f)) & 1];
        batch.draw(frame, x - w / 2f, y - hh - 2f / PX, w / 2f, h / 2f, w, h, facing, 1f, 0f);
    }

    /** A bounce pad's base on its anchor and the coil up to the plate, squashed as the plate is pressed down. */
    private void spring(JointComponent j, Look look, TextureRegion[] r) {
        if (j == null || j.a == null || j.b == null) return;
        TransformComponent base = j.a.getComponent(TransformComponent.class),
                top = j.b.getComponent(TransformComponent.class);
        BodyComponent plate = j.b.getComponent(BodyComponent.class);
        if (base == null || top == null || plate == null) return;
        float hw = halfWidth(plate), hh = halfHeight(plate);
        float bx = (float) base.x, by = (float) base.y;
        float py = MathUtils.lerp((float) top.prevY, (float) top.y, alpha) - hh;
        float px = MathUtils.lerp((float) top.prevX, (float) top.x, alpha);
        float baseW = 1.3f * hw, baseH = 12f / PX;
        float coilW = 1.1f * hw, coilBottom = by + baseH * 0.5f, coilH = py - coilBottom + 0.04f;
        if (coilH > 0f) batch.draw(r[0], (bx + px) / 2f - coilW / 2f, coilBottom, coilW, coilH);
        batch.draw(r[1], bx - baseW / 2f, by - baseH * 0.25f, baseW, baseH);
    }

    /** A rope (tiled links; it may go slack) or rod (one stretched strip) between the joint's anchors. */
    private void rope(JointComponent j, TextureRegion[] r) {
        if (j == null || j.a == null || j.b == null) return;
        TransformComponent ta = j.a.getComponent(TransformComponent.class),
                tb = j.b.getComponent(TransformComponent.class);
        if (ta == null || tb == null) return;
        TextureRegion rope = r[0], mid = r[r.length - 1];
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
            batch.draw(mid, ax - w / 2f, ay, w / 2f, 0f, w, len, 1f, 1f, deg);
        }
        BodyComponent hook = j.a.getComponent(BodyComponent.class);
        if (r.length > 2 && hook != null && hook.shapes.length == 0 && j.a.getComponent(ShapeComponent.class) != null) {
            // the hook it hangs from
            float s = 0.22f;
            batch.setColor(0.38f, 0.39f, 0.47f, 1f);
            batch.draw(r[1], ax - s / 2f, ay - s / 2f, s, s);
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

    /** A see-saw's stand: the region over the bounds of the pin's anchor picture (a triangle under the pin). */
    private void stand(JointComponent j, TextureRegion r) {
        if (j == null || j.a == null) return;
        ShapeComponent stand = j.a.getComponent(ShapeComponent.class);
        BodyComponent anchor = j.a.getComponent(BodyComponent.class);
        TransformComponent t = j.a.getComponent(TransformComponent.class);
        if (stand == null || anchor == null || t == null || anchor.shapes.length != 0) return;
        float[] v = stand.localVertices;
        if (v.length < 6) return;
        float minX = v[0], maxX = v[0], minY = v[1], maxY = v[1];
        for (int k = 2; k < v.length; k += 2) {
            minX = Math.min(minX, v[k]);
            maxX = Math.max(maxX, v[k]);
            minY = Math.min(minY, v[k + 1]);
            maxY = Math.max(maxY, v[k + 1]);
        }
        batch.draw(r, (float) t.x + minX, (float) t.y + minY, maxX - minX, maxY - minY);
    }

    /**
     * Marks over a body's box (in its own frame): rows of streaks along the flow's direction (or bars across it),
     * moving at its speed; a mark is drawn only where its centre is inside the box.
     */
    private void streaks(FlowComponent f, BodyComponent b, TransformComponent t, TextureRegion pixel, float time) {
        if (f == null) return;
        float hw = halfWidth(b), hh = halfHeight(b);
        float dx = MathUtils.cos(f.angle), dy = MathUtils.sin(f.angle);
        float c = MathUtils.cos((float) t.angle), sn = MathUtils.sin((float) t.angle);
        float reach = (float) Math.sqrt(hw * hw + hh * hh), gap = f.spacing;
        float shift = (f.speed * time) % gap;
        int n = (int) (reach / gap) + 2;
        float thick = Math.min(0.08f, Math.max(0.03f, 0.12f * Math.min(hw, hh)));
        float w = f.across ? thick : f.length, h = f.across ? f.length : thick;
        batch.setColor(f.r, f.g, f.b, f.a);
        for (int i = -n; i <= n; i++) {
            for (int j = -n; j <= n; j++) {
                // rows across the direction are staggered, so streaks do not line up in columns
                float along = i * gap + shift + ((j & 1) == 0 ? 0f : gap / 2f), side = j * gap;
                float lx = along * dx - side * dy, ly = along * dy + side * dx;
                if (Math.abs(lx) > hw - w / 2f || Math.abs(ly) > hh - thick) continue;
                float x = (float) t.x + c * lx - sn * ly, y = (float) t.y + sn * lx + c * ly;
                batch.draw(
                        pixel,
                        x - w / 2f,
                        y - h / 2f,
                        w / 2f,
                        h / 2f,
                        w,
                        h,
                        1f,
                        1f,
                        (f.angle + (float) t.angle) * MathUtils.radDeg);
            }
        }
        batch.setColor(Color.WHITE);
    }

    private void box(TextureRegion r, BodyComponent b, TransformComponent t, float dx) {
        float x = dx + MathUtils.lerp((float) t.prevX, (float) t.x, alpha),
                y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
        float angle = MathUtils.lerpAngle((float) t.prevAngle, (float) t.angle, alpha);
        float hw = halfWidth(b), hh = halfHeight(b);
        batch.draw(r, x - hw, y - hh, hw, hh, 2f * hw, 2f * hh, 1f, 1f, angle * MathUtils.radDeg);
    }

    private final float[] quad = new float[20];
    private final short[] quadTris = {0, 1, 2};

    /** A kind without art yet: its {@link ShapeComponent} outline as a flat fill of the white pixel region. */
    private void outline(Entity e, TransformComponent t, TextureRegion pixel) {
        ShapeComponent s = e.getComponent(ShapeComponent.class);
        if (s == null || s.localVertices.length < 6 || s.localVertices.length > 64) return;
        float c = MathUtils.cos((float) t.angle), sn = MathUtils.sin((float) t.angle);
        int n = s.localVertices.length / 2;
        batch.setColor(s.r, s.g, s.b, s.a);
        float u = (pixel.getU() + pixel.getU2()) / 2f, v = (pixel.getV() + pixel.getV2()) / 2f;
        for (int i = 1; i < n - 1; i++) {
            // a triangle (0, i, i + 1) as a degenerate quad of the white pixel region
            float col = batch.getPackedColor();
            for (int k = 0; k < 3; k++) {
                int j = k == 0 ? 0 : k == 1 ? i : i + 1;
                float lx = s.localVertices[2 * j], ly = s.localVertices[2 * j + 1];
                quad[5 * k] = (float) t.x + c * lx - sn * ly;
                quad[5 * k + 1] = (float) t.y + sn * lx + c * ly;
                quad[5 * k + 2] = col;
                quad[5 * k + 3] = u;
                quad[5 * k + 4] = v;
            }
            batch.draw(pixel.getTexture(), quad, 0, 15, quadTris, 0, 3);
        }
        batch.setColor(Color.WHITE);
    }

    // ------------------------------------------------------------------ sizes (read from the collision shapes)
    static float radius(BodyComponent b) {
        for (Shape s : b.shapes) if (s instanceof Circle) return (float) ((Circle) s).radius;
        return 0.3f;
    }

    static float halfWidth(BodyComponent b) {
        return halfExtent(b, false);
    }

    static float halfHeight(BodyComponent b) {
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
}
