package com.tiltfall.screen;

import com.badlogic.gdx.graphics.Color;
import com.tiltfall.ghost.GhostRace;

/** The race's split ("-1.2 s": ahead in green, behind in red) and its notices, under the HUD's top lines. */
final class GhostHud {
    static final Color AHEAD = new Color(0.3f, 0.95f, 0.3f, 1f), BEHIND = new Color(1f, 0.3f, 0.25f, 1f);

    private GhostHud() {}

    /** In the screen's logical pixels (the caller has applied ui.screen and enabled blending). */
    static void draw(Ui ui, GhostRace race, float w, float h) {
        CharSequence split = race.split();
        String notice = race.notice();
        if (split == null && notice == null) return;
        ui.batch.begin();
        if (split != null) ui.centred(split, w / 2f, h * 0.8f, 1.6f, race.splitDelta() <= 0 ? AHEAD : BEHIND);
        if (notice != null) ui.wrapped(notice, w / 2f, h * 0.8f - 44f, w - 32f, 1f);
        ui.batch.end();
    }
}
