package com.tiltfall.kinds;

/**
 * How one entity is drawn, as data: a drawing style (what moves: a coin's spin, a gem's bob and pulse, a walker's
 * two-frame walk), the atlas regions it uses (assets/art/sprites.atlas; a name with frames is looked up as name_0,
 * name_1, ...) and its size rule (the sprite's art pixels over the body's, so the art's margins overhang the body).
 * A kind puts one on each entity it builds ({@code LookComponent}); the renderer draws every entity from its look in
 * one loop (render/LookPainter), never by asking what kind it is. Rendering data only: the simulation never reads it.
 */
public final class Look {
    /** Styles: how the regions are placed and animated (render/LookPainter draws each). */
    public static final int NONE = 0,
            BOX = 1,
            SPIN = 2,
            BOB_PULSE = 3,
            SWITCH = 4,
            FLAG_POLE = 5,
            TILED = 6,
            WALK = 7,
            ROLL = 8,
            TREMBLE = 9,
            SPRING = 10,
            ROPE = 11,
            STAND = 12,
            OUTLINE = 13,
            HERO = 14,
            STREAKS = 15;

    public static final int STYLES = 16;

    /** Drawing layers, back to front: joints behind the bodies they hold, then the bodies, then the hero. */
    public static final int BEHIND = 0, BODY = 1, FRONT = 2;

    public static final int LAYERS = 3;

    public final int style;
    public final int layer;
    /** Atlas region names (see each factory for what each is); may be empty. */
    public final String[] regions;
    /** Frames of the first region (name_0 ... name_{frames-1}); 0 for a plain region. */
    public final int frames;
    /** The sprite's width and height over the body's, as art pixels (e.g. 32 over 30: the art overhangs). */
    public final float artW, bodyW, artH, bodyH;
    /** TILED: metres per repeat of the region along the width. */
    public final float tile;
    /** One line for the docs: what it looks like. */
    public final String doc;

    private Look(
            int style,
            int layer,
            String[] regions,
            int frames,
            float artW,
            float bodyW,
            float artH,
            float bodyH,
            float tile,
            String doc) {
        this.style = style;
        this.layer = layer;
        this.regions = regions;
        this.frames = frames;
        this.artW = artW;
        this.bodyW = bodyW;
        this.artH = artH;
        this.bodyH = bodyH;
        this.tile = tile;
        this.doc = doc;
    }

    private static Look of(int style, int layer, String doc, String... regions) {
        return new Look(style, layer, regions, 0, 1f, 1f, 1f, 1f, 0f, doc);
    }

    /** Not drawn (a path, a collider-less anchor). */
    public static Look none(String why) {
        return of(NONE, BODY, why);
    }

    /** The region stretched over the body's box, turning with it. */
    public static Look box(String region) {
        return of(BOX, BODY, "over its box, turning with it", region);
    }

    /** Like {@link #box}, shaking sideways while its falling platform is about to fall. */
    public static Look tremble(String region) {
        return of(TREMBLE, BODY, "over its box, trembling before it falls", region);
    }

    /** A round collectible spinning about its upright axis and bobbing; {@code edge} shown when seen edge-on. */
    public static Look spin(String face, String edge, float artPx, float bodyPx) {
        return new Look(SPIN, BODY, new String[] {face, edge}, 0, artPx, bodyPx, artPx, bodyPx, 0f, "spins and bobs");
    }

    /** A round collectible that bobs, pulses and now and then twinkles ({@code sparkle}). */
    public static Look bobPulse(String region, String sparkle, float artPx, float bodyPx) {
        return new Look(
                BOB_PULSE,
                BODY,
                new String[] {region, sparkle},
                0,
                artPx,
                bodyPx,
                artPx,
                bodyPx,
                0f,
                "bobs, pulses and twinkles");
    }

    /** A picture as tall as the body and half as wide; {@code on} once its trigger has been used. */
    public static Look switched(String off, String on) {
        return of(SWITCH, BODY, "changes picture once touched", off, on);
    }

    /** A pole and a two-frame flag that waves, running up the pole when the goal is reached. */
    public static Look flagPole(String pole, String flag) {
        return new Look(FLAG_POLE, BODY, new String[] {flag, pole}, 2, 1f, 1f, 1f, 1f, 0f, "flag waving on a pole");
    }

    /** The region repeated along the body's width, one repeat per about {@code tile} m. */
    public static Look tiled(String region, float tile) {
        return new Look(TILED, BODY, new String[] {region}, 0, 1f, 1f, 1f, 1f, tile, "repeated along its width");
    }

    /** A two-frame walk cycle (frames by distance walked), facing the way it moves. */
    public static Look walk(String frames, float artW, float bodyW, float artH, float bodyH) {
        return new Look(WALK, BODY, new String[] {frames}, 2, artW, bodyW, artH, bodyH, 0f, "walks, facing its way");
    }

    /** A round sprite turning with its body. */
    public static Look roll(String region, float artPx, float bodyPx) {
        return new Look(ROLL, BODY, new String[] {region}, 0, artPx, bodyPx, artPx, bodyPx, 0f, "rolls with its body");
    }

    /** On a spring joint: the coil from the base up to the plate, squashed as the plate goes down, and the base. */
    public static Look spring(String coil, String base) {
        return of(SPRING, BEHIND, "a coil and its base", coil, base);
    }

    /** On a distance joint: links (it may go slack) or one rod; {@code hook} drawn at a hanging point, or null. */
    public static Look rope(String rope, String hook) {
        return hook == null ? of(ROPE, BEHIND, "rope or rod", rope) : of(ROPE, BEHIND, "rope or rod", rope, hook);
    }

    /** On a pin joint: the region over the bounds of the anchor's outline (a see-saw's stand). */
    public static Look stand(String region) {
        return of(STAND, BEHIND, "a stand under the pin", region);
    }

    /** No sprite yet: the entity's outline ({@code ShapeComponent}) filled flat in its colour. */
    public static Look outline() {
        return of(OUTLINE, BODY, "its outline, flat", "pixel");
    }

    /**
     * Its outline filled flat in its colour, with marks moving over it as its {@code FlowComponent} says (a belt's
     * ridges, air streaks, glints on ice): for surfaces and zones whose motion is their meaning.
     */
    public static Look streaks(String doc) {
        return of(STREAKS, BODY, doc, "pixel");
    }

    /** The hero (drawn with its face, squash and stretch by render/GameRenderer). */
    public static Look hero(String body) {
        return of(HERO, FRONT, "the hero: face, squash and stretch (render/GameRenderer)", body);
    }
}
