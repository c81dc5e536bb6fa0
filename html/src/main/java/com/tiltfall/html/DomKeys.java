package com.tiltfall.html;

import com.badlogic.gdx.Input.Keys;

/**
 * The browser's key codes (a DOM {@code keyCode} and its {@code location}) as libGDX's {@link Keys}: what libGDX's
 * {@code DefaultGwtInput.keyForCode} does with a 120-case switch (2.3 KB of script), as one string of 223 entries that
 * the web build's copy of that class reads ({@code emu/com/badlogic/gdx/backends/gwt/DefaultGwtInput}).
 * {@code DomKeysTest} checks it against libGDX's switch for every code and location.
 */
public final class DomKeys {
    /** The gdx key of each DOM key code 0..222 (a key's left or only position; 0 is {@link Keys#UNKNOWN}). */
    private static final String KEYS = "\000\000\000\000\000\000\000\000\103\075\000\000\000\102\000\000" // 0-15
            + "\073\201\071\171\163\000\000\000\000\000\000\157\000\000\000\000" // 16-31
            + "\076\134\135\173\003\025\023\026\024\000\000\000\170\174\160\000" // 32-47
            + "\007\010\011\012\013\014\015\016\017\020\000\000\000\000\000\000" // 48-63
            + "\000\035\036\037\040\041\042\043\044\045\046\047\050\051\052\053" // 64-79
            + "\054\055\056\057\060\061\062\063\064\065\066\000\000\000\000\000" // 80-95
            + "\220\221\222\223\224\225\226\227\230\231\233\235\000\234\236\232" // 96-111
            + "\203\204\205\206\207\210\211\212\213\214\215\216\267\270\271\272" // 112-127
            + "\273\274\275\276\277\300\301\302\000\000\000\000\000\000\000\000" // 128-143
            + "\217\164\000\000\000\000\000\000\000\000\000\000\000\000\000\000" // 144-159
            + "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\031\030" // 160-175
            + "\127\130\126\125\000\000\031\030\000\000\112\106\067\105\070\114" // 176-191
            + "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000" // 192-207
            + "\000\000\000\000\000\000\000\000\000\000\000\107\111\110\113"; // 208-222

    private static final int LOCATION_RIGHT = 2, LOCATION_NUMPAD = 3;
    private static final int SHIFT = 16, ALT = 18, ENTER = 13;

    private DomKeys() {}

    public static int gdxKey(int keyCode, int location) {
        if (keyCode < 0 || keyCode >= KEYS.length()) return Keys.UNKNOWN;
        if (keyCode == ENTER && location == LOCATION_NUMPAD) return Keys.NUMPAD_ENTER;
        int key = KEYS.charAt(keyCode);
        // shift, control and alt: libGDX numbers each right key one above its left one
        return location == LOCATION_RIGHT && keyCode >= SHIFT && keyCode <= ALT ? key + 1 : key;
    }
}
