package com.badlogic.gdx.graphics;

import com.badlogic.gdx.utils.ObjectMap;

/**
 * The web build's libGDX {@code Colors}: the same map, but without the 35 named colours that {@code reset} puts in.
 * Only font colour markup ({@code GlyphLayout}, with a font's {@code markupEnabled}) looks names up, and the game
 * never turns markup on ({@code FontMarkupOffTest}); left in, the names and the colours only they use were script
 * every player downloads.
 */
public final class Colors {
    private static final ObjectMap<String, Color> map = new ObjectMap<String, Color>();

    private Colors() {}

    public static ObjectMap<String, Color> getColors() {
        return map;
    }

    public static Color get(String name) {
        return map.get(name);
    }

    public static Color put(String name, Color color) {
        return map.put(name, color);
    }

    /** Empties the map (libGDX's fills it with its named colours). */
    public static void reset() {
        map.clear();
    }
}
