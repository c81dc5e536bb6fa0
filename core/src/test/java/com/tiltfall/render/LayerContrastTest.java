package com.tiltfall.render;

import static com.tiltfall.render.HazardContrastTest.WHITE;
import static com.tiltfall.render.HazardContrastTest.contrast;
import static com.tiltfall.render.HazardContrastTest.luminance;
import static com.tiltfall.render.HazardContrastTest.mainColours;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each world's near parallax layer reads as a layer of its own (its colours apart from its far layer's and the
 * sky's), and the hero stands out from it: checked on the pictures as the renderer tints them, with WCAG's contrast
 * ratio (proved in {@link HazardContrastTest}).
 */
class LayerContrastTest {
    /** Enough to see an edge between two flat areas; world 1's old hills against its mountains were 1.23:1. */
    static final double LAYER_APART = 1.5;

    static List<double[]> near(int w) throws IOException {
        return mainColours("../assets/" + ParallaxLayers.NEAR_ART[w - 1], HazardContrastTest.MAIN, Palette.NEAR[w - 1]);
    }

    static List<double[]> behindNear(int w) throws IOException {
        List<double[]> out = new ArrayList<>(
                mainColours("../assets/" + ParallaxLayers.FAR_ART[w - 1], HazardContrastTest.MAIN, Palette.FAR[w - 1]));
        float[] s = Palette.SKY[w - 1];
        out.add(new double[] {s[0], s[1], s[2]});
        return out;
    }

    @Test
    void everyWorldsNearLayerStandsApartFromItsFarLayerAndSky() throws IOException {
        List<String> faint = new ArrayList<>();
        for (int w = 1; w <= Palette.WORLDS; w++) {
            for (double[] n : near(w)) {
                for (double[] b : behindNear(w)) {
                    double c = contrast(n, b);
                    if (c < LAYER_APART) faint.add("world " + w + " " + Math.round(c * 100) / 100.0 + ":1");
                }
            }
        }
        assertEquals(List.of(), faint, "near layers too close to what is behind them");
    }

    @Test
    void theHeroMeetsEveryNearLayerAtThreeToOneWithItsOutlineOrBody() throws IOException {
        List<double[]> hero = mainColours("../art/sprites/hero.png", 0.08, WHITE);
        double[] darkest = hero.get(0), brightest = hero.get(0);
        for (double[] c : hero) {
            if (luminance(c) < luminance(darkest)) darkest = c;
            if (luminance(c) > luminance(brightest)) brightest = c;
        }
        List<String> low = new ArrayList<>();
        for (int w = 1; w <= Palette.WORLDS; w++) {
            for (double[] n : near(w)) {
                double best = Math.max(contrast(darkest, n), contrast(brightest, n));
                if (best < 3.0) low.add("world " + w + " " + Math.round(best * 100) / 100.0 + ":1");
            }
        }
        assertEquals(List.of(), low, "near layers the hero does not stand out from");
    }
}
