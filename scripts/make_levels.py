#!/usr/bin/env python3
"""Generates the first Tiltfall levels (assets/levels/); their tileset is scripts/make-art.py's.

A bootstrap: the .tmx files are the source of truth and may be edited in Tiled; the shipped levels 1 and 2 are
still exactly what this script writes. Re-running it OVERWRITES 01-first-slopes.tmx and 02-ramps-and-rolls.tmx (not
the tileset, made by scripts/make-art.py, nor levels.txt, the play order, edited by hand); then run
scripts/regen-replays.sh for the levels that changed. Coordinates are written as Tiled writes them (Level.fmt), so a
re-save in Tiled changes nothing (ResavedLevelRunsTest).

    python3 scripts/make_levels.py

No dependencies beyond the Python 3 standard library.

Geometry is written in world metres, y up (the game's units), and converted to Tiled pixels, y down, with one tile =
one metre = 32 px. The game draws the terrain from its collision shapes (docs/art.md), so the maps have no ground tile
layer; the "decor" layer only puts bushes and flowers on flat grass (cells whose whole bottom edge is the ground's top,
away from entities) and the "sky" layer clouds. The tileset keeps the ids of the old ground, slope, plank, spike and
flag tiles, but no generated layer uses them.
"""
import math
import os

T = 32  # pixels per tile = pixels per metre
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "levels")

# ------------------------------------------------------------------------------------------------------------ tileset
# tile index -> meaning (gid = index + 1); the tileset itself (tiles.png, tiles.tsx) is drawn by scripts/make-art.py
DIRT, GRASS, S45U, S45D, S12UL, S12UH, S12DH, S12DL, CLOUD_L, CLOUD_R, BUSH, FLOWER, PLANK, SPIKES, LAVA, FLAG = range(16)

# each world's ground decoration (tile indexes, docs/art.md): (bush-like, flower-like), picked by noise per cell;
# world 3's icicles (22) hang under ceilings and are placed by hand
GROUND_DECOR = {1: ([BUSH], [FLOWER]), 2: ([16, 17], [19, 18]), 3: ([23, 21], [20]), 4: ([24, 25], [27, 26])}


def noise(x, y, seed=0):
    h = (x * 374761393 + y * 668265263 + seed * 982451653) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return (h ^ (h >> 16)) / 0xFFFFFFFF



