package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * One kind of object in the {@code entities} layer: its Tiled class name, the shapes it may be drawn with, its
 * typed properties ({@link Prop}), its extra checks, how it builds its entities, how they look ({@link Look}) and
 * what its events sound and read like ({@link Cue}). {@link EntityTypes} lists them;
 * the level converter validates through it, {@code LevelBuilder} builds through it and the table in
 * docs/levels.md is generated from it.
 */
public abstract class EntityType {
    /** Shapes an object may be drawn with in Tiled (bit set). */
    public static final int POINT = 1, RECTANGLE = 2, ELLIPSE = 4, POLYLINE = 8;

    /** The Tiled class, e.g. "crate". */
    public final String name;
    /** Allowed shapes (bits above). */
    public final int shapes;
    /** Whether a rectangle needs both sides > 0. */
    public final boolean needsArea;
    /** One line for the docs: what it is and how it behaves. */
    public final String doc;

    private final Prop[] props;

    protected EntityType(String name, int shapes, boolean needsArea, String doc, Prop... props) {
        this.name = name;
        this.shapes = shapes;
        this.needsArea = needsArea;
        this.doc = doc;
        this.props = props;
    }

    /** The properties, in the order the docs list them. */
    public final Prop[] properties() {
        Prop[] copy = new Prop[props.length];
        System.arraycopy(props, 0, copy, 0, props.length);
        return copy;
    }

    public final int propertyCount() {
        return props.length;
    }

    public final Prop property(int i) {
        return props[i];
    }

    /** The property of that name, or null. */
    public final Prop property(String key) {
        for (Prop p : props) if (p.name.equals(key)) return p;
        return null;
    }

    /** Where problems found by {@link #check} go (the converter names the file and object). */
    public interface Problems {
        void add(String message);

        /** Reports when the points (x0, y0, x1, y1, ... in metres) are outside the map; true when inside. */
        boolean insideMap(double[] xy, String what);
    }

    /**
     * Checks across properties and positions, after every property has been read and found valid. {@code corners}
     * are the object's rectangle corners in metres.
     */
    public void check(EntityData e, double[] corners, Problems problems) {}

    /**
     * Checks that need the other entities of the level (e.g. a named path); called once all are converted.
     */
    public void checkLinks(EntityData e, LevelData level, Problems problems) {}

    /**
     * Points (x0, y0, x1, y1, ...) where this kind's picture meets the world and that should rest on solid ground: a
     * bridge's ends, a see-saw's stand. The level check warns when one has no ground near it (a legitimate design can
     * hang in the air, so it is a warning, not a refusal). None by default.
     */
    public double[] groundAnchors(EntityData e) {
        return NO_ANCHORS;
    }

    private static final double[] NO_ANCHORS = new double[0];

    /**
     * How its main entity is drawn (each entity it builds carries its look in a {@code LookComponent}; parts such as
     * a swing's ropes have looks of their own). {@link Look#none} for a kind that is not drawn.
     */
    public abstract Look look();

    /** What its events sound and read like (the player's, a coin's, a gem's ...); none for most kinds. */
    public Cue[] cues() {
        return new Cue[0];
    }

    /** Whether the level object is of this kind. */
    public final boolean is(EntityData e) {
        return name.equals(e.type);
    }

    /** How many objects of this kind the level holds (a level's coin and gem totals). */
    public final int countIn(LevelData level) {
        int n = 0;
        for (int i = 0; i < level.entities.size; i++) if (is(level.entities.get(i))) n++;
        return n;
    }

    /** Adds the entities (and joints) this object becomes to the engine. The player kind is built by the world. */
    public abstract void build(EntityData d, LevelData level, Engine engine);

    /** "rectangle", "point, ellipse or rectangle", ... for the docs and messages. */
    public final String shapeText() {
        StringBuilder sb = new StringBuilder();
        if ((shapes & RECTANGLE) != 0) sb.append("rectangle");
        if ((shapes & ELLIPSE) != 0) sb.append(sb.length() > 0 ? ", " : "").append("ellipse");
        if ((shapes & POINT) != 0) sb.append(sb.length() > 0 ? ", " : "").append("point");
        if ((shapes & POLYLINE) != 0) sb.append(sb.length() > 0 ? ", " : "").append("polyline");
        int last = sb.lastIndexOf(", ");
        if (last >= 0) sb.replace(last, last + 2, " or ");
        return sb.toString();
    }
}
