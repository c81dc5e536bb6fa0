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
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/** Level building, gameplay events, platforms, one-way pieces and entity/body lifecycle through Simulation. */
class LevelAndEventsTest {
    static final double H = 0.45;

    /** Flat ground top at y = 2 from x = -10 to 30, player at x = 0. */
    static LevelData ground() {
        LevelData l = Levels.empty(40.0, 20.0);
        l.terrain.add(Levels.box(-10.0, 1.0, 30.0, 2.0));
        l.entities.add(Levels.entity("player", 0.0, 2.0 + H + 0.01, 0.0, 0.0));
        return l;
    }

    static Entity first(Simulation w, Class<? extends com.badlogic.ashley.core.Component> type) {
        ImmutableArray<Entity> es = w.engine().getEntitiesFor(Family.all(type).get());
        return es.size() == 0 ? null : es.get(0);
    }

    @Test
    void levelBuildsOneBodyPerPieceAndEntity() {
        LevelData l = ground();
        l.terrain.add(Levels.ellipse(10.0, 5.0, 2.0, 1.0, 0.3));
        l.terrain.add(Levels.chain(12.0, 4.0, 14.0, 4.0, 16.0, 5.0));
        l.entities.add(Levels.entity("goal", 20.0, 3.0, 1.0, 2.0));
        l.entities.add(Levels.entity("coin", 5.0, 3.0, 0.0, 0.0));
        l.entities.add(Levels.entity("crate", 7.0, 3.0, 1.0, 1.0));
        l.entities.add(Levels.entity("hazard", 25.0, 2.5, 2.0, 1.0));
        EntityData p = Levels.entity("platform", 3.0, 6.0, 3.0, 0.5);
        p.properties.put("dx", 2.0);
        l.entities.add(p);
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        // 3 terrain bodies (box, ellipse, chain) + goal + coin + crate + hazard + platform + player
        assertEquals(9, w.getBodyCount());
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == BodyType.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        assertEquals(1.0, w.getMass(Mappers.BODY.get(crate).body), 1e-4, "1 x 1 m crate, density 1");
        assertEquals(BodyType.KINEMATIC, w.getBodyType(Mappers.BODY.get(first(s.world, PlatformComponent.class)).body));
    }

    @Test
    void collectingACoinCountsItAndRemovesItsEntityAndBody() {
        LevelData l = ground();
        l.entities.add(Levels.entity("coin", 3.0, 2.6, 0.5, 0.5));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        int bodies = w.getBodyCount();
        Entity coin = first(s.world, TriggerComponent.class);
        int coinBody = Mappers.BODY.get(coin).body;
        s.input(1.0, false, false);
        s.seconds(1.5);
        assertEquals(1, s.world.coins());
        assertNull(first(s.world, TriggerComponent.class), "coin entity removed");
        assertEquals(bodies - 1, w.getBodyCount(), "coin body destroyed");
        assertFalse(w.isBodyAlive(coinBody));
        assertEquals(-1, Mappers.BODY.get(coin).body);
        assertTrue(s.x() > 5.0, "a sensor never stops the player");
    }

    @Test
    void removingAnEntityDestroysItsBody() {
        LevelData l = ground();
        l.entities.add(Levels.entity("crate", 5.0, 2.6, 1.0, 1.0));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        s.seconds(0.5);
        int before = w.getBodyCount();
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == BodyType.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        int body = Mappers.BODY.get(crate).body;
        s.world.engine().removeEntity(crate);
        assertEquals(before - 1, w.getBodyCount());
        assertFalse(w.isBodyAlive(body));
        s.seconds(0.5); // and the world keeps stepping without it
        assertEquals(before - 1, w.getBodyCount());
    }

    @Test
    void touchingAHazardKillsAndRespawnsAtTheSpawn() {
        LevelData l = ground();
        l.entities.add(Levels.entity("hazard", 4.0, 2.25, 1.0, 0.5));
        Sim s = new Sim(l);
        s.input(1.0, false, false);
        int deathStep = -1;
        for (int i = 0; i < 120 && deathStep < 0; i++) {
            s.step();
            if (s.world.deaths() > 0) deathStep = i;
        }
        assertEquals(1, s.world.deaths());
        assertEquals(0.0, s.x(), 1e-4, "back at the spawn");
        assertEquals(2.0 + H + 0.01, s.y(), 1e-4);
        assertEquals(0.0, s.vx(), 1e-6);
        // no interpolation streak: the transform's previous pose is the spawn too
        assertEquals(0.0, s.world.playerTransform().prevX, 1e-4);
    }

