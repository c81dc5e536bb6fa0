package com.tiltfall.app;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.level.TextFileHandle;

/**
 * Where level files come from: the game's assets ("levels/01-first-slopes.tmx"), a path on disk (desktop: a
 * designer's map given on the command line; read afresh on every F5), or a map dropped into the browser (kept in
 * memory under its file name). Tilesets referenced by an in-memory map resolve in the game's levels/ folder.
 */
public final class LevelFiles implements FileHandleResolver {
    private final ObjectMap<String, String> inMemory = new ObjectMap<>();

    /** Registers a dropped map; returns the name to load it by. */
    public String putInMemory(String fileName, String text) {
        String name = "dropped/" + fileName;
        inMemory.put(name, text);
        return name;
    }

    @Override
    public FileHandle resolve(String path) {
        String text = inMemory.get(path);
        if (text != null) return new TextFileHandle(path, text, Gdx.files.internal("levels"));
        if (isAbsolute(path)) return Gdx.files.absolute(path);
        return Gdx.files.internal(path);
    }

    static boolean isAbsolute(String path) {
        return path.startsWith("/") || path.startsWith("\\") || (path.length() > 2 && path.charAt(1) == ':');
    }
}
