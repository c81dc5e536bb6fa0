package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.DoorComponent;
import com.tiltfall.ecs.component.FootSwitchComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * Before the physics step: a foot switch is pressed when the player touched it after the last step with its feet
 * side (the contact normal, pointing at the player, within {@link #FEET_COS} of the player's up: a landing on a side
 * or the top does not press it); it opens its door (for good when it latches, else while pressed; one
 * {@link GameEvents#DOOR} when a door starts to open). Each door slides towards its open or closed place at its speed.
 */
public class FootSwitchSystem extends EntitySystem {
    /** cos 45 degrees: the feet side, not a corner rocking onto it. */
    public static final double FEET_COS = 0.7071;

    private static final Family SWITCHES =
            Family.all(FootSwitchComponent.class, BodyComponent.class).get();
    private static final Family DOORS =
            Family.all(DoorComponent.class, BodyComponent.class).get();
    private final StepTime time;
    private final World world;
    private final GameEvents events;
    private ImmutableArray<Entity> switches, doors;

    public FootSwitchSystem(StepTime time, World world, GameEvents events) {
        super(SystemOrder.MECHANISMS + 3);
        this.time = time;
        this.world = world;
        this.events = events;
    }

    @Override
    public void addedToEngine(Engine engine) {
        switches = engine.getEntitiesFor(SWITCHES);
        doors = engine.getEntitiesFor(DOORS);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0 || doors.size() == 0) return;
        for (int i = 0; i < switches.size(); i++) {
            Entity e = switches.get(i);
            FootSwitchComponent sw = Mappers.FOOT_SWITCH.get(e);
            if (sw.door == null) sw.door = door(sw.doorName);
            sw.pressed = pressedByFeet(Mappers.BODY.get(e).body);
            if (sw.pressed) sw.used = true;
            DoorComponent d = sw.door == null ? null : Mappers.DOOR.get(sw.door);
            if (d == null) continue;
            boolean open = sw.latch ? sw.used : sw.pressed;
            if (open && !d.open) events.add(GameEvents.DOOR, 0.0);
            d.open = open;
        }
        for (int i = 0; i < doors.size(); i++) slide(doors.get(i), dt);
    }

    private Entity door(String name) {
        for (int i = 0; i < doors.size(); i++)
            if (Mappers.DOOR.get(doors.get(i)).name.equals(name)) return doors.get(i);
        return null;
    }

    /** Whether the player touches the switch's body with its feet side. */
    private boolean pressedByFeet(int b) {
        if (b == -1) return false;
        for (int edge = world.getFirstContactEdge(b); edge != -1; edge = world.getNextContactEdge(edge)) {
            int k = World.edgeContact(edge);
            if (!world.isContactTouching(k)) continue;
            int other = world.getEdgeOtherBody(edge);
            Object data = world.getUserData(other);
            PlayerComponent p = data instanceof Entity ? Mappers.PLAYER.get((Entity) data) : null;
            if (p == null) continue;
            // the switch's edge normal points from the player at the switch: turned round, it points at the player,
            // which is the player's up when its feet side is down on the switch
            double nx = -world.getEdgeNormalX(edge), ny = -world.getEdgeNormalY(edge);
            double a = world.getAngle(other) + p.tuning.feetOffset();
            if (nx * -DetMath.sin(a) + ny * DetMath.cos(a) >= FEET_COS) return true;
        }
        return false;
    }

    /** Moves a door towards its place: the speed that gets there, at most its own. */
    private void slide(Entity e, double dt) {
        int b = Mappers.BODY.get(e).body;
        if (b == -1) return;
        DoorComponent d = Mappers.DOOR.get(e);
        double target = d.closedY + (d.open ? d.rise : 0.0);
        double v = (target - world.getY(b)) / dt;
        if (v > d.speed) v = d.speed;
        else if (v < -d.speed) v = -d.speed;
        world.setLinearVelocity(b, (d.closedX - world.getX(b)) / dt, v);
    }
}
