package com.tiltfall.render;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.maps.MapGroupLayer;
import com.badlogic.gdx.maps.MapLayer;
import com.badlogic.gdx.maps.MapLayers;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.maps.tiled.TiledMapImageLayer;
import com.badlogic.gdx.maps.tiled.TiledMapTile;
import com.badlogic.gdx.maps.tiled.TiledMapTileLayer;
import com.badlogic.gdx.maps.tiled.TiledMapTileSet;
import com.badlogic.gdx.maps.tiled.tiles.AnimatedTiledMapTile;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.utils.ObjectSet;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import java.util.Arrays;

/**
 * Draws a map's decoration layers (tile and image layers, in the map's order) with every tile stretched over its
 * grid cell, whatever the tileset's own tile size: the shipped tileset has 64 px tiles (the sprites' density) on the
 * maps' 32 px grid, and says {@code tilerendersize="grid"} so Tiled shows them the same way. libGDX's own map
 * renderer would draw a 64 px tile two cells wide. Tileset textures are filtered linearly, like the sprites.
 * Honours layer visibility, opacity, tint, offsets, parallax factors, flipped and rotated cells and animated tiles.
 * A tile whose cell overlaps a hazard is not drawn: nothing may cover or blur the spikes (docs/art.md).
 */
final class DecorationTiles {
    private final TiledMap map;
    /** World metres per map pixel. */
    private final float unit;

    private final Color tint = new Color();
    /** Where no tile is drawn: boxes of left, bottom, right, top, m (the hazards, {@link #hazardBoxes}). */
    private final float[] keepClear;

    /** The cloud tiles' tint in this world, or null: white as drawn (at night they are dimmed, docs/art.md). */
    private float[] cloudTint;
    /** The tileset's cloud tiles (its halves, local ids {@link #CLOUD_IDS}), to tint. */
    private final ObjectSet<TiledMapTile> clouds = new ObjectSet<>();

    /** The cloud's local tile ids in assets/levels/tiles.tsx (scripts/make-art.py: T_CLOUD_L, T_CLOUD_R). */
    static final int[] CLOUD_IDS = {8, 9};

    DecorationTiles(TiledMap map, double pixelsPerMetre, float[] keepClear) {
        this.map = map;
        this.unit = (float) (1.0 / pixelsPerMetre);
        this.keepClear = keepClear;
        for (TiledMapTileSet set : map.getTileSets()) {
            Integer first = set.getProperties().get("firstgid", Integer.class);
            for (int id : CLOUD_IDS) {
                TiledMapTile cloud = first == null ? null : set.getTile(first + id);
                if (cloud != null) clouds.add(cloud);
            }
            for (TiledMapTile tile : set) {
                TextureRegion r = tile.getTextureRegion();
                if (r != null && r.getTexture() != null) {
                    r.getTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
                }
            }
        }
    }

    /** Tints the cloud tiles (multiplied with their layer's tint); null draws them as they are. */
    void tintClouds(float[] tint) {
        cloudTint = tint;
    }

    /** Draws every visible layer over the view (left, bottom, w, h in metres); the batch is begun. */
    void draw(Batch batch, float left, float bottom, float w, float h) {
        AnimatedTiledMapTile.updateAnimationBaseTime();
        layers(batch, map.getLayers(), left, bottom, w, h);
        batch.setColor(Color.WHITE);
    }

    private void layers(Batch batch, MapLayers layers, float left, float bottom, float w, float h) {
        for (MapLayer layer : layers) {
            if (!layer.isVisible()) continue;
            if (layer instanceof MapGroupLayer) layers(batch, ((MapGroupLayer) layer).getLayers(), left, bottom, w, h);
            else if (layer instanceof TiledMapTileLayer) tiles(batch, (TiledMapTileLayer) layer, left, bottom, w, h);
            else if (layer instanceof TiledMapImageLayer) image(batch, (TiledMapImageLayer) layer, left, bottom);
        }
    }

    private void colour(Batch batch, MapLayer layer) {
        tint.set(layer.getCombinedTintColor());
        tint.a *= layer.getOpacity();
        batch.setColor(tint);
    }

