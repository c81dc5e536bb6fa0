package com.tiltfall.render;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.TextureAtlas;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.ObjectMap;

/**
 * The game's art, loaded once for the whole game and disposed at its exit (the game owns one, through screen/Ui):
 * the sprite atlas (assets/art/sprites.atlas) and the repeating terrain and parallax textures. Each is loaded on
 * first use, so a level of the second world loads its ground when it is first played, and every later level reuses
 * what was loaded.
 */
public final class GameArt implements Disposable {
    public static final String ATLAS = "art/sprites.atlas";

    private TextureAtlas atlas;
    private final ObjectMap<String, Texture> textures = new ObjectMap<>();
    private int atlasLoads;

    public TextureAtlas atlas() {
        if (atlas == null) {
            atlas = new TextureAtlas(AtlasFile.read(Gdx.files.internal(ATLAS)));
            atlasLoads++;
        }
        return atlas;
    }

    /** A texture that repeats sideways, and upwards too when {@code repeatUp} (a parallax layer does not). */
    public Texture repeating(String path, boolean repeatUp) {
        String key = repeatUp ? path : path + "#sideways";
        Texture t = textures.get(key);
        if (t == null) {
            t = Textures.repeating(Gdx.files.internal(path), repeatUp);
            textures.put(key, t);
        }
        return t;
    }

    /**
     * The first world's scenery: the first entries of the renderer's tables ({@link GameRenderer#loadArt}), written
     * out so that the start script's filter does not pull those tables in (GameArtTest holds them to the tables).
     */
    private static final String FIRST_WORLD =
            " art/dirt.png art/grass.png art/far.png art/near.png art/clouds.png art/planks.png ";

    /**
     * Whether {@code file} (an asset path under art/) is drawn in a level of the first world: the sprites and that
     * world's scenery. The browser asks for these with level 1 (which is in that world) and for the other worlds'
     * art with the other levels.
     */
    public static boolean drawnInFirstWorld(String file) {
        return file.startsWith("art/sprites.") || FIRST_WORLD.contains(" " + file + " ");
    }

    /** How many times the atlas was read from disk (once per game: a test holds it to that). */
    public int atlasLoads() {
        return atlasLoads;
    }

    /** Whether any art is loaded (none before the first level and after {@link #dispose}). */
    public boolean holdsArt() {
        return atlas != null || textures.size > 0;
    }

    @Override
    public void dispose() {
        if (atlas != null) atlas.dispose();
        atlas = null;
        for (Texture t : textures.values()) t.dispose();
        textures.clear();
    }
}
