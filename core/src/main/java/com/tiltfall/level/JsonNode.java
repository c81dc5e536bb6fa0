package com.tiltfall.level;

/**
 * One value of a JSON document as {@link JsonParser} reads it: an object or list with its members as a linked
 * list ({@link #child}, {@link #next}), or a single value. Only what the {@code .tmj} reader asks of a value, with
 * libGDX's {@code JsonValue} meanings (which it replaced in the web build's {@code .tmj} part: a small reader of the
 * game's own sends fewer bytes): a number written with '.', 'e' or 'E' is a double, any other a long (one too long
 * for a long is a string, as libGDX's reader makes it), and {@link #asString} gives a number's text as written.
 */
final class JsonNode {
    static final int OBJECT = 0, ARRAY = 1, STRING = 2, DOUBLE = 3, LONG = 4, BOOLEAN = 5, NULL = 6;

    final int kind;
    /** A string's value, a number's text as written, "true" or "false"; null for the others. */
    final String text;
    /** Its name in the object that holds it; null in a list and at the top. */
    String name;
    /** The first member of an object or list, the next member of the same parent, the parent. */
    JsonNode child, next, parent;

    private JsonNode last;
    private double doubleValue;
    private long longValue;

    JsonNode(int kind, String text) {
        this.kind = kind;
        this.text = text;
    }

    static JsonNode ofDouble(String text, double value) {
        JsonNode n = new JsonNode(DOUBLE, text);
        n.doubleValue = value;
        return n;
    }

    static JsonNode ofLong(String text, long value) {
        JsonNode n = new JsonNode(LONG, text);
        n.longValue = value;
        return n;
    }

    /** Appends a member (in file order: a name given twice keeps both, and {@link #get} finds the first). */
    void add(JsonNode member) {
        member.parent = this;
        if (last == null) child = member;
        else last.next = member;
        last = member;
    }

    String name() {
        return name;
    }

    boolean isObject() {
        return kind == OBJECT;
    }

    boolean isArray() {
        return kind == ARRAY;
    }

    boolean isString() {
        return kind == STRING;
    }

    boolean isDouble() {
        return kind == DOUBLE;
    }

    boolean isLong() {
        return kind == LONG;
    }

    boolean isBoolean() {
        return kind == BOOLEAN;
    }

    boolean isNull() {
        return kind == NULL;
    }

    /** A string, number, boolean or null (not an object or list). */
    boolean isValue() {
        return kind >= STRING;
    }

    /** The text of a single value (null for null); an object or list has none. */
    String asString() {
        if (!isValue()) throw new IllegalStateException("an object or list is not a single value");
        return text;
    }

    double asDouble() {
        return kind == LONG ? (double) longValue : doubleValue;
    }

    long asLong() {
        return kind == DOUBLE ? (long) doubleValue : longValue;
    }

    boolean asBoolean() {
        return "true".equals(text);
    }

    /** The first member with this name (names compared exactly), or null. */
    JsonNode get(String memberName) {
        JsonNode c = child;
        while (c != null && (c.name == null || !c.name.equals(memberName))) c = c.next;
        return c;
    }

    /** The named member's text if it is a single value other than null, else the default. */
    String getString(String memberName, String defaultValue) {
        JsonNode c = get(memberName);
        return c == null || !c.isValue() || c.isNull() ? defaultValue : c.text;
    }
}
