package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Level numbers reach the simulation with float precision on every platform: the browser's doubles, rounded by
 * {@link TiledNumbers#toFloatPrecision}, equal the JVM's floats.
 */
class TiledNumbersTest {
    @Test
    void aFloatStaysExactlyItself() {
        Random r = new Random(7);
        for (int i = 0; i < 1_000_000; i++) {
            float f = Float.intBitsToFloat(r.nextInt());
            if (Float.isNaN(f) || Math.abs(f) < Float.MIN_NORMAL) continue;
            assertEquals(Double.doubleToLongBits(f), Double.doubleToLongBits(TiledNumbers.exact(f)), "" + f);
        }
    }

    @Test
    void aDoubleRoundsToTheFloatTheJvmWouldHaveComputed() {
        // what the browser sees: the operation done in double; what the desktop sees: the same operation in float
        Random r = new Random(11);
        for (int i = 0; i < 1_000_000; i++) {
            float a = (float) (r.nextInt(2_000_000) / 10.0), b = (float) (r.nextInt(2_000_000) / 10.0);
            float inFloat = a - b;
            double inDouble = (double) a - (double) b; // exact here: both are floats of similar size
            assertEquals((double) inFloat, TiledNumbers.toFloatPrecision(inDouble), a + " - " + b);
            // parsed the way the two platforms parse "441.6": to the nearest float, or to the nearest double
            String text = r.nextInt(100000) + "." + r.nextInt(10);
            assertEquals(
                    (double) Float.parseFloat(text), TiledNumbers.toFloatPrecision(Double.parseDouble(text)), text);
        }
        // the case found in the browser test: 640 - 441.6 in doubles is 198.39999999999998
        assertEquals((double) (640f - 441.6f), TiledNumbers.toFloatPrecision(640 - 441.6));
        assertEquals((double) 6.2f, TiledNumbers.toFloatPrecision(6.199999999999999));
    }

    @Test
    void anyDoubleRoundsLikeTheJvmsCastToFloatTiesToEvenIncluded() {
        Random r = new Random(13);
        for (int i = 0; i < 2_000_000; i++) {
            double d;
            switch (i % 4) {
                case 0: // anything in the float range
                    d = Double.longBitsToDouble(r.nextLong());
                    if (!(Math.abs(d) < 3e38)) continue;
                    break;
                case 1: // exactly halfway between two floats: ties go to the even one
                    float f = Float.intBitsToFloat(r.nextInt(0x7f000000));
                    d = ((double) f + (double) Math.nextUp(f)) / 2;
                    break;
                case 2: // level-sized numbers with many decimals
                    d = (r.nextDouble() - 0.5) * 4096;
                    break;
                default: // tiny and subnormal floats
                    d = r.nextDouble() * 1e-40;
            }
            assertEquals((double) (float) d, TiledNumbers.toFloatPrecision(d), "" + d);
        }
    }

    @Test
    void nonFiniteValuesPassUnchanged() {
        assertEquals(Double.POSITIVE_INFINITY, TiledNumbers.toFloatPrecision(Double.POSITIVE_INFINITY));
        assertEquals(Double.NEGATIVE_INFINITY, TiledNumbers.toFloatPrecision(Double.NEGATIVE_INFINITY));
        assertEquals(Double.NaN, TiledNumbers.toFloatPrecision(Double.NaN));
        assertEquals(1e301, TiledNumbers.toFloatPrecision(1e301));
        assertEquals(-0.0, TiledNumbers.toFloatPrecision(-0.0));
    }
}
