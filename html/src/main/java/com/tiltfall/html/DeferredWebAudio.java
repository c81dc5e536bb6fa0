package com.tiltfall.html;

import com.badlogic.gdx.audio.AudioDevice;
import com.badlogic.gdx.audio.AudioRecorder;
import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.backends.gwt.DefaultGwtAudio;
import com.badlogic.gdx.backends.gwt.GwtAudio;
import com.badlogic.gdx.backends.gwt.GwtFileHandle;
import com.badlogic.gdx.files.FileHandle;
import com.google.gwt.core.client.JavaScriptObject;

/**
 * libGDX's web audio, started when the game first asks for a sound or a track. libGDX starts it before the game's
 * {@code create}, and starting it creates the page's AudioContext: ~0.3 s of the page's thread in Chromium, on the way
 * to the title, which plays nothing (the game loads its effects once the title is drawn: {@code Sfx.loadEffects}).
 *
 * <p>Sound on phones: a browser starts audio only after a tap, click or key, and libGDX tries once, on the first input
 * event of any kind, which on a phone is a touchstart (no user activation): the game would stay silent. So the audio
 * context is resumed on every real activation until it runs.
 */
final class DeferredWebAudio implements GwtAudio {
    private static final String INTRO = "-intro.mp3", LOOP = "-loop.mp3";
    private DefaultGwtAudio audio;

    private DefaultGwtAudio audio() {
        if (audio == null) {
            audio = new DefaultGwtAudio();
            resumeOnActivation(audio);
        }
        return audio;
    }

    private static native void resumeOnActivation(DefaultGwtAudio audio) /*-{
        var manager = audio.@com.badlogic.gdx.backends.gwt.DefaultGwtAudio::webAudioAPIManager;
        var context = manager && manager.@com.badlogic.gdx.backends.gwt.webaudio.WebAudioAPIManager::getAudioContext()();
        if (!context || !context.resume) return;
        $wnd.tiltfallAudioContext = context;
        var resume = function () { if (context.state === 'suspended') context.resume(); };
        ['touchend', 'mouseup', 'keydown', 'click'].forEach(function (name) {
            $doc.addEventListener(name, resume, true);
        });
    }-*/;

    @Override
    public Sound newSound(FileHandle file) {
        return audio().newSound(file);
    }

    /**
     * A track's intro ({@code NAME-intro.mp3}) plays on into its loop ({@code NAME-loop.mp3}) without a gap
     * ({@link IntroLoopWebMusic}); any other file is libGDX's music (an audio element).
     */
    @Override
    public Music newMusic(FileHandle file) {
        String name = file.name();
        if (!name.endsWith(INTRO)) return audio().newMusic(file);
        FileHandle loop = file.sibling(name.substring(0, name.length() - INTRO.length()) + LOOP);
        DefaultGwtAudio audio = audio();
        return new IntroLoopWebMusic(
                context(audio),
                globalVolume(audio),
                ((GwtFileHandle) file).getAssetUrl(),
                ((GwtFileHandle) loop).getAssetUrl());
    }

    private static native JavaScriptObject context(DefaultGwtAudio audio) /*-{
        var manager = audio.@com.badlogic.gdx.backends.gwt.DefaultGwtAudio::webAudioAPIManager;
        return manager.@com.badlogic.gdx.backends.gwt.webaudio.WebAudioAPIManager::getAudioContext()();
    }-*/;

    /** libGDX's node every sound plays into: it disconnects it while the page is hidden. */
    private static native JavaScriptObject globalVolume(DefaultGwtAudio audio) /*-{
        var manager = audio.@com.badlogic.gdx.backends.gwt.DefaultGwtAudio::webAudioAPIManager;
        return manager.@com.badlogic.gdx.backends.gwt.webaudio.WebAudioAPIManager::globalVolumeNode;
    }-*/;

    @Override
    public AudioDevice newAudioDevice(int samplingRate, boolean isMono) {
        return audio().newAudioDevice(samplingRate, isMono);
    }

    @Override
    public AudioRecorder newAudioRecorder(int samplingRate, boolean isMono) {
        return audio().newAudioRecorder(samplingRate, isMono);
    }

    @Override
    public boolean switchOutputDevice(String deviceIdentifier) {
        return audio().switchOutputDevice(deviceIdentifier);
    }

    @Override
    public String[] getAvailableOutputDevices() {
        return audio().getAvailableOutputDevices();
    }

    @Override
    public void dispose() {
        if (audio != null) audio.dispose();
    }
}
