package com.tiltfall.render;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Texture;

/** The scenery's texture settings, shared by the level's renderer and the menus' backdrop. */
final class Textures {
    private Textures() {}

    /**
     * A smoothly filtered texture that repeats sideways, and upwards too when {@code repeatUp} (terrain fills; a
     * parallax layer does not, so its bottom row never bleeds into its top).
     */
    static Texture repeating(FileHandle file, boolean repeatUp) {
        Texture t = new Texture(file);
        t.setWrap(Texture.TextureWrap.Repeat, repeatUp ? Texture.TextureWrap.Repeat : Texture.TextureWrap.ClampToEdge);
        t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        return t;
    }
}
