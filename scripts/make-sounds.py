#!/usr/bin/env python3
"""Synthesises the game's sound effects into assets/sounds/*.wav (mono, 22.05 kHz, 16 bit) and, with Debian's `lame`,
*.mp3 (64 kbit/s mono: what the web build downloads, a sixth of the bytes; the desktop plays the WAVs), and one
music loop per world into assets/music/world-N.mp3 (32 kbit/s mono, played on both platforms).
Rerun after changing a recipe; the files are committed so the build needs neither Python nor lame.

    python3 scripts/make-sounds.py            # effects and music
    python3 scripts/make-sounds.py effects    # effects only

Adding an effect: a line at the bottom (save("name", samples)), a constant in audio/Sfx.Effect named like the file,
and a call where the event happens (docs/art.md)."""
import math, os, shutil, struct, subprocess, wave

RATE = 22050
OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "sounds")

def tone(freq_start, freq_end, seconds, volume=0.4, shape="square", decay=4.0):
    n = int(RATE * seconds)
    phase, out = 0.0, []
    for i in range(n):
        t = i / n
        f = freq_start + (freq_end - freq_start) * t
        phase += 2 * math.pi * f / RATE
        s = math.sin(phase)
        if shape == "square":
            s = 0.6 if s >= 0 else -0.6
        env = math.exp(-decay * t) * min(1.0, i / 80.0)
        out.append(s * env * volume)
    return out

def noise(seconds, volume=0.5, decay=8.0):
    n, x, out = int(RATE * seconds), 12345, []
    for i in range(n):
        x = (1103515245 * x + 12345) & 0x7FFFFFFF
        out.append(((x / 0x3FFFFFFF) - 1.0) * math.exp(-decay * i / n) * volume)
    return out

