package com.tiltfall.audio;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;
import javazoom.jl.decoder.Bitstream;
import javazoom.jl.decoder.Header;
import javazoom.jl.decoder.JavaLayerException;
import javazoom.jl.decoder.MP3Decoder;
import javazoom.jl.decoder.OutputBuffer;

/** A sound file's samples, mixed to mono in -1..1: WAV by the JDK, MP3 by the decoder libGDX's desktop plays with. */
final class Pcm {
    final float[] samples;
    final int rate;

    Pcm(float[] samples, int rate) {
        this.samples = samples;
        this.rate = rate;
    }

    double seconds() {
        return samples.length / (double) rate;
    }

    static Pcm read(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (name.endsWith(".wav")) return wav(file);
        if (name.endsWith(".mp3")) return mp3(file);
        throw new IOException(file + ": neither .wav nor .mp3");
    }

    private static Pcm wav(Path file) throws IOException {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(file.toFile())) {
            AudioFormat f = in.getFormat();
            if (f.getEncoding() != AudioFormat.Encoding.PCM_SIGNED || f.getSampleSizeInBits() != 16 || f.isBigEndian())
                throw new IOException(file + ": not 16-bit little-endian PCM: " + f);
            return fromShorts(in.readAllBytes(), f.getChannels(), (int) f.getSampleRate());
        } catch (UnsupportedAudioFileException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static Pcm mp3(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            Bitstream stream = new Bitstream(in);
            MP3Decoder decoder = new MP3Decoder();
            OutputBuffer out = null;
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            int channels = 1, rate = 0;
            for (Header h = stream.readFrame(); h != null; h = stream.readFrame()) {
                if (out == null) {
                    channels = h.mode() == Header.SINGLE_CHANNEL ? 1 : 2;
                    rate = h.frequency();
                    out = new OutputBuffer(channels, false);
                    decoder.setOutputBuffer(out);
                }
                decoder.decodeFrame(h, stream);
                stream.closeFrame();
                bytes.write(out.getBuffer(), 0, out.reset());
            }
            if (out == null) throw new IOException(file + ": no MP3 frames");
            return fromShorts(bytes.toByteArray(), channels, rate);
        } catch (JavaLayerException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** 16-bit little-endian interleaved frames, averaged to mono. */
    private static Pcm fromShorts(byte[] b, int channels, int rate) {
        int frames = b.length / (2 * channels);
        float[] s = new float[frames];
        for (int i = 0; i < frames; i++) {
            float sum = 0;
            for (int c = 0; c < channels; c++) {
                int at = 2 * (i * channels + c);
                sum += (short) ((b[at] & 0xff) | (b[at + 1] << 8)) / 32768f;
            }
            s[i] = sum / channels;
        }
        return new Pcm(s, rate);
    }
}
