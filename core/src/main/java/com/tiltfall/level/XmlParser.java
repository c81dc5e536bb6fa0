package com.tiltfall.level;

import com.badlogic.gdx.utils.XmlReader.Element;

/**
 * Reads XML into libGDX's {@code XmlReader.Element} tree, the same tree libGDX's {@code XmlReader} builds from every
 * document it reads correctly (XmlParserTest compares the two): elements, attributes in single or double quotes,
 * text (leading and trailing white space dropped, the pieces of mixed content joined), CDATA, entities (through
 * {@link Entities}; an unknown one becomes its bare name), comments, and the prolog and processing instructions
 * skipped. It replaced libGDX's state-machine parser, whose tables cost the web build's level code 3.6 KB
 * (docs/performance/web.md), and it is stricter where libGDX's reader went on with a broken file: a closing tag must
 * name the element it closes, and nothing but comments may follow the root. A fault is an
 * {@link IllegalArgumentException} naming its line and column and what was wrong, e.g. "line 4, column 3:
 * &lt;/layer&gt; closes &lt;data&gt;". Without recursion: a damaged file may nest deeply.
 */
public final class XmlParser {
    /** Resolves an entity's name (without {@code &} and {@code ;}) to its text, or null when unknown. */
    public interface Entities {
        String entity(String name);
    }

    private final char[] d;
    private final int end;
    private final Entities entities;
    private final StringBuilder buffer = new StringBuilder();
    private int p;

    private XmlParser(char[] data, int offset, int length, Entities entities) {
        d = data;
        p = offset;
        end = length; // as libGDX's parse: "length" is where the text ends
        this.entities = entities;
    }

    /** The document's root element; throws IllegalArgumentException naming the line and column of a fault. */
    public static Element parse(char[] data, int offset, int length, Entities entities) {
        return new XmlParser(data, offset, length, entities).document();
    }

    private Element document() {
        Element root = null, current = null;
        while (true) {
            skipSpace();
            if (p >= end) {
                if (current != null)
                    throw fault("the file ends inside <" + current.getName() + ">: a </" + current.getName()
                            + "> is missing");
                if (root == null) throw fault("there is no element in the file");
                return root;
            }
            if (d[p] != '<') {
                int start = p;
                while (p < end && d[p] != '<') p++;
                if (current == null) {
                    p = start;
                    throw fault("text outside the root element");
                }
                appendText(current, textOf(start, p));
                continue;
            }
            int tag = p++;
            skipSpace();
            if (p < end && d[p] == '/') {
                if (current == null) throw fault("a closing tag with no element open");
                p++;
                int nameStart = p;
                while (p < end && d[p] != '>') p++;
                if (p >= end || p == nameStart) throw fault("a closing tag without its name and >");
                String name = new String(d, nameStart, p - nameStart).trim();
                if (!name.equals(current.getName())) {
                    p = tag;
                    throw fault("</" + firstWord(name) + "> closes <" + current.getName() + ">");
                }
                p++;
                root = current;
                current = current.getParent();
                continue;
            }
            int nameStart = p;
            while (p < end && !isSpace(d[p]) && d[p] != '/' && d[p] != '>') p++;
            if (p == nameStart) {
                if (current == null && root != null)
                    throw fault("a stray < after the root element <" + root.getName() + "> has ended");
                throw fault("expected an element name after <");
            }
            char first = d[nameStart];
            if (first == '?' || first == '!') {
                special(current, nameStart);
                continue;
            }
            if (current == null && root != null) {
                p = tag;
                throw fault("a second element after the root element <" + root.getName() + "> has ended");
            }
            Element element = new Element(new String(d, nameStart, p - nameStart), current);
            if (current != null) current.addChild(element);
            if (attributes(element)) {
                root = element; // <name/>: complete at once
            } else current = element;
        }
    }

    /** A prolog, processing instruction, declaration, comment or CDATA section ({@code <?}, {@code <!}). */
    private void special(Element current, int s) {
        if (startsWith(s, "![CDATA[")) {
            int from = s + 8;
            p = indexOf("]]>", from);
            if (p < 0) throw faultAt(s - 1, "a CDATA section without its ]]>");
            if (current == null) throw faultAt(s - 1, "text outside the root element");
            appendText(current, new String(d, from, p - from));
            p += 3;
        } else if (startsWith(s, "!--")) {
            p = indexOf("-->", s + 3);
            if (p < 0) throw faultAt(s - 1, "a comment without its -->");
            p += 3;
        } else {
            while (p < end && d[p] != '>') p++;
            if (p >= end) throw faultAt(s - 1, "a <" + d[s] + " without its >");
            p++;
        }
    }

