package com.tiltfall.audio;

import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.utils.Disposable;

/**
 * A piece of music with a loop point, as two files: the intro plays once and its end starts the loop, which repeats
 * (libGDX's {@link Music} loops only a whole file). Both platforms play a track's intro on into its loop themselves,
 * without a gap (the desktop's {@code desktop.audio.IntroLoopMusic}, the browser's {@code html.IntroLoopWebMusic}), so
 * there the intro never ends and this plays, pauses and rewinds it alone; with any other {@link Music} the intro's
 * end (its completion listener) starts the loop.
 */
final class LoopedTrack implements Disposable {
    private final Music intro, loop;
    /** The intro has ended: the loop is the one that plays (until {@link #stop} rewinds to the intro). */
    private boolean looping;
    /** Asked to play (and not paused or stopped since): the intro's end starts the loop only then. */
    private boolean wanted;

    LoopedTrack(Music intro, Music loop) {
        this.intro = intro;
        this.loop = loop;
        intro.setLooping(false);
        loop.setLooping(true);
        intro.setOnCompletionListener(m -> introEnded());
    }

    /** Called by the intro's stream when it has played to its end. */
    void introEnded() {
        if (!wanted || looping) return;
        looping = true;
        intro.stop(); // rewound for the next start; a play() asked before this event cannot start it again
        loop.play();
    }

    /** Plays from where it was: the intro's start after a stop, or where a pause left it. */
    void play() {
        wanted = true;
        current().play();
    }

    /**
     * Plays again what should be playing but never started: a browser refuses play() on an input it does not count
     * as the player's (the game's first interaction may not be the page's). An intro that has played to its end is
     * past its start, so this never plays it twice.
     */
    void retryIfRefused() {
        Music m = current();
        if (wanted && !m.isPlaying() && m.getPosition() <= 0f) m.play();
    }

    void pause() {
        wanted = false;
        current().pause();
    }

    /** Stops and rewinds to the intro's start. */
    void stop() {
        wanted = false;
        looping = false;
        intro.stop();
        loop.stop();
    }

    boolean isPlaying() {
        return current().isPlaying();
    }

    /** Whether the intro has ended and the loop plays (for tests). */
    boolean isLooping() {
        return looping;
    }

    void setVolume(float volume) {
        intro.setVolume(volume);
        loop.setVolume(volume);
    }

    private Music current() {
        return looping ? loop : intro;
    }

    @Override
    public void dispose() {
        intro.dispose();
        loop.dispose();
    }
}
