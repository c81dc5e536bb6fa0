#!/usr/bin/env python3
"""Synthesises the game's sound effects into assets/sounds/*.wav (mono, 22.05 kHz, 16 bit) and, with Debian's `lame`,
*.mp3 (64 kbit/s mono: what the web build downloads, a sixth of the bytes; the desktop plays the WAVs).
Rerun after changing a recipe; the files are committed so the build needs neither Python nor lame."""
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

os.makedirs(OUT, exist_ok=True)
save("jump", tone(300, 700, 0.15))
save("coin", tone(990, 990, 0.06, shape="sine", decay=1) + tone(1320, 1320, 0.18, shape="sine"))
save("land", noise(0.08, volume=0.35, decay=10))
save("death", tone(600, 80, 0.5, decay=2))
save("goal", sum((tone(f, f, 0.11, shape="sine", decay=1.5) for f in (523, 659, 784, 1047)), []))