    @Test
    void fallingBelowTheLevelIsADeath() {
        Sim s = new Sim(ground());
        s.input(1.0, false, false);
        for (int i = 0; i < 600 && s.world.deaths() == 0; i++) s.step();
        assertEquals(1, s.world.deaths());
        assertTrue(s.x() < 1.0, "respawned at the start, x " + s.x());
    }

    @Test
    void reachingTheGoalIsDetectedAndStopsTheClock() {
        LevelData l = ground();
        l.entities.add(Levels.entity("goal", 5.0, 3.0, 1.0, 2.0));
        Sim s = new Sim(l);
        s.seconds(0.5);
        assertFalse(s.world.isGoalReached());
        s.input(1.0, false, false);
        s.seconds(1.5);
        assertTrue(s.world.isGoalReached());
        double t = s.world.elapsed();
        // start 0.5 s, accelerate to 7 m/s (0.16 s) then 4.05 m to the goal's edge at x 4.5 - 0.45: ~1.1 s in total
        assertTrue(t > 0.9 && t < 1.4, "clock stopped at " + t);
        s.seconds(1.0);
        assertEquals(t, s.world.elapsed(), 1e-6);
    }

    @Test
    void aMovingPlatformCarriesTheIdlePlayer() {
        LevelData l = Levels.empty(40.0, 20.0);
        EntityData p = Levels.entity("platform", 5.0, 5.0, 3.0, 0.5);
        p.properties.put("dx", 4.0);
        p.properties.put("period", 4.0);
        l.entities.add(p);
        l.entities.add(Levels.entity("player", 5.0, 5.25 + H + 0.01, 0.0, 0.0));
        Sim s = new Sim(l);
        Entity plat = first(s.world, PlatformComponent.class);
        World w = s.world.physicsWorld();
        int pb = Mappers.BODY.get(plat).body;
        s.seconds(0.2);
        assertTrue(s.grounded());
        double off0 = s.x() - w.getX(pb);
        double platX0 = w.getX(pb);
        double maxSlip = 0.0;
        for (int i = 0; i < 120; i++) {
            s.step();
            maxSlip = Math.max(maxSlip, Math.abs(s.x() - w.getX(pb) - off0));
        }
        // t = 0.2 .. 2.2 s: offset 4 (1 - cos(2 pi t / 4)) / 2 goes from 0.10 to 3.90 m
        double moved = w.getX(pb) - platX0;
        System.out.println("platform moved " + moved + " m, player slip " + maxSlip + " m");
        assertEquals(3.80, moved, 0.05);
        assertTrue(maxSlip < 0.05, "player slipped " + maxSlip);
        assertEquals(5.25 + H, s.y(), 0.02);
    }

    static LevelData oneWayLevel() {
        LevelData l = ground();
        TerrainData shelf = Levels.box(-2.0, 3.8, 2.0, 4.0);
        shelf.oneWay = true;
        l.terrain.add(shelf);
        return l;
    }

    @Test
    void oneWayPlatformJumpUpThroughStandOnItDropThrough() {
        Sim s = new Sim(oneWayLevel());
        s.seconds(0.3);
        assertEquals(2.0 + H, s.y(), 0.02, "stands on the ground below the shelf");
        s.input(0.0, true, false).seconds(1.0);
        s.input(0.0, false, false).seconds(0.5);
        assertEquals(4.0 + H, s.y(), 0.02, "jumped up through the shelf and stands on it");
        assertTrue(s.grounded());
        s.seconds(1.0);
        assertEquals(4.0 + H, s.y(), 0.02, "still standing on it");
        // down + jump drops through
        s.input(0.0, true, true).step();
        s.input(0.0, false, false).seconds(1.0);
        assertEquals(2.0 + H, s.y(), 0.02, "dropped through onto the ground");
        assertEquals(1, s.world.playerState().stats.jumps, "the drop is not a jump");
    }

