package com.tiltfall.desktop;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.KindStyle;
import com.tiltfall.kinds.RespawnPoints;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * The level preview's entities: each kind in its own colour with its letter ({@link KindStyle}, the Tiled project's
 * colours too), and what the game will do with it drawn where it happens: a moving platform at both ends of its travel
 * or at every corner of its path, a swing's hanging point and ropes, a bridge's and a see-saw's pins, a bounce pad's
 * lowest point, a falling platform's drop, an enemy's first direction, a checkpoint's flag and the point the player
 * reappears at.
 */
final class PreviewKinds {
    private PreviewKinds() {}

    static final Color OUTLINE = Color.valueOf("202020ff"), ANCHOR = Color.valueOf("202020ff");

    static void draw(Pixmap p, LevelData level, double s) {
        for (EntityData e : level.entities) {
            if (e.type.equals("path")) drawPath(p, e, level, s); // under the platforms that ride it
        }
        for (EntityData e : level.entities) {
            if (!e.type.equals("path")) drawEntity(p, e, level, s);
        }
    }

    static Color color(String kind, float alpha) {
        Color c = new Color();
        Color.rgb888ToColor(c, KindStyle.color(kind));
        c.a = alpha;
        return c;
    }

    private static void drawPath(Pixmap p, EntityData e, LevelData level, double s) {
        if (e.points == null) return;
        p.setColor(color("path", 1f));
        Draw.line(p, e.points, level, s, 2);
    }

    private static void drawEntity(Pixmap p, EntityData e, LevelData level, double s) {
        String kind = e.type;
        Color solid = color(kind, 1f), ghost = color(kind, 0.35f);
        double w = e.width, h = e.height;
        switch (kind) {
            case "platform": {
                EntityData path = pathOf(e, level);
                if (path != null) {
                    // it starts at the path's first point and visits every corner
                    for (int i = 0; i + 1 < path.points.length; i += 2)
                        Draw.box(p, at(e, path.points[i], path.points[i + 1]), w, h, ghost, level, s);
                    EntityData start = at(e, path.points[0], path.points[1]);
                    Draw.box(p, start, w, h, solid, level, s);
                    symbol(p, start, level, s);
                    return;
                }
                double dx = prop(EntityTypes.PLATFORM, "dx", e), dy = prop(EntityTypes.PLATFORM, "dy", e);
                EntityData end = at(e, e.x + dx, e.y + dy);
                Draw.box(p, end, w, h, ghost, level, s);
                p.setColor(solid);
                Draw.line(p, new double[] {e.x, e.y, end.x, end.y}, level, s, 1);
                break;
            }
            case "fallingplatform":
                arrow(p, e.x, e.y - h / 2, e.x, e.y - h / 2 - 1.5, solid, level, s);
                break;
            case "bouncepad": {
                double travel = prop(EntityTypes.BOUNCE_PAD, "travel", e);
                Draw.box(p, at(e, e.x, e.y - travel), w, h, ghost, level, s);
                break;
            }
            case "swing": {
                double length = prop(EntityTypes.SWING, "length", e);
                double ax = e.x, ay = e.y + length;
                double c = Math.cos(e.angle) * w / 2, sn = Math.sin(e.angle) * w / 2;
                p.setColor(ANCHOR);
                Draw.line(p, new double[] {e.x - c, e.y - sn, ax, ay, e.x + c, e.y + sn}, level, s, 1);
                anchor(p, ax, ay, level, s);
                break;
            }
            case "walker":
            case "roller": {
                EntityType type = EntityTypes.byName(kind);
                boolean left = type.property("startLeft").flag(e);
                double r = Math.max(Math.max(w, h) / 2, 0.4);
                double from = e.x, to = e.x + (left ? -1 : 1) * (r + 0.8);
                arrow(p, from, e.y, to, e.y, solid, level, s);
                break;
            }
            default:
                break;
        }
        // the object itself
        if (kind.equals("checkpoint")) {
            flag(p, e, solid, level, s);
        } else if (w > 0 && h > 0 && (kind.equals("coin") || kind.equals("gem") || kind.equals("roller"))) {
            Draw.ellipse(p, e.x, e.y, w / 2, h / 2, solid, level, s);
        } else if (w > 0 && h > 0) {
            Draw.box(p, e, w, h, solid, level, s);
        } else {
            double r = kind.equals("player") ? RespawnPoints.HERO_HALF : 0.3;
            Draw.ellipse(p, e.x, e.y, r, r, solid, level, s);
        }
        // pins drawn over it
        if (kind.equals("bridge")) {
            double c = Math.cos(e.angle) * w / 2, sn = Math.sin(e.angle) * w / 2;
            anchor(p, e.x - c, e.y - sn, level, s);
            anchor(p, e.x + c, e.y + sn, level, s);
        } else if (kind.equals("seesaw")) {
            double pivot = prop(EntityTypes.SEESAW, "pivot", e);
            anchor(p, e.x + Math.cos(e.angle) * pivot, e.y + Math.sin(e.angle) * pivot, level, s);
        }
        symbol(p, e, level, s);
    }

