package com.tiltfall.desktop.audio;

import com.badlogic.gdx.backends.lwjgl3.audio.OpenALLwjgl3Audio;
import com.badlogic.gdx.backends.lwjgl3.audio.OpenALMusic;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.StreamUtils;
import java.io.IOException;

/**
 * The desktop's MP3 music stream, gapless ({@link GaplessMp3}), registered for ".mp3" by {@link #install}. A file
 * named {@code NAME-intro.mp3} with a {@code NAME-loop.mp3} beside it goes on into that loop in the same stream,
 * sample for sample, and repeats the loop (so the intro never "ends": core's {@code audio.LoopedTrack} keeps playing
 * it, and stop() rewinds it to the intro's start); any other file plays as libGDX's MP3 music would, without the
 * encoder's silence.
 */
public final class IntroLoopMusic extends OpenALMusic {
    static final String INTRO = "-intro.mp3", LOOP = "-loop.mp3";

    private final FileHandle loopFile;
    private GaplessMp3 input;
    private boolean inLoop;
    private short[] samples = new short[0];

    public IntroLoopMusic(OpenALLwjgl3Audio audio, FileHandle file) {
        super(audio, file);
        FileHandle sibling = file.name().endsWith(INTRO)
                ? file.sibling(file.name().substring(0, file.name().length() - INTRO.length()) + LOOP)
                : null;
        loopFile = sibling != null && sibling.exists() ? sibling : null;
        input = new GaplessMp3(file.read());
        setup(input.channels(), 16, input.sampleRate());
    }

    /** Plays MP3 music through this class on the desktop (call once the audio exists). */
    public static void install(OpenALLwjgl3Audio audio) {
        audio.registerMusic("mp3", IntroLoopMusic::new);
    }

    @Override
    public int read(byte[] buffer) {
        if (input == null) input = new GaplessMp3(file.read());
        int want = buffer.length / 2;
        if (samples.length < want) samples = new short[want];
        int got = 0;
        try {
            while (got < want) {
                int n = input.read(samples, got, want - got);
                if (n > 0) {
                    got += n;
                } else if (n < 0 && loopFile != null) {
                    StreamUtils.closeQuietly(input); // the intro or a pass of the loop ended: the loop (again)
                    input = new GaplessMp3(loopFile.read());
                    inLoop = true;
                } else if (n < 0) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new GdxRuntimeException("Error reading audio data: " + file, e);
        }
        for (int i = 0; i < got; i++) {
            buffer[2 * i] = (byte) samples[i];
            buffer[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        return got == 0 ? -1 : 2 * got;
    }

    @Override
    public void reset() {
        StreamUtils.closeQuietly(input);
        input = null;
        inLoop = false;
    }

    /** Whether the stream has gone on from the intro into its loop (for tests). */
    boolean inLoop() {
        return inLoop;
    }
}
