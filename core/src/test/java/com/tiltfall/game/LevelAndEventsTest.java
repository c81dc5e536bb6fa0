package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.world.GameWorld;
import com.tiltfall.world.Levels;
import org.junit.jupiter.api.Test;

/** Level building, gameplay events, platforms, one-way pieces and entity/body lifecycle through GameWorld. */
class LevelAndEventsTest {
    static final float H = 0.45f;

    /** Flat ground top at y = 2 from x = -10 to 30, player at x = 0. */
    static LevelData ground() {
        LevelData l = Levels.empty(40f, 20f);
        l.terrain.add(Levels.box(-10f, 1f, 30f, 2f));
        l.entities.add(Levels.entity("player", 0f, 2f + H + 0.01f, 0f, 0f));
        return l;
    }

    static Entity first(GameWorld w, Class<? extends com.badlogic.ashley.core.Component> type) {
        ImmutableArray<Entity> es = w.engine().getEntitiesFor(Family.all(type).get());
        return es.size() == 0 ? null : es.get(0);
    }

    @Test
    void levelBuildsOneBodyPerPieceAndEntity() {
        LevelData l = ground();
        l.terrain.add(Levels.ellipse(10f, 5f, 2f, 1f, 0.3f));
        l.terrain.add(Levels.chain(12f, 4f, 14f, 4f, 16f, 5f));
        l.entities.add(Levels.entity("goal", 20f, 3f, 1f, 2f));
        l.entities.add(Levels.entity("coin", 5f, 3f, 0f, 0f));
        l.entities.add(Levels.entity("crate", 7f, 3f, 1f, 1f));
        l.entities.add(Levels.entity("hazard", 25f, 2.5f, 2f, 1f));
        EntityData p = Levels.entity("platform", 3f, 6f, 3f, 0.5f);
        p.properties.put("dx", 2f);
        l.entities.add(p);
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        // 3 terrain bodies (box, ellipse, chain) + goal + coin + crate + hazard + platform + player
        assertEquals(9, w.getBodyCount());
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == World.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        assertEquals(1f, w.getMass(Mappers.BODY.get(crate).body), 1e-4f, "1 x 1 m crate, density 1");
        assertEquals(World.KINEMATIC, w.getBodyType(Mappers.BODY.get(first(s.world, PlatformComponent.class)).body));
    }

    @Test
    void collectingACoinCountsItAndRemovesItsEntityAndBody() {
        LevelData l = ground();
        l.entities.add(Levels.entity("coin", 3f, 2.6f, 0.5f, 0.5f));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        int bodies = w.getBodyCount();
        Entity coin = first(s.world, TriggerComponent.class);
        int coinBody = Mappers.BODY.get(coin).body;
        s.input(1f, false, false);
        s.seconds(1.5f);
        assertEquals(1, s.world.coins());
        assertNull(first(s.world, TriggerComponent.class), "coin entity removed");
        assertEquals(bodies - 1, w.getBodyCount(), "coin body destroyed");
        assertFalse(w.isBodyAlive(coinBody));
        assertEquals(-1, Mappers.BODY.get(coin).body);
        assertTrue(s.x() > 5f, "a sensor never stops the player");
    }

    @Test
    void removingAnEntityDestroysItsBody() {
        LevelData l = ground();
        l.entities.add(Levels.entity("crate", 5f, 2.6f, 1f, 1f));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        s.seconds(0.5f);
        int before = w.getBodyCount();
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == World.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        int body = Mappers.BODY.get(crate).body;
        s.world.engine().removeEntity(crate);
        assertEquals(before - 1, w.getBodyCount());
        assertFalse(w.isBodyAlive(body));
        s.seconds(0.5f); // and the world keeps stepping without it
        assertEquals(before - 1, w.getBodyCount());
    }

