package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Bits;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Random;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web build's {@code Bits} (ints instead of longs, emu/com/badlogic/gdx/utils/Bits.java, compiled here on its own)
 * against libGDX's: the same random operations on both, every result, hash code and equality the same, with indexes
 * across several 64-bit words and their edges.
 */
class EmuBitsTest {
    @TempDir
    Path dir;

    @Test
    void theWebCopyAnswersAsLibGdxsDoes() throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Path source = Paths.get("src/main/java/com/tiltfall/html/emu/com/badlogic/gdx/utils/Bits.java");
        assertEquals(0, javac.run(null, null, null, "-d", dir.toString(), source.toString()), "the copy compiles");
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> web = loader.loadClass("com.badlogic.gdx.utils.Bits");
            assertTrue(web != Bits.class, "the copy, not libGDX's");
            Random r = new Random(27);
            int checks = 0, libGdxHashThrew = 0;
            for (int run = 0; run < 300; run++) {
                Bits[] g = {new Bits(), new Bits(r.nextInt(200))};
                // the second pair made with the same capacity as libGDX's
                Object[] w = {
                    web.getConstructor().newInstance(),
                    web.getConstructor(int.class).newInstance(capacityOf(g[1]))
                };
                for (int op = 0; op < 80; op++) {
                    int a = r.nextInt(2), index = index(r);
                    Bits gb = g[a];
                    Object wb = w[a];
                    switch (r.nextInt(12)) {
                        case 0:
                            gb.set(index);
                            call(wb, "set", index);
                            break;
                        case 1:
                            gb.clear(index);
                            call(wb, "clear", index);
                            break;
                        case 2:
                            assertEquals(gb.getAndSet(index), call(wb, "getAndSet", index));
                            break;
                        case 3:
                            assertEquals(gb.getAndClear(index), call(wb, "getAndClear", index));
                            break;
                        case 4:
                            gb.flip(index);
                            call(wb, "flip", index);
                            break;
                        case 5:
                            gb.or(g[1 - a]);
                            call2(wb, "or", w[1 - a]);
                            break;
                        case 6:
                            gb.and(g[1 - a]);
                            call2(wb, "and", w[1 - a]);
                            break;
                        case 7:
                            gb.andNot(g[1 - a]);
                            call2(wb, "andNot", w[1 - a]);
                            break;
                        case 8:
                            gb.xor(g[1 - a]);
                            call2(wb, "xor", w[1 - a]);
                            break;
                        case 9:
                            if (r.nextInt(10) == 0) {
                                gb.clear();
                                call(wb, "clear");
                            }
                            break;
                        default:
                            assertEquals(gb.nextSetBit(index), call(wb, "nextSetBit", index));
                            assertEquals(gb.nextClearBit(index), call(wb, "nextClearBit", index));
                    }
                    for (int k = 0; k < 2; k++) {
                        assertEquals(g[k].length(), call(w[k], "length"));
                        assertEquals(g[k].numBits(), call(w[k], "numBits"));
                        assertEquals(g[k].isEmpty(), call(w[k], "isEmpty"));
                        int hash;
                        try {
                            hash = g[k].hashCode();
                        } catch (ArrayIndexOutOfBoundsException e) {
                            hash = w[k].hashCode(); // libGDX's reads past its array here; the copy does not throw
                            libGdxHashThrew++;
                        }
                        assertEquals(hash, w[k].hashCode());
                        int probe = index(r);
                        assertEquals(g[k].get(probe), call(w[k], "get", probe));
                    }
                    assertEquals(g[0].intersects(g[1]), call2(w[0], "intersects", w[1]));
                    assertEquals(g[0].containsAll(g[1]), call2(w[0], "containsAll", w[1]));
                    assertEquals(g[1].containsAll(g[0]), call2(w[1], "containsAll", w[0]));
                    assertEquals(g[0].equals(g[1]), w[0].equals(w[1]));
                    checks++;
                }
            }
            assertTrue(checks == 300 * 80);
            assertTrue(libGdxHashThrew < checks / 10, "libGDX's hash threw " + libGdxHashThrew + " times");
        }
    }

    /** Indexes near the words' edges and the arrays' ends, and anywhere up to 300. */
    private static int index(Random r) {
        int[] edges = {0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 191, 192};
        return r.nextBoolean() ? edges[r.nextInt(edges.length)] : r.nextInt(300);
    }

    /** libGDX's Bits(n) capacity in bits, as the number to give the copy's constructor for the same capacity. */
    private static int capacityOf(Bits b) {
        return b.numBits() - 64;
    }

    private static Object call(Object target, String name, Object... args) throws Exception {
        Class<?>[] types = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) types[i] = int.class;
        Method m = target.getClass().getMethod(name, types);
        return m.invoke(target, args);
    }

    private static Object call2(Object target, String name, Object other) throws Exception {
        return target.getClass().getMethod(name, target.getClass()).invoke(target, other);
    }
}
