package com.tiltfall.desktop;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/** The level preview's drawing in metres (y up) on a pixmap of {@code s} pixels per metre (y down). */
final class Draw {
    private Draw() {}

    static int px(double x, double s) {
        return (int) Math.round(x * s);
    }

    static int py(double y, LevelData level, double s) {
        return (int) Math.round((level.height - y) * s);
    }

    /** A convex outline (x0, y0, x1, y1, ...), filled in the current colour. */
    static void fan(Pixmap p, double[] xy, LevelData level, double s) {
        for (int i = 2; i + 3 < xy.length; i += 2) {
            p.fillTriangle(
                    px(xy[0], s),
                    py(xy[1], level, s),
                    px(xy[i], s),
                    py(xy[i + 1], level, s),
                    px(xy[i + 2], s),
                    py(xy[i + 3], level, s));
        }
    }

    /** A polyline in the current colour, {@code width} pixels thick. */
    static void line(Pixmap p, double[] xy, LevelData level, double s, int width) {
        for (int i = 0; i + 3 < xy.length; i += 2) {
            for (int d = -width / 2; d <= width / 2; d++) {
                p.drawLine(px(xy[i], s), py(xy[i + 1], level, s) + d, px(xy[i + 2], s), py(xy[i + 3], level, s) + d);
            }
        }
    }

    /** The rectangle bw x bh centred on the entity, turned by its angle, filled and outlined. */
    static void box(Pixmap p, EntityData e, double bw, double bh, Color color, LevelData level, double s) {
        double c = Math.cos(e.angle), sn = Math.sin(e.angle);
        double[] xy = new double[10];
        double[][] corners = {{-bw / 2, -bh / 2}, {bw / 2, -bh / 2}, {bw / 2, bh / 2}, {-bw / 2, bh / 2}};
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = e.x + corners[i][0] * c - corners[i][1] * sn;
            xy[2 * i + 1] = e.y + corners[i][0] * sn + corners[i][1] * c;
        }
        xy[8] = xy[0];
        xy[9] = xy[1];
        p.setColor(color);
        fan(p, xy, level, s);
        p.setColor(new Color(0.12f, 0.12f, 0.12f, color.a));
        line(p, xy, level, s, 1);
    }

    /** An axis-aligned ellipse, filled and outlined. */
    static void ellipse(Pixmap p, double x, double y, double a, double b, Color color, LevelData level, double s) {
        double[] xy = new double[2 * 33];
        for (int i = 0; i <= 32; i++) {
            double t = i * Math.PI * 2 / 32;
            xy[2 * i] = x + a * Math.cos(t);
            xy[2 * i + 1] = y + b * Math.sin(t);
        }
        p.setColor(color);
        fan(p, xy, level, s);
        p.setColor(new Color(0.12f, 0.12f, 0.12f, color.a));
        line(p, xy, level, s, 1);
    }
}
