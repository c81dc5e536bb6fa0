#!/usr/bin/env python3
"""Draws Tiltfall's sprites from code into art/sprites/*.png (packed into assets/art/sprites.atlas by
scripts/pack-atlas.sh with libGDX's TexturePacker) and the repeating textures into assets/art/*.png (terrain fill,
grass strip, parallax layers: standalone power-of-two images so they can wrap).

    python3 scripts/make-art.py [sprites] [textures] [tiles] && scripts/pack-atlas.sh   (no argument: all three)

Standard library only (PNG written with zlib). Every shape is a signed distance function in pixels, so edges are
anti-aliased and the outline is the same 3 px everywhere. The art direction (palette, outline, density, how to add a
sprite) is docs/art.md; the palette below is the only place colours are chosen.
"""
import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SPRITES = os.path.join(HERE, "..", "art", "sprites")
TEXTURES = os.path.join(HERE, "..", "assets", "art")

# ------------------------------------------------------------------------------------------------ the palette
P = {
    "ink": (34, 32, 52),          # every outline, pupils
    "white": (255, 255, 255),
    "hero": (246, 140, 46),       # the hero's body
    "hero_light": (255, 186, 98),
    "hero_dark": (196, 92, 36),   # the feet side
    "gold": (255, 206, 62),
    "gold_light": (255, 240, 150),
    "gold_dark": (214, 150, 30),
    "gem": (90, 220, 240),
    "gem_light": (200, 250, 255),
    "gem_dark": (40, 140, 200),
    "red": (224, 62, 62),
    "red_dark": (150, 36, 48),
    "green": (102, 200, 86),
    "green_dark": (54, 140, 70),
    "grey": (150, 156, 170),
    "grey_light": (200, 206, 216),
    "grey_dark": (96, 100, 120),
    "wood": (176, 116, 62),
    "wood_light": (214, 156, 92),
    "wood_dark": (120, 74, 42),
    "purple": (150, 92, 200),
    "purple_dark": (96, 56, 140),
    "danger": (236, 28, 96),      # hazards only (spikes, the danger sign): a hot pink-red no other thing uses
    "danger_light": (255, 238, 244),
    "dirt": (132, 88, 58),
    "stone": (118, 104, 112),
    "stone_light": (146, 132, 136),
    "stone_dark": (92, 80, 92),
    "dirt_light": (160, 112, 72),
    "dirt_dark": (104, 68, 46),
    "grass": (110, 196, 78),
    "grass_light": (160, 226, 104),
    "grass_dark": (70, 150, 60),
    # world 2 (sunset canyon): dry grass on its stone
    "straw": (222, 178, 84),
    "straw_light": (246, 214, 128),
    "straw_dark": (170, 120, 56),
    # world 3 (ice caves, frozen heights): blue ice rock under snow
    "ice": (92, 124, 168),
    "ice_light": (150, 188, 224),
    "ice_dark": (62, 84, 126),
    "snow": (236, 244, 252),
    "snow_dark": (176, 200, 228),
    # world 4 (machine works at night): steel plates under moss, lit windows
    "metal": (78, 86, 104),
    "metal_light": (118, 128, 148),
    "metal_dark": (50, 56, 72),
    "moss": (72, 156, 112),
    "moss_light": (124, 200, 140),
    "moss_dark": (40, 104, 80),
    "lamp": (255, 214, 110),
    "night_tower": (46, 54, 86),
}
OUTLINE = 3.0  # px, at 64 px per metre


# ------------------------------------------------------------------------------------------------ shapes (SDF, px)
def box(cx, cy, hw, hh, r=0.0):
    def d(x, y):
        qx, qy = abs(x - cx) - hw + r, abs(y - cy) - hh + r
        return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
    return d


def circle(cx, cy, r):
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def ellipse(cx, cy, a, b):
    # scaled-circle approximation: good enough for drawing (exact on the axes)
    return lambda x, y: (math.hypot((x - cx) / a, (y - cy) / b) - 1) * min(a, b)


def poly(pts):
    n = len(pts)

    def d(x, y):
        best, inside = 1e9, False
        for i in range(n):
            ax, ay = pts[i]
            bx, by = pts[(i + 1) % n]
            ex, ey = bx - ax, by - ay
            t = max(0, min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
            best = min(best, math.hypot(x - ax - ex * t, y - ay - ey * t))
            if (ay > y) != (by > y) and x < ax + (y - ay) * ex / (by - ay):
                inside = not inside
        return -best if inside else best
    return d


def union(*ds):
    return lambda x, y: min(d(x, y) for d in ds)


def inset(d, k):
    return lambda x, y: d(x, y) + k


class Sprite:
    """Layers painted in order; y grows downwards (image rows), as in the PNG."""

    def __init__(self, w, h):
        self.w, self.h, self.layers = w, h, []

    def fill(self, d, colour, alpha=1.0):
        self.layers.append((d, colour, alpha))
        return self

    def shape(self, d, colour, outline=OUTLINE):
        """A filled shape with the ink outline around it (the outline is inside the shape's bounds)."""
        self.fill(d, P["ink"])
        return self.fill(inset(d, outline), colour)

    def pixel(self, x, y):
        r = g = b = a = 0.0
        for d, colour, alpha in self.layers:
            cov = max(0.0, min(1.0, 0.5 - d(x + 0.5, y + 0.5))) * alpha
            if cov <= 0:
                continue
            c = P[colour] if isinstance(colour, str) else colour
            na = cov + a * (1 - cov)
            r = (c[0] * cov + r * a * (1 - cov)) / na
            g = (c[1] * cov + g * a * (1 - cov)) / na
            b = (c[2] * cov + b * a * (1 - cov)) / na
            a = na
        return (int(r + 0.5), int(g + 0.5), int(b + 0.5), int(a * 255 + 0.5))

    def save(self, path):
        write_png(path, self.w, self.h, self.pixel)


def write_png(path, w, h, pixel):
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        for x in range(w):
            raw.extend(pixel(x, y))

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def smooth(pixel, n=4):
    """Anti-aliases a hard-edged pixel function by averaging n x n samples per pixel (premultiplied)."""
    def f(x, y):
        acc = [0.0, 0.0, 0.0, 0.0]
        for j in range(n):
            for i in range(n):
                p = pixel(x + (i + 0.5) / n - 0.5, y + (j + 0.5) / n - 0.5)
                a = p[3] / 255
                acc[0] += p[0] * a; acc[1] += p[1] * a; acc[2] += p[2] * a; acc[3] += a
        a = acc[3] / (n * n)
        if a <= 0:
            return (255, 255, 255, 0)  # white, not black, under the edge: linear filtering blends towards it
        return (int(acc[0] / acc[3] + 0.5), int(acc[1] / acc[3] + 0.5), int(acc[2] / acc[3] + 0.5), int(a * 255 + 0.5))
    return f


def bleed(pixel, w, h, passes=3):
    """The image of {@code pixel} with every transparent pixel given the colour of its opaque neighbours (alpha
    kept 0), as TexturePacker's bleed does for the sprites: linear filtering at an edge then blends towards the
    shape's own colour instead of the black of (0, 0, 0, 0), which would draw a dark fringe round a cloud."""
    img = [[pixel(x, y) for x in range(w)] for y in range(h)]
    for _ in range(passes):
        out = [row[:] for row in img]
        for y in range(h):
            for x in range(w):
                if img[y][x][3]:
                    continue
                acc, n = [0, 0, 0], 0
                for j in (-1, 0, 1):
                    for i in (-1, 0, 1):
                        q = img[y + j][x + i] if 0 <= x + i < w and 0 <= y + j < h else None
                        if q is not None and (q[3] or q[:3] != (0, 0, 0)) and (i or j):
                            acc[0] += q[0]; acc[1] += q[1]; acc[2] += q[2]; n += 1
                if n:
                    out[y][x] = (acc[0] // n, acc[1] // n, acc[2] // n, 0)
        img = out
    return lambda x, y: img[y][x]


def noise(x, y, seed=0):
    h = (x * 374761393 + y * 668265263 + seed * 982451653) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return (h ^ (h >> 16)) / 0xFFFFFFFF


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t + 0.5) for i in range(3))