    @Test
    void downPlusJumpOnNormalGroundIsANormalJump() {
        Sim s = new Sim(ground());
        s.seconds(0.3);
        s.input(0.0, true, true);
        double maxY = 0.0;
        for (int i = 0; i < 60; i++) {
            s.step();
            maxY = Math.max(maxY, s.y());
        }
        assertEquals(1, s.world.playerState().stats.jumps);
        assertEquals(2.0 + H + 2.42, maxY, 0.15);
    }

    @Test
    void oneWayGroundLineHoldsFromAboveAndLetsThroughFromBelow() {
        LevelData l = ground();
        TerrainData line = Levels.chain(-2.0, 4.0, 2.0, 4.0);
        line.oneWay = true;
        l.terrain.add(line);
        Sim s = new Sim(l);
        s.seconds(0.3);
        s.input(0.0, true, false).seconds(1.0);
        s.input(0.0, false, false).seconds(0.5);
        assertEquals(4.0 + H, s.y(), 0.02);
        s.input(0.0, true, true).step();
        s.input(0.0, false, false).seconds(1.0);
        assertEquals(2.0 + H, s.y(), 0.02);
    }

    @Test
    void aVerticalPlatformCarriesThePlayerDownAndUp() {
        LevelData l = Levels.empty(40.0, 20.0);
        EntityData p = Levels.entity("platform", 5.0, 8.0, 3.0, 0.5);
        p.properties.put("dy", -3.0);
        p.properties.put("period", 3.0);
        l.entities.add(p);
        l.entities.add(Levels.entity("player", 5.0, 8.25 + H + 0.01, 0.0, 0.0));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        int pb = Mappers.BODY.get(first(s.world, PlatformComponent.class)).body;
        s.seconds(0.2);
        double minY = 99.0, maxGap = 0.0;
        int airborne = 0;
        for (int i = 0; i < 180; i++) { // one full period: down 3 m and back up
            s.step();
            minY = Math.min(minY, w.getY(pb));
            maxGap = Math.max(maxGap, Math.abs(s.y() - w.getY(pb) - (0.25 + H)));
            if (!s.grounded()) airborne++;
        }
        // peak speed pi * 3 / 3 = 3.1 m/s, peak acceleration 1.5 (2 pi / 3)^2 = 6.6 m/s^2 < g: it never leaves
        assertEquals(5.0, minY, 0.02);
        assertTrue(maxGap < 0.03, "player-platform gap " + maxGap);
        assertEquals(0, airborne);
    }

    @Test
    void physicsKeepsThePreviousPoseForInterpolation() {
        Sim s = new Sim(Sim.flat(-10.0, 10.0, 0.0, 0.0, 5.0));
        s.steps(10);
        World w = s.world.physicsWorld();
        int b = s.world.playerBody();
        assertEquals(w.getPreviousY(b), s.world.playerTransform().prevY, 1e-6);
        assertEquals(w.getY(b), s.world.playerTransform().y, 1e-6);
        assertTrue(s.world.playerTransform().prevY > s.world.playerTransform().y, "falling");
    }

    @Test
    void thePlayerPushesACrate() {
        LevelData l = ground();
        l.entities.add(Levels.entity("crate", 3.0, 2.51, 1.0, 1.0));
        Sim s = new Sim(l);
        World w = s.world.physicsWorld();
        Entity crate = null;
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (w.getBodyType(Mappers.BODY.get(e).body) == BodyType.DYNAMIC && Mappers.PLAYER.get(e) == null) crate = e;
        }
        int cb = Mappers.BODY.get(crate).body;
        s.seconds(0.3);
        double x0 = w.getX(cb);
        assertEquals(2.5, w.getY(cb), 0.02, "crate rests on the ground");
        s.input(1.0, false, false).seconds(2.0);
        double pushed = w.getX(cb) - x0;
        System.out.println("crate pushed " + pushed + " m in 2 s");
        assertTrue(pushed > 2.0, "pushed " + pushed);
        assertTrue(s.x() < w.getX(cb), "the player is behind the crate, not through it");
    }
}
