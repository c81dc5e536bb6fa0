package com.tiltfall.html;

import com.tiltfall.TiltfallGame;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;

/**
 * Keeps the last finished run in the page: the "Save last run" link (index.html) downloads it as a .replay file,
 * since a web page cannot write to the player's disk by itself.
 */
final class WebRunRecorder implements TiltfallGame.RunRecorder {
    private String lastRun;
    private String lastName;

    @Override
    public void save(Replay replay, String outcome) {
        if (replay.steps() == 0) return;
        lastRun = "# " + outcome + "\n" + ReplayFormat.write(replay);
        String level = replay.level.substring(replay.level.lastIndexOf('/') + 1);
        lastName = (level.endsWith(".tmx") ? level.substring(0, level.length() - 4) : level) + ".replay";
        announce(lastName);
    }

    String lastRun() {
        return lastRun;
    }

    String lastName() {
        return lastName;
    }

    /** Shows the page's save link once there is something to save. */
    private static native void announce(String name) /*-{
        var link = $doc.getElementById('save-run');
        if (link) { link.style.display = 'inline'; link.title = 'Download ' + name; }
    }-*/;
}
