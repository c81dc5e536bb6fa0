package com.tiltfall.desktop;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.save.AllValues;
import com.tiltfall.save.SaveBackups;
import com.tiltfall.save.Saves;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The desktop's saved data: one file in the XML format of {@link Properties#storeToXML} at the place libGDX's
 * Lwjgl3Preferences uses ({@code ~/.prefs/<name>}), so earlier saves load. Unlike Lwjgl3Preferences:
 *
 * <ul>
 *   <li>a flush writes a temporary file beside the save, syncs it, then renames it over the save (atomically where
 *       the file system can): a crash or a kill mid-save leaves the old save or the new one, never a torn one;
 *   <li>a file that cannot be parsed is renamed to {@code <name>.bad-<n>} (the first n not taken: an earlier backup is
 *       never overwritten) and the game starts empty ({@link #unreadable()}); if it cannot be set aside, nothing is
 *       saved over it;
 *   <li>before bad values are removed, {@link #keepCopy} copies the file the same way.
 * </ul>
 */
public final class DesktopPreferences implements Preferences, SaveBackups, AllValues {
    private final Path file;
    private final Properties properties = new Properties();
    private String unreadable, unreadableCopy;
    /** Set when an unreadable file could not be set aside: saving would destroy it. */
    private boolean refuseWrites;

    public DesktopPreferences(Path file) {
        this.file = file;
        deleteStaleTemporaryFiles();
        if (!Files.exists(file)) return;
        try {
            properties.loadFromXML(new ByteArrayInputStream(Files.readAllBytes(file)));
        } catch (IOException | RuntimeException e) { // a parse error, an unreadable file, a bad \\u escape ...
            properties.clear();
            String why = e.getClass().getSimpleName() + ": " + e.getMessage();
            if (why.length() > 200) why = why.substring(0, 200) + "...";
            unreadable = file + " could not be read (" + why + ")";
            unreadableCopy = setAside(true);
            refuseWrites = unreadableCopy == null;
        }
    }

    /** The save named {@code name} where libGDX keeps the desktop's preferences (~/.prefs/). */
    public static Preferences open(String name) {
        return new DesktopPreferences(Paths.get(System.getProperty("user.home"), ".prefs", name));
    }

    /** Saves in {@code dir} instead (tests). */
    public static Saves.Storage in(Path dir) {
        return name -> new DesktopPreferences(dir.resolve(name));
    }

    /** Moves (or copies) the save to the first free {@code <name>.bad-<n>}; returns its path, or null on failure. */
    private String setAside(boolean move) {
        for (int n = 1; n < 10_000; n++) {
            Path backup = file.resolveSibling(file.getFileName() + ".bad-" + n);
            try {
                if (move) {
                    if (Files.exists(backup)) continue; // (a plain rename would replace it)
                    Files.move(file, backup);
                } else {
                    Files.copy(file, backup); // fails if the backup exists
                }
                return backup.toString();
            } catch (FileAlreadyExistsException e) {
                // taken: try the next number
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    /** Temporary files of a save that was killed before its rename (a second running game's may go too). */
    private void deleteStaleTemporaryFiles() {
        Path dir = file.getParent();
        if (dir == null || !Files.isDirectory(dir)) return;
        try (DirectoryStream<Path> stale = Files.newDirectoryStream(dir, file.getFileName() + ".*.tmp")) {
            for (Path p : stale) Files.deleteIfExists(p);
        } catch (IOException | RuntimeException e) {
            // a leftover file is harmless
        }
    }

    @Override
    public void flush() {
        if (refuseWrites) throw new GdxRuntimeException("not saving: " + unreadable + " and could not be set aside");
        Path tmp = null;
        try {
            Files.createDirectories(file.getParent());
            tmp = Files.createTempFile(file.getParent(), file.getFileName() + ".", ".tmp");
            try (FileOutputStream fos = new FileOutputStream(tmp.toFile());
                    OutputStream out = new BufferedOutputStream(fos)) {
                properties.storeToXML(out, null);
                out.flush();
                fos.getFD().sync(); // on the disk before it replaces the save
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
            syncDirectory();
        } catch (IOException | RuntimeException e) {
            throw new GdxRuntimeException("cannot save " + file + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // the next start deletes it
                }
            }
        }
    }

    /** Makes the rename itself survive a power cut (where the system allows opening a directory). */
    private void syncDirectory() {
        try (FileChannel dir = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | RuntimeException e) {
            // not supported here (Windows): the rename is still atomic
        }
    }

    @Override
    public String unreadable() {
        return unreadable;
    }

    @Override
    public String unreadableCopy() {
        return unreadableCopy;
    }

    @Override
    public String keepCopy(ObjectMap<String, String> bad) {
        return Files.exists(file) ? setAside(false) : null;
    }

    @Override
    public Preferences putBoolean(String key, boolean val) {
        properties.put(key, Boolean.toString(val));
        return this;
    }

    @Override
    public Preferences putInteger(String key, int val) {
        properties.put(key, Integer.toString(val));
        return this;
    }

    @Override
    public Preferences putLong(String key, long val) {
        properties.put(key, Long.toString(val));
        return this;
    }

    @Override
    public Preferences putFloat(String key, float val) {
        properties.put(key, Float.toString(val));
        return this;
    }

    @Override
    public Preferences putString(String key, String val) {
        properties.put(key, val);
        return this;
    }

    @Override
    public Preferences put(Map<String, ?> vals) {
        for (Map.Entry<String, ?> e : vals.entrySet()) properties.put(e.getKey(), String.valueOf(e.getValue()));
        return this;
    }

    @Override
    public boolean getBoolean(String key) {
        return getBoolean(key, false);
    }

    @Override
    public int getInteger(String key) {
        return getInteger(key, 0);
    }

    @Override
    public long getLong(String key) {
        return getLong(key, 0);
    }

    @Override
    public float getFloat(String key) {
        return getFloat(key, 0);
    }

    @Override
    public String getString(String key) {
        return getString(key, "");
    }

    @Override
    public boolean getBoolean(String key, boolean defValue) {
        String v = properties.getProperty(key);
        return v == null ? defValue : Boolean.parseBoolean(v);
    }

    @Override
    public int getInteger(String key, int defValue) {
        try {
            return Integer.parseInt(properties.getProperty(key));
        } catch (NumberFormatException e) {
            return defValue;
        }
    }

    @Override
    public long getLong(String key, long defValue) {
        try {
            return Long.parseLong(properties.getProperty(key));
        } catch (NumberFormatException e) {
            return defValue;
        }
    }

    @Override
    public float getFloat(String key, float defValue) {
        String v = properties.getProperty(key);
        try {
            return v == null ? defValue : Float.parseFloat(v);
        } catch (NumberFormatException e) {
            return defValue;
        }
    }

    @Override
    public String getString(String key, String defValue) {
        return properties.getProperty(key, defValue);
    }

    @Override
    public ObjectMap<String, Object> allValues() {
        ObjectMap<String, Object> copy = new ObjectMap<>();
        for (String key : properties.stringPropertyNames()) copy.put(key, properties.getProperty(key));
        return copy;
    }

    @Override
    public Map<String, ?> get() {
        Map<String, String> copy = new HashMap<>();
        for (String key : properties.stringPropertyNames()) copy.put(key, properties.getProperty(key));
        return copy;
    }

    @Override
    public boolean contains(String key) {
        return properties.containsKey(key);
    }

    @Override
    public void clear() {
        properties.clear();
    }

    @Override
    public void remove(String key) {
        properties.remove(key);
    }
}
