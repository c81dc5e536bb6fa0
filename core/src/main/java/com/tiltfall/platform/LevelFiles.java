package com.tiltfall.platform;

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
    private final ObjectMap<String, TextFileHandle> inMemory = new ObjectMap<>();

    /** Registers a dropped map; returns the name to load it by. */
    public String putInMemory(String fileName, String text) {
        String name = "dropped/" + fileName;
        inMemory.put(name, new TextFileHandle(name, text, Gdx.files.internal("levels")));
        return name;
    }

    /**
     * Registers a dropped map as the bytes of the file (decoded by the loader like any file on disk); {@code length}
     * is the file's real size when only its beginning was passed (a file over the size limit). Returns the name.
     */
    public String putInMemory(String fileName, byte[] bytes, long length) {
        String name = "dropped/" + fileName;
        inMemory.put(name, new TextFileHandle(name, bytes, length, Gdx.files.internal("levels")));
        return name;
    }

    @Override
    public FileHandle resolve(String path) {
        TextFileHandle dropped = inMemory.get(path);
        if (dropped != null) return dropped;
        if (isAbsolute(path)) return Gdx.files.absolute(path);
        return Gdx.files.internal(path);
    }

    static boolean isAbsolute(String path) {
        return path.startsWith("/") || path.startsWith("\\") || (path.length() > 2 && path.charAt(1) == ':');
    }
}
