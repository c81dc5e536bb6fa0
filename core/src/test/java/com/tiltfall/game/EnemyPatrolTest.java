package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.input.ControlState;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Enemies stay where the designer put them to meet the player: every shipped level run for 90 s with nobody at the
 * controls, and no walker or roller ever touches a hazard or leaves the level. Level 15's fast roller rolled off its
 * tunnel into the spike pit 17 s after the start, before anybody could reach the tunnel, and rolled on the spikes
 * from then on (seen in play): its tunnel ends at a step now, where it turns.
 */
class EnemyPatrolTest {
    static final double SECONDS = 90.0;

    @BeforeAll
    static void files() {
        SoakTest.files();
    }

    @Test
    void noEnemyRollsOrWalksIntoAHazardOrOutOfTheLevel_whenNobodyComes() {
        int enemies = 0;
        for (String path : SoakTest.levels()) {
            LevelData level = SoakTest.loader().loadData(path);
            Array<EntityData> hazards = new Array<>();
            for (EntityData e : level.entities) if (EntityTypes.HAZARD.is(e)) hazards.add(e);
            ControlState idle = new ControlState();
            Simulation w = new Simulation(level, out -> out.set(idle));
            ImmutableArray<Entity> found = w.engine()
                    .getEntitiesFor(Family.all(EnemyComponent.class, TransformComponent.class)
                            .get());
            Entity[] patrol = found.toArray(Entity.class);
            enemies += patrol.length;
            for (int step = 1; step <= SECONDS * 60; step++) {
                w.step(FixedStepper.STEP);
                for (Entity e : patrol) {
                    if (!w.engine().getEntities().contains(e, true))
                        throw new AssertionError(
                                path + ": a " + kind(e) + " left the level after " + step / 60.0 + " s");
                    TransformComponent t = e.getComponent(TransformComponent.class);
                    EnemyComponent enemy = e.getComponent(EnemyComponent.class);
                    for (EntityData h : hazards)
                        if (touches(t.x, t.y, enemy.halfWidth, enemy.halfHeight, h))
                            throw new AssertionError(path + ": a " + kind(e) + " after " + step / 60.0 + " s at ("
                                    + t.x + ", " + t.y + ") touches hazard object " + h.objectId + " \"" + h.name
                                    + "\"");
                }
            }
        }
        assertTrue(enemies >= 20, enemies + " enemies in the shipped levels: the scan found them");
    }

    static String kind(Entity e) {
        return e.getComponent(EnemyComponent.class).kind == EnemyComponent.ROLLER ? "roller" : "walker";
    }

    /** Whether a box of half extents hx, hy at (x, y) overlaps hazard {@code h} (a rectangle turned by its angle). */
    static boolean touches(double x, double y, double hx, double hy, EntityData h) {
        double c = Math.cos(-h.angle), s = Math.sin(-h.angle);
        double dx = x - h.x, dy = y - h.y;
        double lx = dx * c - dy * s, ly = dx * s + dy * c;
        double reach = Math.max(hx, hy); // the enemy's extent in any direction, enough for a turned rectangle
        return Math.abs(lx) < h.width / 2 + reach && Math.abs(ly) < h.height / 2 + reach;
    }
}
