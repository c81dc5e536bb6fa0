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
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * After the physics step, looks at the player's touching contacts with enemies. A contact whose normal points up
 * from the enemy to the player (within ~53 degrees of up, {@link #STOMP_COS}) with the player above the enemy's
 * centre is a stomp: the enemy is defeated (removed at the end of the step) and the player bounces up with
 * {@link HurtComponent#stompBounce}. Any other contact is a hit, unless the player is still invulnerable: it reports
 * the hit through the rules' hook {@link PlayerComponent#hit} (a lost life, the player is not sent back), starts
 * {@link HurtComponent#invulnerable}, knocks the player away from the enemy ({@link HurtComponent#knockbackSpeed})
 * and turns a walker away from the player, so that the two part instead of the enemy pressing on until the next hit.
 * A body with a {@link com.tiltfall.ecs.component.HarmComponent} (a wrecking ball) hits from every side.
 */
public class EnemyContactSystem extends EntitySystem {
    /** Minimum upward component of the enemy-to-player contact normal for a stomp. */
    public static final double STOMP_COS = 0.6;

    private static final Family HURTABLE =
            Family.all(HurtComponent.class, BodyComponent.class).get();

    private final StepTime time;
    private final World world;
    private final GameEvents events;
    private ImmutableArray<Entity> players;
    private Engine engine;

    public EnemyContactSystem(StepTime time, World world, GameEvents events) {
        super(SystemOrder.ENEMY_CONTACTS);
        this.time = time;
        this.world = world;
        this.events = events;
    }

    @Override
    public void addedToEngine(Engine engine) {
        this.engine = engine;
        players = engine.getEntitiesFor(HURTABLE);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        for (int i = 0; i < players.size(); i++) {
            Entity p = players.get(i);
            HurtComponent h = Mappers.HURT.get(p);
            if (h.invulnerable > 0.0) h.invulnerable = Math.max(0.0, h.invulnerable - dt);
            int pb = Mappers.BODY.get(p).body;
            if (pb == -1) continue;
            for (int edge = world.getFirstContactEdge(pb); edge != -1; edge = world.getNextContactEdge(edge)) {
                int k = World.edgeContact(edge);
                if (!world.isContactTouching(k)) continue;
                int other = world.getEdgeOtherBody(edge);
                Object data = world.getUserData(other);
                if (!(data instanceof Entity)) continue;
                Entity e = (Entity) data;
                EnemyComponent en = Mappers.ENEMY.get(e);
                if (en == null) {
                    if (Mappers.HARM.get(e) != null && h.invulnerable <= 0.0) hit(p, h, pb, other, null);
                    continue;
                }
                if (en.defeated) continue;
                // the contact normal points from body A to body B: make it point from the enemy to the player
                double ny = world.getContactNormalY(k);
                if (world.getContactBodyA(k) == pb) ny = -ny;
                if (ny >= STOMP_COS && world.getY(pb) > world.getY(other)) {
                    en.defeated = true;
                    h.stomps++;
                    events.add(GameEvents.STOMP, h.stomps);
                    world.setLinearVelocity(pb, world.getVelocityX(pb), h.stompBounce);
                    engine.removeEntity(e); // deferred to the end of the update; the body goes then
                } else if (h.invulnerable <= 0.0) {
                    hit(p, h, pb, other, en);
                }
            }
        }
    }

    /** A hit by the body {@code other} (an enemy, or null for a harmful thing such as a wrecking ball). */
    private void hit(Entity p, HurtComponent h, int pb, int other, EnemyComponent en) {
        PlayerComponent pc = Mappers.PLAYER.get(p);
        if (pc != null) {
            pc.hit(false); // the rules take the life (GameplayEventSystem)
            // as after a jump, no ground control for 0.1 s: the ground's braking would eat the knockback
            pc.state.noGroundTimer = Math.max(pc.state.noGroundTimer, 0.1);
        }
        events.add(GameEvents.HIT, h.hits + 1);
        h.hits++;
        h.invulnerable = h.invulnerability;
        double away = world.getX(pb) >= world.getX(other) ? 1.0 : -1.0;
        world.setLinearVelocity(pb, away * h.knockbackSpeed, Math.max(world.getVelocityY(pb), h.knockbackLift));
        if (en != null && en.kind == EnemyComponent.WALKER) en.direction = away > 0.0 ? -1 : 1;
    }
}
