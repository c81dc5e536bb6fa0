package com.tiltfall.share;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;

/**
 * The levels a shared run may name: the game's own (its level list) and maps the player opened in this game
 * ("dropped/..."), read through the platform's files. Anything else is an unknown level, so a code can never make
 * the game read an arbitrary path.
 */
public class LevelSource {
    private final FileHandleResolver files;
    private final Array<String> known;

    public LevelSource(FileHandleResolver files, Array<String> known) {
        this.files = files;
        this.known = known;
    }

    public boolean has(String id) {
        return (known.contains(id, false) || id.startsWith("dropped/") && id.indexOf("..") < 0) && bytes(id) != null;
    }

    /** The level file's bytes as stored, or null when it cannot be read. */
    public byte[] bytes(String id) {
        try {
            FileHandle f = files.resolve(id);
            return f != null && f.exists() ? f.readBytes() : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The level's data (no graphics); throws {@code LevelException} naming its problems. */
    public LevelData load(String id) {
        return new LevelLoader(files).loadData(id);
    }
}
