package com.tiltfall.kinds;

import com.tiltfall.level.EntityData;

/**
 * One custom property of an entity kind: its Tiled type, default, range and meaning. The converter validates it
 * from this, the kind's builder reads it through {@link #real}/{@link #whole}/{@link #flag}/{@link #text} (which fall
 * back to the same default), and the table in docs/levels.md is generated from it, so a property cannot be
 * validated and then ignored, or documented with another default.
 */
public final class Prop {
    /** Tiled's property types that the game reads. */
    public enum Type {
        FLOAT("float"),
        INT("int"),
        BOOL("bool"),
        STRING("string");

        public final String tiled;

        Type(String tiled) {
            this.tiled = tiled;
        }
    }

    public final String name;
    public final Type type;
    public final boolean required;
    /** Default of a float or int property (ignored when required). */
    public final double def;
    /** Range of a float or int property; {@link #minExclusive} makes the minimum strict. */
    public final double min, max;

    public final boolean minExclusive;
    public final boolean defFlag;
    public final String defText;
    /** What it does, for the docs. */
    public final String doc;

    private Prop(
            String name,
            Type type,
            boolean required,
            double def,
            double min,
            boolean minExclusive,
            double max,
            boolean defFlag,
            String defText,
            String doc) {
        this.name = name;
        this.type = type;
        this.required = required;
        this.def = def;
        this.min = min;
        this.minExclusive = minExclusive;
        this.max = max;
        this.defFlag = defFlag;
        this.defText = defText;
        this.doc = doc;
    }

    /** An optional float in [min, max] (or (min, max] when {@code minExclusive}). */
    public static Prop real(String name, double def, double min, boolean minExclusive, double max, String doc) {
        return new Prop(name, Type.FLOAT, false, def, min, minExclusive, max, false, "", doc);
    }

    /** A float that must be given. */
    public static Prop requiredReal(String name, double min, boolean minExclusive, double max, String doc) {
        return new Prop(name, Type.FLOAT, true, 0.0, min, minExclusive, max, false, "", doc);
    }

    /** An optional whole number in [min, max]. */
    public static Prop whole(String name, int def, int min, int max, String doc) {
        return new Prop(name, Type.INT, false, def, min, false, max, false, "", doc);
    }

    public static Prop flag(String name, boolean def, String doc) {
        return new Prop(name, Type.BOOL, false, 0.0, 0.0, false, 0.0, def, "", doc);
    }

    public static Prop text(String name, String def, String doc) {
        return new Prop(name, Type.STRING, false, 0.0, 0.0, false, 0.0, false, def, doc);
    }

    /** The value of this float property in a converted entity (the default when absent). */
    public double real(EntityData d) {
        return d.getFloat(name, def);
    }

    public int whole(EntityData d) {
        return (int) d.getFloat(name, def);
    }

    public boolean flag(EntityData d) {
        return d.getBoolean(name, defFlag);
    }

    public String text(EntityData d) {
        return d.getString(name, defText);
    }

    /**
     * "> 0", ">= 0", "0 to 1", "> 0 and <= 20" (0 itself refused), "any", for the docs: exactly the values the validator
     * accepts (LevelValidator checks the same min, minExclusive and max; DocsRangesTest probes both).
     */
    public String rangeText() {
        if (type == Type.BOOL || type == Type.STRING) return "";
        boolean lowInf = min == Double.NEGATIVE_INFINITY, highInf = max == Double.POSITIVE_INFINITY;
        if (lowInf && highInf) return "any";
        if (highInf) return (minExclusive ? "> " : ">= ") + num(min);
        if (lowInf) return "<= " + num(max);
        return minExclusive ? "> " + num(min) + " and <= " + num(max) : num(min) + " to " + num(max);
    }

    /** The default as the docs show it. */
    public String defaultText() {
        if (required) return "**required**";
        switch (type) {
            case BOOL:
                return defFlag ? "true" : "false";
            case STRING:
                return defText.isEmpty() ? "(empty)" : defText;
            default:
                return num(def);
        }
    }

    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) return Long.toString((long) v);
        return Double.toString(v);
    }
}
