#!/usr/bin/env python3
"""Synthesises the game's sound (docs/sound.md): the effects into assets/sounds/NAME.wav (mono, 22.05 kHz, 16 bit:
the desktop) and NAME.mp3 (64 kbit/s: the browser), and the music, a menu theme and one theme per world, each an
intro and a loop, into assets/music/NAME-intro.mp3 and NAME-loop.mp3 (mono, 24 kbit/s: both platforms). Every file
is mixed to one loudness (ITU-R BS.1770, measured here as in core's LoudnessMeter): music -16 LUFS integrated, each
effect's loudest 400 ms (momentary max) -16 LUFS. The files are committed, so the build needs none of this.

Needs python3 with numpy and scipy, and Debian's `lame` for the MP3s.

    python3 scripts/make-sounds.py            # effects and music
    python3 scripts/make-sounds.py effects    # effects only
    python3 scripts/make-sounds.py world-3    # one track (menu, world-1 .. world-4)

Adding an effect: a recipe in EFFECTS, a constant in audio/Sfx.Effect named like the file, and a cue or call where
the event happens (docs/sound.md)."""
import math, os, shutil, subprocess, sys, wave

import numpy as np
from scipy.signal import lfilter

RATE = 22050
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")
SOUNDS, MUSIC = os.path.join(ROOT, "sounds"), os.path.join(ROOT, "music")
TARGET_LUFS = -16.0
PEAK_LIMIT = 0.94  # headroom for the MP3 encoder's overshoot


