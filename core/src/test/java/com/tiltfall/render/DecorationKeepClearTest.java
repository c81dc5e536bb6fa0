package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.ashley.core.Family;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.maps.tiled.TiledMapTileLayer;
import com.badlogic.gdx.maps.tiled.tiles.StaticTiledMapTile;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.sim.Simulation;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** No decoration tile is drawn over a hazard (docs/art.md): the spikes are never covered or blurred by a bush. */
class DecorationKeepClearTest {
    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    /** The cells (col, row) a batch was asked to draw a tile at, for 1 m cells from (0, 0). */
    private static Set<String> drawnCells(DecorationTiles tiles, float w, float h) {
        List<float[]> at = new ArrayList<>();
        Batch batch = (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> {
                    if (m.getName().equals("draw") && a != null && a.length == 10 && a[0] instanceof TextureRegion)
                        at.add(new float[] {(Float) a[1], (Float) a[2]});
                    return m.getReturnType() == boolean.class ? false : m.getReturnType() == float.class ? 0f : null;
                });
        tiles.draw(batch, 0f, 0f, w, h);
        Set<String> cells = new TreeSet<>();
        for (float[] xy : at) cells.add(Math.round(xy[0]) + "," + Math.round(xy[1]));
        return cells;
    }

    @Test
    void aTileOverlappingAHazardIsLeftOutAndOneTouchingItIsDrawn() {
        // a 10 x 8 map of 32 px cells at 32 px/m (1 m cells), a tile in every cell; a hazard from (2.5, 1) to (4, 1.5)
        // m
        TiledMap map = new TiledMap();
        TiledMapTileLayer layer = new TiledMapTileLayer(10, 8, 32, 32);
        StaticTiledMapTile tile = new StaticTiledMapTile(new TextureRegion());
        for (int c = 0; c < 10; c++) {
            for (int r = 0; r < 8; r++) {
                TiledMapTileLayer.Cell cell = new TiledMapTileLayer.Cell();
                cell.setTile(tile);
                layer.setCell(c, r, cell);
            }
        }
        map.getLayers().add(layer);
        Set<String> all = drawnCells(new DecorationTiles(map, 32.0, new float[0]), 10f, 8f);
        assertEquals(80, all.size());
        Set<String> clear = drawnCells(new DecorationTiles(map, 32.0, new float[] {2.5f, 1f, 4f, 1.5f}), 10f, 8f);
        // cells x 2-3 and 3-4 at y 1-2 overlap it; x 4-5 and y 0-1 only touch its edges
        Set<String> expected = new TreeSet<>(all);
        expected.remove("2,1");
        expected.remove("3,1");
        assertEquals(expected, clear);
    }

    @Test
    void theKeepClearBoxesAreEveryShippedHazard() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("../assets/" + path));
        int hazards = 0;
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader.loadData(path);
            Simulation world = new Simulation(level, out -> {});
            float[] boxes = DecorationTiles.hazardBoxes(world.engine()
                    .getEntitiesFor(Family.all(TriggerComponent.class).get()));
            List<String> fromLevel = new ArrayList<>(), fromWorld = new ArrayList<>();
            for (EntityData d : level.entities) {
                if (!EntityTypes.HAZARD.is(d) || d.angle != 0.0) continue;
                fromLevel.add(box(d.x - d.width / 2, d.y - d.height / 2, d.x + d.width / 2, d.y + d.height / 2));
            }
            for (int i = 0; i < boxes.length; i += 4)
                fromWorld.add(box(boxes[i], boxes[i + 1], boxes[i + 2], boxes[i + 3]));
            fromLevel.sort(null);
            fromWorld.sort(null);
            assertEquals(fromLevel, fromWorld, path);
            hazards += fromLevel.size();
        }
        assertEquals(true, hazards > 10, "the shipped levels have hazards: " + hazards);
    }

    private static String box(double l, double b, double r, double t) {
        return Math.round(l * 100) + " " + Math.round(b * 100) + " " + Math.round(r * 100) + " " + Math.round(t * 100);
    }
}
