package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Spikes stand out from every world's background, checked on the pictures themselves (art/sprites/spikes.png and
 * each world's sky, layers, fill and top edge as the renderer tints them) with WCAG's relative luminance and contrast
 * ratio. One colour cannot keep 3:1 against both a light sky and a night sky, so the spikes carry two: a dark outline
 * for light backgrounds and bright tips for dark ones, and every background must meet one of them at 3:1; and their
 * body is a saturated danger colour whose hue no coloured background shares.
 */
class HazardContrastTest {
    /** A picture's colours that cover at least this share of its opaque pixels. */
    static final double MAIN = 0.03;

    /** WCAG 2 relative luminance of an sRGB colour (0..1 channels). */
    static double luminance(double[] c) {
        double l = 0;
        double[] weight = {0.2126, 0.7152, 0.0722};
        for (int i = 0; i < 3; i++) {
            double v = c[i];
            l += weight[i] * (v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
        }
        return l;
    }

    static double contrast(double[] a, double[] b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** HSV saturation and hue (degrees). */
    static double saturation(double[] c) {
        double max = Math.max(c[0], Math.max(c[1], c[2])), min = Math.min(c[0], Math.min(c[1], c[2]));
        return max <= 0 ? 0 : (max - min) / max;
    }

    static double hue(double[] c) {
        double r = c[0], g = c[1], b = c[2];
        double max = Math.max(r, Math.max(g, b)), min = Math.min(r, Math.min(g, b)), d = max - min;
        if (d <= 0) return 0;
        double h = max == r ? ((g - b) / d) % 6 : max == g ? (b - r) / d + 2 : (r - g) / d + 4;
        return (h * 60 + 360) % 360;
    }

    static double hueDistance(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return Math.min(d, 360 - d);
    }

    /** The colours covering at least {@code share} of the picture's opaque pixels, most common first, times tint. */
    static List<double[]> mainColours(String path, double share, float[] tint) throws IOException {
        BufferedImage img = ImageIO.read(new File(path));
        Map<Integer, Integer> count = new HashMap<>();
        int opaque = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int argb = img.getRGB(x, y);
                if ((argb >>> 24) != 255) continue;
                opaque++;
                count.merge(argb & 0xffffff, 1, Integer::sum);
            }
        }
        List<Map.Entry<Integer, Integer>> entries = new ArrayList<>(count.entrySet());
        entries.sort((a, b) -> b.getValue() - a.getValue());
        List<double[]> out = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : entries) {
            if (e.getValue() < share * opaque) break;
            int rgb = e.getKey();
            double[] c = {((rgb >> 16) & 255) / 255.0, ((rgb >> 8) & 255) / 255.0, (rgb & 255) / 255.0};
            for (int i = 0; i < 3; i++) c[i] *= tint[i];
            out.add(c);
        }
        assertTrue(!out.isEmpty(), path + " has no main colour");
        return out;
    }

    static final float[] WHITE = {1f, 1f, 1f};

    /** What stands behind a hazard in each world: sky, far and near layers, the ground's fill and top edge. */
    static Map<String, double[]> backgrounds() throws IOException {
        Map<String, double[]> out = new HashMap<>();
        for (int w = 1; w <= Palette.WORLDS; w++) {
            float[] s = Palette.SKY[w - 1];
            out.put("world " + w + " sky", new double[] {s[0], s[1], s[2]});
            add(out, "world " + w + " far", ParallaxLayers.FAR_ART[w - 1], Palette.FAR[w - 1]);
            add(out, "world " + w + " near", ParallaxLayers.NEAR_ART[w - 1], Palette.NEAR[w - 1]);
            add(out, "world " + w + " fill", Palette.FILL[w - 1], WHITE);
            add(out, "world " + w + " top edge", Palette.TOP[w - 1], WHITE);
        }
        return out;
    }

    private static void add(Map<String, double[]> out, String what, String file, float[] tint) throws IOException {
        List<double[]> colours = mainColours("../assets/" + file, MAIN, tint);
        for (int i = 0; i < colours.size(); i++) out.put(what + " colour " + i, colours.get(i));
    }

    @Test
    void theWcagFormulaMatchesKnownValues() {
        // black on white is 21:1; a colour against itself 1:1; mid grey #777 on white 4.48:1 (WCAG's examples)
        assertEquals(21.0, contrast(new double[] {0, 0, 0}, new double[] {1, 1, 1}), 1e-9);
        assertEquals(1.0, contrast(new double[] {0.3, 0.5, 0.7}, new double[] {0.3, 0.5, 0.7}), 1e-12);
        double grey = 0x77 / 255.0;
        assertEquals(4.48, contrast(new double[] {grey, grey, grey}, new double[] {1, 1, 1}), 0.01);
        assertEquals(0.0, hue(new double[] {1, 0, 0}), 1e-9);
        assertEquals(120.0, hue(new double[] {0, 1, 0}), 1e-9);
        assertEquals(240.0, hue(new double[] {0, 0, 1}), 1e-9);
        assertEquals(20.0, hueDistance(350, 10), 1e-9);
    }

    @Test
    void everyBackgroundMeetsTheSpikesOutlineOrTipsAtThreeToOne() throws IOException {
        List<double[]> spike = mainColours("../art/sprites/spikes.png", 0.08, WHITE);
        double[] darkest = spike.get(0), brightest = spike.get(0);
        for (double[] c : spike) {
            if (luminance(c) < luminance(darkest)) darkest = c;
            if (luminance(c) > luminance(brightest)) brightest = c;
        }
        assertTrue(contrast(darkest, brightest) >= 3.0, "the spikes' outline and tips are apart");
        List<String> low = new ArrayList<>();
        for (Map.Entry<String, double[]> bg : backgrounds().entrySet()) {
            double best = Math.max(contrast(darkest, bg.getValue()), contrast(brightest, bg.getValue()));
            if (best < 3.0) low.add(bg.getKey() + " " + Math.round(best * 100) / 100.0 + ":1");
        }
        assertEquals(List.of(), low, "backgrounds the spikes do not stand out from");
    }

    @Test
    void theSpikesBodyIsADangerColourNoColouredBackgroundShares() throws IOException {
        List<double[]> spike = mainColours("../art/sprites/spikes.png", 0.08, WHITE);
        double[] body = null;
        for (double[] c : spike) if (body == null || saturation(c) > saturation(body)) body = c;
        assertTrue(
                saturation(body) >= 0.6, "the spikes' body is a strong colour (saturation " + saturation(body) + ")");
        List<String> near = new ArrayList<>();
        for (Map.Entry<String, double[]> bg : backgrounds().entrySet()) {
            if (saturation(bg.getValue()) < 0.25) continue; // greys and pale tints: no hue to mistake it for
            double d = hueDistance(hue(body), hue(bg.getValue()));
            if (d < 30) near.add(bg.getKey() + " (" + Math.round(d) + " degrees)");
        }
        assertEquals(List.of(), near, "coloured backgrounds within 30 degrees of the spikes' hue");
    }
}
