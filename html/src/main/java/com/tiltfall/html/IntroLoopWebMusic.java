package com.tiltfall.html;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Music;
import com.google.gwt.core.client.JavaScriptObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The browser's gapless music (docs/sound.md, "In the browser"): {@code NAME-intro.mp3} and {@code NAME-loop.mp3},
 * fetched when made, decoded ({@code decodeAudioData}: Chromium reads the LAME tag, so each part is exactly its bars
 * long) and copied into one AudioBuffer, played by one AudioBufferSourceNode that loops from the intro's end
 * ({@code loopStart}) to the buffer's end: the join is sample-exact, no event involved. Like the desktop's
 * {@code desktop.audio.IntroLoopMusic}, the intro never "ends": core's {@code audio.LoopedTrack} plays, pauses and
 * rewinds this alone.
 *
 * <p>A source node cannot pause: pause() stops it and keeps the position, play() starts a new one there. Memory: the
 * decoded track is 4 bytes a sample at the page's rate (a 71 s mono track at 48 kHz: 13.7 MB; twice that while the
 * parts are joined), so only one track stays decoded: when a track is decoded, every other one that is not playing
 * drops its buffer (it keeps its fetched bytes, ~0.25 MB, and decodes again when played). A stopped track keeps its
 * buffer until then, so a level restart does not decode again.
 */
final class IntroLoopWebMusic implements Music {
    /** Every track made (they are kept by the game until it quits): the ones whose buffers may be dropped. */
    private static final List<IntroLoopWebMusic> TRACKS = new ArrayList<>();

    private final JavaScriptObject context, gain;
    private final String name;
    /** The fetched files, kept for decoding again (decodeAudioData takes a copy). */
    private JavaScriptObject introBytes, loopBytes;
    /** Intro + loop decoded, or null; the source node playing it, or null. */
    private JavaScriptObject buffer, source;

    private double introSeconds, bufferSeconds;
    /** Asked to play and not paused or stopped since (it may still be fetching or decoding). */
    private boolean playing;

    private boolean decoding, failed;
    /** Where play() starts, in seconds from the intro's start (valid while no source plays). */
    private double offset;
    /** The context's time at which the buffer's start would have played (valid while a source plays). */
    private double startedAt;

    private float volume = 1f;

    /**
     * @param destination the node the music plays into (libGDX's global volume node, which libGDX disconnects while
     *     the page is hidden)
     */
    IntroLoopWebMusic(JavaScriptObject context, JavaScriptObject destination, String introUrl, String loopUrl) {
        this.context = context;
        this.name = introUrl.replaceFirst(".*/", "");
        this.gain = createGain(context, destination);
        TRACKS.add(this);
        fetch(introUrl, true);
        fetch(loopUrl, false);
    }

    private native void fetch(String url, boolean intro) /*-{
        var self = this;
        // low: a level's files, asked for at the same input (Play), come first where the browser weighs requests
        $wnd.fetch(url, {priority: "low"}).then(function (response) {
            if (!response.ok) throw new Error("HTTP " + response.status);
            return response.arrayBuffer();
        }).then($entry(function (bytes) {
            self.@com.tiltfall.html.IntroLoopWebMusic::fetched(ZLcom/google/gwt/core/client/JavaScriptObject;)(intro, bytes);
        }), $entry(function (e) {
            self.@com.tiltfall.html.IntroLoopWebMusic::failed(Ljava/lang/String;)(url.replace(/.*\//, "") + ": " + e);
        }));
    }-*/;

    private void fetched(boolean intro, JavaScriptObject bytes) {
        if (intro) introBytes = bytes;
        else loopBytes = bytes;
        if (playing) decode();
    }

    /** Decodes both parts and joins them, once both are fetched and none is decoded or decoding. */
    private void decode() {
        if (failed || decoding || buffer != null || introBytes == null || loopBytes == null) return;
        decoding = true;
        decodeJoined(context, introBytes, loopBytes);
    }

