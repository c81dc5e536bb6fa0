#!/usr/bin/env python3
"""Records what the desktop game plays and finds a track's intro and loop in it (docs/sound.md, "Loop points").

LWJGL3's OpenAL Soft is told to write its output to a WAV file instead of a sound card (ALSOFT_DRIVERS=wave), the
game runs for a while in a window (use Xvfb where there is no screen), and the recording is searched, by normalised
cross-correlation, for the first 2 s of the track's intro and of its loop (decoded by `lame`): it prints where each
starts and how long after the intro's last bar line the loop came in.

    scripts/build-if-changed.sh
    DISPLAY=:34 python3 scripts/desktop-music-check.py menu 8.889                # the title's theme (intro: 8.889 s)
    DISPLAY=:34 python3 scripts/desktop-music-check.py world-2 9.231 assets/levels/05-walkers.tmx

The intro's length is its bars' (4 bars at the track's tempo; make-sounds.py prints it). Needs numpy, scipy, lame."""
import os, shutil, struct, subprocess, sys, tempfile, wave

import numpy as np
from scipy.signal import fftconvolve, resample_poly

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def read_wav(path):
    b = open(path, "rb").read()
    if b[20:22] == b"\xfe\xff":  # OpenAL Soft's writer: WAVE_FORMAT_EXTENSIBLE, 32-bit float, data size left open
        channels, rate = struct.unpack("<HI", b[22:28])
        d = b.index(b"data") + 8
        x = np.frombuffer(b[d : d + (len(b) - d) // 4 * 4], "<f4").astype(np.float64)
        return x.reshape(-1, channels).mean(axis=1), rate
    with wave.open(path) as w:
        x = np.frombuffer(w.readframes(w.getnframes()), "<i2") / 32768.0
        return x.reshape(-1, w.getnchannels()).mean(axis=1), w.getframerate()


def decoded(mp3, rate, tmp):
    out = os.path.join(tmp, "decoded.wav")
    subprocess.run(["lame", "--quiet", "--decode", mp3, out], check=True)
    x, r = read_wav(out)
    return resample_poly(x, rate, r) if r != rate else x


def find(recording, probe):
    """Where probe best matches the recording, and how well (1 = the same shape)."""
    c = fftconvolve(recording, probe[::-1], mode="valid")
    energy = np.maximum(fftconvolve(recording ** 2, np.ones(len(probe)), mode="valid"), 1e-9)
    c = c / (np.sqrt(energy) * np.linalg.norm(probe))
    i = int(np.argmax(c))
    return i, float(c[i])


def main(track, intro_seconds, level=None, seconds=None):
    seconds = seconds or intro_seconds + 10
    tmp = tempfile.mkdtemp(prefix="tiltfall-music-")
    try:
        recording = os.path.join(tmp, "out.wav")
        with open(os.path.join(tmp, "alsoft.conf"), "w") as f:
            f.write("[general]\ndrivers = wave\nfrequency = 22050\nchannels = mono\n[wave]\nfile = %s\n" % recording)
        env = dict(os.environ, ALSOFT_CONF=os.path.join(tmp, "alsoft.conf"), ALSOFT_DRIVERS="wave",
                   LIBGL_ALWAYS_SOFTWARE="1")
        args = ["timeout", str(int(seconds)), "java", "-Duser.home=" + tmp, "-jar",
                os.path.join(ROOT, "desktop/target/tiltfall.jar")] + ([os.path.abspath(level)] if level else [])
        subprocess.run(args, cwd=os.path.join(ROOT, "assets"), env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        rec, rate = read_wav(recording)
        intro = decoded(os.path.join(ROOT, "assets/music/%s-intro.mp3" % track), rate, tmp)
        loop = decoded(os.path.join(ROOT, "assets/music/%s-loop.mp3" % track), rate, tmp)
        i0, c0 = find(rec, intro[: 2 * rate])
        i1, c1 = find(rec, loop[: 2 * rate])
        print("recorded %.1f s; intro at %.3f s (match %.3f), loop at %.3f s (match %.3f)"
              % (len(rec) / rate, i0 / rate, c0, i1 / rate, c1))
        print("the loop came in %.1f ms after the intro's last bar line" % ((i1 - i0) / rate * 1000 - intro_seconds * 1000))
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) < 2:
        sys.exit(__doc__)
    main(a[0], float(a[1]), a[2] if len(a) > 2 else None)
