package com.tiltfall.ecs;

import com.badlogic.ashley.core.ComponentMapper;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;

/** One mapper per component type, shared by all systems (mappers are fast, stateless lookups). */
public final class Mappers {
    public static final ComponentMapper<TransformComponent> TRANSFORM =
            ComponentMapper.getFor(TransformComponent.class);
    public static final ComponentMapper<ShapeComponent> SHAPE = ComponentMapper.getFor(ShapeComponent.class);
    public static final ComponentMapper<PlayerComponent> PLAYER = ComponentMapper.getFor(PlayerComponent.class);
    public static final ComponentMapper<BodyComponent> BODY = ComponentMapper.getFor(BodyComponent.class);
    public static final ComponentMapper<TriggerComponent> TRIGGER = ComponentMapper.getFor(TriggerComponent.class);
    public static final ComponentMapper<PlatformComponent> PLATFORM = ComponentMapper.getFor(PlatformComponent.class);

    private Mappers() {}
}
