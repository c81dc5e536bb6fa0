package com.tiltfall.level;

/**
 * Reads a JSON document (RFC 8259, what Tiled writes) into {@link JsonNode}s, without recursion (a damaged file
 * may nest thousands deep). A document that is not JSON is refused with the line and column of the first fault and
 * what was expected there ({@link IllegalArgumentException}), e.g. "line 3, column 18: expected , or } after a
 * member, found \"y\"". Stricter than libGDX's reader, which also took comments, unquoted words and commas before a
 * closing bracket: Tiled opens none of those either.
 */
final class JsonParser {
    private final String s;
    private final int n;
    private int p;

    private JsonParser(String text) {
        s = text;
        n = text.length();
    }

    /** The document's top value; throws IllegalArgumentException naming the line and column of a fault. */
    static JsonNode parse(String text) {
        return new JsonParser(text).document();
    }

    private JsonNode document() {
        JsonNode root = null, open = null; // open: the innermost object or list not closed yet
        String name = null;
        while (true) {
            JsonNode done = valueStart();
            done.name = name;
            name = null;
            if (open == null) root = done;
            else open.add(done);
            if (!done.isValue()) {
                skipSpace();
                if (p < n && s.charAt(p) == closer(done)) p++; // {} or []
                else {
                    open = done;
                    if (done.isObject()) name = memberName();
                    continue;
                }
            }
            // a value is complete: a comma goes on to the next member, a bracket closes the one it is in
            while (true) {
                skipSpace();
                if (open == null) {
                    if (p < n) throw fault("the JSON ends before this (found " + found() + ")");
                    return root;
                }
                if (p < n && s.charAt(p) == ',') {
                    p++;
                    if (open.isObject()) name = memberName();
                    break;
                }
                if (p < n && s.charAt(p) == closer(open)) {
                    p++;
                    open = open.parent;
                    continue;
                }
                throw fault("expected , or " + closer(open) + " after " + (open.isObject() ? "a member" : "an entry")
                        + ", found " + found());
            }
        }
    }

    private static char closer(JsonNode container) {
        return container.isObject() ? '}' : ']';
    }

    /** A member's name and its colon. */
    private String memberName() {
        skipSpace();
        if (p >= n || s.charAt(p) != '"') throw fault("expected a member name in double quotes, found " + found());
        String name = string();
        skipSpace();
        if (p >= n || s.charAt(p) != ':')
            throw fault("expected : after the member name \"" + name + "\", found " + found());
        p++;
        return name;
    }

    /** A single value, or an object or list just opened (its members follow). */
    private JsonNode valueStart() {
        skipSpace();
        if (p >= n) throw fault("the JSON ends where a value belongs (a bracket or brace is not closed)");
        char c = s.charAt(p);
        switch (c) {
            case '{':
                p++;
                return new JsonNode(JsonNode.OBJECT, null);
            case '[':
                p++;
                return new JsonNode(JsonNode.ARRAY, null);
            case '"':
                return new JsonNode(JsonNode.STRING, string());
            case 't':
                return literal("true", JsonNode.BOOLEAN);
            case 'f':
                return literal("false", JsonNode.BOOLEAN);
            case 'n':
                return literal("null", JsonNode.NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                throw fault("expected a value, found " + found());
        }
    }

    private JsonNode literal(String word, int kind) {
        if (!s.startsWith(word, p)) throw fault("expected a value, found " + found());
        p += word.length();
        return new JsonNode(kind, kind == JsonNode.NULL ? null : word);
    }

    /** -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
    private JsonNode number() {
        int start = p;
        if (s.charAt(p) == '-') p++;
        if (p < n && s.charAt(p) == '0') p++;
        else if (digits() == 0) throw fault("expected a digit in the number");
        boolean whole = true;
        if (p < n && s.charAt(p) == '.') {
            p++;
            whole = false;
            if (digits() == 0) throw fault("expected a digit after the decimal point");
        }
        if (p < n && (s.charAt(p) == 'e' || s.charAt(p) == 'E')) {
            p++;
            whole = false;
            if (p < n && (s.charAt(p) == '+' || s.charAt(p) == '-')) p++;
            if (digits() == 0) throw fault("expected a digit in the exponent");
        }
        String text = s.substring(start, p);
        try {
            return whole
                    ? JsonNode.ofLong(text, Long.parseLong(text))
                    : JsonNode.ofDouble(text, Double.parseDouble(text));
        } catch (NumberFormatException e) {
            return new JsonNode(JsonNode.STRING, text); // beyond a long: libGDX's reader kept it as text too
        }
    }

    private int digits() {
        int start = p;
        while (p < n && s.charAt(p) >= '0' && s.charAt(p) <= '9') p++;
        return p - start;
    }

    /** A string in double quotes (p at the opening quote), escapes resolved. */
    private String string() {
        int start = ++p;
        StringBuilder out = null;
        while (true) {
            if (p >= n) {
                p = start - 1;
                throw fault("this string is not closed (a \" is missing)");
            }
            char c = s.charAt(p);
            if (c == '"') break;
            if (c == '\n' || c == '\r') throw fault("a line break inside a string (a \" is missing before it?)");
            if (c != '\\') {
                if (out != null) out.append(c);
                p++;
                continue;
            }
            if (out == null) out = new StringBuilder().append(s, start, p);
            if (p + 1 >= n) throw fault("this string is not closed (a \" is missing)");
            char e = s.charAt(p + 1);
            p += 2;
            switch (e) {
                case '"':
                case '\\':
                case '/':
                    out.append(e);
                    break;
                case 'b':
                    out.append('\b');
                    break;
                case 'f':
                    out.append('\f');
                    break;
                case 'n':
                    out.append('\n');
                    break;
                case 'r':
                    out.append('\r');
                    break;
                case 't':
                    out.append('\t');
                    break;
                case 'u':
                    out.append((char) hex4());
                    break;
                default:
                    p -= 2;
                    throw fault("\\" + e + " is not an escape JSON knows (\\\\ writes a backslash)");
            }
        }
        String value = out == null ? s.substring(start, p) : out.toString();
        p++;
        return value;
    }

    private int hex4() {
        int v = 0;
        for (int i = 0; i < 4; i++, p++) {
            int d = p < n ? Character.digit(s.charAt(p), 16) : -1;
            if (d < 0) throw fault("expected four hex digits after \\u");
            v = 16 * v + d;
        }
        return v;
    }

    private void skipSpace() {
        while (p < n) {
            char c = s.charAt(p);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return;
            p++;
        }
    }

    /** What stands at p, for a message. */
    private String found() {
        if (p >= n) return "the end of the file";
        int end = Math.min(n, p + 12);
        for (int i = p; i < end; i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                end = i;
                break;
            }
        }
        return end == p ? "a line break" : "\"" + s.substring(p, end) + "\"";
    }

    /** The fault at p, with its line and column (1-based, a tab counts one). */
    private IllegalArgumentException fault(String what) {
        int line = 1, lineStart = 0;
        for (int i = 0; i < p && i < n; i++) {
            if (s.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new IllegalArgumentException("line " + line + ", column " + (p - lineStart + 1) + ": " + what);
    }
}