# ------------------------------------------------------------------------------------------------ the sprites
def sprites():
    s = {}
    # the hero: a 0.9 m box (58 px); the feet side (image bottom) is darker with two feet
    h = Sprite(64, 64)
    body = box(32, 31, 28, 28, 7)
    h.shape(union(body, box(20, 58, 7, 5, 3), box(44, 58, 7, 5, 3)), "hero")
    h.fill(inset(box(32, 51, 28, 8, 4), OUTLINE), "hero_dark")
    h.fill(box(32, 12, 18, 3, 3), "hero_light")
    s["hero"] = h
    s["hero_eye"] = Sprite(16, 20).shape(ellipse(8, 10, 7.5, 9.5), "white", 2)
    s["hero_pupil"] = Sprite(8, 10).fill(ellipse(4, 5, 3.6, 4.6), "ink")
    s["hero_lid"] = Sprite(16, 6).fill(box(8, 3, 7, 1.6, 1.6), "ink")
    s["hero_mouth_happy"] = Sprite(20, 12).fill(
        lambda x, y: max(circle(10, 0, 9)(x, y), -circle(10, -3, 6)(x, y), -y + 1), "ink")
    s["hero_mouth_oops"] = Sprite(12, 12).shape(circle(6, 6, 5), "red_dark", 2)

    c = Sprite(32, 32).shape(circle(16, 16, 15), "gold")
    c.fill(inset(circle(16, 16, 15), 8), "gold_dark").fill(inset(circle(16, 16, 15), 10), "gold")
    c.fill(ellipse(11, 10, 3, 4), "gold_light")
    s["coin"] = c
    s["coin_edge"] = Sprite(8, 32).shape(box(4, 16, 3.5, 15, 3), "gold_dark", 2)

    g = Sprite(32, 32).shape(poly([(16, 1), (30, 12), (16, 31), (2, 12)]), "gem")
    g.fill(poly([(16, 5), (24, 12), (16, 13), (8, 12)]), "gem_light")
    g.fill(poly([(16, 13), (25, 13), (16, 27)]), "gem_dark", 0.6)
    s["gem"] = g

    for name, flag, dark in (("checkpoint_off", "grey", "grey_dark"), ("checkpoint_on", "green", "green_dark")):
        cp = Sprite(32, 64).shape(box(6, 36, 3.5, 27, 2), "grey_light", 2)
        cp.shape(poly([(9, 6), (31, 14), (9, 24)]), flag, 2)
        cp.shape(box(14, 61, 12, 3, 2), dark, 2)
        s[name] = cp

    s["spring_base"] = Sprite(32, 12).shape(box(16, 6, 15, 5.5, 3), "grey_dark", 2)
    sc = Sprite(32, 32)
    for k in range(4):
        sc.shape(box(16, 4 + k * 8, 12, 2.5, 2.5), "grey_light", 2)
    s["spring_coil"] = sc
    s["spring_top"] = Sprite(32, 12).shape(box(16, 6, 15, 5.5, 3), "red", 2)

    s["rope"] = Sprite(8, 16).shape(box(4, 8, 3, 7.5, 3), "wood_light", 1.5)
    pl = Sprite(64, 16).shape(box(32, 8, 31, 7, 2), "wood", 2)
    pl.fill(circle(7, 8, 2), "wood_dark").fill(circle(57, 8, 2), "wood_dark")
    s["plank"] = pl
    s["seesaw_pivot"] = Sprite(32, 32).shape(poly([(16, 2), (31, 31), (1, 31)]), "grey", 2)

    cr = Sprite(64, 64).shape(box(32, 32, 31, 31, 3), "wood")
    cr.fill(inset(box(32, 32, 31, 31, 3), 9), "wood_dark")
    cr.fill(inset(box(32, 32, 31, 31, 3), 12), "wood")
    cr.fill(poly([(12, 17), (17, 12), (52, 47), (47, 52)]), "wood_dark")
    s["crate"] = cr
    pf = Sprite(64, 16).shape(box(32, 8, 31, 7.5, 3), "grey", 2)
    pf.fill(box(32, 4, 27, 1.2, 1), "grey_light")
    for k in range(4):
        pf.fill(circle(8 + k * 16, 10, 1.6), "grey_dark")
    s["platform"] = pf
    s["ledge"] = pl

    s["goal_pole"] = Sprite(8, 64).shape(box(4, 32, 3.5, 31.5, 2), "grey_light", 2)
    for f in range(2):
        fl = Sprite(48, 32)
        w = 3.0 if f == 0 else -3.0
        fl.shape(poly([(1, 1 + w * 0.3), (24, 4 + w), (47, 2 - w * 0.3), (47, 30 - w * 0.3), (24, 28 + w),
                       (1, 31 + w * 0.3)]), "red", 2)
        fl.fill(circle(24, 16 + w * 0.5, 5), "white")
        s["goal_flag_%d" % f] = fl

    s["spikes"] = spikes(32, 32)

    for f in range(2):
        e = Sprite(48, 40)
        squish = 2 * f
        e.shape(ellipse(24, 22 + squish / 2, 22, 17 - squish / 2), "purple")
        e.fill(ellipse(24, 34, 18, 4), "purple_dark", 0.7)
        for ex in (16, 32):
            e.shape(circle(ex, 19, 6), "white", 1.5)
            e.fill(circle(ex + 1, 20, 2.6), "ink")
        e.fill(poly([(9, 10), (21, 14), (20, 16), (8, 12)]), "ink")
        e.fill(poly([(39, 10), (27, 14), (28, 16), (40, 12)]), "ink")
        s["enemy_%d" % f] = e
    s["enemy_flat"] = Sprite(48, 16).shape(ellipse(24, 10, 22, 5.5), "purple", 2)

    # the roller: a heavy ball; the band and bolts turn with it, so its rolling shows
    ro = Sprite(48, 48).shape(circle(24, 24, 23.5), "grey_dark")
    ro.fill(circle(18, 17, 9), "grey", 0.8)
    ro.fill(box(24, 24, 21, 4.5), "ink")
    ro.fill(box(24, 24, 20, 2.5), "grey_light")
    for bx in (12, 24, 36):
        ro.fill(circle(bx, 24, 2), "ink")
    s["roller"] = ro

    s.update(signs())

    s["particle_dot"] = Sprite(8, 8).fill(circle(4, 4, 3.5), "white")
    s["particle_dust"] = Sprite(16, 16).fill(circle(8, 8, 7.5), "white", 0.8)
    star = [(8 + (7.5 if k % 2 == 0 else 2.5) * math.cos(k * math.pi / 4 - math.pi / 2),
             8 + (7.5 if k % 2 == 0 else 2.5) * math.sin(k * math.pi / 4 - math.pi / 2)) for k in range(8)]
    s["particle_sparkle"] = Sprite(16, 16).fill(poly(star), "white")
    s["pixel"] = Sprite(4, 4).fill(lambda x, y: -1, "white")
    return s


