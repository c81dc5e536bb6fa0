package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which font copy the skin loads when the browser downloaded only some of them (only the copy for the page's pixel
 * ratio is fetched): the one asked for when it is there, else the nearest, the sharper (larger) on a tie.
 */
class MenuSkinCopyTest {
    private static int copy(int wanted, Integer... present) {
        Set<Integer> there = Set.of(present);
        return MenuSkin.copyAt(wanted, there::contains);
    }

    @Test
    void theCopyAskedForWhenItIsThere() {
        for (int s = 1; s <= 3; s++) {
            assertEquals(s, copy(s, 1, 2, 3));
            assertEquals(s, copy(s, s));
        }
    }

    @Test
    void elseTheNearest_theLargerOnATie() {
        assertEquals(1, copy(2, 1)); // page opened at 1x, now drawn at 2x
        assertEquals(2, copy(1, 2)); // opened at 2x, now at 1x
        assertEquals(2, copy(3, 2)); // the browser never has the 3x copy
        assertEquals(3, copy(2, 1, 3)); // a tie: the sharper
        assertEquals(2, copy(1, 2, 3)); // nearer wins over larger
        assertEquals(1, copy(3, 1));
    }

    @Test
    void noneThere_theOneAskedFor_soTheErrorNamesIt() {
        assertEquals(2, copy(2));
    }
}
