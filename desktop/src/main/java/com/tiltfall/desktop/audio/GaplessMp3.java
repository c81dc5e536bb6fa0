package com.tiltfall.desktop.audio;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import javazoom.jl.decoder.Bitstream;
import javazoom.jl.decoder.BitstreamException;
import javazoom.jl.decoder.DecoderException;
import javazoom.jl.decoder.Header;
import javazoom.jl.decoder.MP3Decoder;
import javazoom.jl.decoder.OutputBuffer;

/**
 * An MP3's samples as they were before encoding: decoded by the decoder libGDX's desktop music uses (jlayer), less
 * the silence the encoder and the decoder add. LAME's Xing/LAME tag (the first frame: it holds no audio) states the
 * encoder's delay and padding; the decoder's own delay is 529 samples (the standard's filter bank). So a loop that
 * wraps, or an intro followed by its loop, joins without a gap. A file without the tag is read whole, as libGDX does.
 */
public final class GaplessMp3 implements Closeable {
    /** The MPEG layer III decoder's delay, samples (the synthesis filter bank: every decoder has it). */
    static final int DECODER_DELAY = 529;

    private final Bitstream bitstream;
    private final MP3Decoder decoder = new MP3Decoder();
    private final OutputBuffer output;
    private final int channels, sampleRate;
    /** Samples (per channel) still to drop at the start; and to hold back at the end (the padding's decoded part). */
    private int skip;

    private final int holdBack;
    /** Decoded samples not yet given out (interleaved), a ring. */
    private short[] fifo = new short[8192];

    private int head, size;
    private boolean ended;
    private Header pending;

    public GaplessMp3(InputStream in) {
        BufferedInputStream buffered = new BufferedInputStream(in, 4096);
        int[] tag;
        try {
            buffered.mark(HEAD);
            byte[] head = new byte[HEAD];
            int n = 0;
            for (int r; n < HEAD && (r = buffered.read(head, n, HEAD - n)) > 0; ) n += r;
            buffered.reset();
            tag = lameTag(head, n);
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable MP3: " + e.getMessage(), e);
        }
        bitstream = new Bitstream(buffered);
        try {
            Header first = bitstream.readFrame();
            if (first == null) throw new IllegalArgumentException("no MP3 frame");
            channels = first.mode() == Header.SINGLE_CHANNEL ? 1 : 2;
            sampleRate = first.frequency();
            output = new OutputBuffer(channels, false);
            decoder.setOutputBuffer(output);
            if (tag != null) {
                bitstream.closeFrame(); // the tag's frame: no audio
                skip = tag[0] + DECODER_DELAY;
                holdBack = Math.max(0, tag[1] - DECODER_DELAY);
            } else {
                pending = first;
                holdBack = 0;
            }
        } catch (BitstreamException e) {
            throw new IllegalArgumentException("not an MP3: " + e.getMessage(), e);
        }
    }

    /** Bytes read ahead for the tag: it lies in the first frame. */
    private static final int HEAD = 2048;

    /**
     * Encoder delay and padding (samples per channel) from the first frame's Xing/Info tag and its LAME extension, or
     * null: "Xing" or "Info", 4 bytes of flags, then as the flags say a frame count (4), a byte count (4), a table
     * (100) and a quality (4); then the LAME extension, whose bytes 21-23 hold delay and padding, 12 bits each.
     */
    static int[] lameTag(byte[] b, int n) {
        if (n >= 3 && b[0] == 'I' && b[1] == 'D' && b[2] == '3') return null; // an ID3 tag first: read whole
        for (int i = 0; i + 8 <= Math.min(n, 64); i++) { // after the frame header and side information
            boolean xing = b[i] == 'X' && b[i + 1] == 'i' && b[i + 2] == 'n' && b[i + 3] == 'g';
            boolean info = b[i] == 'I' && b[i + 1] == 'n' && b[i + 2] == 'f' && b[i + 3] == 'o';
            if (!xing && !info) continue;
            int flags = b[i + 7] & 15;
            int p = i
                    + 8
                    + ((flags & 1) != 0 ? 4 : 0)
                    + ((flags & 2) != 0 ? 4 : 0)
                    + ((flags & 4) != 0 ? 100 : 0)
                    + ((flags & 8) != 0 ? 4 : 0);
            if (p + 24 > n || !Character.isLetter(b[p]) || !Character.isLetter(b[p + 1])) return null; // no encoder tag
            int b0 = b[p + 21] & 255, b1 = b[p + 22] & 255, b2 = b[p + 23] & 255;
            return new int[] {(b0 << 4) | (b1 >> 4), ((b1 & 15) << 8) | b2};
        }
        return null;
    }

    public int channels() {
        return channels;
    }

    public int sampleRate() {
        return sampleRate;
    }

    /** Fills {@code dst} with up to {@code len} samples (interleaved); returns how many, or -1 at the end. */
    public int read(short[] dst, int off, int len) throws IOException {
        while (size < len + holdBack * channels && !ended) decodeFrame();
        int n = Math.min(len, size - holdBack * channels); // the padding's samples are never given out
        if (n <= 0) return ended ? -1 : 0;
        for (int i = 0; i < n; i++) dst[off + i] = fifo[(head + i) % fifo.length];
        head = (head + n) % fifo.length;
        size -= n;
        return n;
    }

    private void decodeFrame() throws IOException {
        try {
            Header h = pending != null ? pending : bitstream.readFrame();
            pending = null;
            if (h == null) {
                ended = true;
                return;
            }
            decoder.decodeFrame(h, bitstream);
            bitstream.closeFrame();
        } catch (BitstreamException | DecoderException e) {
            throw new IOException("broken MP3 frame: " + e.getMessage(), e);
        }
        byte[] b = output.getBuffer();
        int bytes = output.reset();
        for (int i = 0; i + 1 < bytes; i += 2) {
            if (skip > 0) {
                if (i % (2 * channels) == 2 * channels - 2) skip--;
                continue;
            }
            push((short) ((b[i] & 255) | (b[i + 1] << 8)));
        }
    }

    private void push(short s) {
        if (size == fifo.length) {
            short[] bigger = new short[fifo.length * 2];
            for (int i = 0; i < size; i++) bigger[i] = fifo[(head + i) % fifo.length];
            fifo = bigger;
            head = 0;
        }
        fifo[(head + size) % fifo.length] = s;
        size++;
    }

    @Override
    public void close() {
        try {
            bitstream.close();
        } catch (BitstreamException e) {
            // nothing to do: the stream is dropped
        }
    }
}