    private void tiles(Batch batch, TiledMapTileLayer layer, float left, float bottom, float w, float h) {
        colour(batch, layer);
        float cw = layer.getTileWidth() * unit, ch = layer.getTileHeight() * unit;
        // where the layer's origin is, with its offset and its parallax factor (as Tiled places it)
        float ox = layer.getRenderOffsetX() * unit - left * (layer.getParallaxX() - 1f);
        float oy = -layer.getRenderOffsetY() * unit - bottom * (layer.getParallaxY() - 1f);
        int c0 = Math.max(0, (int) Math.floor((left - ox) / cw) - 1);
        int c1 = Math.min(layer.getWidth() - 1, (int) Math.ceil((left + w - ox) / cw));
        int r0 = Math.max(0, (int) Math.floor((bottom - oy) / ch) - 1);
        int r1 = Math.min(layer.getHeight() - 1, (int) Math.ceil((bottom + h - oy) / ch));
        for (int row = r0; row <= r1; row++) {
            for (int col = c0; col <= c1; col++) {
                TiledMapTileLayer.Cell cell = layer.getCell(col, row);
                if (cell == null || cell.getTile() == null) continue;
                TextureRegion r = cell.getTile().getTextureRegion();
                if (r == null || hidesKeepClear(ox + col * cw, oy + row * ch, cw, ch)) continue;
                boolean tinted = cloudTint != null && clouds.contains(cell.getTile());
                if (tinted) batch.setColor(tint.r * cloudTint[0], tint.g * cloudTint[1], tint.b * cloudTint[2], tint.a);
                // flips mirror the tile about its centre; rotations turn it there (quarter turns counter-clockwise)
                batch.draw(
                        r,
                        ox + col * cw,
                        oy + row * ch,
                        cw / 2f,
                        ch / 2f,
                        cw,
                        ch,
                        cell.getFlipHorizontally() ? -1f : 1f,
                        cell.getFlipVertically() ? -1f : 1f,
                        cell.getRotation() * 90f);
                if (tinted) batch.setColor(tint);
            }
        }
    }

    /** Whether the cell (left, bottom, width, height, m) overlaps a keep-clear box; touching is not overlapping. */
    boolean hidesKeepClear(float x, float y, float w, float h) {
        for (int i = 0; i + 3 < keepClear.length; i += 4) {
            if (x < keepClear[i + 2] && x + w > keepClear[i] && y < keepClear[i + 3] && y + h > keepClear[i + 1])
                return true;
        }
        return false;
    }

    /** The hazards' bounding boxes (left, bottom, right, top, m; a turned hazard's box holds all of it). */
    static float[] hazardBoxes(ImmutableArray<Entity> triggers) {
        float[] out = new float[4 * triggers.size()];
        int n = 0;
        for (int i = 0; i < triggers.size(); i++) {
            Entity e = triggers.get(i);
            TriggerComponent t = e.getComponent(TriggerComponent.class);
            BodyComponent b = e.getComponent(BodyComponent.class);
            TransformComponent at = e.getComponent(TransformComponent.class);
            if (t == null || b == null || at == null || t.kind != TriggerComponent.HAZARD) continue;
            float hw = LookPainter.halfWidth(b), hh = LookPainter.halfHeight(b);
            float c = Math.abs(MathUtils.cos((float) at.angle)), s = Math.abs(MathUtils.sin((float) at.angle));
            float ex = c * hw + s * hh, ey = s * hw + c * hh;
            out[n++] = (float) at.x - ex;
            out[n++] = (float) at.y - ey;
            out[n++] = (float) at.x + ex;
            out[n++] = (float) at.y + ey;
        }
        return Arrays.copyOf(out, n);
    }

    private void image(Batch batch, TiledMapImageLayer layer, float left, float bottom) {
        TextureRegion r = layer.getTextureRegion();
        if (r == null) return;
        colour(batch, layer);
        // the loader already put the layer's offset into x and y (as libGDX's own renderer reads them)
        float x = layer.getX() * unit - left * (layer.getParallaxX() - 1f);
        float y = layer.getY() * unit - bottom * (layer.getParallaxY() - 1f);
        batch.draw(r, x, y, r.getRegionWidth() * unit, r.getRegionHeight() * unit);
    }
}
