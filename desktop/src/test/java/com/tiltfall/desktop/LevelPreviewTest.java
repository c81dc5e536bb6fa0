package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.KindStyle;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The level preview shows each kind in its own colour and letter, a platform on a path at every corner of its path and
 * a swing's hanging point: pixels of a hand-made level, drawn at 20 px per metre, are checked where the docs say these
 * things are.
 */
class LevelPreviewTest {
    static final double S = 20;

    @BeforeAll
    static void natives() {
        GdxNativesLoader.load();
    }

    static EntityData entity(String type, double x, double y, double w, double h) {
        EntityData d = new EntityData();
        d.type = type;
        d.name = type;
        d.x = x;
        d.y = y;
        d.width = w;
        d.height = h;
        return d;
    }

    static int rgb(Pixmap p, double x, double y, LevelData level) {
        return p.getPixel(Draw.px(x, S), Draw.py(y, level, S)) >>> 8;
    }

    @Test
    void kindsHaveTheirOwnColourAndLetter() {
        Set<Integer> colours = new HashSet<>();
        Set<String> letters = new HashSet<>();
        for (EntityType t : EntityTypes.all()) {
            assertTrue(colours.add(KindStyle.color(t.name)), t.name + ": a colour of its own");
            assertTrue(letters.add(KindStyle.symbol(t.name)), t.name + ": a letter of its own");
            assertTrue(Glyphs.has(KindStyle.symbol(t.name).charAt(0)), t.name + ": the preview can draw its letter");
        }
    }

    @Test
    void bodiesPathCornersAndSwingAnchorsAreWhereTheLevelPutsThem() {
        LevelData level = new LevelData();
        level.width = 40;
        level.height = 20;
        EntityData crate = entity("crate", 4, 3, 2, 2);
        EntityData walker = entity("walker", 9, 3, 2, 1);
        EntityData path = entity("path", 0, 0, 0, 0);
        path.name = "loop";
        path.points = new double[] {14, 5, 20, 5, 20, 11};
        EntityData platform = entity("platform", 30, 2, 3, 1); // drawn elsewhere: it starts at the path's first point
        platform.properties.put("path", "loop");
        EntityData swing = entity("swing", 32, 8, 4, 1);
        swing.properties.put("length", 5.0);
        level.entities.add(crate);
        level.entities.add(walker);
        level.entities.add(path);
        level.entities.add(platform);
        level.entities.add(swing);
        Pixmap p = LevelPreviewCommand.render(level, null, S, null);
        try {
            // the bodies, off their letters (which sit on the centres)
            assertEquals(KindStyle.color("crate"), rgb(p, 4.6, 3.5, level), "crate");
            assertEquals(KindStyle.color("walker"), rgb(p, 9.7, 3.3, level), "walker");
            assertEquals(KindStyle.color("swing"), rgb(p, 33.5, 8.2, level), "swing");
            // the platform at the path's first corner, not where it was drawn
            assertEquals(KindStyle.color("platform"), rgb(p, 15, 5.2, level), "platform at the path's start");
            int sky = rgb(p, 36.5, 1.5, level);
            assertEquals(sky, rgb(p, 29.5, 2.2, level), "nothing where the platform was drawn");
            // ... and its ghost at the other corners: the platform's colour over the sky (greener than violet)
            for (double[] corner : new double[][] {{20.9, 5.2}, {20.9, 11.2}}) {
                int c = rgb(p, corner[0], corner[1], level);
                assertNotEquals(sky, c, "ghost at " + corner[0] + ", " + corner[1]);
                assertTrue((c >> 8 & 0xff) < 0xd0, "the platform's violet there: " + Integer.toHexString(c));
            }
            // the swing hangs from the point `length` m above its centre: a white dot ringed in dark
            assertEquals(0xffffff, rgb(p, 32, 13, level), "the hanging point");
            // a dark rope halfway from its left end (30, 8) to there
            boolean dark = false;
            for (int dx = -1; dx <= 1; dx++)
                for (int dy = -1; dy <= 1; dy++)
                    dark |= (p.getPixel(Draw.px(31, S) + dx, Draw.py(10.5, level, S) + dy) >>> 8 & 0xff) < 0x60;
            assertTrue(dark, "the rope");
        } finally {
            p.dispose();
        }
    }
}