# ------------------------------------------------------------------------------------------------------------- levels
def point_in_polygon(pts, x, y):
    inside = False
    n = len(pts)
    for i in range(n):
        x1, y1 = pts[i]
        x2, y2 = pts[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                inside = not inside
    return inside


class Level:
    def __init__(self, name, title, w, h, time_limit=None, world=None):
        self.name, self.title, self.w, self.h, self.time_limit = name, title, w, h, time_limit
        self.world = world
        self.avoid = []     # entity boxes (x0, y0, x1, y1): no decoration there
        self.next_id = 1
        self.terrain = []   # xml strings
        self.entities = []
        self.solids = []    # functions (x, y) -> bool, world metres, for the picture
        self.planks = []    # (x0, x1, ytop)
        self.hazards = []   # (x0, y0, x1, y1, tile)
        self.goal_flags = []
        self.coins = 0

    def _id(self):
        i = self.next_id
        self.next_id += 1
        return i

    def tx(self, x):
        return round(x * T, 3)

    def ty(self, y):
        return round((self.h - y) * T, 3)

    @staticmethod
    def props(p):
        if not p:
            return ""
        s = "   <properties>\n"
        for k, (typ, val) in p.items():
            s += f'    <property name="{k}" type="{typ}" value="{val}"/>\n'
        return s + "   </properties>\n"

    def _obj(self, layer, name, cls, attrs, body="", props=None):
        i = self._id()
        c = f' type="{cls}"' if cls else ""
        inner = self.props(props) + body
        if inner:
            s = f'  <object id="{i}" name="{name}"{c} {attrs}>\n{inner}  </object>\n'
        else:
            s = f'  <object id="{i}" name="{name}"{c} {attrs}/>\n'
        layer.append(s)
        return i

    @staticmethod
    def fmt(v):
        """A coordinate as Tiled writes it (Qt's QString::number: 6 significant digits), so that a re-save in Tiled
        leaves every number, and the level's replay, exactly as they are (docs/levels.md, "Re-saving")."""
        s = "%.6g" % round(v, 3)
        return "0" if s == "-0" else s

    # terrain, world metres ---------------------------------------------------------------------------------------
    def polygon(self, name, pts, props=None):
        ox, oy = pts[0]
        rel = " ".join(f"{self.fmt((x - ox) * T)},{self.fmt(-(y - oy) * T)}" for x, y in pts)
        self._obj(self.terrain, name, None, f'x="{self.fmt(self.tx(ox))}" y="{self.fmt(self.ty(oy))}"',
                  f'   <polygon points="{rel}"/>\n', props)
        self.solids.append(lambda x, y, p=list(pts): point_in_polygon(p, x, y))

    def profile(self, name, pts, props=None):
        """Ground whose surface runs through pts (left to right, y up; a step is two points at one x), filled down
        to y = 0."""
        self.polygon(name, list(pts) + [(pts[-1][0], 0), (pts[0][0], 0)], props)

    def rect(self, name, x0, y0, x1, y1, cls=None, props=None):
        self._obj(self.terrain, name, cls, f'x="{self.fmt(self.tx(x0))}" y="{self.fmt(self.ty(y1))}" '
                  f'width="{self.fmt((x1 - x0) * T)}" height="{self.fmt((y1 - y0) * T)}"', "", props)
        if cls == "oneway":
            self.planks.append((x0, x1, y1))
        else:
            self.solids.append(lambda x, y: x0 <= x <= x1 and y0 <= y <= y1)

    def ellipse(self, name, cx, cy, a, b, rot_cw_deg=0.0, props=None):
        """Centre and semi-axes in metres; Tiled rotates about the top-left, so the origin is solved for."""
        w, h = 2 * a * T, 2 * b * T
        al = -math.radians(rot_cw_deg)
        lx, ly = w / 2, -h / 2
        rx, ry = lx * math.cos(al) - ly * math.sin(al), lx * math.sin(al) + ly * math.cos(al)
        ox, oy = cx * T - rx, cy * T - ry  # y-up pixels
        rot = f' rotation="{self.fmt(rot_cw_deg)}"' if rot_cw_deg else ""
        self._obj(self.terrain, name, None, f'x="{self.fmt(ox)}" y="{self.fmt(self.h * T - oy)}" '
                  f'width="{self.fmt(w)}" height="{self.fmt(h)}"{rot}', "   <ellipse/>\n", props)

        def inside(x, y):
            dx, dy = x - cx, y - cy
            c, s = math.cos(al), math.sin(al)
            u, v = dx * c + dy * s, -dx * s + dy * c
            return (u / a) ** 2 + (v / b) ** 2 <= 1
        self.solids.append(inside)

    def polyline(self, name, pts, props=None):
        ox, oy = pts[0]
        rel = " ".join(f"{self.fmt((x - ox) * T)},{self.fmt(-(y - oy) * T)}" for x, y in pts)
        self._obj(self.terrain, name, None, f'x="{self.fmt(self.tx(ox))}" y="{self.fmt(self.ty(oy))}"',
                  f'   <polyline points="{rel}"/>\n', props)

        def below(x, y, p=list(pts)):  # the picture fills below a ground line
            for (x1, y1), (x2, y2) in zip(p, p[1:]):
                if x1 <= x <= x2:
                    return y <= y1 + (y2 - y1) * (x - x1) / (x2 - x1)
            return False
        self.solids.append(below)

    # entities, world metres --------------------------------------------------------------------------------------
    def point(self, cls, name, x, y):
        self._obj(self.entities, name, cls, f'x="{self.fmt(self.tx(x))}" y="{self.fmt(self.ty(y))}"', "   <point/>\n")

    def box(self, cls, name, x0, y0, x1, y1, props=None, ellipse=False):
        self._obj(self.entities, name, cls, f'x="{self.fmt(self.tx(x0))}" y="{self.fmt(self.ty(y1))}" '
                  f'width="{self.fmt((x1 - x0) * T)}" height="{self.fmt((y1 - y0) * T)}"',
                  "   <ellipse/>\n" if ellipse else "", props)
        if cls not in ("coin", "gem"):
            self.avoid.append((x0, y0, x1, y1))
        if cls == "goal":
            self.goal_flags.append((x0, y0))
        if cls == "hazard":
            self.hazards.append((x0, y0, x1, y1))

    def coin(self, x, y):
        self.coins += 1
        self.box("coin", f"coin {self.coins}", x - 0.25, y - 0.25, x + 0.25, y + 0.25, ellipse=True)

    # picture -----------------------------------------------------------------------------------------------------
    def solid(self, x, y):
        return any(f(x, y) for f in self.solids)

    def decor_layer(self):
        """Bushes and flowers standing on flat grass (a cell whose whole bottom edge is the top of the ground, away
        from every entity), clouds in the sky. The terrain itself is drawn by the game from the collision shapes, the
        goal flag by its sprite: no ground, plank, spike or flag tiles (issue 11)."""
        grid = [[0] * self.w for _ in range(self.h)]
        for col in range(self.w):
            for y in range(self.h - 1, 0, -1):
                xs = (col + 0.1, col + 0.5, col + 0.9)
                if not all(self.solid(x, y - 0.05) for x in xs) or any(self.solid(x, y + 0.05) for x in xs):
                    continue
                near = any(x0 - 0.5 < col + 1 and col < x1 + 0.5 and y0 - 0.5 < y + 1 and y < y1 + 0.5
                           for x0, y0, x1, y1 in self.avoid)
                row = self.h - 1 - y
                r = noise(col, row + 1, 11)
                bushes, flowers = GROUND_DECOR.get(self.world or 1, GROUND_DECOR[1])
                pick = int(noise(col, row, 31) * 16)
                if not near and r < 0.12:
                    grid[row][col] = bushes[pick % len(bushes)] + 1
                elif not near and r < 0.2:
                    grid[row][col] = flowers[pick % len(flowers)] + 1
                break
        sky = [[0] * self.w for _ in range(self.h)]
        col = 3
        while col < self.w - 2:
            row = 1 + int(noise(col, 0, 21) * 4)
            sky[row][col], sky[row][col + 1] = CLOUD_L + 1, CLOUD_R + 1
            col += 7 + int(noise(col, 1, 22) * 6)
        return sky, grid

    def write(self):
        sky, decor = self.decor_layer()

        def layer(lid, name, grid):
            rows = ",\n".join(",".join(str(v) for v in r) for r in grid)
            return (f' <layer id="{lid}" name="{name}" width="{self.w}" height="{self.h}">\n'
                    f'  <data encoding="csv">\n{rows}\n</data>\n </layer>\n')
        props = f'  <property name="title" value="{self.title}"/>\n'
        if self.time_limit:
            props += f'  <property name="timeLimit" type="float" value="{self.time_limit}"/>\n'
        if self.world:
            props += f'  <property name="world" type="int" value="{self.world}"/>\n'
        s = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             f'<map version="1.10" tiledversion="1.11.0" orientation="orthogonal" renderorder="right-down" '
             f'width="{self.w}" height="{self.h}" tilewidth="32" tileheight="32" infinite="0" '
             f'backgroundcolor="#9fd3f0" nextlayerid="6" nextobjectid="{self.next_id}">\n'
             f' <properties>\n{props} </properties>\n'
             ' <tileset firstgid="1" source="tiles.tsx"/>\n'
             + layer(1, "sky", sky) + layer(2, "decor", decor)
             + ' <objectgroup id="4" name="terrain">\n' + "".join(self.terrain) + ' </objectgroup>\n'
             + ' <objectgroup id="5" name="entities">\n' + "".join(self.entities) + ' </objectgroup>\n'
             + '</map>\n')
        with open(os.path.join(ROOT, self.name), "w") as f:
            f.write(s)


