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
        for (Node c : a.getChildren()) collect(c, out);
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

    /**
     * {@code app} answering {@code getType()} with Desktop: the stage follows the mouse's hover only on a desktop or
     * in a browser (the headless backend is neither).
     */
    static com.badlogic.gdx.Application desktop(com.badlogic.gdx.Application app) {
        return (com.badlogic.gdx.Application) java.lang.reflect.Proxy.newProxyInstance(
                com.badlogic.gdx.Application.class.getClassLoader(),
                new Class<?>[] {com.badlogic.gdx.Application.class},
                (p, m, a) -> m.getName().equals("getType")
                        ? com.badlogic.gdx.Application.ApplicationType.Desktop
                        : m.invoke(app, a));
    }

    static ScrollList list(Menu menu) {
        for (Node a : all(menu)) if (a instanceof ScrollList) return (ScrollList) a;
        return null;
    }
}
