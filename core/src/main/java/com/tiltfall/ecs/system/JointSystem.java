package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntityListener;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.physics.dynamics.DistanceJointDef;
import com.tiltfall.physics.dynamics.RevoluteJointDef;
import com.tiltfall.physics.dynamics.SpringDef;
import com.tiltfall.physics.dynamics.World;

/**
 * Creates the physics world's joints and springs for entities with a {@link JointComponent} when they are added
 * (their two bodies must exist by then: the level builder adds joints after the bodies they join) and destroys them
 * when they are removed. It does nothing per step.
 */
public class JointSystem extends EntitySystem implements EntityListener {
    private static final Family JOINTS = Family.all(JointComponent.class).get();
    private final World world;

    public JointSystem(World world) {
        super(SystemOrder.PHYSICS);
        this.world = world;
        setProcessing(false);
    }

    @Override
    public void addedToEngine(Engine engine) {
        ImmutableArray<Entity> existing = engine.getEntitiesFor(JOINTS);
        for (int i = 0; i < existing.size(); i++) entityAdded(existing.get(i));
        engine.addEntityListener(JOINTS, this);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        engine.removeEntityListener(this);
    }

    @Override
    public void entityAdded(Entity entity) {
        JointComponent j = Mappers.JOINT.get(entity);
        if (j.id != -1 || j.a == null || j.b == null) return;
        BodyComponent a = Mappers.BODY.get(j.a), b = Mappers.BODY.get(j.b);
        if (a == null || b == null || a.body == -1 || b.body == -1) return;
        switch (j.kind) {
            case JointComponent.REVOLUTE:
                RevoluteJointDef pin = new RevoluteJointDef(a.body, b.body, j.anchorAX, j.anchorAY);
                if (j.motor) pin.motor(j.motorSpeed, j.maxMotorTorque);
                j.id = world.createRevoluteJoint(pin);
                break;
            case JointComponent.SPRING:
                j.id = world.createSpring(new SpringDef(a.body, b.body)
                        .anchorA(j.anchorAX, j.anchorAY)
                        .anchorB(j.anchorBX, j.anchorBY)
                        .restLength(j.minLength)
                        .stiffness(j.stiffness)
                        .damping(j.damping));
                break;
            default:
                j.id = world.createDistanceJoint(new DistanceJointDef(a.body, b.body)
                        .anchorA(j.anchorAX, j.anchorAY)
                        .anchorB(j.anchorBX, j.anchorBY)
                        .range(j.minLength, j.maxLength));
                break;
        }
    }

    @Override
    public void entityRemoved(Entity entity) {
        JointComponent j = Mappers.JOINT.get(entity);
        if (j == null || j.id == -1) return;
        BodyComponent a = j.a == null ? null : Mappers.BODY.get(j.a), b = j.b == null ? null : Mappers.BODY.get(j.b);
        // a body removed first took its joints and springs with it (World.destroyBody): the id may be reused since
        if (a != null && b != null && a.body != -1 && b.body != -1) {
            if (j.kind == JointComponent.SPRING) world.destroySpring(j.id);
            else world.destroyJoint(j.id);
        }
        j.id = -1;
    }
}
