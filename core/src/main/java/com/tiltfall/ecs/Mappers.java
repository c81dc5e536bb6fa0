package com.tiltfall.ecs;

import com.badlogic.ashley.core.ComponentMapper;
import com.tiltfall.ecs.component.MotionComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;

/** One mapper per component type, shared by all systems (mappers are fast, stateless lookups). */
public final class Mappers {
    public static final ComponentMapper<TransformComponent> TRANSFORM = ComponentMapper.getFor(TransformComponent.class);
    public static final ComponentMapper<MotionComponent> MOTION = ComponentMapper.getFor(MotionComponent.class);
    public static final ComponentMapper<ShapeComponent> SHAPE = ComponentMapper.getFor(ShapeComponent.class);
    public static final ComponentMapper<PlayerComponent> PLAYER = ComponentMapper.getFor(PlayerComponent.class);

    private Mappers() {
    }
}
