package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.backends.gwt.DefaultGwtInput;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * The web build's key table gives what libGDX's own {@code DefaultGwtInput.keyForCode} gives (the oracle: libGDX's
 * switch, from its jar, called on an instance made without its constructor, which needs a browser), for every DOM key
 * code and location, including codes past the table and negative ones.
 */
class DomKeysTest {
    @Test
    void everyKeyCodeAndLocationMapsAsLibgdxDoes() throws Exception {
        Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
        f.setAccessible(true);
        Object unsafe = f.get(null);
        Object input =
                unsafe.getClass().getMethod("allocateInstance", Class.class).invoke(unsafe, DefaultGwtInput.class);
        Method libgdx = DefaultGwtInput.class.getDeclaredMethod("keyForCode", int.class, int.class);
        libgdx.setAccessible(true);
        int mapped = 0;
        for (int code = -2; code < 600; code++) {
            for (int location = 0; location <= 3; location++) {
                int expected = (Integer) libgdx.invoke(input, code, location);
                assertEquals(expected, DomKeys.gdxKey(code, location), "key code " + code + ", location " + location);
                if (expected != 0) mapped++;
            }
        }
        // the switch maps over a hundred codes (letters, digits, F-keys, numpad...): the scan saw them
        assertEquals(true, mapped > 400, "mapped (code, location) pairs: " + mapped);
    }
}
