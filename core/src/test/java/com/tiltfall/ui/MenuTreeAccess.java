package com.tiltfall.ui;

import java.util.ArrayList;
import java.util.List;

/** The tests' walk of a menu's tree: its buttons and its scrolling list, in the tree's order. */
final class MenuTreeAccess {
    private MenuTreeAccess() {}

    static List<Node> all(Menu menu) {
        List<Node> out = new ArrayList<>();
        collect(menu.stage.root, out);
        return out;
    }

    private static void collect(Node a, List<Node> out) {
        out.add(a);
        if (a instanceof Node) for (Node c : ((Node) a).getChildren()) collect(c, out);
    }

    static List<MenuButton> buttons(Menu menu) {
        List<MenuButton> out = new ArrayList<>();
        for (Node a : all(menu)) if (a instanceof MenuButton) out.add((MenuButton) a);
        return out;
    }

    /** What a mocked batch's method returns by default: false, 0 or null for its return type. */
    static Object defaultReturn(java.lang.reflect.Method m) {
        Class<?> r = m.getReturnType();
        if (r == boolean.class) return false;
        if (r == int.class) return 0;
        if (r == float.class) return 0f;
        return null;
    }

    static ScrollList list(Menu menu) {
        for (Node a : all(menu)) if (a instanceof ScrollList) return (ScrollList) a;
        return null;
    }
}
