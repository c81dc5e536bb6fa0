package com.tiltfall.level;

import com.badlogic.gdx.Application.ApplicationType;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import java.io.InputStream;

/**
 * The images a map needs (tileset images, per-tile images, image layers): each must exist, be a PNG, JPEG or BMP no
 * larger than {@link LevelLimits#MAX_IMAGE_SIDE} on a side, and decode. Checked in data-only mode too (the
 * validator and the level checker see what the game would refuse); with graphics the texture is made here so that
 * the reader owns it from the first moment and can dispose it whatever goes wrong later.
 */
final class TiledImages {
    /** Largest image file read, bytes. */
    static final int MAX_IMAGE_BYTES = 16 * 1024 * 1024;

    private TiledImages() {}

    /**
     * Checks one image; with graphics returns its texture (the caller owns it), otherwise returns null. Returns null
     * and reports when the image cannot be used; {@code ok[0]} tells which.
     *
     * @param owner how messages name what needs the image, e.g. {@code tileset "tiles"}
     * @param source the path as written in the file
     */
    static Texture check(
            FileHandle image, String owner, String source, boolean withGraphics, LevelValidator v, boolean[] ok) {
        ok[0] = false;
        boolean exists;
        try {
            exists = image.exists();
        } catch (RuntimeException e) {
            exists = false;
        }
        if (!exists) {
            v.add(
                    -1,
                    null,
                    owner + ": image \"" + source + "\" not found (looked for " + image.path()
                            + "); put the image there or fix the path in Tiled");
            return null;
        }
        boolean web = Gdx.app != null && Gdx.app.getType() == ApplicationType.WebGL;
        byte[] bytes = null;
        int n = 0;
        if (!web) { // the browser keeps preloaded images as <img> elements: no bytes to look at there
            bytes = new byte[64 * 1024];
            InputStream in = null;
            try {
                in = image.read();
                while (true) {
                    if (n == bytes.length) {
                        if (n > MAX_IMAGE_BYTES) break;
                        byte[] bigger = new byte[Math.min(bytes.length * 2, MAX_IMAGE_BYTES + 1)];
                        System.arraycopy(bytes, 0, bigger, 0, n);
                        bytes = bigger;
                    }
                    int r = in.read(bytes, n, bytes.length - n);
                    if (r < 0) break;
                    n += r;
                }
            } catch (Exception e) {
                v.add(-1, null, owner + ": image \"" + source + "\" could not be read: " + TmxLevelReader.describe(e));
                return null;
            } finally {
                if (in != null) {
                    try {
                        in.close();
                    } catch (Exception ignored) {
                        // nothing to do
                    }
                }
            }
            if (n > MAX_IMAGE_BYTES) {
                v.add(
                        -1,
                        null,
                        owner + ": image \"" + source + "\" is larger than " + LevelLimits.bytes(MAX_IMAGE_BYTES)
                                + "; use a smaller image");
                return null;
            }
            int[] size = size(bytes, n);
            if (size == null) {
                v.add(-1, null, owner + ": image \"" + source + "\" is not a PNG, JPEG or BMP image; export it as PNG");
                return null;
            }
            if (size[0] < 1
                    || size[1] < 1
                    || size[0] > LevelLimits.MAX_IMAGE_SIDE
                    || size[1] > LevelLimits.MAX_IMAGE_SIDE) {
                v.add(
                        -1,
                        null,
                        owner + ": image \"" + source + "\" is " + size[0] + " x " + size[1] + " px; the limit is "
                                + LevelLimits.MAX_IMAGE_SIDE + " x " + LevelLimits.MAX_IMAGE_SIDE + " px");
                return null;
            }
        }
        try {
            // decoded from the bytes first on every platform that has them, so that data-only and graphics loads
            // report a broken image with the same words
            if (!web) new Pixmap(image).dispose();
            Texture t = withGraphics ? new Texture(image) : null;
            ok[0] = true;
            return t;
        } catch (Throwable e) { // a decoder failure is a problem of the file, whatever the decoder throws
            v.add(
                    -1,
                    null,
                    owner + ": image \"" + source + "\" cannot be decoded (" + TmxLevelReader.describe(e)
                            + "); save it again as PNG");
            return null;
        }
    }

    /** Width and height from a PNG, JPEG or BMP header, or null when it is none of them. */
    static int[] size(byte[] b, int n) {
        if (n >= 24
                && (b[0] & 0xff) == 0x89
                && b[1] == 'P'
                && b[2] == 'N'
                && b[3] == 'G'
                && b[12] == 'I'
                && b[13] == 'H'
                && b[14] == 'D'
                && b[15] == 'R') {
            return new int[] {be32(b, 16), be32(b, 20)};
        }
        if (n >= 26 && b[0] == 'B' && b[1] == 'M') {
            return new int[] {le32(b, 18), Math.abs(le32(b, 22))};
        }
        if (n >= 4 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xd8) {
            int i = 2;
            while (i + 9 < n) {
                if ((b[i] & 0xff) != 0xff) return null;
                int marker = b[i + 1] & 0xff;
                if (marker == 0xff) {
                    i++;
                    continue;
                }
                int len = ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
                boolean sof = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
                if (sof) {
                    int h = ((b[i + 5] & 0xff) << 8) | (b[i + 6] & 0xff);
                    int w = ((b[i + 7] & 0xff) << 8) | (b[i + 8] & 0xff);
                    return new int[] {w, h};
                }
                if (len < 2) return null;
                i += 2 + len;
            }
            return null;
        }
        return null;
    }

    private static int be32(byte[] b, int i) {
        return ((b[i] & 0xff) << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
    }

    private static int le32(byte[] b, int i) {
        return (b[i] & 0xff) | ((b[i + 1] & 0xff) << 8) | ((b[i + 2] & 0xff) << 16) | ((b[i + 3] & 0xff) << 24);
    }
}