    /**
     * The attributes up to and including the tag's end; true for an element closed at once ({@code />}). Each
     * attribute follows white space: {@code name = "value"} or {@code 'value'}.
     */
    private boolean attributes(Element element) {
        while (true) {
            int before = p;
            skipSpace();
            if (p >= end) throw fault("the file ends inside the tag <" + element.getName() + ">");
            if (d[p] == '>') {
                p++;
                return false;
            }
            if (d[p] == '/') {
                if (p + 1 < end && d[p + 1] == '>') {
                    p += 2;
                    return true;
                }
                throw fault("expected > after / in <" + element.getName() + ">");
            }
            if (p == before) throw fault("expected white space before the attribute in <" + element.getName() + ">");
            int nameStart = p;
            while (p < end && !isSpace(d[p]) && d[p] != '/' && d[p] != '>' && d[p] != '=') p++;
            String name = new String(d, nameStart, p - nameStart);
            skipSpace();
            if (p >= end || d[p] != '=') throw fault("expected = after the attribute name " + name);
            p++;
            skipSpace();
            if (p >= end || (d[p] != '"' && d[p] != '\'')) throw fault("expected the value of " + name + " in quotes");
            char quote = d[p++];
            int valueStart = p;
            while (p < end && d[p] != quote) p++;
            if (p >= end) throw faultAt(valueStart - 1, "the value of " + name + " has no closing " + quote);
            element.setAttribute(name, textOf(valueStart, p));
            p++;
        }
    }

    /** libGDX's text of [s, e): trailing white space dropped, each {@code &name;} replaced by its entity's text. */
    private String textOf(int s, int e) {
        while (e != s && (d[e - 1] == ' ' || d[e - 1] == '\t' || d[e - 1] == '\n' || d[e - 1] == '\r')) e--;
        int i = s;
        boolean found = false;
        while (i != e) {
            if (d[i++] != '&') continue;
            int nameStart = i;
            while (i != e) {
                if (d[i++] != ';') continue;
                buffer.append(d, s, nameStart - s - 1);
                String name = new String(d, nameStart, i - nameStart - 1);
                String value = entities.entity(name);
                buffer.append(value != null ? value : name);
                s = i;
                found = true;
                break;
            }
        }
        if (!found) return new String(d, s, e - s);
        if (s < e) buffer.append(d, s, e - s);
        String text = buffer.toString();
        buffer.setLength(0);
        return text;
    }

    /** A name for a message: up to its first white space (a damaged tag may run over lines). */
    private static String firstWord(String name) {
        for (int i = 0; i < name.length(); i++) if (isSpace(name.charAt(i))) return name.substring(0, i) + "...";
        return name;
    }

    private static void appendText(Element element, String text) {
        String existing = element.getText();
        element.setText(existing != null ? existing + text : text);
    }

    /** XML's white space as libGDX's reader skips it (with vertical tab and form feed). */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == 0x0B || c == 0x0C;
    }

    private void skipSpace() {
        while (p < end && isSpace(d[p])) p++;
    }

    private boolean startsWith(int at, String s) {
        if (at + s.length() > end) return false;
        for (int i = 0; i < s.length(); i++) if (d[at + i] != s.charAt(i)) return false;
        return true;
    }

    private int indexOf(String s, int from) {
        for (int i = from; i + s.length() <= end; i++) if (startsWith(i, s)) return i;
        return -1;
    }

    private IllegalArgumentException fault(String what) {
        return faultAt(p, what);
    }

    /** The fault at position at, with its line and column (1-based, a tab counts one). */
    private IllegalArgumentException faultAt(int at, String what) {
        int line = 1, lineStart = 0;
        for (int i = 0; i < at && i < end; i++) {
            if (d[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new IllegalArgumentException("line " + line + ", column " + (at - lineStart + 1) + ": " + what);
    }
}
