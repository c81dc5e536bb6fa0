/*******************************************************************************
 * Copyright 2011 See AUTHORS file.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 ******************************************************************************/
package com.badlogic.gdx.backends.gwt.webaudio;

import com.badlogic.gdx.audio.Music;
import com.google.gwt.core.client.JavaScriptObject;
import com.google.gwt.dom.client.AudioElement;
import com.google.gwt.dom.client.MediaElement;

/**
 * libGDX 1.14.2's web music (an audio element) with four changes (the web build's copy, super-source): its file is
 * fetched only when it is first played (the game's tracks play gapless through {@code html.IntroLoopWebMusic}, and
 * each track's loop file, made here too, is never played); a track's completion listener is told
 * when its audio element ends (libGDX registered the result of calling {@code ended()} instead of a function, so
 * {@code Music.OnCompletionListener} never ran in the browser); and a play() that a pause interrupts before it
 * started, or that the browser refuses before it counts an input as the player's, is not reported on the page's
 * console as an uncaught error (the game stops and retries tracks itself). It takes a plain {@code <audio>} element
 * (from the web build's {@code WebAudioAPIManager}), not GWT's {@code Audio} widget.
 */
public class WebAudioAPIMusic implements Music {
    // The Audio element to be streamed
    private final AudioElement audio;

    // Pool from which we will draw, and eventually return to, our AudioControlGraph from
    private final AudioControlGraphPool audioControlGraphPool;

    // The audio graph used to control pan and volume for this piece of music
    private final AudioControlGraph audioControlGraph;

    private OnCompletionListener onCompletionListener;

    public WebAudioAPIMusic(
            JavaScriptObject audioContext, AudioElement audio, AudioControlGraphPool audioControlGraphPool) {
        this.audio = audio;
        this.audioControlGraphPool = audioControlGraphPool;
        // fetched when first played, not when made: a track's loop file is played by its intro (IntroLoopWebMusic)
        audio.setPreload(MediaElement.PRELOAD_NONE);

        // Create AudioSourceNode from Audio element
        JavaScriptObject audioSourceNode = createMediaElementAudioSourceNode(audioContext, audio);

        // Setup the sound graph to control pan and volume
        audioControlGraph = audioControlGraphPool.obtain();
        audioControlGraph.setSource(audioSourceNode);
    }

    public void ended() {
        if (this.onCompletionListener != null) this.onCompletionListener.onCompletion(this);
    }

    public native JavaScriptObject createMediaElementAudioSourceNode(
            JavaScriptObject audioContext, JavaScriptObject audioElement) /*-{
		var source = audioContext.createMediaElementSource(audioElement);
		var self = this;
		// libGDX 1.14.2 passed ended()'s result here (calling it once, at construction), so the listener never ran
		audioElement.addEventListener("ended", $entry(function () {
			self.@com.badlogic.gdx.backends.gwt.webaudio.WebAudioAPIMusic::ended()();
		}));
		return source;
	}-*/;

    @Override
    public void play() {
        play(audio);
    }

    /**
     * The element's play(), whose promise fails when a pause comes before playback starts (the game stopping one
     * track for another on a quick screen change) or when the browser does not count the input the game took for the
     * player's first (audio.Sfx asks again each frame): neither is an error, and unhandled each was logged as one.
     */
    private static native void play(JavaScriptObject element) /*-{
        var started = element.play();
        if (started && started["catch"]) started["catch"](function (e) {
            if (!e || (e.name !== "AbortError" && e.name !== "NotAllowedError")) throw e;
        });
    }-*/;

    @Override
    public void pause() {
        audio.pause();
    }

    @Override
    public void stop() {
        pause();
        audio.setCurrentTime(0);
    }

    @Override
    public boolean isPlaying() {
        return !audio.isPaused();
    }

    @Override
    public void setLooping(boolean isLooping) {
        audio.setLoop(isLooping);
    }

    @Override
    public boolean isLooping() {
        return audio.isLoop();
    }

    @Override
    public void setVolume(float volume) {
        // Volume can be controlled on the Audio element, or as part of the audio graph. We do it as part of the graph
        // to ensure we
        // use as much common
        // code as possible with the sound effect code.
        audioControlGraph.setVolume(volume);
    }

    @Override
    public float getVolume() {
        return audioControlGraph.getVolume();
    }

    @Override
    public void setPan(float pan, float volume) {
        audioControlGraph.setPan(pan);
        audioControlGraph.setVolume(volume);
    }

    @Override
    public void setPosition(float position) {
        audio.setCurrentTime(position);
    }

    @Override
    public float getPosition() {
        return (float) audio.getCurrentTime();
    }

    @Override
    public void dispose() {
        // Stop the music
        pause();

        // Tear down the audio graph
        audioControlGraphPool.free(audioControlGraph);
    }

    @Override
    public void setOnCompletionListener(OnCompletionListener listener) {
        this.onCompletionListener = listener;
    }
}