    @Test
    void touchingAHazardKillsAndRespawnsAtTheSpawn() {
        LevelData l = ground();
        l.entities.add(Levels.entity("hazard", 4f, 2.25f, 1f, 0.5f));
        Sim s = new Sim(l);
        s.input(1f, false, false);
        int deathStep = -1;
        for (int i = 0; i < 120 && deathStep < 0; i++) {
            s.step();
            if (s.world.deaths() > 0) deathStep = i;
        }
        assertEquals(1, s.world.deaths());
        assertEquals(0f, s.x(), 1e-4f, "back at the spawn");
        assertEquals(2f + H + 0.01f, s.y(), 1e-4f);
        assertEquals(0f, s.vx(), 1e-6f);
        // no interpolation streak: the transform's previous pose is the spawn too
        assertEquals(0f, s.world.playerTransform().prevX, 1e-4f);
    }

    @Test
    void fallingBelowTheLevelIsADeath() {
        Sim s = new Sim(ground());
        s.input(1f, false, false);
        for (int i = 0; i < 600 && s.world.deaths() == 0; i++) s.step();
        assertEquals(1, s.world.deaths());
        assertTrue(s.x() < 1f, "respawned at the start, x " + s.x());
    }

    @Test
    void reachingTheGoalIsDetectedAndStopsTheClock() {
        LevelData l = ground();
        l.entities.add(Levels.entity("goal", 5f, 3f, 1f, 2f));
        Sim s = new Sim(l);
        s.seconds(0.5f);
        assertFalse(s.world.isGoalReached());
        s.input(1f, false, false);
        s.seconds(1.5f);
        assertTrue(s.world.isGoalReached());
        float t = s.world.elapsed();
        // start 0.5 s, accelerate to 7 m/s (0.16 s) then 4.05 m to the goal's edge at x 4.5 - 0.45: ~1.1 s in total
        assertTrue(t > 0.9f && t < 1.4f, "clock stopped at " + t);
        s.seconds(1f);
        assertEquals(t, s.world.elapsed(), 1e-6f);
    }

    @Test
    void aMovingPlatformCarriesTheIdlePlayer() {
        LevelData l = Levels.empty(40f, 20f);
        EntityData p = Levels.entity("platform", 5f, 5f, 3f, 0.5f);
        p.properties.put("dx", 4f);
        p.properties.put("period", 4f);
        l.entities.add(p);
        l.entities.add(Levels.entity("player", 5f, 5.25f + H + 0.01f, 0f, 0f));
        Sim s = new Sim(l);
        Entity plat = first(s.world, PlatformComponent.class);
        World w = s.world.physicsWorld();
        int pb = Mappers.BODY.get(plat).body;
        s.seconds(0.2f);
        assertTrue(s.grounded());
        float off0 = s.x() - w.getX(pb);
        float platX0 = w.getX(pb);
        float maxSlip = 0f;
        for (int i = 0; i < 120; i++) {
            s.step();
            maxSlip = Math.max(maxSlip, Math.abs(s.x() - w.getX(pb) - off0));
        }
        // t = 0.2 .. 2.2 s: offset 4 (1 - cos(2 pi t / 4)) / 2 goes from 0.10 to 3.90 m
        float moved = w.getX(pb) - platX0;
        System.out.println("platform moved " + moved + " m, player slip " + maxSlip + " m");
        assertEquals(3.80f, moved, 0.05f);
        assertTrue(maxSlip < 0.05f, "player slipped " + maxSlip);
        assertEquals(5.25f + H, s.y(), 0.02f);
    }

    static LevelData oneWayLevel() {
        LevelData l = ground();
        TerrainData shelf = Levels.box(-2f, 3.8f, 2f, 4f);
        shelf.oneWay = true;
        l.terrain.add(shelf);
        return l;
    }

    @Test
    void oneWayPlatformJumpUpThroughStandOnItDropThrough() {
        Sim s = new Sim(oneWayLevel());
        s.seconds(0.3f);
        assertEquals(2f + H, s.y(), 0.02f, "stands on the ground below the shelf");
        s.input(0f, true, false).seconds(1f);
        s.input(0f, false, false).seconds(0.5f);
        assertEquals(4f + H, s.y(), 0.02f, "jumped up through the shelf and stands on it");
        assertTrue(s.grounded());
        s.seconds(1f);
        assertEquals(4f + H, s.y(), 0.02f, "still standing on it");
        // down + jump drops through
        s.input(0f, true, true).step();
        s.input(0f, false, false).seconds(1f);
        assertEquals(2f + H, s.y(), 0.02f, "dropped through onto the ground");
        assertEquals(1, s.world.playerState().jumps, "the drop is not a jump");
    }