def level1():
    """First Slopes, 205 m: gentle 1:2 slopes, steps, trenches and pits that all have a floor (a miss costs a climb,
    never a life), a ramp to spin off over flat ground, a checkpoint; then a second checkpoint and a big trick ramp off
    a plateau (a long flight: a full spin is easy, a bad landing only says OUCH); hold right and jump when blocked."""
    L = Level("01-first-slopes.tmx", "First Slopes", 205, 20, time_limit=180)
    # part 1 (the first 45 m, unchanged since the bootstrap): start flat, 1:2 slope up, plateau, 1 m step down,
    # 2 m wide trench (2 m deep), plateau, 1:2 slope down, flat run-up, (ramp is its own object), 1 m step up, a 2 m
    # pit with a floor 2 m down
    L.polygon("hills", [(0, 4), (6, 4), (10, 6), (15, 6), (15, 5), (17, 5), (17, 3), (19, 3), (19, 5), (24, 5),
                        (28, 3), (38, 3), (38, 4), (43, 4), (43, 2), (45, 2), (45, 0), (0, 0)])
    L.polygon("ramp", [(32, 3), (36, 5), (36, 3)])
    # part 2: longer climbs (two 1:2 slopes to a plateau 4 m up), down again, a trick ramp with a long flat landing
    L.profile("hills 2", [(45, 4), (52, 4), (56, 6), (60, 6), (64, 8), (70, 8), (78, 4), (100, 4), (100, 2),
                          (103, 2), (103, 4), (108, 4), (114, 7), (118, 7),
                          (124, 4), (128, 4), (128, 2), (131, 2), (131, 4), (140, 4)])
    L.polygon("trick ramp", [(84, 4), (88, 6), (88, 4)])
    L.box("checkpoint", "checkpoint 1", 105, 4, 106, 6)
    # the last part (issue 10: 140 m took a first-timer under a minute), hazard-free too: a second checkpoint, a
    # rolling hill, a 1:2 climb to a plateau 3 m up with a big trick ramp on it (3 m over 6 m, 26.6 deg) whose back
    # edge drops 6 m to a 20 m flat landing: ~1.5 s in the air, enough for a full spin; a bad landing costs nothing.
    # Then a last floored trench and the goal.
    L.box("checkpoint", "checkpoint 2", 136, 4, 137, 6)
    L.profile("hills 3", [(140, 4), (143, 4), (147, 6), (150, 6), (154, 4), (158, 4), (164, 7), (174, 7), (174, 4),
                          (194, 4), (194, 2), (197, 2), (197, 4), (205, 4)])
    L.polygon("big trick ramp", [(168, 7), (174, 10), (174, 7)])
    L.rect("end wall", 204, 4, 205, 12)  # nobody runs off the map; a tall goal catches a full jump over the trench
    L.point("player", "start", 2, 4.5)
    L.box("goal", "exit", 201, 4, 204, 9)
    for x, y in [(8, 6.2), (12.5, 7), (18, 4), (26, 5.2), (36, 6.5), (44, 5), (50, 5), (56, 7.2), (62, 8.2),
                 (67, 9.2), (74, 7.2), (81, 5), (88, 7.5), (92, 7), (96, 5.5), (101.5, 5.5), (110, 6.2), (115, 8.5),
                 (121, 7), (129.5, 5.5), (134, 5), (141, 5), (148.5, 7.2), (156, 5), (161, 6.7), (166, 8.2),
                 (171, 9.8), (176, 11.5), (179, 10.5), (182, 7.5), (188, 5), (195.5, 5.5), (199, 5)]:
        L.coin(x, y)
    for k, (x, y) in enumerate([(1, 5), (18, 3.6), (67, 10.6)]):  # hidden gems: behind the start, in the trench,
        L.point("gem", f"gem {k + 1}", x, y)                      # a jump above the high plateau
    L.write()


