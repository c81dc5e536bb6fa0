package com.tiltfall.save;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A localStorage in memory: keys in insertion order, and a quota in characters (keys and values) like a browser's. */
final class MapStore implements KeyValueStore {
    final Map<String, String> items = new LinkedHashMap<>();
    long quota = Long.MAX_VALUE;

    long used() {
        long n = 0;
        for (Map.Entry<String, String> e : items.entrySet())
            n += e.getKey().length() + e.getValue().length();
        return n;
    }

    @Override
    public int length() {
        return items.size();
    }

    @Override
    public String key(int index) {
        List<String> keys = new ArrayList<>(items.keySet());
        return index < keys.size() ? keys.get(index) : null;
    }

    @Override
    public String getItem(String key) {
        return items.get(key);
    }

    @Override
    public void setItem(String key, String value) {
        String old = items.get(key);
        long after = used() - (old == null ? 0 : key.length() + old.length()) + key.length() + value.length();
        if (after > quota) throw new IllegalStateException("QuotaExceededError: the quota has been exceeded");
        items.put(key, value);
    }

    @Override
    public void removeItem(String key) {
        items.remove(key);
    }
}
