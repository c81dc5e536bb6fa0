package com.tiltfall.html.build;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GWT's class literals made by one call per script part instead of one declaration each, after terser: 2 KB less as
 * sent (docs/performance/web.md). Once {@code getClass()} is reachable (Ashley's {@code Entity.add}, libGDX's
 * {@code Pools}, the JRE's {@code Object.toString}) GWT declares a global {@code var X=createForClass(typeId)} for
 * every instantiated class, about 750 of them, which makes the class's {@code Class} object and puts it on the
 * class's prototype. Most of these variables are never read: the call is kept for what it puts on the prototype.
 *
 * <p>A declaration whose variable appears nowhere else in any part (the parts share one global scope) goes, name and
 * all, and its type ids are passed to the same function in one call, {@code [810,32,...].forEach(f)}, just after
 * the first declaration statement it came from (or where it was, when nothing else was declared there): every
 * literal is made no later than before, by the same function (GWT's {@code createForClass} puts a literal made
 * before its class's prototype on the prototype when that is defined), so {@code getClass()} returns the same
 * objects. Only the order in which the literals are made changes,
 * which shows only in the made-up names of literals without a type id (interfaces: {@code Class$<sequence number>};
 * the game prints no class name). Such an interface literal whose variable is never read is not made at all: it is
 * put nowhere else, so nothing could reach it. A declaration statement is touched only when it holds nothing but plain
 * declarators ({@code a}, {@code a=1}, {@code a=f()}, {@code a=f(12)}); where GWT's function is not found (another
 * GWT or terser version) nothing changes and the build says so.
 */
final class ClassLiterals {
    /** GWT 2.11's {@code Class.createForClass} without class metadata, as terser writes it. */
    private static final Pattern CREATE = Pattern.compile(
            "function ([\\w$]+)\\(([\\w$]+)\\)\\{var ([\\w$]+);return [\\w$]+\\(\\2,\\3=[\\w$]+\\(\\2\\)\\),\\3\\}");

    /** GWT 2.11's {@code Class.createForInterface}: a literal with no type id, reachable only through its variable. */
    private static final Pattern CREATE_INTERFACE =
            Pattern.compile("function ([\\w$]+)\\(\\)\\{var ([\\w$]+);return\\(\\2=[\\w$]+\\(null\\)\\)\\.e=2,\\2\\}");

    private static final String DECLARATOR = "[\\w$]+(?:=(?:[\\w$]+\\(\\d*\\)|\\d+|!0|!1))?";
    /** A whole declaration statement of plain declarators, after the end of another statement. */
    private static final Pattern STATEMENT =
            Pattern.compile("(?<=[;}])var " + DECLARATOR + "(?:," + DECLARATOR + ")*;");

    private static final Pattern NAME = Pattern.compile("[\\w$]+");

    private ClassLiterals() {}

    /**
     * The codes of a compiled script's parts (the start script's first) with the class literals batched; the same
     * list when the start script has no {@code createForClass} of the expected shape.
     */
    static List<String> batch(List<String> codes) {
        Matcher create = CREATE.matcher(codes.get(0));
        if (!create.find()) return codes;
        Pattern literal = Pattern.compile("([\\w$]+)=" + Pattern.quote(create.group(1)) + "\\((\\d+)\\)");
        Matcher createInterface = CREATE_INTERFACE.matcher(codes.get(0));
        Pattern interfaceLiteral = Pattern.compile(
                createInterface.find()
                        ? "([\\w$]+)=" + Pattern.quote(createInterface.group(1)) + "\\(\\)"
                        : "(?!)"); // none: matches nothing
        Map<String, Integer> uses = new HashMap<>();
        for (String code : codes) {
            Matcher m = NAME.matcher(code);
            while (m.find()) uses.merge(m.group(), 1, Integer::sum);
        }
        List<String> out = new ArrayList<>();
        for (String code : codes) out.add(batch(code, create.group(1), literal, interfaceLiteral, uses));
        return out;
    }

    private static String batch(
            String code, String create, Pattern literal, Pattern interfaceLiteral, Map<String, Integer> uses) {
        StringBuilder out = new StringBuilder(code.length());
        StringJoiner typeIds = new StringJoiner(",", "[", "].forEach(" + create + ");");
        int batchAt = -1, copied = 0, made = 0;
        Matcher statement = STATEMENT.matcher(code);
        while (statement.find()) {
            String text = statement.group();
            StringJoiner kept = new StringJoiner(",", "var ", ";").setEmptyValue("");
            boolean changed = false;
            int madeBefore = made;
            for (String declarator : text.substring(4, text.length() - 1).split(",")) {
                Matcher m = literal.matcher(declarator);
                Matcher i = interfaceLiteral.matcher(declarator);
                if (m.matches() && uses.get(m.group(1)) == 1) { // read nowhere: neither the call nor the name stays
                    typeIds.add(m.group(2));
                    made++;
                    changed = true;
                } else if (i.matches() && uses.get(i.group(1)) == 1) { // an object nothing can reach: not made
                    changed = true;
                } else {
                    kept.add(declarator);
                }
            }
            if (!changed) continue;
            out.append(code, copied, statement.start()).append(kept);
            copied = statement.end();
            if (batchAt < 0 && made > madeBefore) batchAt = out.length(); // where GWT made literals already
        }
        if (copied == 0) return code;
        out.append(code, copied, code.length());
        return made > 0 ? out.insert(batchAt, typeIds.toString()).toString() : out.toString();
    }
}