def spikes(w, h):
    """Hazard spikes (0.5 m per repeat): broad teeth in the danger colour no other thing uses, a thick ink outline
    that reads on light backgrounds and bright tips that read on dark ones (HazardContrastTest)."""
    sp = Sprite(w, h)
    n = max(1, w // 32)  # one broad tooth per 32 px
    teeth = union(*[poly([(k * w / n, h), ((k + 0.5) * w / n, 1), ((k + 1) * w / n, h)]) for k in range(n)])
    sp.shape(teeth, "danger", 3)
    sp.fill(lambda x, y: max(inset(teeth, 3)(x, y), y - h * 0.6), "danger_light")
    return sp


def arc(cx, cy, r, width, a0, a1):
    """A ring's piece from angle a0 to a1 (radians, image y down), width px thick, with round ends."""
    def d(x, y):
        a = math.atan2(y - cy, x - cx)
        t = (a - a0) % (2 * math.pi)
        if t <= (a1 - a0) % (2 * math.pi):
            return abs(math.hypot(x - cx, y - cy) - r) - width / 2
        ends = [(cx + r * math.cos(b), cy + r * math.sin(b)) for b in (a0, a1)]
        return min(math.hypot(x - ex, y - ey) for ex, ey in ends) - width / 2
    return d


def arrow(tip, angle, size):
    """An arrow head (a triangle) with its tip at `tip`, pointing along `angle` (radians, image y down)."""
    tx, ty = tip
    c, s = math.cos(angle), math.sin(angle)
    back = [(-size, -size * 0.8), (-size, size * 0.8)]
    return poly([(tx, ty)] + [(tx + c * bx - s * by, ty + s * bx + c * by) for bx, by in back])


def signs():
    """Signposts (kinds/SignKind): a board on a post, 64 x 80 px (1 x 1.25 m), one sprite per icon."""
    def sign(icon, board="wood_light"):
        sp = Sprite(64, 80)
        sp.shape(box(32, 60, 4.5, 20, 2), "wood_dark", 2)  # the post
        sp.shape(box(32, 24, 30, 22, 5), "wood")
        sp.fill(inset(box(32, 24, 30, 22, 5), 6), board)
        for d, colour in icon:
            sp.fill(d, colour)
        return sp

    ink = "ink"
    shaft = lambda x0, y0, x1, y1: box((x0 + x1) / 2, (y0 + y1) / 2, abs(x1 - x0) / 2, abs(y1 - y0) / 2, 2)
    icons = {
        "arrow_right": [(union(shaft(14, 21, 38, 27), arrow((51, 24), 0, 13)), ink)],
        "arrow_left": [(union(shaft(26, 21, 50, 27), arrow((13, 24), math.pi, 13)), ink)],
        "arrow_up": [(union(shaft(29, 20, 35, 40), arrow((32, 7), -math.pi / 2, 12)), ink)],
        "arrow_down": [(union(shaft(29, 8, 35, 28), arrow((32, 41), math.pi / 2, 12)), ink)],
        # the hero's box and the arc of a jump up and over
        "jump": [(box(17, 33, 5.5, 5.5, 2), "hero_dark"), (arc(32, 38, 16, 4, math.pi * 1.05, math.pi * 1.75), ink),
                 (arrow((47, 27), math.pi * 0.38, 8), ink)],
        # a spring (coil and plate) and the way it throws you: up
        "spring": [(box(20, 40, 9, 2.5, 1.5), "red"), (box(20, 34, 6, 1.5, 1), ink), (box(20, 29, 6, 1.5, 1), ink),
                   (box(20, 24, 9, 2.5, 1.5), "red"), (shaft(39, 20, 44, 40), ink),
                   (arrow((41.5, 10), -math.pi / 2, 9), ink)],
        # a turn: most of a circle with an arrow head
        "spin": [(arc(32, 25, 12, 5, -math.pi * 0.35, math.pi * 1.25), ink), (arrow((39, 12), math.pi * 0.2, 8), ink)],
        # a warning triangle with "!"
        "danger": [(poly([(32, 7), (52, 41), (12, 41)]), ink), (poly([(32, 14), (46, 37.5), (18, 37.5)]), "danger"),
                   (box(32, 25, 2.2, 6, 1.5), ink), (circle(32, 34, 2.2), ink)],
    }
    return {"sign_" + name: sign(icon) for name, icon in icons.items()}


# ------------------------------------------------------------------------------------------------ repeating textures
def dirt(x, y, base="dirt", light="dirt_light", dark="dirt_dark", size=64):
    """The terrain fill (one repeat = 1 m): round specks on a jittered 8 px grid and a few pebbles, anti-aliased
    like the sprites, wrapping at the tile size."""
    c = P[base]
    cell, cells = 8, size // 8
    px, py = x + 0.5, y + 0.5
    for j in range(-1, 2):
        for i in range(-1, 2):
            gx, gy = x // cell + i, y // cell + j
            kx, ky = gx % cells, gy % cells
            n = noise(kx, ky, 21)
            if n > 0.75:
                continue  # an empty cell
            sx = gx * cell + 1.5 + noise(kx, ky, 22) * (cell - 3)
            sy = gy * cell + 1.5 + noise(kx, ky, 23) * (cell - 3)
            r = 1.0 + noise(kx, ky, 24) * 1.4
            cov = max(0.0, min(1.0, r - math.hypot(px - sx, py - sy) + 0.5))
            if cov > 0:
                c = mix(c, P[dark] if n < 0.55 else P[light], cov)
    for k in range(5):
        bx, by = noise(k, 1, 7) * size, noise(k, 2, 7) * size
        dx = min(abs(px - bx), size - abs(px - bx))
        dy = min(abs(py - by), size - abs(py - by))
        d = (math.hypot(dx / 4.5, dy / 3.0) - 1) * 3.0
        cov = max(0.0, min(1.0, 0.5 - d))
        if cov > 0:
            top = max(0.0, min(1.0, (by - py) / 1.5))  # lit from above: the pebble's upper half is light
            c = mix(c, mix(P[dark], P[light], top), cov)
    return c + (255,)


def grass_strip(x, y, base="grass", light="grass_light", dark="grass_dark"):
    """64 x 32 (1 m x 0.5 m): the strip drawn along upward-facing edges, inside the shape. Row 0 is the edge itself
    (a dark rim that reads as the ground's outline); the wavy lower border lets the dirt show through."""
    bottom = 21 + 3 * math.sin(x * math.pi / 16) + 2 * noise(x // 4, 0, 5)
    if y < 2:
        return P[dark] + (255,)
    if y < bottom:
        return (P[light] if y < 6 else P[base]) + (255,)
    if y < bottom + 3:
        return P[dark] + (255,)
    return (0, 0, 0, 0)


def snow_strip(x, y):
    """World 3's top edge: a thick blanket of snow with a blue shade at its lumpy lower border and icicle drips."""
    bottom = 18 + 4 * math.sin(x * math.pi / 32 + 1) + 3 * noise(x // 8, 0, 31)
    drip = max(0.0, 1 - abs((x % 16) - 8) / 3) * (6 + 6 * noise(x // 16, 1, 31))
    if y < 2:
        return P["snow_dark"] + (255,)
    if y < bottom - 4:
        return P["snow"] + (255,)
    if y < bottom:
        return P["snow_dark"] + (255,)
    if y < bottom + drip:
        return P["ice_light"] + (255,)
    return (0, 0, 0, 0)


def moss_strip(x, y):
    """World 4's top edge: a steel rim with rivets and moss hanging over it."""
    if y < 2:
        return P["moss_dark"] + (255,)
    hang = 9 + 5 * noise(x // 4, 0, 41) + 3 * math.sin(x * math.pi / 12)
    if y < hang:
        return (P["moss_light"] if y < 5 else P["moss"]) + (255,)
    if y < hang + 2:
        return P["moss_dark"] + (255,)
    if y < 22:
        rivet = (x % 16 - 8) ** 2 + (y - 17) ** 2 < 5
        return (P["metal_light"] if rivet or y < hang + 4 else P["metal"]) + (255,)
    if y < 24:
        return P["metal_dark"] + (255,)
    return (0, 0, 0, 0)


def metal(x, y, size=64):
    """World 4's fill: steel plates, 32 px square, lit along their top and left edges, a rivet in each corner."""
    px, py = x % 32, y % 32
    if px < 1 or py < 1:
        return P["metal_dark"] + (255,)
    if px < 3 or py < 3:
        return P["metal_light"] + (255,)
    for cx, cy in ((6, 6), (26, 6), (6, 26), (26, 26)):
        d = (px - cx) ** 2 + (py - cy) ** 2
        if d < 4:
            return P["metal_light"] + (255,)
        if d < 7:
            return P["metal_dark"] + (255,)
    shade = 0.08 * noise(x // 32, y // 32, 43)
    return mix(P["metal"], P["metal_dark"], shade) + (255,)


def planks(x, y):
    """64 x 64: horizontal boards for jump-through ledges."""
    row = y % 16
    if row < 2:
        return P["wood_dark"] + (255,)
    if row < 4:
        return P["wood_light"] + (255,)
    if (x + (y // 16) * 24) % 64 < 2:
        return P["wood_dark"] + (255,)
    return P["wood"] + (255,)


def layer_far(x, y, w=512, h=256):
    """Mountains (white; tinted per world in render/Palette)."""
    t = x / w * 2 * math.pi
    top = h * (0.35 + 0.12 * math.sin(3 * t) + 0.07 * math.sin(7 * t + 1) + 0.03 * math.sin(17 * t))
    if y < top:
        return (0, 0, 0, 0)
    # snow on the high peaks, thinning to nothing towards the snow line (no steps where a peak crosses it)
    snow = y < top + max(0.0, min(10.0, (h * 0.33 - top) * 1.5))
    return (255, 255, 255, 255) if snow else (220, 220, 220, 255)


def layer_near(x, y, w=512, h=256):
    t = x / w * 2 * math.pi
    top = h * (0.6 + 0.08 * math.sin(2 * t + 2) + 0.05 * math.sin(5 * t))
    # round tree crowns along the hills
    for k in range(8):
        cx = (k + 0.5) * w / 8 + noise(k, 4, 9) * 30
        r = 14 + noise(k, 5, 9) * 12
        dx = min(abs(x - cx), w - abs(x - cx))
        ty = h * (0.6 + 0.08 * math.sin(2 * cx / w * 2 * math.pi + 2) + 0.05 * math.sin(5 * cx / w * 2 * math.pi))
        if dx * dx + (y - (ty - r * 0.6)) ** 2 < r * r:
            return (235, 235, 235, 255)
    return (255, 255, 255, 255) if y >= top else (0, 0, 0, 0)


def layer_mesas(x, y, w=512, h=256):
    """World 2's far layer: flat-topped mesas with a lighter band of rock."""
    top = h
    for k in range(5):
        cx = (k + 0.5) * w / 5 + noise(k, 1, 51) * 40
        half = 28 + noise(k, 2, 51) * 40
        height = h * (0.3 + noise(k, 3, 51) * 0.25)
        dx = min(abs(x - cx), w - abs(x - cx))
        edge = half + (y - height) * 0.35  # sloping sides
        if dx < edge:
            top = min(top, height)
    if y < top:
        return (0, 0, 0, 0)
    return (255, 255, 255, 255) if (y - top) % 40 < 10 else (228, 228, 228, 255)


def layer_canyon(x, y, w=512, h=256):
    """World 2's near layer: rounded rocks and tall cacti against the hills."""
    t = x / w * 2 * math.pi
    top = h * (0.62 + 0.06 * math.sin(3 * t + 1) + 0.04 * math.sin(7 * t))
    for k in range(5):
        cx = (k + 0.3) * w / 5 + noise(k, 4, 53) * 50
        dx = min(abs(x - cx), w - abs(x - cx))
        base = h * 0.62
        if dx < 5 and y > base - 46:
            return (240, 240, 240, 255)
        arm = 1 if (x - cx) % w < w / 2 else -1
        ax = cx + arm * 12
        adx = min(abs(x - ax), w - abs(x - ax))
        if adx < 4 and base - 34 < y < base - 16:
            return (240, 240, 240, 255)
        if abs(x - cx) < 13 and abs(y - (base - 18)) < 3:
            return (240, 240, 240, 255)
    return (255, 255, 255, 255) if y >= top else (0, 0, 0, 0)


def layer_ice_peaks(x, y, w=512, h=256):
    """World 3's far layer: sharp icy peaks (straight flanks), white above, a blue-grey shade on the right flanks."""
    best, side = h, 0
    for k in range(7):
        cx = (k + 0.5) * w / 7 + noise(k, 1, 61) * 30
        peak = h * (0.15 + noise(k, 2, 61) * 0.3)
        d = x - cx
        if d > w / 2:
            d -= w
        if d < -w / 2:
            d += w
        top = peak + abs(d) * (1.3 + noise(k, 3, 61) * 0.6)
        if top < best:
            best, side = top, d
    if y < best:
        return (0, 0, 0, 0)
    return (255, 255, 255, 255) if side < 0 else (214, 214, 214, 255)


def layer_ice_cave(x, y, w=512, h=256):
    """World 3's near layer: a cave's rolling floor with round-topped ice pillars (stalagmites) rising from it;
    blunt on purpose, so nothing in the background reads as spikes."""
    t = x / w * 2 * math.pi
    floor = h * (0.66 + 0.07 * math.sin(3 * t + 2) + 0.04 * math.sin(8 * t))
    if y >= floor:
        return (255, 255, 255, 255)
    for k in range(6):
        cx = (k + 0.5) * w / 6 + noise(k, 1, 63) * 40
        r = 9 + noise(k, 2, 63) * 8
        top = h * (0.25 + noise(k, 3, 63) * 0.3)
        dx = min(abs(x - cx), w - abs(x - cx))
        width = r * (1 + max(0.0, (y - top)) / 120)  # wider towards the floor
        if dx < width and (y > top or dx * dx + (y - top) ** 2 < r * r):
            return (255, 255, 255, 255) if x - cx < r * 0.3 else (232, 232, 232, 255)
    return (0, 0, 0, 0)


def layer_city(x, y, w=512, h=256):
    """World 4's far layer: a skyline at night, in its own colours (its tint is white): dark towers, lit windows."""
    top, col = h, -1
    for k in range(14):
        x0 = k * w / 14 + noise(k, 1, 71) * 8
        bw = 22 + noise(k, 2, 71) * 16
        if x0 <= x < x0 + bw:
            height = h * (0.25 + noise(k, 3, 71) * 0.45)
            if height < top:
                top, col = height, k
    if y < top:
        return (0, 0, 0, 0)
    wx, wy = int(x) % 8, int(y - top) % 10
    lit = noise(int(x) // 8, int(y - top) // 10, 73 + col) > 0.62
    if 2 <= wx < 6 and 3 <= wy < 8 and y > top + 4 and lit:
        return P["lamp"] + (255,)
    return P["night_tower"] + (255,)


def layer_factory(x, y, w=512, h=256):
    """World 4's near layer: factory halls with saw-tooth roofs, chimneys and a pipe along them."""
    base = h * 0.58
    if y >= base + 8:
        return (255, 255, 255, 255)
    u = x % 128
    # saw-tooth roof: rises over 32 px, drops straight
    roof = base - (u % 32) * 0.6
    if y >= roof and u < 96:
        return (255, 255, 255, 255)
    # a chimney per hall
    if 104 <= u < 116 and y > h * 0.2 + noise(int(x) // 128, 0, 75) * 40:
        return (255, 255, 255, 255) if u > 106 or (y // 12) % 2 else (230, 230, 230, 255)
    # a pipe between the halls
    if 92 <= u < 128 and abs(y - (base - 14)) < 4:
        return (230, 230, 230, 255)
    return (0, 0, 0, 0)


def night_sky(x, y, w=512, h=256):
    """World 4's sky instead of clouds (white clouds glow wrong at night): scattered stars of a few sizes and a
    crescent moon, in their own colours (tint white). One star at most per 24 px cell, placed by noise."""
    mx, my, mr = 372, 44, 11
    if (x - mx) ** 2 + (y - my) ** 2 < mr * mr:
        # the crescent: the disc less a disc shifted towards the upper right
        if (x - mx - 5) ** 2 + (y - my + 3) ** 2 >= (mr - 1) ** 2:
            return (250, 240, 200, 255)
    cell = 24
    i, j = int(x) // cell, int(y) // cell
    if noise(i, j, 91) < 0.55:
        sx = (i + 0.2 + noise(i, j, 92) * 0.6) * cell
        sy = (j + 0.2 + noise(i, j, 93) * 0.6) * cell
        r = 0.7 + noise(i, j, 94) * 1.0
        if (x - sx) ** 2 + (y - sy) ** 2 < r * r and sy < h * 0.8:
            warm = noise(i, j, 95) > 0.7
            return (255, 236, 190, 255) if warm else (232, 238, 255, 255)
    return (0, 0, 0, 0)


def clouds(x, y, w=512, h=128):
    for k in range(4):
        cx, cy = (k + 0.3) * w / 4 + noise(k, 1, 13) * 40, 30 + noise(k, 2, 13) * 60
        for j in range(3):
            bx, r = cx + (j - 1) * 22, 18 + (j % 2) * 8
            dx = min(abs(x - bx), w - abs(x - bx))
            if dx * dx + (y - cy) ** 2 < r * r and y < cy + 12:
                return (255, 255, 255, 255)
    return (0, 0, 0, 0)


# ------------------------------------------------------------------------------------------------ decoration tiles
# assets/levels/tiles.png + tiles.tsx: the Tiled tileset the maps' decoration layers use. 64 px per tile (one tile is
# one metre, the sprites' density); the maps' grid stays 32 px and tiles.tsx says tilerendersize="grid", so Tiled
# and the game (render/DecorationTiles) both draw each tile over one grid cell. The tile ids keep the meanings the
# level scripts (scripts/make_levels.py) gave them, so the maps need no edit:
TILE = 64
TILE_COLS, TILE_ROWS = 8, 4
TILE_PAD = 2  # px of repeated edge around each tile in the image
(T_DIRT, T_GRASS, T_S45U, T_S45D, T_S12UL, T_S12UH, T_S12DH, T_S12DL, T_CLOUD_L, T_CLOUD_R, T_BUSH, T_FLOWER,
 T_PLANK, T_SPIKES, T_LAVA, T_FLAG) = range(16)
# each world's own decoration set, added after the first 16 so every existing gid keeps its picture (world 1's is the
# bush, flower and cloud above)
WORLD_TILES = {
    16: "shrub", 17: "cactus", 18: "rocks", 19: "desert_flower",       # world 2: sunset canyon
    20: "crystals", 21: "fir", 22: "icicles", 23: "snow_mound",       # world 3: ice caves, frozen heights
    24: "gear", 25: "pipe", 26: "lamp_post", 27: "glow_caps",         # world 4: machine works at night
}
# surface height (0..1 of the tile, up) at u (0..1, right) of the tiles that stand for ground
TILE_SURFACE = {
    T_DIRT: lambda u: 1.5, T_GRASS: lambda u: 1.0,
    T_S45U: lambda u: u, T_S45D: lambda u: 1 - u, T_S12UL: lambda u: u / 2, T_S12UH: lambda u: 0.5 + u / 2,
    T_S12DH: lambda u: 1 - u / 2, T_S12DL: lambda u: 0.5 - u / 2,
}


def ground_tile(t):
    """Dirt under the tile's surface with the terrain's own grass strip along it: what render/TerrainMesh draws."""
    def pixel(x, y):
        u = x / TILE
        top = (1 - TILE_SURFACE[t](u)) * TILE  # the surface, in image rows
        if y < top:
            return (0, 0, 0, 0)
        depth = y - top
        if depth < TILE / 2:
            g = grass_strip(int(x) % 64, int(depth))
            if g[3]:
                return g
        return dirt(int(x), int(y))
    return smooth(pixel)


def decoration_sprites():
    """The tiles that are pictures: in the sprites' style (outline, palette, light from the top left)."""
    s = {}
    cloud = Sprite(2 * TILE, TILE)  # two tiles wide: left and right halves
    puffs = union(circle(34, 40, 20), circle(62, 30, 26), circle(94, 38, 22), box(64, 50, 50, 10, 10))
    cloud.fill(puffs, (255, 255, 255), 0.95)
    # the shade under the puffs: a neutral grey, so the cloud suits world 1's blue sky and world 2's sunset alike
    cloud.fill(lambda x, y: max(puffs(x, y), 50 - y), P["grey_light"], 0.45)
    s["cloud"] = cloud

    bush = Sprite(TILE, TILE)  # sits on the tile's bottom edge: the surface below it
    crown = union(circle(20, 44, 15), circle(36, 36, 18), circle(48, 46, 14), box(33, 53, 26, 11, 6))
    bush.shape(crown, "green")
    bush.fill(lambda x, y: max(inset(crown, OUTLINE)(x, y), 55 - y), "green_dark")
    bush.fill(ellipse(30, 28, 7, 4), "grass_light").fill(ellipse(16, 38, 4, 3), "grass_light")
    s["bush"] = bush

    flower = Sprite(TILE, TILE)
    flower.shape(box(32, 50, 2.5, 14, 2), "green_dark", 2)
    flower.shape(ellipse(40, 52, 7, 3.5), "green", 2)
    petals = union(*[circle(32 + 8 * math.cos(k * 2 * math.pi / 5 - math.pi / 2),
                            30 + 8 * math.sin(k * 2 * math.pi / 5 - math.pi / 2), 6) for k in range(5)])
    flower.shape(petals, "red", 2)
    flower.shape(circle(32, 30, 5), "gold", 2)
    s["flower"] = flower

    plank = Sprite(TILE, TILE)
    for px in (12, 52):
        plank.shape(box(px, 30, 4, 14, 2), "wood_dark", 2)
    plank.shape(box(32, 10, 32, 9, 3), "wood")
    plank.fill(box(32, 6, 27, 1.5, 1), "wood_light")
    s["plank"] = plank

    s["spikes"] = spikes(TILE, TILE)

    lava = Sprite(TILE, TILE)
    wave = lambda x, y: 12 + 3 * math.sin(x / TILE * 4 * math.pi) - y
    lava.fill(wave, "red")
    lava.fill(lambda x, y: max(wave(x, y), y - 20 - 3 * math.sin(x / TILE * 4 * math.pi)), "gold")
    lava.fill(lambda x, y: max(wave(x, y), y - 14 - 3 * math.sin(x / TILE * 4 * math.pi)), "gold_light")
    lava.fill(lambda x, y: abs(wave(x, y)) - 1.5, "red_dark")
    lava.fill(circle(20, 40, 3), "gold").fill(circle(46, 50, 2.5), "gold")
    s["lava"] = lava

    flag = Sprite(TILE, TILE)
    flag.shape(box(14, 34, 3, 29, 2), "grey_light", 2)
    flag.shape(poly([(17, 6), (56, 14), (17, 28)]), "red", 2)
    s["flag"] = flag
    s.update(world_decoration())
    return s


def world_decoration():
    """Worlds 2-4's decoration tiles (WORLD_TILES): each sits on the tile's bottom edge, except the icicles, which
    hang from its top (paint them under a ceiling)."""
    s = {}
    shrub = Sprite(TILE, TILE)
    tuft = union(*[poly([(32 + dx * 0.5 - 5, 62), (32 + dx, 26 + abs(dx) * 0.6), (32 + dx * 0.5 + 5, 62)])
                   for dx in (-22, -11, 0, 11, 22)])
    shrub.shape(tuft, "straw", 2)
    shrub.fill(lambda x, y: max(inset(tuft, 2)(x, y), 52 - y), "straw_dark")
    s["shrub"] = shrub

    cactus = Sprite(TILE, TILE)
    body = union(box(32, 38, 7, 26, 7), box(19, 40, 4, 9, 4), box(23, 48, 8, 3.5, 3),
                 box(45, 32, 4, 9, 4), box(41, 40, 8, 3.5, 3))
    cactus.shape(body, "green")
    cactus.fill(box(30, 30, 2, 18, 2), "grass_light")
    s["cactus"] = cactus

    rocks = Sprite(TILE, TILE)
    rocks.shape(ellipse(24, 52, 17, 12), "stone").shape(ellipse(44, 56, 13, 8), "stone_light")
    rocks.fill(ellipse(20, 46, 6, 3), "stone_light")
    s["rocks"] = rocks

    dflower = Sprite(TILE, TILE)
    dflower.shape(box(32, 52, 2.5, 12, 2), "green_dark", 2)
    dflower.shape(union(*[circle(32 + 7 * math.cos(k * math.pi / 3), 36 + 7 * math.sin(k * math.pi / 3), 5)
                          for k in range(6)]), "gold", 2)
    dflower.shape(circle(32, 36, 4), "red_dark", 2)
    s["desert_flower"] = dflower

    crystals = Sprite(TILE, TILE)
    for cx, h, lean in ((22, 30, -6), (40, 22, 7), (31, 40, 0)):
        crystals.shape(poly([(cx - 6, 63), (cx - 6 + lean, 63 - h + 8), (cx + lean, 63 - h), (cx + 6 + lean, 63 - h + 8),
                             (cx + 6, 63)]), "ice_light", 2)
        crystals.fill(poly([(cx - 2, 60), (cx - 2 + lean, 63 - h + 10), (cx + lean, 63 - h + 6)]), "snow", 0.9)
    s["crystals"] = crystals

    fir = Sprite(TILE, TILE)
    fir.shape(box(32, 58, 4, 6, 1), "wood_dark", 2)
    tiers = [poly([(32, 4), (48, 28), (16, 28)]), poly([(32, 16), (54, 44), (10, 44)]),
             poly([(32, 28), (58, 56), (6, 56)])]
    for k, tier in enumerate(tiers):
        fir.shape(tier, "green_dark")
        top = 4 + 12 * k  # snow on each tier's upper part
        fir.fill(lambda x, y, t=tier, top=top: max(inset(t, 3)(x, y), y - top - 10 - 2 * math.sin(x / 3)), "snow")
    s["fir"] = fir

    icicles = Sprite(TILE, TILE)
    drips = union(box(32, 3, 32, 4, 0), *[poly([(x0 - w, 2), (x0 + w, 2), (x0, 2 + l)])
                                         for x0, w, l in ((10, 6, 34), (26, 5, 22), (40, 7, 44), (55, 5, 18))])
    icicles.shape(drips, "ice_light", 2)
    icicles.fill(box(32, 3, 30, 2, 0), "snow")
    s["icicles"] = icicles

    mound = Sprite(TILE, TILE)
    mound.shape(ellipse(40, 58, 16, 10), "stone_dark")
    mound.shape(ellipse(26, 60, 24, 12), "snow")
    mound.fill(ellipse(20, 54, 8, 3), "white")
    s["snow_mound"] = mound

    gear = Sprite(TILE, TILE)
    teeth = union(circle(32, 48, 20), *[box(32 + 22 * math.cos(k * math.pi / 5), 48 + 22 * math.sin(k * math.pi / 5),
                                            4, 4, 1) for k in range(10)])
    gear.shape(lambda x, y: max(teeth(x, y), y - 63), "metal_light")
    gear.shape(circle(32, 48, 7), "metal_dark", 2)
    s["gear"] = gear

    pipe = Sprite(TILE, TILE)
    pipe.shape(union(box(32, 52, 32, 7, 0), box(14, 40, 6, 24, 2)), "metal_light")
    pipe.shape(box(14, 18, 9, 3, 2), "metal_dark", 2)
    pipe.shape(circle(40, 40, 7), "red", 2).fill(box(40, 40, 1.5, 5), "ink")
    s["pipe"] = pipe

    lamp = Sprite(TILE, TILE)
    lamp.fill(circle(32, 14, 14), "lamp", 0.35)
    lamp.shape(box(32, 40, 3, 24, 1), "metal_dark", 2)
    lamp.shape(box(32, 61, 8, 3, 1), "metal_dark", 2)
    lamp.shape(box(32, 14, 7, 6, 3), "lamp", 2)
    s["lamp_post"] = lamp

    caps = Sprite(TILE, TILE)
    for cx, cy, r in ((20, 50, 9), (38, 44, 12), (52, 54, 7)):
        caps.shape(box(cx, (cy + 63) / 2, 2.5, (63 - cy) / 2, 1), "snow_dark", 2)
        caps.shape(lambda x, y, cx=cx, cy=cy, r=r: max(circle(cx, cy, r)(x, y), y - cy - 1), "moss_light", 2)
    s["glow_caps"] = caps
    return s


def make_tileset(path=os.path.join(HERE, "..", "assets", "levels")):
    ground = {t: ground_tile(t) for t in TILE_SURFACE}
    deco = decoration_sprites()
    pictures = {T_BUSH: deco["bush"], T_FLOWER: deco["flower"], T_PLANK: deco["plank"], T_SPIKES: deco["spikes"],
                T_LAVA: deco["lava"], T_FLAG: deco["flag"]}
    pictures.update({t: deco[name] for t, name in WORLD_TILES.items()})
    blank = Sprite(TILE, TILE)  # ids not used yet

    def tile_pixel(t, tx, ty):
        if t in ground:
            return ground[t](tx, ty)
        if t in (T_CLOUD_L, T_CLOUD_R):
            return deco["cloud"].pixel(tx + (TILE if t == T_CLOUD_R else 0), ty)
        return pictures.get(t, blank).pixel(tx, ty)

    # each tile with its edge pixels repeated PAD px outwards (margin PAD, spacing 2 PAD): linear filtering at a
    # tile's edge then reads the tile's own colours, never the neighbour's in the image
    pad, step = TILE_PAD, TILE + 2 * TILE_PAD
    cache = {}

    def pixel(x, y):
        col, row = min(x // step, TILE_COLS - 1), min(y // step, TILE_ROWS - 1)
        tx = max(0, min(TILE - 1, x - col * step - pad))
        ty = max(0, min(TILE - 1, y - row * step - pad))
        key = (row * TILE_COLS + col, tx, ty)
        if key not in cache:
            cache[key] = tile_pixel(*key)
        return cache[key]

    w, h = TILE_COLS * step, TILE_ROWS * step
    write_png(os.path.join(path, "tiles.png"), w, h, bleed(pixel, w, h))
    with open(os.path.join(path, "tiles.tsx"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<tileset version="1.10" tiledversion="1.11.0" name="tiles" tilewidth="{TILE}" tileheight="{TILE}" '
                f'spacing="{2 * pad}" margin="{pad}" tilecount="{TILE_COLS * TILE_ROWS}" columns="{TILE_COLS}" '
                'tilerendersize="grid">\n'
                f' <image source="tiles.png" width="{w}" height="{h}"/>\n'
                '</tileset>\n')


def main(parts):
    """parts: any of sprites, textures, tiles (none: all three); world1 ... world4: one world's textures."""
    parts = set(parts) or {"sprites", "textures", "tiles"}
    os.makedirs(SPRITES, exist_ok=True)
    os.makedirs(TEXTURES, exist_ok=True)
    if "sprites" in parts:
        for name, sprite in sprites().items():
            sprite.save(os.path.join(SPRITES, name + ".png"))
    if "textures" in parts:
        textures()
    for w in (1, 2, 3, 4):
        if "world%d" % w in parts:
            textures((w,))
    if "tiles" in parts:
        make_tileset()


def textures(worlds=(1, 2, 3, 4)):
    """Per world (render/Palette, render/ParallaxLayers): the fill, the top edge, the far and near layers."""
    if 1 in worlds:
        write_png(os.path.join(TEXTURES, "dirt.png"), 64, 64, dirt)
        write_png(os.path.join(TEXTURES, "grass.png"), 64, 32, grass_strip)
        write_png(os.path.join(TEXTURES, "planks.png"), 64, 64, planks)
        write_png(os.path.join(TEXTURES, "far.png"), 512, 256, smooth(layer_far))
        write_png(os.path.join(TEXTURES, "near.png"), 512, 256, smooth(layer_near))
        write_png(os.path.join(TEXTURES, "clouds.png"), 512, 128, smooth(clouds))
    if 2 in worlds:
        write_png(os.path.join(TEXTURES, "stone.png"), 64, 64,
                  lambda x, y: dirt(x, y, "stone", "stone_light", "stone_dark"))
        write_png(os.path.join(TEXTURES, "straw.png"), 64, 32,
                  lambda x, y: grass_strip(x, y, "straw", "straw_light", "straw_dark"))
        write_png(os.path.join(TEXTURES, "far-2.png"), 512, 256, smooth(layer_mesas, 2))
        write_png(os.path.join(TEXTURES, "near-2.png"), 512, 256, smooth(layer_canyon, 2))
    if 3 in worlds:
        write_png(os.path.join(TEXTURES, "ice.png"), 64, 64, lambda x, y: dirt(x, y, "ice", "ice_light", "ice_dark"))
        write_png(os.path.join(TEXTURES, "snow.png"), 64, 32, snow_strip)
        write_png(os.path.join(TEXTURES, "far-3.png"), 512, 256, smooth(layer_ice_peaks, 2))
        write_png(os.path.join(TEXTURES, "near-3.png"), 512, 256, smooth(layer_ice_cave, 2))
    if 4 in worlds:
        write_png(os.path.join(TEXTURES, "metal.png"), 64, 64, metal)
        write_png(os.path.join(TEXTURES, "moss.png"), 64, 32, moss_strip)
        write_png(os.path.join(TEXTURES, "far-4.png"), 512, 256, smooth(layer_city, 2))
        write_png(os.path.join(TEXTURES, "near-4.png"), 512, 256, smooth(layer_factory, 2))
        write_png(os.path.join(TEXTURES, "night-sky.png"), 512, 256, smooth(night_sky, 3))


if __name__ == "__main__":
    import sys
    main(sys.argv[1:])
