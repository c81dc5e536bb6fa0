package com.tiltfall.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The medal rule (docs/levels.md, "Medals"): gold x1.1 up to 0.5 s, silver x1.35 and bronze x1.75 up to 1 s. */
class MedalsTest {
    @Test
    void theRuleByHand() {
        // designer -> gold, silver, bronze (hundredths), worked out by hand
        int[][] cases = {
            {3917, 4350, 5300, 6900}, // 43.087 -> 43.5, 52.8795 -> 53, 68.5475 -> 69
            {2000, 2200, 2700, 3500}, // exact: no rounding up past an exact value
            {1515, 1700, 2100, 2700}, // 16.665 -> 17, 20.4525 -> 21, 26.5125 -> 27
            {1, 50, 100, 100},
        };
        for (int[] c : cases) {
            Medals m = new Medals(c[0]);
            assertEquals(c[1], m.gold, "gold for " + c[0]);
            assertEquals(c[2], m.silver, "silver for " + c[0]);
            assertEquals(c[3], m.bronze, "bronze for " + c[0]);
            assertEquals(c[0], m.time(Medals.DESIGNER));
        }
    }

    @Test
    void aTimeWinsTheBestMedalItIsAtOrUnder_andOnlyBeatingTheDesignerCounts() {
        Medals m = new Medals(3917);
        Object[][] cases = {
            {39.16, Medals.DESIGNER},
            {39.17, Medals.GOLD},
            {2350 / 60.0, Medals.GOLD}, // 39.1666: the designer's own run
            {43.50, Medals.GOLD},
            {43.51, Medals.SILVER},
            {53.0, Medals.SILVER},
            {53.01, Medals.BRONZE},
            {69.0, Medals.BRONZE},
            {69.01, Medals.NONE},
            {1e9, Medals.NONE},
            {Double.NaN, Medals.NONE},
            {-1.0, Medals.NONE},
            {0.0, Medals.DESIGNER},
        };
        for (Object[] c : cases) assertEquals((int) (Integer) c[1], m.medal((Double) c[0]), "time " + c[0]);
    }

    @Test
    void everyDesignerTimeGivesOrderedRoundTimesWithinTheirStep() {
        for (int d = 1; d < 60000; d += 7) {
            Medals m = new Medals(d);
            String what = "designer " + d;
            assertTrue(d < m.gold && m.gold <= m.silver && m.silver <= m.bronze, what);
            assertEquals(0, m.gold % 50, what);
            assertEquals(0, m.silver % 100, what);
            assertEquals(0, m.bronze % 100, what);
            // at or over the factor, by less than one step
            assertTrue(m.gold * 100L >= d * 110L && m.gold * 100L - d * 110L < 50 * 100, what);
            assertTrue(m.silver * 100L >= d * 135L && m.silver * 100L - d * 135L < 100 * 100, what);
            assertTrue(m.bronze * 100L >= d * 175L && m.bronze * 100L - d * 175L < 100 * 100, what);
            // each medal's own time wins it, a hundredth more does not
            for (int k = Medals.BRONZE; k <= Medals.GOLD; k++) {
                assertTrue(m.medal(m.time(k) / 100.0) >= k, what + " medal " + k);
                assertTrue(m.medal((m.time(k) + 1) / 100.0) < k, what + " medal " + k + " + 0.01");
            }
        }
        assertThrows(IllegalArgumentException.class, () -> new Medals(0));
    }
}
