package com.tiltfall.html.build;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A part GWT split off the compiled script ({@code html/deferredjs/<script>/N.cache.js}): one call
 * {@code $wnd.<module>.runAsyncCallbackN("code")}, the fragment's code as a JavaScript string literal, which the
 * loader installs as a script in the start script's global scope. Unwrapped here so that {@link Terser} can minify
 * the code, then quoted again.
 */
final class ScriptFragment {
    private static final Pattern CALL =
            Pattern.compile("\\A(\\$wnd\\.\\w+\\.runAsyncCallback\\d+\\()([\"'])(.*)\\2\\)\\s*\\z", Pattern.DOTALL);
    private static final Pattern SOURCE_URL = Pattern.compile("\\n//# sourceURL=\\S*\\s*\\z");

    /** The call before the string: {@code $wnd.html.runAsyncCallbackN(}. */
    final String call;
    /** The fragment's code, unquoted. */
    final String code;

    private ScriptFragment(String call, String code) {
        this.call = call;
        this.code = code;
    }

    /**
     * The fragment in {@code text} (the file {@code file}), or null when it is not a split-off part (a start script).
     * A file that starts like a part but is not one string is an error naming the file.
     */
    static ScriptFragment parse(Path file, String text) {
        if (!text.startsWith("$wnd.") || !text.contains(".runAsyncCallback")) return null;
        Matcher m = CALL.matcher(text);
        if (!m.matches())
            throw new IllegalArgumentException(file + ": a split-off script part that is not one call"
                    + " $wnd.<module>.runAsyncCallbackN(\"code\"): GWT's output changed?");
        return new ScriptFragment(
                m.group(1), unquote(file, m.group(3), m.group(2).charAt(0)));
    }

    /** The same call with other code. */
    String withCode(String newCode) {
        return call + quote(newCode) + ")\n";
    }

    /** The trailing {@code //# sourceURL=...} line of {@code code} (with its newline before), or "" when none. */
    static String sourceUrlComment(String code) {
        Matcher m = SOURCE_URL.matcher(code);
        return m.find() ? code.substring(m.start()) : "";
    }

    /** A double-quoted JavaScript string literal of {@code s}, ASCII only (every other char escaped). */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + s.length() / 8 + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    sb.append("\\\"");
                    break;
                case '\\':
                    sb.append("\\\\");
                    break;
                case '\n':
                    sb.append("\\n");
                    break;
                case '\r':
                    sb.append("\\r");
                    break;
                default:
                    if (c < 0x20 || c >= 0x7f) sb.append("\\u").append(hex4(c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    /** The value of a JavaScript string literal's body (between its quotes {@code q}). */
    static String unquote(Path file, String body, char q) {
        StringBuilder sb = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == q || c == '\n' || c == '\r') throw bad(file, "an unescaped " + describe(c), i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (++i == body.length()) throw bad(file, "a lone backslash", i);
            char e = body.charAt(i);
            switch (e) {
                case 'n':
                    sb.append('\n');
                    break;
                case 'r':
                    sb.append('\r');
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'b':
                    sb.append('\b');
                    break;
                case 'f':
                    sb.append('\f');
                    break;
                case 'v':
                    sb.append('\u000b');
                    break;
                case '0':
                    if (i + 1 < body.length() && Character.isDigit(body.charAt(i + 1)))
                        throw bad(file, "an octal escape", i);
                    sb.append('\0');
                    break;
                case 'x':
                    sb.append((char) hex(file, body, i + 1, 2));
                    i += 2;
                    break;
                case 'u':
                    if (i + 1 < body.length() && body.charAt(i + 1) == '{') throw bad(file, "a \\u{...} escape", i);
                    sb.append((char) hex(file, body, i + 1, 4));
                    i += 4;
                    break;
                case '\r':
                    if (i + 1 < body.length() && body.charAt(i + 1) == '\n') i++;
                    break; // a line continuation: nothing
                case '\n':
                case '\u2028':
                case '\u2029':
                    break;
                default:
                    if (e >= '1' && e <= '9') throw bad(file, "an octal escape", i);
                    sb.append(e); // \" \' \\ and any other char stand for themselves
            }
        }
        return sb.toString();
    }

    private static int hex(Path file, String s, int from, int digits) {
        if (from + digits > s.length()) throw bad(file, "a short hex escape", from);
        int v = 0;
        for (int i = from; i < from + digits; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0) throw bad(file, "a bad hex escape", from);
            v = v * 16 + d;
        }
        return v;
    }

    private static String hex4(char c) {
        String h = Integer.toHexString(c);
        return "0000".substring(h.length()) + h;
    }

    private static String describe(char c) {
        return c == '\n' ? "line feed" : c == '\r' ? "carriage return" : "quote";
    }

    private static IllegalArgumentException bad(Path file, String what, int at) {
        return new IllegalArgumentException(
                file + ": the split-off part's code string has " + what + " at char " + at + " of the string");
    }
}