    private native void decodeJoined(JavaScriptObject context, JavaScriptObject intro, JavaScriptObject loop) /*-{
        var self = this;
        var decode = function (bytes) {
            return new Promise(function (ok, fail) {
                // a copy: decodeAudioData takes its bytes away from the page; the callbacks: older Safari
                var p = context.decodeAudioData(bytes.slice(0), ok, function (e) { fail(e || new Error("cannot decode")); });
                if (p && p["catch"]) p["catch"](function () {});
            });
        };
        Promise.all([decode(intro), decode(loop)]).then($entry(function (parts) {
            var a = parts[0], b = parts[1], channels = Math.max(a.numberOfChannels, b.numberOfChannels);
            var joined = context.createBuffer(channels, a.length + b.length, a.sampleRate);
            for (var c = 0; c < channels; c++) {
                var to = joined.getChannelData(c);
                to.set(a.getChannelData(Math.min(c, a.numberOfChannels - 1)), 0);
                to.set(b.getChannelData(Math.min(c, b.numberOfChannels - 1)), a.length);
            }
            self.@com.tiltfall.html.IntroLoopWebMusic::decoded(Lcom/google/gwt/core/client/JavaScriptObject;DD)(
                joined, a.length / a.sampleRate, joined.duration);
        }), $entry(function (e) {
            self.@com.tiltfall.html.IntroLoopWebMusic::failed(Ljava/lang/String;)("decoding: " + e);
        }));
    }-*/;

    private void decoded(JavaScriptObject joined, double introSeconds, double bufferSeconds) {
        decoding = false;
        if (introBytes == null) return; // disposed meanwhile
        for (IntroLoopWebMusic other : TRACKS) {
            if (other != this && !other.playing) other.buffer = null;
        }
        this.buffer = joined;
        this.introSeconds = introSeconds;
        this.bufferSeconds = bufferSeconds;
        if (playing) startSource();
    }

    private void failed(String problem) {
        decoding = false;
        if (failed) return;
        failed = true;
        if (Gdx.app != null) Gdx.app.error("Tiltfall", "music " + name + " unavailable: " + problem);
    }

    private void startSource() {
        if (offset >= bufferSeconds) offset = 0;
        source = start(context, buffer, gain, introSeconds, offset);
        startedAt = currentTime(context) - offset;
    }

    private static native JavaScriptObject start(
            JavaScriptObject context,
            JavaScriptObject buffer,
            JavaScriptObject gain,
            double loopStart,
            double offset) /*-{
        var source = context.createBufferSource();
        source.buffer = buffer;
        source.loop = true;
        source.loopStart = loopStart;
        source.loopEnd = buffer.duration;
        source.connect(gain);
        source.start(0, offset);
        return source;
    }-*/;

    /** Stops the source, keeping where it was in {@link #offset}. */
    private void stopSource() {
        if (source == null) return;
        offset = positionNow();
        stop(source);
        source = null;
    }

    private static native void stop(JavaScriptObject source) /*-{
        source.stop();
        source.disconnect();
    }-*/;

    /** Where the playing source is: past the buffer's end it has gone round the loop. */
    private double positionNow() {
        double t = currentTime(context) - startedAt;
        if (t < bufferSeconds) return Math.max(0, t);
        double loop = bufferSeconds - introSeconds;
        return introSeconds + (loop > 0 ? (t - introSeconds) % loop : 0);
    }

    private static native double currentTime(JavaScriptObject context) /*-{
        return context.currentTime;
    }-*/;

    @Override
    public void play() {
        if (playing) return;
        playing = true;
        if (buffer != null) startSource();
        else decode();
    }

    @Override
    public void pause() {
        playing = false;
        stopSource();
    }

    @Override
    public void stop() {
        pause();
        offset = 0;
    }

    @Override
    public boolean isPlaying() {
        return playing;
    }

    /** The loop part always repeats (that is this class's point); the intro plays once. */
    @Override
    public void setLooping(boolean isLooping) {}

    @Override
    public boolean isLooping() {
        return true;
    }

    @Override
    public void setVolume(float volume) {
        this.volume = volume;
        setGain(gain, volume);
    }

    private static native void setGain(JavaScriptObject gain, float volume) /*-{
        gain.gain.value = volume;
    }-*/;

    @Override
    public float getVolume() {
        return volume;
    }

    /** The music is mono and never panned: only the volume is set. */
    @Override
    public void setPan(float pan, float volume) {
        setVolume(volume);
    }

    @Override
    public void setPosition(float position) {
        boolean wasPlaying = source != null;
        stopSource();
        offset = Math.max(0, position);
        if (wasPlaying) startSource();
    }

    @Override
    public float getPosition() {
        return (float) (source != null ? positionNow() : offset);
    }

    @Override
    public void dispose() {
        stop();
        TRACKS.remove(this);
        buffer = introBytes = loopBytes = null;
        failed = true;
        disconnect(gain);
    }

    private static native JavaScriptObject createGain(JavaScriptObject context, JavaScriptObject destination) /*-{
        var gain = context.createGain();
        gain.connect(destination);
        return gain;
    }-*/;

    private static native void disconnect(JavaScriptObject node) /*-{
        node.disconnect();
    }-*/;

    /** Nothing to tell: the loop repeats until stopped. */
    @Override
    public void setOnCompletionListener(OnCompletionListener listener) {}
}