    /** A pole and a pennant in the checkpoint's rectangle, and a ring where the player reappears. */
    private static void flag(Pixmap p, EntityData e, Color color, LevelData level, double s) {
        double w = e.width > 0 ? e.width : RespawnPoints.CHECKPOINT_WIDTH;
        double h = e.height > 0 ? e.height : RespawnPoints.CHECKPOINT_HEIGHT;
        Draw.box(p, e, w, h, new Color(color.r, color.g, color.b, 0.3f), level, s);
        double base = e.y - h / 2, top = e.y + h / 2, pole = e.x - w / 4;
        p.setColor(ANCHOR);
        Draw.line(p, new double[] {pole, base, pole, top}, level, s, 1);
        p.setColor(Color.valueOf("e0302aff"));
        p.fillTriangle(
                Draw.px(pole, s),
                Draw.py(top, level, s),
                Draw.px(pole, s),
                Draw.py(top - h / 4, level, s),
                Draw.px(pole + w * 0.7, s),
                Draw.py(top - h / 8, level, s));
        p.setColor(ANCHOR);
        int r = Math.max(2, (int) Math.round(RespawnPoints.HERO_HALF * s));
        p.drawCircle(Draw.px(RespawnPoints.x(e), s), Draw.py(RespawnPoints.y(e), level, s), r);
    }

    private static void anchor(Pixmap p, double x, double y, LevelData level, double s) {
        int r = Math.max(2, (int) Math.round(0.15 * s));
        p.setColor(ANCHOR);
        p.fillCircle(Draw.px(x, s), Draw.py(y, level, s), r);
        p.setColor(Color.WHITE);
        p.fillCircle(Draw.px(x, s), Draw.py(y, level, s), Math.max(1, r / 2));
    }

    private static void arrow(
            Pixmap p, double x0, double y0, double x1, double y1, Color c, LevelData level, double s) {
        p.setColor(c);
        Draw.line(p, new double[] {x0, y0, x1, y1}, level, s, 2);
        double dx = x1 - x0, dy = y1 - y0, len = Math.hypot(dx, dy);
        if (len == 0) return;
        double ux = dx / len * 0.35, uy = dy / len * 0.35;
        p.fillTriangle(
                Draw.px(x1 + ux, s),
                Draw.py(y1 + uy, level, s),
                Draw.px(x1 - uy, s),
                Draw.py(y1 + ux, level, s),
                Draw.px(x1 + uy, s),
                Draw.py(y1 - ux, level, s));
    }

    /** The kind's letter, white with a dark outline, at the object's centre. */
    private static void symbol(Pixmap p, EntityData e, LevelData level, double s) {
        int dot = Math.max(1, (int) Math.round(s / 10));
        Glyphs.draw(p, KindStyle.symbol(e.type), Draw.px(e.x, s), Draw.py(e.y, level, s), dot);
    }

    private static EntityData pathOf(EntityData platform, LevelData level) {
        String name = EntityTypes.PLATFORM.property("path").text(platform);
        if (name.isEmpty()) return null;
        for (int i = 0; i < level.entities.size; i++) { // an index: draw() is iterating the same Array
            EntityData d = level.entities.get(i);
            if (d.type.equals("path") && d.name.equals(name) && d.points != null && d.points.length >= 2) return d;
        }
        return null;
    }

    private static double prop(EntityType kind, String name, EntityData e) {
        return kind.property(name).real(e);
    }

    /** A copy of {@code e} (its size and angle) moved to (x, y). */
    private static EntityData at(EntityData e, double x, double y) {
        EntityData d = new EntityData();
        d.x = x;
        d.y = y;
        d.angle = e.angle;
        d.type = e.type;
        return d;
    }
}