# ------------------------------------------------------------------------------------------------ loudness
def k_weighted(x, fs=RATE):
    """BS.1770's K-weighting (a high shelf, then a high-pass), designed for any sample rate as libebur128 does."""
    f0, gain, q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
    k = math.tan(math.pi * f0 / fs)
    vh = 10 ** (gain / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    pb = [(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0]
    pa = [1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0]
    f0, q = 38.13547087602444, 0.5003270373238773
    k = math.tan(math.pi * f0 / fs)
    ra = [1.0, 2 * (k * k - 1) / (1 + k / q + k * k), (1 - k / q + k * k) / (1 + k / q + k * k)]
    return lfilter([1.0, -2.0, 1.0], ra, lfilter(pb, pa, x))


def block_powers(x, hop_seconds, fs=RATE):
    """Mean square of the K-weighted signal in 400 ms windows every hop_seconds (the signal padded with silence to
    one window)."""
    y = k_weighted(np.asarray(x, dtype=np.float64), fs)
    n = int(round(0.4 * fs))
    if len(y) < n:
        y = np.concatenate([y, np.zeros(n - len(y))])
    cs = np.concatenate([[0.0], np.cumsum(y * y)])
    starts = np.arange(0, len(y) - n + 1, max(1, int(round(hop_seconds * fs))))
    return (cs[starts + n] - cs[starts]) / n


def lufs(power):
    return -0.691 + 10 * np.log10(np.maximum(power, 1e-30))


def integrated(x, fs=RATE):
    """BS.1770-4 integrated loudness: 400 ms blocks, 75 % overlap, gated at -70 LUFS and 10 LU below."""
    p = block_powers(x, 0.1, fs)
    p = p[lufs(p) > -70]
    if len(p) == 0:
        return -math.inf
    p = p[lufs(p) > lufs(p.mean()) - 10]
    return float(lufs(p.mean()))


def momentary_max(x, fs=RATE):
    """The loudest 400 ms window (windows every 10 ms)."""
    return float(lufs(block_powers(x, 0.01, fs).max()))


def normalise(x, measure):
    """Scales x to the target loudness; where that would peak over PEAK_LIMIT, rounds the peaks off (tanh) first."""
    x = np.asarray(x, dtype=np.float64)
    for _ in range(8):
        x = x * 10 ** ((TARGET_LUFS - measure(x)) / 20)
        peak = np.abs(x).max()
        if peak <= PEAK_LIMIT:
            return x
        x = np.tanh(x / peak * 1.6) * peak / math.tanh(1.6)
    raise SystemExit("cannot reach %.1f LUFS under the peak limit" % TARGET_LUFS)


# ------------------------------------------------------------------------------------------------ files
def write_wav(path, x):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes((np.clip(x, -1, 1) * 32767).round().astype("<i2").tobytes())


def mp3(wav, out, kbits, music=False):
    if not shutil.which("lame"):
        print("lame not found (apt-get install lame): " + os.path.basename(out) + " not updated")
        return
    # the music in ABR at 16 kHz: LAME then writes its Xing/LAME tag (a CBR frame at 24 kbit/s is too small to hold
    # it), which states the encoder delay and padding, so players can trim them and the loop joins are gapless
    # (desktop: desktop/audio/GaplessMp3; Chromium trims them itself)
    rate = ["--abr", str(kbits), "--resample", "16"] if music else ["-b", str(kbits)]
    subprocess.run(["lame", "--quiet", "--noreplaygain"] + rate + ["-m", "m", wav, out], check=True)


def save_effect(name, x):
    x = normalise(x, momentary_max)
    wav = os.path.join(SOUNDS, name + ".wav")
    write_wav(wav, x)
    mp3(wav, os.path.join(SOUNDS, name + ".mp3"), 64)
    print("%-14s %5.2f s  momentary max %6.2f LUFS  peak %.2f" % (name, len(x) / RATE, momentary_max(x), np.abs(x).max()))


def save_music(name, intro, loop):
    for part, x in (("intro", intro), ("loop", loop)):
        x = normalise(x, integrated)
        wav = os.path.join(MUSIC, "%s-%s.wav" % (name, part))
        write_wav(wav, x)
        mp3(wav, os.path.join(MUSIC, "%s-%s.mp3" % (name, part)), 24, music=True)
        os.remove(wav)  # the MP3 is what both platforms play
        print("%-8s %-5s %5.1f s  integrated %6.2f LUFS  peak %.2f" % (name, part, len(x) / RATE, integrated(x),
                                                                      np.abs(x).max()))


# ------------------------------------------------------------------------------------------------ synthesis
def seconds(n):
    return np.arange(int(n)) / RATE


def env(n, attack=0.005, release=0.02, decay=0.0):
    """An envelope of n samples: a linear attack and release, an exponential decay (per second) between."""
    t = seconds(n)
    e = np.exp(-decay * t)
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    e[:a] *= np.linspace(0, 1, a)[: len(e[:a])]
    e[-r:] *= np.linspace(1, 0, r)[-len(e[-r:]):]
    return e


def wave_of(shape, phase, f):
    """A band-limited wave from its phase (radians): harmonics only below 9 kHz, so nothing folds back."""
    if shape == "sine":
        return np.sin(phase)
    top = max(1, int(9000 / max(f, 1)))
    out = np.zeros_like(phase)
    if shape == "square":
        for k in range(1, min(top, 15) + 1, 2):
            out += np.sin(k * phase) / k
        return out * 0.9
    if shape == "pulse":  # 25 % duty: every harmonic but the 4th, 8th...
        for k in range(1, min(top, 14) + 1):
            out += np.sin(math.pi * k * 0.25) * np.sin(k * phase) / k
        return out * 1.1
    if shape == "saw":
        for k in range(1, min(top, 12) + 1):
            out += np.sin(k * phase) / k
        return out * 0.6
    if shape == "triangle":
        for i, k in enumerate(range(1, min(top, 9) + 1, 2)):
            out += (-1) ** i * np.sin(k * phase) / (k * k)
        return out * 0.8
    if shape == "bell":  # two inharmonic partials: glassy
        return np.sin(phase) + 0.35 * np.sin(2.76 * phase) + 0.12 * np.sin(5.4 * phase)
    raise ValueError(shape)


def tone(f0, f1, secs, volume=0.4, shape="square", decay=4.0, vibrato=0.0, vib_rate=6.0):
    """A note gliding from f0 to f1 Hz."""
    n = int(RATE * secs)
    t = seconds(n)
    f = f0 + (f1 - f0) * t / max(secs, 1e-9)
    if vibrato:
        f = f * (1 + vibrato * np.sin(2 * math.pi * vib_rate * t))
    phase = 2 * math.pi * np.cumsum(f) / RATE
    return wave_of(shape, phase, max(f0, f1)) * env(n, 0.002, 0.01, decay / max(secs, 1e-9)) * volume


def noise(secs, volume=0.5, decay=8.0, seed=1, low=None, high=None):
    """White noise with an exponential decay (decay per whole length), optionally band-limited (one-pole filters)."""
    n = int(RATE * secs)
    x = np.random.default_rng(seed).uniform(-1, 1, n)
    if high:  # high-pass
        a = math.exp(-2 * math.pi * high / RATE)
        x = lfilter([(1 + a) / 2, -(1 + a) / 2], [1, -a], x)
    if low:  # low-pass, two poles: a darker hiss than one pole leaves
        a = math.exp(-2 * math.pi * low / RATE)
        x = lfilter([1 - a], [1, -a], lfilter([1 - a], [1, -a], x)) * 3
    return x * env(n, 0.001, 0.01, decay / max(secs, 1e-9)) * volume


def seq(*parts):
    return np.concatenate([np.asarray(p, dtype=np.float64) for p in parts])


def mix(*parts, at=None):
    """Sums sounds; at: each one's start in seconds (default all at 0)."""
    at = at or [0.0] * len(parts)
    n = max(int(s * RATE) + len(p) for s, p in zip(at, parts))
    out = np.zeros(n)
    for s, p in zip(at, parts):
        i = int(s * RATE)
        out[i : i + len(p)] += p
    return out


def chirp(notes, step, shape="square", volume=0.35, decay=3.0):
    return seq(*[tone(f, f, step, volume=volume, shape=shape, decay=decay) for f in notes])


def clicks(secs, rate0, rate1, volume=0.5, seed=3, ring=2400):
    """A train of short clicks whose rate glides from rate0 to rate1 per second (ratchets, rattles)."""
    out = np.zeros(int(secs * RATE))
    t, i = 0.0, 0
    while t < secs:
        click = noise(0.012, volume, decay=6, seed=seed + i, high=ring)
        s = int(t * RATE)
        out[s : s + len(click)] += click[: len(out) - s]
        t += 1.0 / (rate0 + (rate1 - rate0) * t / secs)
        i += 1
    return out


def clang(freqs, secs, volume=0.4, decay=5.0):
    """Inharmonic metal: partials that die away at different speeds."""
    return mix(*[tone(f, f, secs, volume / (1 + i * 0.6), "sine", decay * (1 + 0.5 * i)) for i, f in enumerate(freqs)])


# ------------------------------------------------------------------------------------------------ effects
EFFECTS = {
    "jump": lambda: tone(300, 700, 0.15),
    "coin": lambda: seq(tone(990, 990, 0.06, shape="sine", decay=1), tone(1320, 1320, 0.18, shape="sine")),
    "land": lambda: noise(0.1, volume=0.35, decay=10, low=2500),
    "death": lambda: tone(600, 80, 0.5, decay=2),
    "goal": lambda: seq(*[tone(f, f, 0.11, shape="sine", decay=1.5) for f in (523, 659, 784, 1047)]),
    "land_hard": lambda: mix(noise(0.16, volume=0.6, decay=7, low=1800), tone(140, 60, 0.16, 0.5, "sine")),
    "trick": lambda: chirp((660, 880, 1175), 0.06, shape="sine", volume=0.4, decay=1.5),
    "gem": lambda: chirp((1320, 1760, 2093, 2637), 0.05, shape="sine", volume=0.35, decay=1.2),
    "stomp": lambda: mix(tone(220, 90, 0.12, volume=0.5, decay=5), noise(0.06, volume=0.3, decay=12)),
    "spring": lambda: tone(200, 900, 0.22, volume=0.35, shape="sine", decay=1.0, vibrato=0.06, vib_rate=30),
    "checkpoint": lambda: chirp((523, 784, 1047), 0.08, shape="square", volume=0.25, decay=2),
    "menu_move": lambda: tone(880, 880, 0.06, volume=0.25, shape="square", decay=5),
    "menu_select": lambda: chirp((660, 990), 0.06, shape="square", volume=0.3, decay=3),
    # the hero lands on a side: a dull thud and a wobbling "boing" that sags
    "bad_landing": lambda: mix(
        tone(130, 55, 0.14, 0.6, "sine", 4), noise(0.08, 0.3, 10, seed=7, low=900),
        tone(420, 160, 0.38, 0.3, "triangle", 2.5, vibrato=0.08, vib_rate=14), at=[0, 0, 0.03]),
    # an enemy's hit: a crunch and two clashing notes falling together
    "hit": lambda: mix(
        noise(0.12, 0.55, 9, seed=11, low=3000), tone(330, 150, 0.32, 0.3, "square", 2.5),
        tone(349, 158, 0.32, 0.25, "square", 2.5)),
    # the clock ran out: a two-tone buzzer, then a falling tone
    "time_up": lambda: seq(
        mix(tone(784, 784, 0.16, 0.3, "square", 0.6), tone(740, 740, 0.16, 0.2, "square", 0.6)),
        np.zeros(int(0.04 * RATE)),
        mix(tone(784, 784, 0.16, 0.3, "square", 0.6), tone(740, 740, 0.16, 0.2, "square", 0.6)),
        np.zeros(int(0.04 * RATE)),
        tone(660, 330, 0.42, 0.35, "square", 2.0)),
    # a belt catches the hero: a motor hum under a rattle of rollers
    "conveyor": lambda: mix(tone(110, 118, 0.35, 0.3, "saw", 2.0), clicks(0.35, 38, 30, 0.45, ring=1500)),
    # slipping on ice: a glassy two-note glint over a hiss
    "ice": lambda: mix(noise(0.3, 0.25, 5, seed=5, high=3000), tone(2093, 2093, 0.3, 0.22, "bell", 4),
                       tone(3136, 3136, 0.22, 0.16, "bell", 4), at=[0, 0, 0.06]),
    # a fan's gust: a swelling, falling whoosh
    "fan": lambda: noise(0.5, 0.7, 1.2, seed=9, high=300, low=2200) * np.sin(np.linspace(0, math.pi, int(0.5 * RATE))),
    # a wheel or rotating platform: a ratchet slowing down over a low creak
    "wheel": lambda: mix(clicks(0.4, 24, 10, 0.5, seed=21, ring=1200), tone(190, 170, 0.4, 0.12, "saw", 2.0,
                                                                       vibrato=0.03, vib_rate=9)),
    # a wrecking ball: a heavy swing and a clang
    "wrecking_ball": lambda: mix(noise(0.25, 0.35, 2, seed=13, low=600) * np.sin(np.linspace(0, math.pi, int(0.25 * RATE))),
                                 clang((173, 412, 707, 1130), 0.7, 0.45, 3.0), tone(90, 50, 0.2, 0.4, "sine", 4),
                                 at=[0, 0.18, 0.18]),
    # a door slides open: a rising scrape ending in a clunk
    "door": lambda: mix(noise(0.3, 0.3, 0.5, seed=17, high=400, low=1500) * np.linspace(0.3, 1, int(0.3 * RATE)),
                        tone(240, 320, 0.3, 0.12, "saw", 0.5), tone(110, 70, 0.12, 0.5, "sine", 5),
                        noise(0.06, 0.3, 10, seed=19, low=1200), at=[0, 0, 0.3, 0.3]),
}


# ------------------------------------------------------------------------------------------------ music
NOTE = {n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}
QUALITY = {"maj": (0, 4, 7), "min": (0, 3, 7), "7": (0, 4, 7, 10), "maj7": (0, 4, 7, 11), "m7": (0, 3, 7, 10),
           "sus": (0, 5, 7), "dim": (0, 3, 6)}


def hz(midi):
    return 440.0 * 2 ** ((midi - 69) / 12)


def chord(name):
    """'C', 'Am', 'G7', 'Fmaj7', 'Em7', 'Dsus', 'Bdim' -> (root midi in octave 3, intervals)."""
    root = name[:2] if len(name) > 1 and name[1] == "#" else name[:1]
    rest = name[len(root):]
    q = {"": "maj", "m": "min", "7": "7", "maj7": "maj7", "m7": "m7", "sus": "sus", "dim": "dim"}[rest]
    return 48 + NOTE[root], QUALITY[q]


class Song:
    """A piece in bars of 4 beats: instruments add notes into one buffer; sections are arranged by the caller."""

    def __init__(self, bpm, scale, seed):
        self.beat = 60.0 / bpm
        self.scale = scale  # pitch classes of the key, for the melodies' passing notes
        self.rng = np.random.default_rng(seed)
        self.out = np.zeros(0)

    def at(self, bar, beat=0.0):
        return (bar * 4 + beat) * self.beat

    def add(self, start, x):
        i = int(round(start * RATE))
        if i + len(x) > len(self.out):
            self.out = np.concatenate([self.out, np.zeros(i + len(x) - len(self.out))])
        self.out[i : i + len(x)] += x

    def note(self, start, midi, beats, shape, volume, attack=0.005, release=0.05, decay=0.0, vibrato=0.0):
        secs = beats * self.beat
        n = int(secs * RATE)
        t = seconds(n)
        f = hz(midi)
        ff = f * (1 + vibrato * np.sin(2 * math.pi * 5.5 * t) * np.clip(t / 0.3 - 0.5, 0, 1)) if vibrato else f
        phase = 2 * math.pi * (np.cumsum(ff) / RATE if vibrato else f * t)
        self.add(start, wave_of(shape, phase, f) * env(n, attack, release, decay) * volume)

    # drums
    def kick(self, start, volume=0.5):
        self.add(start, tone(150, 45, 0.22, volume, "sine", 3.0))

    def snare(self, start, volume=0.3):
        self.add(start, mix(noise(0.16, volume, 7, seed=int(start * 97), low=5000, high=800),
                            tone(190, 170, 0.08, volume * 0.6, "triangle", 4)))

    def hat(self, start, volume=0.12, length=0.04):
        self.add(start, noise(length, volume, 6, seed=int(start * 131), high=6000))

    def metal(self, start, volume=0.15):
        self.add(start, clang((523, 1287, 2011), 0.18, volume, 6))

    def drums(self, bar, bars, style):
        for b in range(bar, bar + bars):
            fill = (b - bar) % 8 == 7
            if style == "none":
                continue
            for e in range(8):
                s = self.at(b, e / 2)
                if style in ("rock", "drive"):
                    if e in (0, 4) or (style == "drive" and e in (2, 6)) or (e == 5 and b % 2):
                        self.kick(s)
                    if e in (2, 6) or (fill and e in (5, 7)):
                        self.snare(s)
                    self.hat(s, 0.1 if e % 2 else 0.14)
                    if style == "drive":
                        self.hat(s + self.beat / 4, 0.06)
                        if e == 3 or e == 7:
                            self.metal(s + self.beat / 4)
                elif style == "half":
                    if e == 0 or (e == 5 and fill):
                        self.kick(s)
                    if e == 4:
                        self.snare(s, 0.25)
                    if e % 2 == 0:
                        self.hat(s, 0.08)
                elif style == "light":
                    if e == 0:
                        self.kick(s, 0.35)
                    if e % 2 == 1:
                        self.hat(s, 0.07)
                elif style == "shuffle":
                    if e in (0, 5):
                        self.kick(s)
                    if e in (2, 6):
                        self.snare(s, 0.25)
                    if e % 2 == 0:
                        self.hat(s, 0.1)
                    else:
                        self.hat(s + self.beat / 6, 0.07)

    # harmony
    def bass(self, bar, chords, style, shape="triangle", volume=0.32):
        for i, c in enumerate(chords):
            root, iv = chord(c)
            r = root - 12
            b = bar + i
            if style == "roots":
                self.note(self.at(b), r, 3.8, shape, volume, decay=0.3)
            elif style == "walk":
                for k, step in enumerate((0, iv[2], 12, iv[1])):
                    self.note(self.at(b, k), r + step, 0.9, shape, volume)
            elif style == "octaves":
                for e in range(8):
                    self.note(self.at(b, e / 2), r + (12 if e % 2 else 0), 0.45, shape, volume)
            elif style == "pulse16":
                for s in range(16):
                    self.note(self.at(b, s / 4), r + (7 if s % 8 == 6 else 0), 0.22, shape, volume * (1 if s % 4 == 0 else 0.7))
            elif style == "halves":
                self.note(self.at(b), r, 1.9, shape, volume)
                self.note(self.at(b, 2), r + iv[2], 1.9, shape, volume)

    def pad(self, bar, chords, shape="saw", volume=0.05, octave=12):
        for i, c in enumerate(chords):
            root, iv = chord(c)
            for k in iv[:3]:
                for detune in (-0.08, 0.08):  # two slightly detuned voices: a soft chorus
                    self.note(self.at(bar + i), root + octave + k + detune, 4.0, shape, volume, attack=0.3,
                              release=0.4)

    def arp(self, bar, chords, pattern, shape="pulse", volume=0.06, octave=24, per_beat=2, decay=6.0):
        for i, c in enumerate(chords):
            root, iv = chord(c)
            tones = [root + octave + k for k in iv] + [root + octave + 12]
            for s in range(4 * per_beat):
                self.note(self.at(bar + i, s / per_beat), tones[pattern[s % len(pattern)] % len(tones)],
                          0.9 / per_beat, shape, volume, decay=decay)

    # melody
    def melody(self, bar, chords, motif_seed, shape, volume, octave=60, vibrato=0.0, decay=1.0, rhythm=None,
               answer=False):
        """A phrase per 4 bars: a motif (rhythm and contour from motif_seed), repeated over the next chords, varied
        in its third bar and closed on a long chord tone. Strong beats land on chord tones, the rest walk the key."""
        rng = np.random.default_rng(motif_seed)
        cells = rhythm or [[2, 2, 4], [1, 1, 2, 4], [3, 1, 2, 2], [2, 1, 1, 4], [4, 2, 2], [1, 1, 1, 1, 4]]
        motif = [cells[rng.integers(len(cells))], cells[rng.integers(len(cells))]]
        contour = rng.choice([-2, -1, 1, 2, 3], size=16)
        notes = []
        for i, c in enumerate(chords):
            root, iv = chord(c)
            chord_pcs = {(root + k) % 12 for k in iv}
            pos = i % 4
            half = motif[0] + motif[1] if pos != 2 else motif[1] + motif[0]
            if pos == 3:  # the cadence: two short notes and a long one
                half = [2, 2, 4] if not answer else [4, 4]
            half = [d for d in half]
            t = 0
            for j, d in enumerate(half):
                if t >= 8:
                    break
                d = min(d, 8 - t)
                strong = t % 4 == 0
                prev = notes[-1][1] if notes else octave + (root % 12)
                target = prev + (contour[(j + pos * 3) % 16] if pos != 1 else contour[j % 16])
                cands = [m for m in range(octave - 3, octave + 15)
                         if (m % 12 in chord_pcs if strong or pos == 3 else m % 12 in self.scale)]
                m = min(cands, key=lambda m: (abs(m - target), m))
                notes.append((self.at(bar + i, t / 2), m, d))
                t += d
        for start, m, d in notes:
            self.note(start, m, d / 2 * 0.92, shape, volume, attack=0.01, release=0.06, decay=decay / max(d, 1) * 2,
                      vibrato=vibrato)

    def echo(self, delay_beats, feedback, wet):
        """A feedback delay over the whole piece so far (caves)."""
        d = int(delay_beats * self.beat * RATE)
        y = lfilter([1.0], np.concatenate([[1.0], np.zeros(d - 1), [-feedback]]), self.out)
        self.out = self.out + wet * (y - self.out)


def scale_of(key, minor):
    steps = (0, 2, 3, 5, 7, 8, 10) if minor else (0, 2, 4, 5, 7, 9, 11)
    return {(NOTE[key] + s) % 12 for s in steps}


def render(song, sections):
    """sections: (bars of chord names, arrangement dict). Returns the loop's samples, cut at its last bar line; what
    rings past it (tails, echoes) is folded back onto the loop's start, so the wrap is seamless."""
    bar = 0
    for chords, a in sections:
        n = len(chords)
        if a.get("drums"):
            song.drums(bar, n, a["drums"])
        if a.get("bass"):
            song.bass(bar, chords, a["bass"], a.get("bass_shape", "triangle"), a.get("bass_volume", 0.32))
        if a.get("pad"):
            song.pad(bar, chords, a.get("pad_shape", "saw"), a["pad"])
        if a.get("arp"):
            song.arp(bar, chords, a["arp"], a.get("arp_shape", "pulse"), a.get("arp_volume", 0.06),
                     a.get("arp_octave", 24), a.get("arp_rate", 2))
        if a.get("lead"):
            shape, volume, seed = a["lead"]
            song.melody(bar, chords, seed, shape, volume, a.get("octave", 72), a.get("vibrato", 0.0),
                        a.get("decay", 1.0), answer=a.get("answer", False))
        if a.get("counter"):
            shape, volume, seed = a["counter"]
            song.melody(bar, chords, seed, shape, volume, a.get("counter_octave", 60), 0.0, 2.0,
                        rhythm=[[4, 4], [6, 2], [2, 6]], answer=True)
        bar += n
    return song, bar


def bars_long(out, n):
    """The first n samples of out, silence added where its notes end before the last bar line (else the next part
    would come in early)."""
    x = out[:n].copy()
    return np.concatenate([x, np.zeros(n - len(x))]) if len(x) < n else x


def track(song, sections, intro_sections, echo=None):
    """Renders the loop (sections) and the intro (intro_sections) from the same instruments; returns (intro, loop).
    The intro's tail rings into the loop's first bar (the loop starts the moment the intro ends)."""
    loop_song, bars = render(song, sections)
    if echo:
        loop_song.echo(*echo)
    n = int(round(loop_song.at(bars) * RATE))
    loop = bars_long(loop_song.out, n)
    tail = loop_song.out[n:]
    loop[: len(tail)] += tail[: len(loop)]
    intro_song = Song(60.0 / song.beat, song.scale, 1)
    intro_song, ibars = render(intro_song, intro_sections)
    if echo:
        intro_song.echo(*echo)
    m = int(round(intro_song.at(ibars) * RATE))
    intro = bars_long(intro_song.out, m)
    assert len(loop) / RATE >= 60, "loop %.1f s: under a minute" % (len(loop) / RATE)
    return intro, loop


def menu():
    s = Song(108, scale_of("F", False), 10)
    a = ["F", "C", "Dm", "A#", "F", "C", "A#", "C"]
    b = ["Dm", "A#", "F", "C", "Gm", "A#", "C", "Csus"]
    c = ["A#", "C", "Am", "Dsus"]
    return track(s, [
        (a, {"drums": "light", "bass": "halves", "pad": 0.035, "arp": [0, 1, 2, 3, 2, 1, 0, 1],
             "lead": ("bell", 0.12, 3), "octave": 72}),
        (b, {"drums": "shuffle", "bass": "walk", "pad": 0.03, "arp": [0, 2, 1, 3], "lead": ("triangle", 0.16, 8),
             "octave": 69, "vibrato": 0.004}),
        (c, {"bass": "roots", "pad": 0.05, "arp": [0, 1, 2, 3, 4, 3, 2, 1], "arp_shape": "bell", "arp_volume": 0.05,
             "counter": ("triangle", 0.14, 21)}),
        (a, {"drums": "shuffle", "bass": "walk", "pad": 0.035, "arp": [0, 1, 2, 3, 2, 1, 0, 1],
             "lead": ("bell", 0.12, 3), "octave": 72, "counter": ("triangle", 0.08, 30)}),
    ], [(["F", "C", "A#", "Csus"], {"pad": 0.05, "arp": [0, 1, 2, 3, 2, 1, 0, 1], "arp_shape": "bell",
                                    "arp_volume": 0.06, "bass": "roots"})])


def world1():  # meadows: C major, bright, bouncy
    s = Song(132, scale_of("C", False), 11)
    a = ["C", "G", "Am", "F", "C", "G", "F", "G"]
    b = ["F", "G", "Em", "Am", "Dm", "G", "C", "C"]
    c = ["Am", "F", "Dm", "G"]
    return track(s, [
        (a, {"drums": "rock", "bass": "octaves", "arp": [0, 1, 2, 1], "lead": ("square", 0.11, 5)}),
        (a, {"drums": "rock", "bass": "octaves", "arp": [0, 2, 1, 3], "lead": ("square", 0.11, 6), "answer": True,
             "counter": ("triangle", 0.08, 40)}),
        (b, {"drums": "shuffle", "bass": "walk", "pad": 0.03, "arp": [0, 1, 2, 3, 4, 3, 2, 1], "arp_rate": 2,
             "lead": ("pulse", 0.1, 12), "octave": 76}),
        (c, {"drums": "half", "bass": "roots", "pad": 0.05, "arp": [0, 1, 2, 3], "arp_shape": "bell",
             "arp_volume": 0.05, "counter": ("triangle", 0.15, 44)}),
        (b, {"drums": "rock", "bass": "octaves", "arp": [0, 2, 1, 3], "lead": ("pulse", 0.1, 13), "octave": 76,
             "counter": ("triangle", 0.07, 46)}),
    ], [(["C", "C", "G", "G"], {"drums": "light", "bass": "octaves", "arp": [0, 1, 2, 1]})])


def world2():  # sunset: A minor, warm and unhurried
    s = Song(104, scale_of("A", True), 12)
    a = ["Am", "F", "C", "G", "Am", "F", "G", "E"]
    b = ["Dm", "G", "C", "Am", "F", "G", "Am", "Am"]
    c = ["Fmaj7", "Em7", "Dm", "E7"]
    return track(s, [
        (a, {"drums": "half", "bass": "halves", "pad": 0.04, "arp": [0, 1, 2, 1], "arp_shape": "triangle",
             "arp_volume": 0.07, "lead": ("triangle", 0.17, 2), "octave": 69, "vibrato": 0.006}),
        (b, {"drums": "shuffle", "bass": "walk", "pad": 0.035, "arp": [0, 2, 1, 2], "arp_shape": "triangle",
             "arp_volume": 0.06, "lead": ("saw", 0.09, 9), "octave": 69, "vibrato": 0.006}),
        (c, {"drums": "light", "bass": "roots", "pad": 0.05, "arp": [0, 1, 2, 3, 2, 1], "arp_shape": "bell",
             "arp_volume": 0.04, "arp_rate": 3, "counter": ("triangle", 0.15, 50)}),
        (a, {"drums": "shuffle", "bass": "halves", "pad": 0.035, "arp": [0, 1, 2, 1], "arp_shape": "triangle",
             "arp_volume": 0.06, "lead": ("triangle", 0.17, 2), "octave": 69, "vibrato": 0.006,
             "counter": ("saw", 0.05, 55)}),
    ], [(["Am", "F", "G", "E"], {"pad": 0.05, "bass": "roots", "arp": [0, 1, 2, 1], "arp_shape": "triangle",
                                 "arp_volume": 0.06})])


def world3():  # ice caves: E minor, slow, glassy, echoing
    s = Song(88, scale_of("E", True), 13)
    a = ["Em", "C", "G", "D", "Em", "C", "Am", "B"]
    b = ["Am", "Em", "C", "B", "Am", "Em", "Cmaj7", "B"]
    c = ["Cmaj7", "D", "Bdim", "B"]
    return track(s, [
        (a, {"drums": "light", "bass": "roots", "pad": 0.04, "pad_shape": "triangle", "arp": [0, 2, 1, 3, 2, 4],
             "arp_shape": "bell", "arp_volume": 0.05, "arp_rate": 3, "lead": ("bell", 0.13, 4), "octave": 72,
             "decay": 2.0}),
        (b, {"drums": "half", "bass": "halves", "pad": 0.04, "pad_shape": "triangle", "arp": [0, 1, 2, 3],
             "arp_shape": "bell", "arp_volume": 0.05, "lead": ("sine", 0.17, 15), "octave": 69, "vibrato": 0.008}),
        (c, {"bass": "roots", "pad": 0.06, "pad_shape": "triangle", "arp": [4, 3, 2, 1, 0, 1], "arp_shape": "bell",
             "arp_volume": 0.06, "arp_rate": 3, "counter": ("sine", 0.14, 61)}),
        (a[:4], {"drums": "half", "bass": "halves", "pad": 0.04, "pad_shape": "triangle", "arp": [0, 2, 1, 3, 2, 4],
             "arp_shape": "bell", "arp_volume": 0.05, "arp_rate": 3, "lead": ("bell", 0.13, 4), "octave": 72,
             "decay": 2.0, "counter": ("sine", 0.08, 66)}),
    ], [(["Em", "Em", "C", "B"], {"pad": 0.06, "pad_shape": "triangle", "arp": [0, 2, 1, 3, 2, 4],
                                  "arp_shape": "bell", "arp_volume": 0.06, "arp_rate": 3})], echo=(0.75, 0.35, 0.3))


def world4():  # machine works at night: D minor with a Phrygian E-flat, driving sixteenths and metal
    s = Song(144, scale_of("D", True), 14)
    a = ["Dm", "Dm", "A#", "A", "Dm", "Dm", "D#", "A"]
    b = ["Gm", "A", "Dm", "A#", "Gm", "A", "D#", "A7"]
    c = ["Dm", "D#", "Dm", "D#", "A#", "C", "A", "A"]
    return track(s, [
        (a, {"drums": "drive", "bass": "pulse16", "bass_shape": "saw", "bass_volume": 0.22, "arp": [0, 1, 2, 1],
             "arp_shape": "pulse", "arp_volume": 0.05, "lead": ("pulse", 0.1, 7), "octave": 69}),
        (a, {"drums": "drive", "bass": "pulse16", "bass_shape": "saw", "bass_volume": 0.22, "pad": 0.025,
             "lead": ("square", 0.1, 16), "octave": 69, "answer": True}),
        (b, {"drums": "rock", "bass": "octaves", "bass_shape": "square", "bass_volume": 0.2, "arp": [0, 2, 1, 3],
             "arp_volume": 0.05, "lead": ("saw", 0.08, 17), "octave": 72}),
        (c, {"drums": "half", "bass": "pulse16", "bass_shape": "triangle", "pad": 0.04, "counter": ("pulse", 0.1, 71),
             "counter_octave": 62}),
        (b, {"drums": "drive", "bass": "octaves", "bass_shape": "square", "bass_volume": 0.2, "arp": [0, 2, 1, 3],
             "arp_volume": 0.05, "lead": ("saw", 0.08, 18), "octave": 72, "counter": ("pulse", 0.05, 73)}),
    ], [(["Dm", "Dm", "D#", "A"], {"drums": "half", "bass": "pulse16", "bass_shape": "saw", "bass_volume": 0.22})])


TRACKS = {"menu": menu, "world-1": world1, "world-2": world2, "world-3": world3, "world-4": world4}


def main(args):
    os.makedirs(SOUNDS, exist_ok=True)
    os.makedirs(MUSIC, exist_ok=True)
    which = args[0] if args else "all"
    if which in ("all", "effects"):
        for name, recipe in EFFECTS.items():
            save_effect(name, recipe())
    for name, make in TRACKS.items():
        if which in ("all", name):
            intro, loop = make()
            save_music(name, intro, loop)


if __name__ == "__main__":
    main(sys.argv[1:])