def save(name, samples):
    with wave.open(os.path.join(OUT, name + ".wav"), "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in samples))
    if shutil.which("lame"):
        subprocess.run(["lame", "--quiet", "-b", "64", "-m", "m", os.path.join(OUT, name + ".wav"),
                        os.path.join(OUT, name + ".mp3")], check=True)
    else:
        print("lame not found (apt-get install lame): " + name + ".mp3 not updated")

def mixdown(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def chirp(notes, step, shape="square", volume=0.35, decay=3.0):
    return sum((tone(f, f, step, volume=volume, shape=shape, decay=decay) for f in notes), [])


# ------------------------------------------------------------------------------------------------ music
MUSIC_OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "music")
NOTE = {n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}


def freq(name, octave):
    return 440.0 * 2 ** ((NOTE[name] + 12 * (octave + 1) - 69) / 12)


def voice(samples, start, f, seconds, volume, shape, decay):
    """Adds a note into samples at sample index start (in place)."""
    n = int(RATE * seconds)
    phase = 0.0
    for i in range(n):
        if start + i >= len(samples):
            break
        phase += 2 * math.pi * f / RATE
        x = math.sin(phase)
        if shape == "square":
            x = 0.5 if x >= 0 else -0.5
        elif shape == "triangle":
            x = 2 / math.pi * math.asin(x)
        env = math.exp(-decay * i / n) * min(1.0, i / 60.0) * min(1.0, (n - i) / 200.0)
        samples[start + i] += x * env * volume


def music(name, bpm, chords, melody, seed):
    """A loop: bass on the beat, an arpeggio of the chord on eighths, a melody, and a noise hi-hat. chords: one
    (root, octave, quality) per bar; melody: (bar, eighth, note, octave, eighths) tuples."""
    beat = 60.0 / bpm
    eighth = beat / 2
    bars = len(chords)
    total = int(RATE * beat * 4 * bars)
    out = [0.0] * total
    for bar, (root, octv, quality) in enumerate(chords):
        base = NOTE[root] + 12 * (octv + 1)
        steps = (0, 4, 7, 12) if quality == "maj" else (0, 3, 7, 12)
        for b in range(4):
            start = int(RATE * (bar * 4 + b) * beat)
            voice(out, start, 440.0 * 2 ** ((base - 12 - 69) / 12), beat * 0.9, 0.22, "triangle", 2.0)
        for e in range(8):
            start = int(RATE * (bar * 8 + e) * eighth)
            midi = base + steps[(e + seed) % 4] + 12
            voice(out, start, 440.0 * 2 ** ((midi - 69) / 12), eighth * 0.8, 0.05, "square", 4.0)
    for bar, e, note, octv, length in melody:
        start = int(RATE * (bar * 8 + e) * eighth)
        voice(out, start, freq(note, octv), eighth * length * 0.95, 0.11, "square", 1.5)
    x = 777 + seed
    for e in range(bars * 8):
        start = int(RATE * e * eighth)
        for i in range(int(RATE * 0.03)):
            x = (1103515245 * x + 12345) & 0x7FFFFFFF
            if start + i < total:
                out[start + i] += ((x / 0x3FFFFFFF) - 1.0) * math.exp(-12 * i / (RATE * 0.03)) * (
                    0.05 if e % 2 else 0.08)
    peak = max(abs(v) for v in out)
    out = [v * 0.8 / peak for v in out]
    os.makedirs(MUSIC_OUT, exist_ok=True)
    wav = os.path.join(MUSIC_OUT, name + ".wav")
    with wave.open(wav, "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32767)) for v in out))
    if shutil.which("lame"):
        subprocess.run(["lame", "--quiet", "-b", "32", "-m", "m", wav, os.path.join(MUSIC_OUT, name + ".mp3")],
                       check=True)
    else:
        print("lame not found (apt-get install lame): " + name + ".mp3 not updated")
    os.remove(wav)  # the MP3 is what both platforms play


os.makedirs(OUT, exist_ok=True)
save("jump", tone(300, 700, 0.15))
save("coin", tone(990, 990, 0.06, shape="sine", decay=1) + tone(1320, 1320, 0.18, shape="sine"))
save("land", noise(0.08, volume=0.35, decay=10))
save("death", tone(600, 80, 0.5, decay=2))
save("goal", sum((tone(f, f, 0.11, shape="sine", decay=1.5) for f in (523, 659, 784, 1047)), []))
save("land_hard", mixdown(noise(0.16, volume=0.6, decay=7), tone(140, 60, 0.16, volume=0.5, shape="sine")))
save("trick", chirp((660, 880, 1175), 0.06, shape="sine", volume=0.4, decay=1.5))
save("gem", chirp((1320, 1760, 2093, 2637), 0.05, shape="sine", volume=0.35, decay=1.2))
save("stomp", mixdown(tone(220, 90, 0.12, volume=0.5, decay=5), noise(0.06, volume=0.3, decay=12)))
save("spring", tone(200, 900, 0.22, volume=0.35, shape="sine", decay=1.0))
save("checkpoint", chirp((523, 784, 1047), 0.08, shape="square", volume=0.25, decay=2))
save("menu_move", tone(880, 880, 0.035, volume=0.25, shape="square", decay=6))
save("menu_select", chirp((660, 990), 0.05, shape="square", volume=0.3, decay=3))

import sys
if len(sys.argv) < 2 or sys.argv[1] != "effects":
    # world 1: C major, bright and bouncy; world 2: A minor, warmer evening
    music("world-1", 132, [("C", 3, "maj"), ("A", 2, "min"), ("F", 2, "maj"), ("G", 2, "maj")] * 2,
          [(0, 0, "E", 5, 2), (0, 2, "G", 5, 2), (0, 4, "C", 6, 3), (1, 0, "A", 5, 2), (1, 2, "E", 5, 2),
           (1, 4, "C", 5, 3), (2, 0, "F", 5, 2), (2, 2, "A", 5, 2), (2, 4, "C", 6, 2), (2, 6, "A", 5, 2),
           (3, 0, "B", 5, 3), (3, 4, "D", 6, 3), (4, 0, "G", 5, 2), (4, 2, "E", 5, 2), (4, 4, "C", 5, 3),
           (5, 0, "E", 5, 2), (5, 2, "A", 5, 2), (5, 4, "C", 6, 3), (6, 0, "A", 5, 2), (6, 2, "F", 5, 2),
           (6, 4, "C", 5, 2), (6, 6, "F", 5, 2), (7, 0, "G", 5, 3), (7, 4, "B", 4, 3)], 0)
    music("world-2", 112, [("A", 2, "min"), ("F", 2, "maj"), ("C", 3, "maj"), ("E", 2, "min")] * 2,
          [(0, 0, "A", 4, 3), (0, 4, "C", 5, 2), (0, 6, "E", 5, 2), (1, 0, "F", 5, 4), (1, 4, "E", 5, 2),
           (1, 6, "C", 5, 2), (2, 0, "G", 5, 3), (2, 4, "E", 5, 4), (3, 0, "B", 4, 4), (3, 4, "G", 4, 4),
           (4, 0, "A", 4, 2), (4, 2, "E", 5, 2), (4, 4, "A", 5, 4), (5, 0, "F", 5, 2), (5, 2, "C", 5, 2),
           (5, 4, "A", 4, 4), (6, 0, "E", 5, 3), (6, 4, "G", 5, 4), (7, 0, "B", 4, 6)], 1)
