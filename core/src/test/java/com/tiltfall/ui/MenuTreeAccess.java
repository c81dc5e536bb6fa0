package com.tiltfall.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import java.util.ArrayList;
import java.util.List;

/** The tests' walk of a menu's tree: its buttons and its scrolling list, in the tree's order. */
final class MenuTreeAccess {
    private MenuTreeAccess() {}

    static List<Actor> all(Menu menu) {
        List<Actor> out = new ArrayList<>();
        collect(menu.stage.getRoot(), out);
        return out;
    }

    private static void collect(Actor a, List<Actor> out) {
        out.add(a);
        if (a instanceof Group) for (Actor c : ((Group) a).getChildren()) collect(c, out);
    }

    static List<MenuButton> buttons(Menu menu) {
        List<MenuButton> out = new ArrayList<>();
        for (Actor a : all(menu)) if (a instanceof MenuButton) out.add((MenuButton) a);
        return out;
    }

    static ScrollList list(Menu menu) {
        for (Actor a : all(menu)) if (a instanceof ScrollList) return (ScrollList) a;
        return null;
    }
}