    @Test
    void downPlusJumpOnNormalGroundIsANormalJump() {
        Sim s = new Sim(ground());
        s.seconds(0.3f);
        s.input(0f, true, true);
        float maxY = 0f;
        for (int i = 0; i < 60; i++) {
            s.step();
            maxY = Math.max(maxY, s.y());
        }
        assertEquals(1, s.world.playerState().jumps);
        assertEquals(2f + H + 2.42f, maxY, 0.15f);
    }

    @Test
    void oneWayGroundLineHoldsFromAboveAndLetsThroughFromBelow() {
        LevelData l = ground();
        TerrainData line = Levels.chain(-2f, 4f, 2f, 4f);
        line.oneWay = true;
        l.terrain.add(line);
        Sim s = new Sim(l);
        s.seconds(0.3f);
        s.input(0f, true, false).seconds(1f);
        s.input(0f, false, false).seconds(0.5f);
        assertEquals(4f + H, s.y(), 0.02f);
        s.input(0f, true, true).step();
        s.input(0f, false, false).seconds(1f);
        assertEquals(2f + H, s.y(), 0.02f);
    }

    @Test
    void aVerticalPlatformCarriesThePlayerDownAndUp() {
        LevelData l = Levels.empty(40f, 20f);
        EntityData p = Levels.entity("platform", 5f, 8f, 3f, 0.5f);
        p.properties.put("dy", -3f);
        p.properties.put("period", 3f);
        l.entities.add(p);
        l.entities.add(Levels.entity("player", 5f, 8.25f + H + 0.01f, 0f, 0f));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        int pb = Mappers.BODY.get(first(s.world, PlatformComponent.class)).body;
        s.seconds(0.2f);
        float minY = 99f, maxGap = 0f;
        int airborne = 0;
        for (int i = 0; i < 180; i++) { // one full period: down 3 m and back up
            s.step();
            minY = Math.min(minY, w.getY(pb));
            maxGap = Math.max(maxGap, Math.abs(s.y() - w.getY(pb) - (0.25f + H)));
            if (!s.grounded()) airborne++;
        }
        // peak speed pi * 3 / 3 = 3.1 m/s, peak acceleration 1.5 (2 pi / 3)^2 = 6.6 m/s^2 < g: it never leaves
        assertEquals(5f, minY, 0.02f);
        assertTrue(maxGap < 0.03f, "player-platform gap " + maxGap);
        assertEquals(0, airborne);
    }

    @Test
    void physicsKeepsThePreviousPoseForInterpolation() {
        Sim s = new Sim(Sim.flat(-10f, 10f, 0f, 0f, 5f));
        s.steps(10);
        World w = s.world.physicsWorld();
        int b = s.world.playerBody();
        assertEquals(w.getPreviousY(b), s.world.playerTransform().prevY, 1e-6f);
        assertEquals(w.getY(b), s.world.playerTransform().y, 1e-6f);
        assertTrue(s.world.playerTransform().prevY > s.world.playerTransform().y, "falling");
    }

    @Test
    void thePlayerPushesACrate() {
        LevelData l = ground();
        l.entities.add(Levels.entity("crate", 3f, 2.51f, 1f, 1f));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == World.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        int cb = Mappers.BODY.get(crate).body;
        s.seconds(0.3f);
        float x0 = w.getX(cb);
        assertEquals(2.5f, w.getY(cb), 0.02f, "crate rests on the ground");
        s.input(1f, false, false).seconds(2f);
        float pushed = w.getX(cb) - x0;
        System.out.println("crate pushed " + pushed + " m in 2 s");
        assertTrue(pushed > 2f, "pushed " + pushed);
        assertTrue(s.x() < w.getX(cb), "the player is behind the crate, not through it");
    }
}
