package com.tiltfall.ecs;

import com.badlogic.ashley.core.ComponentMapper;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.DoorComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.FlowComponent;
import com.tiltfall.ecs.component.FootSwitchComponent;
import com.tiltfall.ecs.component.ForceFieldComponent;
import com.tiltfall.ecs.component.HarmComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.RestPoseComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
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
    public static final ComponentMapper<EnemyComponent> ENEMY = ComponentMapper.getFor(EnemyComponent.class);
    public static final ComponentMapper<HurtComponent> HURT = ComponentMapper.getFor(HurtComponent.class);
    public static final ComponentMapper<JointComponent> JOINT = ComponentMapper.getFor(JointComponent.class);
    public static final ComponentMapper<FallingPlatformComponent> FALLING =
            ComponentMapper.getFor(FallingPlatformComponent.class);
    public static final ComponentMapper<RestPoseComponent> REST_POSE = ComponentMapper.getFor(RestPoseComponent.class);
    public static final ComponentMapper<BouncePadComponent> BOUNCE_PAD =
            ComponentMapper.getFor(BouncePadComponent.class);

    public static final ComponentMapper<FlowComponent> FLOW = ComponentMapper.getFor(FlowComponent.class);

    public static final ComponentMapper<TouchCueComponent> TOUCH_CUE = ComponentMapper.getFor(TouchCueComponent.class);

    public static final ComponentMapper<ForceFieldComponent> FORCE_FIELD =
            ComponentMapper.getFor(ForceFieldComponent.class);

    public static final ComponentMapper<HarmComponent> HARM = ComponentMapper.getFor(HarmComponent.class);

    public static final ComponentMapper<FootSwitchComponent> FOOT_SWITCH =
            ComponentMapper.getFor(FootSwitchComponent.class);
    public static final ComponentMapper<DoorComponent> DOOR = ComponentMapper.getFor(DoorComponent.class);

    private Mappers() {}
}
