package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PairSetTest {
    /**
     * Random puts, removes and lookups on few keys (so that probe runs collide, wrap around the table and are
     * shifted back on removal), checked against java.util.HashMap after every operation.
     */
    @Test
    void behavesAsAMapUnderRandomPutsRemovesAndGrowth() {
        Random random = new Random(9);
        PairSet set = new PairSet();
        Map<Long, Integer> reference = new HashMap<>();
        for (int step = 0; step < 200_000; step++) {
            int a = random.nextInt(90), b = random.nextInt(90);
            long key = Contacts.pairKey(a, b);
            int op = random.nextInt(3);
            if (op == 0) {
                set.put(key, step);
                reference.put(key, step);
            } else if (op == 1) {
                set.remove(key);
                reference.remove(key);
            }
            assertEquals(reference.getOrDefault(key, -1).intValue(), set.get(key), "key " + a + "," + b);
            assertEquals(reference.size(), set.size());
        }
        for (int a = 0; a < 90; a++)
            for (int b = 0; b < 90; b++) {
                long key = Contacts.pairKey(a, b);
                assertEquals(reference.getOrDefault(key, -1).intValue(), set.get(key));
            }
    }

    @Test
    void keyZeroIsAKeyNotAFreeSlot() {
        PairSet set = new PairSet();
        assertEquals(-1, set.get(Contacts.pairKey(0, 0)));
        set.put(Contacts.pairKey(0, 0), 7);
        assertEquals(7, set.get(Contacts.pairKey(0, 0)));
        assertEquals(-1, set.get(Contacts.pairKey(0, 1)));
    }
}
