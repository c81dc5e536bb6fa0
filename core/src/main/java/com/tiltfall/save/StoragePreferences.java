package com.tiltfall.save;

import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.ObjectSet;

/**
 * Preferences in a {@link KeyValueStore} (the browser's localStorage) in the format of libGDX's GwtPreferences, so
 * saves written before load: one entry per value, keyed {@code <name>:<key><type letter>} (s text, b, i, l, f).
 * Unlike GwtPreferences, an entry whose text does not parse as its type costs only itself (it is loaded as text, for
 * {@link SaveRepair} to judge), a flush rewrites only what changed and removes only entries this object loaded or
 * wrote, and bad values can be copied to a backup key first.
 *
 * <p>Backups, bounded so that a huge bad value cannot fill the storage quota: at most {@value #MAX_BACKUPS} keys
 * {@code backup-of-<name>-<n>} (never overwritten; with all of them used no further copy is kept), each a JSON object
 * of the bad keys and values of at most about {@value #BACKUP_CHARS} characters: a value that does not fit whole is cut
 * to what is left (at least its first {@value SaveValues#QUOTE_CHARS} characters) and marked with its full length. If
 * the storage refuses even that, no copy is kept, and the player is told so.
 */
public final class StoragePreferences extends MapPreferences implements SaveBackups {
    static final int MAX_BACKUPS = 4;
    static final int BACKUP_CHARS = 65536;
    private static final String HEX = "0123456789abcdef";

    private final KeyValueStore store;
    private final String name;
    private final String prefix;
    /** The store's keys this object loaded or wrote: the only ones a flush may remove. */
    private ObjectSet<String> owned = new ObjectSet<>();

    public StoragePreferences(KeyValueStore store, String name) {
        this.store = store;
        this.name = name;
        this.prefix = name + ":";
        Array<String> keys = new Array<>();
        for (int i = 0, n = store.length(); i < n; i++) {
            String key = store.key(i);
            if (key != null && key.length() > prefix.length() && key.startsWith(prefix)) keys.add(key);
        }
        // text entries first: of two entries for one key (another type letter), the game's own (text) one is loaded
        for (int pass = 0; pass < 2; pass++) {
            for (String key : keys) {
                char type = key.charAt(key.length() - 1);
                if ((type == 's') != (pass == 0)) continue;
                String valueKey = key.substring(prefix.length(), key.length() - 1);
                String text = store.getItem(key);
                if (text == null || values.containsKey(valueKey)) continue; // a duplicate stays in the store untouched
                values.put(valueKey, parse(type, text));
                owned.add(key);
            }
        }
    }

    /** The value as its type letter says, or the text itself when it does not parse (never an exception). */
    private static Object parse(char type, String text) {
        try {
            switch (type) {
                case 'b':
                    return text.equals("true") ? Boolean.TRUE : text.equals("false") ? (Object) Boolean.FALSE : text;
                case 'i':
                    return Integer.parseInt(text);
                case 'l':
                    return Long.parseLong(text);
                case 'f':
                    return Float.parseFloat(text);
                default:
                    return text;
            }
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private String storageKey(String key, Object value) {
        char type = value instanceof Boolean
                ? 'b'
                : value instanceof Integer ? 'i' : value instanceof Long ? 'l' : value instanceof Float ? 'f' : 's';
        return prefix + key + type;
    }

    /** Writes what changed, then removes the entries of values that are gone (or changed type). */
    @Override
    public void flush() {
        ObjectSet<String> wanted = new ObjectSet<>();
        try {
            for (ObjectMap.Entry<String, Object> e : values) {
                String key = storageKey(e.key, e.value);
                String text = String.valueOf(e.value);
                wanted.add(key);
                if (!text.equals(store.getItem(key))) store.setItem(key, text);
                owned.add(key);
            }
            for (String key : owned) if (!wanted.contains(key)) store.removeItem(key);
            owned = wanted;
        } catch (RuntimeException e) {
            throw new GdxRuntimeException("cannot write the browser's storage (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public String unreadable() {
        return null; // read entry by entry: a bad entry costs only itself
    }

    @Override
    public String unreadableCopy() {
        return null;
    }

    static String backupKey(String name, int n) {
        return "backup-of-" + name + "-" + n;
    }

    @Override
    public String keepCopy(ObjectMap<String, String> bad) {
        try {
            int n = 1;
            while (n <= MAX_BACKUPS && store.getItem(backupKey(name, n)) != null) n++;
            if (n > MAX_BACKUPS) return null;
            store.setItem(backupKey(name, n), backupText(bad));
            return "localStorage key '" + backupKey(name, n) + "'";
        } catch (RuntimeException e) { // the quota, or storage gone
            return null;
        }
    }

    /** The bad values as a JSON object, cut to the budget (see the class comment). */
    static String backupText(ObjectMap<String, String> bad) {
        StringBuilder sb = new StringBuilder("{");
        int left = BACKUP_CHARS;
        for (ObjectMap.Entry<String, String> e : bad) {
            String key = e.key, value = e.value;
            int room = Math.max(SaveValues.QUOTE_CHARS, left - key.length());
            String kept = value.length() <= room
                    ? value
                    : value.substring(0, room) + " [cut: " + value.length() + " characters in all]";
            left -= key.length() + kept.length();
            if (sb.length() > 1) sb.append(',');
            json(sb, key).append(':');
            json(sb, kept);
        }
        return sb.append('}').toString();
    }

    private static StringBuilder json(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20) sb.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
            else sb.append(c);
        }
        return sb.append('"');
    }
}
