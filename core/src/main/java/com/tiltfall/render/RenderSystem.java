package com.tiltfall.render;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.system.SystemOrder;

/**
 * Draws every shaped entity at a blend of its last two simulated states. It is never processed by the engine's
 * fixed-step update (rendering runs once per frame, not per step) and it only reads components.
 */
public class RenderSystem extends EntitySystem {
    private final ShapeRenderer shapes;
    private final Camera camera;
    private ImmutableArray<Entity> entities;
    private float[] world = new float[16];

    public RenderSystem(ShapeRenderer shapes, Camera camera) {
        super(SystemOrder.RENDER);
        this.shapes = shapes;
        this.camera = camera;
        setProcessing(false);
    }

    @Override
    public void addedToEngine(Engine engine) {
        entities = engine.getEntitiesFor(
                Family.all(TransformComponent.class, ShapeComponent.class).get());
    }

    /** @param alpha interpolation weight in [0, 1) between the previous and the latest simulated state */
    public void render(float alpha) {
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        for (int i = 0; i < entities.size(); i++) {
            Entity e = entities.get(i);
            TransformComponent t = Mappers.TRANSFORM.get(e);
            ShapeComponent s = Mappers.SHAPE.get(e);
            HurtComponent hurt = Mappers.HURT.get(e);
            if (hurt != null && hurt.invulnerable > 0.0 && ((int) (hurt.invulnerable * 10.0)) % 2 == 1) {
                continue; // blinks while invulnerable after a hit
            }
            float x = MathUtils.lerp((float) t.prevX, (float) t.x, alpha);
            float y = MathUtils.lerp((float) t.prevY, (float) t.y, alpha);
            float angle = MathUtils.lerpAngle(
                    (float) t.prevAngle, (float) t.angle, alpha); // shortest way round: angles wrap at +-pi
            fillConvex(s, x, y, angle);
        }
        shapes.end();
    }

    private void fillConvex(ShapeComponent s, float x, float y, float angle) {
        float[] local = s.localVertices;
        int n = local.length / 2;
        if (n < 3) return;
        if (world.length < local.length) world = new float[local.length];
        float c = MathUtils.cos(angle), sn = MathUtils.sin(angle);
        for (int i = 0; i < n; i++) {
            float lx = local[2 * i], ly = local[2 * i + 1];
            world[2 * i] = x + c * lx - sn * ly;
            world[2 * i + 1] = y + sn * lx + c * ly;
        }
        shapes.setColor(s.r, s.g, s.b, s.a);
        for (int i = 1; i < n - 1; i++) {
            shapes.triangle(world[0], world[1], world[2 * i], world[2 * i + 1], world[2 * i + 2], world[2 * i + 3]);
        }
    }
}