def level2():
    """Ramps and Rolls, 190 m: 45 deg slopes, a ramp launch over spikes, ellipse hills, a one-way ledge, a crate, a
    moving platform over a spike pit and a bumpy ground line; then each idea again, harder: a second launch over
    spikes, a hill, one-way ledges up a cliff, a second ferry."""
    L = Level("02-ramps-and-rolls.tmx", "Ramps and Rolls", 194, 30, time_limit=240)
    # start, 45 deg climb, plateau, 45 deg descent, launch ramp over a pit; the first pit has no spikes and a slope
    # out, so a miss costs nothing (a player who only holds right must not die here: the ramp alone does not carry
    # the box over, a jump does); the spiked version comes after the checkpoint
    L.polygon("start hill", [(0, 6), (8, 6), (12, 10), (18, 10), (22, 6), (32, 6), (32, 0), (0, 0)],
              {"friction": ("float", "0.9")})
    L.polygon("launch ramp", [(28, 6), (32, 9), (32, 6)])
    L.polygon("pit", [(32, 0), (38, 0), (38, 7), (35, 5), (32, 5)])
    # landing field with two ellipse hills (one tilted), up to the cliff
    L.rect("field", 38, 0, 64, 7)
    # ellipses sunk deep into the field so that they meet the ground at a walkable angle (a half-buried ellipse
    # would meet it with a vertical tangent, a little wall): hill 1 meets y = 7 at 34 deg, the tilted one at about 44 / 20
    L.ellipse("hill", 44, 5, 5, 3)
    L.ellipse("tilted hill", 53, 4.3, 6.5, 4, rot_cw_deg=-12)
    L.rect("ledge", 58, 8.5, 62.5, 9, cls="oneway")
    # cliff top (3.5 m: too high to jump; the ledge, 2 m up, is 1.5 m below it: a full jump is 2.4 m), crate, descent
    L.polygon("cliff", [(64, 0), (64, 10.5), (72, 10.5), (76, 10), (80, 10), (80, 0)],
              {"restitution": ("float", "0")})
    L.box("crate", "crate", 68, 10.5, 69, 11.5, {"density": ("float", "0.8")})
    L.box("checkpoint", "checkpoint cliff", 65.5, 10.5, 66.5, 12.5)
    # the spikes 1 m below the cliff (2 m was seen only 0.3 s before by a fast run), 0.5 m under the ferry as in the
    # second chasm
    L.rect("chasm floor", 80, 0, 92, 8.5)
    L.box("hazard", "chasm spikes", 80, 8.5, 92, 9)
    L.box("platform", "ferry", 80.5, 9.5, 83.5, 10, {"dx": ("float", "8"), "dy": ("float", "1"),
                                                     "period": ("float", "5")})
    L.rect("far bank", 92, 0, 95, 11)
    # a bumpy ground line (one-sided, solid from above) down to the second half
    L.polyline("bumps", [(95, 11), (98, 10), (101, 10.5), (104, 9), (108, 9), (111, 8), (114, 8)],
               {"friction": ("float", "0.7")})
    # every spike floor's top is at most 2 m below the ground the player jumps from, less where the player comes from
    # higher up (a jump off the hill onto the launch ramp, off the second cliff onto the ferry): on screen before the
    # jump (the camera may sit 1 m above the player and shows 4.5 m below its centre; NoBlindJumpsTest)
    # second half: a checkpoint, the launch over spikes again (same ramp and pit, the landing 1 m up), a hill,
    # two one-way ledges up a 3.5 m cliff, a 45 deg descent, the ferry again over a longer chasm
    L.rect("flat", 114, 0, 124, 8)
    L.box("checkpoint", "checkpoint 1", 116, 8, 117, 10)
    L.polygon("launch ramp 2", [(120, 8), (124, 11), (124, 8)])
    L.rect("pit floor 2", 124, 0, 130, 5.5)
    L.box("hazard", "spikes 2", 124, 5.5, 130, 6)
    L.rect("bank", 130, 0, 152, 9)
    L.ellipse("hill 2", 139, 7, 5, 3)
    L.rect("ledge 2", 146.5, 10.5, 150.5, 11, cls="oneway")
    # the descent ends 12 m before the second chasm (3.5 m: a hopping run saw the chasm spikes only 0.3 s before;
    # 7 m: a leap off the cliff at the speed the hill gives landed 2 m from them, seen 0.1 s before)
    L.profile("cliff 2", [(151, 12.5), (154.5, 12.5), (158, 8), (170, 8)])
    L.rect("chasm floor 2", 170, 0, 182, 6.5)
    L.box("hazard", "chasm spikes 2", 170, 6.5, 182, 7)
    L.box("platform", "ferry 2", 170.5, 7.5, 173.5, 8, {"dx": ("float", "8"), "dy": ("float", "1"),
                                                       "period": ("float", "5")})
    L.rect("finish", 182, 0, 194, 9)
    L.rect("end wall", 193, 9, 194, 17)
    L.point("player", "start", 2, 6.5)
    L.box("goal", "exit", 189, 9, 193, 14)
    for x, y in [(10, 9.5), (15, 11.5), (30, 10), (35, 6.5), (44, 9), (53, 9.2), (60.2, 10.05), (68.5, 13.5),
                 (86, 12), (88, 12), (101, 12), (110, 10.5), (119, 9.5), (124, 12.5), (127, 12.5), (134, 10.5),
                 (139, 11), (148.5, 12), (153, 13.5), (157.5, 11.5), (176, 10.5), (186, 10.5)]:
        L.coin(x, y)
    for k, (x, y) in enumerate([(1, 7), (15, 12.6), (74, 13)]):  # hidden gems (added in Tiled after the bootstrap)
        L.point("gem", f"gem {k + 1}", x, y)
    L.write()


if __name__ == "__main__":
    os.makedirs(ROOT, exist_ok=True)
    level1()
    level2()
    print("wrote", ROOT, "(levels.txt, the play order, is edited by hand)")
