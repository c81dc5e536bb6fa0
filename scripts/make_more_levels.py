#!/usr/bin/env python3
"""Bootstraps levels 3 to 8 (assets/levels/03-*.tmx ... 08-*.tmx) with the level objects of issue 10: bounce pads,
rope bridges, swings, walkers, rollers, see-saws, falling platforms, platforms on paths and hidden gems.

A bootstrap, like make_levels.py (whose Level class this uses): the .tmx files are the source of truth and may be
edited in Tiled; the shipped levels 3 to 8 are still exactly what this script writes (each a part 1, the original
level, and a part 2 that reuses the ideas of earlier levels; level 3 a part 3 of pads too). Re-running it OVERWRITES
levels 03 to 08 (not 01, 02, the tileset or levels.txt). After regenerating a level, regenerate its replay: scripts/regen-replays.sh 03-springs.

    python3 scripts/make_more_levels.py [03 04 ...]

Each level teaches one idea where a miss costs nothing, then tests it where a miss costs a life; what kills is on
screen before the jump that commits to it. Units: metres, y up.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_levels import Level  # noqa: E402


def f(v):
    return ("float", ("%.3f" % v).rstrip("0").rstrip("."))


def i(v):
    return ("int", str(v))


def b(v):
    return ("bool", "true" if v else "false")


class More(Level):
    """Level with helpers for the new objects (all positions in metres, y up)."""

    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.gems = 0

    def ground(self, x0, x1, top, name="ground"):
        self.rect(name, x0, 0, x1, top)

    def spikes(self, x0, x1, floor, name="spikes"):
        """A spike floor: give it floor = (the lower bank) - 2.5, so the spikes' top is 2 m below the ground the player
        jumps from and the camera (which may sit 1 m above the player and shows 4.5 m below its centre) shows them
        before the jump (NoBlindJumpsTest); deeper only where the camera rests on the map's bottom edge."""
        self.rect(name + " floor", x0, 0, x1, floor)
        self.box("hazard", name, x0, floor, x1, floor + 0.5)

    def pad(self, x, top, name="pad", stiffness=None, boost=None, travel=0.6):
        """A bounce pad whose plate is flush with the ground at height top, in a 2 m wide, 1.2 m deep notch. A pad that
        throws you up a wall goes at the wall's foot (x + 1 = the wall): walking on, the wall stops you on the plate and
        a jump there comes back down on it; a step of ground between let a first-timer walk over the plate and tumble,
        and PadWallTest's natural inputs climbed 0 of 26 times (seen in play, levels 10 and 12)."""
        # the notch's floor is where the game draws the spring's base (0.2 m under the plate at the bottom of its
        # travel, the base sprite reaching ~0.1 m lower): no base floating over a deeper hole (issue 11)
        self.rect(name + " pit", x - 1, 0, x + 1, top - 0.15 - travel - 0.3)
        p = {"travel": f(travel)}
        if stiffness:
            p["stiffness"] = f(stiffness)
        if boost is not None:
            p["boost"] = f(boost)
        self.box("bouncepad", name, x - 0.8, top - 0.3, x + 0.8, top, p)

    def pit_pad(self, x, top, name, lip_name, spikes_name):
        """A pad that throws you over a 3 m spike pit: at the foot of a 1 m thick, 3 m high lip (no plain running
        jump gets over it), the pit's spikes 2.5 m below the lip's top; the caller puts the far bank at the returned
        (x, top): 1.5 m above the pad, 1.5 m below the lip. Walking on, the lip stops you on the plate (as at a wall),
        and the stiffer, stronger pad throws you high enough to drift over the pit while Right is held. With 2 m of
        ground between pad and pit a first-timer walked over the plate into the pit or was thrown short of a bank 2 m
        up: PitPadTest's natural inputs crossed 0-4 of 26 there; 23-25 so (a bank as high as the lip: 17-23, some
        falling against its side)."""
        self.pad(x, top, name, stiffness=700, boost=1.0)
        lip = top + 3
        self.rect(lip_name, x + 1, 0, x + 2, lip)
        self.avoid.append((x + 1, lip, x + 2, lip + 2))  # no bush on the 1 m lip
        self.spikes(x + 2, x + 5, lip - 2.5, spikes_name)
        return x + 5, top + 1.5

    def sign(self, x, top, icon, name="sign"):
        """A signpost standing on the ground at height top (scenery: no body)."""
        self._obj(self.entities, name, "sign", f'x="{self.fmt(self.tx(x))}" y="{self.fmt(self.ty(top))}"',
                  "   <point/>\n", {"icon": (None, icon)})
        self.avoid.append((x - 0.5, top, x + 0.5, top + 2))

    def bridge(self, x0, x1, y, planks, name="bridge"):
        self.box("bridge", name, x0, y - 0.15, x1, y, {"planks": i(planks)})

    def swing(self, x, y, width, length, name="swing", rope=False):
        p = {"length": f(length)}
        if rope:
            p["rope"] = b(True)
        self.box("swing", name, x - width / 2, y - 0.15, x + width / 2, y + 0.15, p)

    def seesaw(self, x, y, width, name="seesaw", pivot=0.5):
        """A plank centred at x, its pin pivot m right of the centre: the longer left arm rests on the ground, so a
        player coming from the left walks up it (on a centred pin the plank stays level, and a player walking into
        its end lifts it and gets wedged under it: seen in play)."""
        p = {"pivot": f(pivot)} if pivot else None
        self.box("seesaw", name, x - width / 2, y - 0.1, x + width / 2, y + 0.1, p)

    def walker(self, x, ground, speed=1.5, name="walker", left=True):
        p = {"speed": f(speed)}
        if not left:
            p["startLeft"] = b(False)
        self.box("walker", name, x - 0.45, ground + 0.01, x + 0.45, ground + 0.81, p)

    def roller(self, x, ground, speed=2.0, name="roller", left=True):
        p = {"speed": f(speed)}
        if not left:
            p["startLeft"] = b(False)
        self.box("roller", name, x - 0.4, ground + 0.01, x + 0.4, ground + 0.81, p, ellipse=True)

    def falling(self, x, y, width=2.0, delay=0.6, name="falling"):
        self.box("fallingplatform", name, x - width / 2, y - 0.25, x + width / 2, y, {"delay": f(delay)})

    def path(self, name, pts):
        ox, oy = pts[0]
        rel = " ".join(f"{self.fmt((x - ox) * 32)},{self.fmt(-(y - oy) * 32)}" for x, y in pts)
        self._obj(self.entities, name, "path", f'x="{self.fmt(self.tx(ox))}" y="{self.fmt(self.ty(oy))}"',
                  f'   <polyline points="{rel}"/>\n')

    def lift(self, name, path, width=3.0, speed=2.0, loop=False):
        x, y = self._first[path]
        p = {"path": (None, path), "speed": f(speed)}
        if loop:
            p["loop"] = b(True)
        self.box("platform", name, x - width / 2, y - 0.25, x + width / 2, y + 0.25, p)

    def route(self, name, pts):
        self._first = getattr(self, "_first", {})
        self._first[name] = pts[0]
        self.path(name, pts)

    def gem(self, x, y):
        self.gems += 1
        self.point("gem", f"gem {self.gems}", x, y)

    def checkpoint(self, x, top, n):
        """A 1 x 2 m flag standing on the ground at height top, centred at x (the respawn point once touched)."""
        self.box("checkpoint", f"checkpoint {n}", x - 0.5, top, x + 0.5, top + 2)

    def finish(self, x0, top):
        """Ground to the right edge, an end wall and a tall goal."""
        self.ground(x0, self.w, top, "finish")
        self.rect("end wall", self.w - 1, top, self.w, top + 8)
        self.box("goal", "exit", self.w - 4, top, self.w - 1, top + 5)

    def props(self, p):  # string properties have no type attribute
        if not p:
            return ""
        s = "   <properties>\n"
        for k, (typ, val) in p.items():
            t = f' type="{typ}"' if typ else ""
            s += f'    <property name="{k}"{t} value="{val}"/>\n'
        return s + "   </properties>\n"




def level3():
    """Springs, 282 m: a pad under a 3 m ledge (a miss costs nothing), then a pad at the foot of a lip over a spike pit
    to a bank 1.5 m up; part 2: pads in a row up two ledges (a miss drops back one), a jump down over spikes and the pit
    pad again; part 3: pads up a staircase of three ledges, a pit pad from its top, a jump down over spikes, a long
    slide down, a last pit pad and a pad up to the goal ledge."""
    L = More("03-springs.tmx", "Springs", 282, 26, time_limit=240)
    L.ground(0, 14, 4, "start")
    L.pad(15, 4, "first pad")
    L.rect("ledge", 16, 0, 26, 7)
    # 8 m: a running jump off the ledge (4 m) landed on the pit's lip, and a hop from there crossed without the pad
    L.ground(26, 34, 4, "dip")
    L.pit_pad(35, 4, "pit pad", "pit lip", "pit spikes")  # pit 37 to 40, its spikes on screen after the ledge
    L.rect("high bank", 40, 0, 48, 5.5)
    L.polygon("slope down", [(48, 0), (48, 5.5), (52, 4), (52, 0)])
    L.ground(52, 54, 4, "foot")
    # part 2: two pads up two ledges, a jump down over spikes, the pit pad again
    L.ground(54, 64, 4, "yard")
    L.checkpoint(58, 4, 2)
    L.pad(65, 4, "yard pad")
    L.rect("ledge 2", 66, 0, 78, 7)
    L.pad(79, 7, "ledge pad")
    # 14 m long (10 m: a landing from the ledge pad's higher launch saw the drop spikes only 0.25 s before leaving)
    L.rect("high ledge", 80, 0, 94, 10)
    L.spikes(94, 98, 7, "drop spikes")      # 2.5 m below the ledge: on screen from it (NoBlindJumpsTest)
    L.ground(98, 103, 8, "landing")
    L.polygon("slope down 2", [(103, 0), (103, 8), (109, 5), (109, 0)])
    L.ground(109, 115, 5, "run-up")  # 6 m: from the slope's top, as high as the lip, a jump reached it (1 m run-up)
    L.pit_pad(116, 5, "second pit pad", "second pit lip", "second pit spikes")  # pit 118 to 121
    L.rect("far bank", 121, 0, 128, 6.5)
    L.polygon("slope down 3", [(128, 0), (128, 6.5), (134, 5), (134, 0)])
    # part 3: pads up a staircase of three ledges, a pit pad from its top, a jump down over spikes, a long slide down,
    # the pit pad once more, a pad up to the goal ledge
    L.ground(134, 146, 5, "yard 3")
    L.checkpoint(139, 5, 4)
    L.pad(147, 5, "stair pad 1")
    L.rect("stair 1", 148, 0, 156, 8)
    L.pad(157, 8, "stair pad 2")
    L.rect("stair 2", 158, 0, 166, 11)
    L.pad(167, 11, "stair pad 3")
    L.rect("stair 3", 168, 0, 176, 14)
    L.pit_pad(177, 14, "summit pit pad", "summit lip", "summit spikes")  # pit 179 to 182
    # 14 m, as the high ledge of part 2: a landing from the pit pad's throw sees the drop spikes in time
    L.rect("summit", 182, 0, 196, 15.5)
    L.spikes(196, 200, 12.5, "summit drop spikes")  # a jump down over spikes (part 2), 2.5 m below the summit
    L.ground(200, 205, 13.5, "summit landing")
    L.polygon("long slide", [(205, 0), (205, 13.5), (222, 5), (222, 0)])
    # 20 m: a leap off the slide came down 26 m on (8 m of bottom put it on the last pit pad, the lip unseen)
    L.ground(222, 242, 5, "bottom")
    L.checkpoint(227, 5, 5)
    L.pit_pad(243, 5, "last pit pad", "last lip", "last spikes")  # pit 245 to 248
    L.rect("last bank", 248, 0, 258, 6.5)
    L.polygon("slope down 4", [(258, 0), (258, 6.5), (262, 5), (262, 0)])
    L.ground(262, 270, 5, "goal yard")
    L.pad(271, 5, "goal pad")
    L.finish(272, 8)
    L.point("player", "start", 3, 4.5)
    for x, y in [(12, 6), (12, 8), (20, 8), (24, 8), (35, 9), (38.5, 10), (45, 6.7), (52, 5.5), (58, 5.5), (63, 7),
                 (63, 9), (70, 8), (77, 10), (77, 12), (84, 11), (88, 11), (96, 10), (100.5, 9.5), (106, 8),
                 (111, 6), (116, 9), (119.5, 11), (124.5, 7.7), (132, 7.2), (138, 6), (143, 6), (147, 7.5), (152, 9.2),
                 (157, 10.5), (162, 12.2), (167, 13.5), (172, 15.2), (177, 16.5), (180.5, 19), (186, 16.7),
                 (192, 16.7), (198, 17.5), (202.5, 15), (210, 12), (216, 9), (226, 6), (232, 6), (238, 6),
                 (243, 7.5), (246.5, 10), (253, 7.7), (260, 7), (266, 6), (271, 7.5), (276, 9.2)]:
        L.coin(x, y)
    L.gem(1, 5)            # behind the start
    L.gem(21, 10.2)        # a jump above the ledge
    L.gem(36.5, 10.2)      # high over the pit's lip: bounce on the pit pad twice
    L.checkpoint(29, 4, 1)
    L.checkpoint(100.5, 8, 3)
    L.write()


def level4():
    """Bridges and swings, 591 m: a bridge over a dip, a bridge over spikes, a swing over a dip, a swing over spikes;
    then a pad (level 3) up to a long bridge over spikes, two swings in a row over one spike pit, a last bridge; part 3,
    harder and mixed with world 1's earlier ideas: a slope up to two bridges that climb over spikes, two swings that
    step down to a bridge, a hill down to a spike pit (speed), a hill, a pad at a wall's foot, steps up to two swings
    that step up over spikes, two pads up two walls to a bridge and a swing over spikes, a slope down to a
    swing up to a ledge, two pads up two walls, a bridge and two swings over spikes, a slope down to the goal."""
    L = More("04-bridges-and-swings.tmx", "Bridges and Swings", 591, 20, time_limit=270)
    L.ground(0, 12, 5, "start")
    L.ground(12, 20, 3, "dip")            # the first bridge: falling off costs a 2 m climb
    L.bridge(12, 20, 5, 10, "first bridge")
    L.ground(20, 28, 5, "middle")
    L.spikes(28, 38, 2.5, "bridge spikes")
    L.bridge(28, 38, 5, 12, "spike bridge")
    L.ground(38, 44, 5, "bank")
    L.ground(44, 54, 3, "swing dip")      # the first swing: a miss lands in a dip you can climb out of
    L.swing(49, 5.6, 3, 4, "first swing")
    # 8 m of ledge and spikes 1 m down (6 m, 2 m down: a run hopping off the first swing saw them 0.28 s before)
    L.ground(54, 62, 5, "ledge")
    # every seat over spikes starts 2.75 m past the edge you leap from: a full jump from the edge lands on it, and
    # so does a short hop (SwingProbe, docs/levels.md)
    L.spikes(62, 70, 3.5, "swing spikes")
    L.swing(67, 5.6, 3, 4, "spike swing", rope=True)
    # part 2: a pad up a 3 m ledge, a 12 m bridge over spikes, down a slope, two swings over one spike pit
    L.ground(70, 80, 5, "yard")
    L.checkpoint(74, 5, 3)
    L.pad(81, 5, "pad")
    L.rect("high ledge", 82, 0, 90, 8)
    L.spikes(90, 102, 5.5, "long bridge spikes")
    L.bridge(90, 102, 8, 14, "long bridge")
    L.rect("high bank", 102, 0, 108, 8)
    L.polygon("slope down", [(108, 0), (108, 8), (114, 5), (114, 0)])
    # 12 m of flat run: the camera settles and shows the spikes below the swings (10 m: a run flying down the slope
    # saw them 0.47 s before)
    L.ground(114, 126, 5, "swing edge")
    L.spikes(126, 140, 3.5, "double swing spikes")  # 1 m down: seen even hopping
    L.swing(131, 5.6, 3, 4, "swing A", rope=True)
    L.swing(137.5, 5.6, 3, 4, "swing B", rope=True)
    # 15 m (6 m: a leap off swing B at 12 m/s landed 2 m from the last bridge's spikes, seen 0.17 s before; 10 and
    # 13 m: faster leaps saw them 0.28 and 0.48 s before)
    L.ground(140, 155, 5, "swing bank")
    L.spikes(155, 162, 3.5, "last bridge spikes")
    L.bridge(155, 162, 5, 9, "last bridge")
    # part 3 (checkpoint 4): a 1:2 slope (level 1) up to two bridges that climb 1.5 m each over spikes
    L.ground(162, 178, 5, "part 3 bank")
    L.profile("climb", [(178, 5), (190, 11)])
    L.ground(190, 194, 11, "first pier")
    L.spikes(194, 202, 8.5, "climbing spikes 1")        # 2 m below the pier
    L.bridge(194, 202, 11, 10, "climbing bridge 1")
    L.ground(202, 205, 12.5, "second pier")
    L.spikes(205, 213, 10, "climbing spikes 2")
    L.bridge(205, 213, 12.5, 10, "climbing bridge 2")
    # checkpoint 5: two rope swings that step down 1 m to a bridge, all over one spike pit 2.5 m below the bank
    L.ground(213, 224, 14, "high bank")
    L.spikes(224, 239, 11, "swing down spikes")
    L.swing(229, 14.6, 3, 4, "swing C", rope=True)
    L.swing(236.5, 13.6, 3, 4, "swing D", rope=True)
    L.ground(239, 241, 13, "bridge pier")
    L.spikes(241, 250, 11, "swing bridge spikes")
    L.bridge(241, 250, 13, 11, "swing bridge")
    L.ground(250, 256, 13, "bridge bank")
    # a hill down (level 2) and 20 m of flat: the speed carries over a 5.5 m pit (from a stop a jump at its lip just
    # lands); 4 m down and spikes 1 m down, so the camera shows them (a 7 m hill and 14 m of flat: a run flying off
    # the hill saw them 0.2-0.3 s before)
    L.profile("hill down", [(256, 13), (264, 9)])
    L.ground(264, 284, 9, "pit run")
    L.spikes(284, 289.5, 7.5, "pit spikes")
    L.ground(289.5, 300, 9, "pit bank")
    L.profile("rolling hill", [(300, 9), (304, 11), (308, 11), (320, 6)])
    # checkpoint 7: a pad at the foot of a 3 m wall (level 3), 1 m steps up (level 1), two swings stepping up
    L.ground(320, 330, 6, "pad yard")
    L.pad(331, 6, "wall pad")
    L.rect("wall", 332, 0, 340, 9)
    L.ground(340, 344, 10, "step 1")
    L.ground(344, 348, 11, "step 2")
    L.spikes(348, 364, 8.5, "swing up spikes")           # 2.5 m below the step
    L.swing(353, 11.6, 3, 4, "swing E", rope=True)
    L.swing(360.5, 12.1, 3, 4, "swing F", rope=True)
    L.ground(364, 374, 12, "swing bank")
    # checkpoint 8: down a slope to two pads up two walls (level 3), a bridge and a swing over spikes on top
    L.profile("slope to the pads", [(374, 12), (386, 6)])
    L.ground(386, 398, 6, "pads yard")
    L.pad(399, 6, "pad 1")
    L.rect("wall 1", 400, 0, 410, 9)
    L.pad(411, 9, "pad 2")
    L.rect("wall 2", 412, 0, 424, 12)
    # 1.5 m down: a 12 m bridge sags ~1 m under a run (1 m down killed one walk-on in 8); 2 m down, a leap off the
    # pad saw them 0.22 s before
    L.spikes(424, 436, 10.0, "top bridge spikes")
    L.bridge(424, 436, 12, 14, "top bridge")
    L.ground(436, 440, 12, "top pier")
    L.spikes(440, 448, 9.5, "last swing spikes")
    L.swing(445, 12.6, 3, 4, "swing G", rope=True)
    L.ground(448, 452, 12, "last bank")
    L.profile("last slope", [(452, 12), (462, 5)])
    # 18 m of flat after the slope (the camera settles) and spikes 1 m down (12 m, 2 m down: a fast run saw them
    # 0.37 s before; 14 m: 0.33-0.4 s once pads added a jump to their throw), a swing stepping up 1.5 m to a ledge
    L.ground(462, 480, 5, "last run")
    L.spikes(480, 490, 3.5, "ledge swing spikes")
    L.swing(485, 5.6, 3, 4, "swing H", rope=True)
    L.ground(490, 497, 6.5, "swing ledge")    # 7 m: room to walk up to the pad (PadWallTest starts 6 m before it)
    # checkpoint 9: two more pads up two walls, a bridge over spikes, two swings stepping down, a slope to the goal
    L.pad(498, 6.5, "pad 3")
    L.rect("wall 3", 499, 0, 509, 9.5)
    L.pad(510, 9.5, "pad 4")
    L.rect("wall 4", 511, 0, 521, 12.5)
    L.spikes(521, 533, 10.5, "high bridge spikes")  # 1.5 m down, as the top bridge
    L.bridge(521, 533, 12.5, 14, "high bridge")
    L.ground(533, 537, 12.5, "high pier")
    L.spikes(537, 553, 10, "high swing spikes")
    L.swing(542, 13.1, 3, 4, "swing I", rope=True)
    L.swing(549.5, 12.6, 3, 4, "swing J", rope=True)
    L.ground(553, 561, 12, "swing J bank")
    # the goal slope (a tenth test, two more pads and a climbing bridge, was cut in session 29: with it a first-timer
    # needed 2.9-3.4 minutes, the range being 1-3)
    L.profile("goal slope", [(561, 12), (577, 5.5)])
    L.finish(577, 5.5)
    L.point("player", "start", 3, 5.5)
    for x, y in [(14, 6.5), (18, 6.5), (31, 6.5), (35, 6.5), (49, 7.5), (65, 7.5), (76, 6.5), (79, 8), (79, 10),
                 (86, 9.5), (93, 9.5), (96, 9.5), (99, 9.5), (106.5, 9.5), (111, 8), (118, 6.5), (129, 7.5),
                 (132, 8.5), (135.5, 7.5), (143, 6.5), (149, 6.5), (156.5, 6.5), (159.5, 6.5), (172, 6.5),
                 (182, 8.5), (186, 10.5), (196, 12.5), (200, 12.5), (203.5, 14), (207, 14), (211, 14), (219, 15.5),
                 (228, 16.5), (232, 17), (235.5, 15.5), (240, 14.5), (244, 14.5), (247, 14.5), (253, 14.5), (260, 12.5),
                 (278, 10.5), (287, 11.5), (295, 10.5), (306, 12.5), (310, 11.5), (316, 9), (325, 7.5), (331, 9),
                 (331, 11), (337, 10.5), (342, 11.5), (346, 12.5), (352, 13.5), (356, 14.5), (359.5, 14),
                 (369, 13.5), (380, 10.5), (392, 7.5), (399, 9), (399, 11), (405, 10.5), (411, 12),
                 (411, 14), (418, 13.5), (427, 13.5), (430, 13.5), (433, 13.5), (438, 13.5), (444, 14.5),
                 (451, 13.5), (458, 9.3), (474, 6.5), (482, 7.5), (485, 8), (488, 8.5), (493, 8), (498, 9.5), (498, 11.5), (504, 11), (510, 12.5),
                 (510, 14.5), (516, 14), (524, 14), (527, 14), (530, 14), (535, 14), (541, 15), (545, 15.5),
                 (548.5, 14.5), (557, 13.5), (566, 11.5), (572, 9), (584, 7)]:
        L.coin(x, y)
    L.gem(16, 3.6)        # under the first bridge
    L.gem(49, 3.6)        # in the swing dip
    L.gem(24, 8)          # a jump above the middle ground
    L.checkpoint(25, 5, 1)
    L.checkpoint(41, 5, 2)
    L.checkpoint(168, 5, 4)
    L.checkpoint(218, 14, 5)
    L.checkpoint(275, 9, 6)
    L.checkpoint(324, 6, 7)
    L.checkpoint(369, 12, 8)
    L.checkpoint(493.5, 6.5, 9)
    L.write()


def level5():
    """Walkers, 188 m: one slow walker on open ground (stomp it or jump it), two on a ledge, a roller down a slope;
    then a pit pad (level 3) over spikes onto a walker's bank, a fast walker on a hilltop, a bridge over spikes (level 4)
    to a last walker."""
    L = More("05-walkers.tmx", "World 2: Walkers", 188, 20, time_limit=300, world=2)
    L.ground(0, 30, 3, "field")
    L.walker(16, 3, 1.0, "first walker")
    L.rect("step", 30, 0, 44, 5)
    L.walker(36, 5, 1.5, "step walker 1")
    L.walker(41, 5, 1.5, "step walker 2", left=False)
    L.ground(44, 50, 3, "trough")
    L.polygon("hill", [(50, 0), (50, 3), (56, 6), (66, 6), (66, 0)])
    L.roller(62, 6, 2.0, "hill roller")
    L.ground(66, 70, 6, "top")
    L.polygon("descent", [(70, 0), (70, 6), (76, 3), (76, 0)])
    # part 2
    L.ground(76, 90, 3, "yard")
    L.checkpoint(80, 3, 2)
    L.pit_pad(91, 3, "pad", "pad lip", "pad spikes")  # pit 93 to 96
    L.ground(96, 100, 4.5, "bank")  # the landing: the walker paces the step after it (on a 16 m bank it met you there)
    L.rect("bank step", 100, 0, 112, 5.5)
    L.walker(107, 5.5, 1.5, "bank walker")
    L.polygon("hill 2", [(112, 0), (112, 5.5), (120, 9), (134, 9), (140, 5), (140, 0)])
    L.walker(128, 9, 2.0, "hilltop walker")
    # 14 m: long enough for the camera to settle after the hill, the spikes show (12 m was not: a hop off the hill
    # saw them only 0.43 s before)
    L.ground(140, 154, 5, "bridge bank")
    L.checkpoint(146, 5, 3)
    L.spikes(154, 164, 3.0, "bridge spikes")  # 1.5 m down: a 10 m bridge sags 0.76 m under a run (the level check)
    L.bridge(154, 164, 5, 12, "bridge")
    L.ground(164, 176, 5, "far bank")
    L.walker(172, 5, 1.5, "last walker")
    L.finish(176, 5)
    L.point("player", "start", 3, 3.5)
    for x, y in [(10, 4.5), (16, 6), (25, 4.5), (33, 7), (38, 7.5), (47, 4.5), (60, 8), (72, 6.5), (85, 4.5),
                 (91, 7.5), (94.5, 9), (103, 6.7), (110, 6.7), (116, 8.5), (124, 10.5), (132, 10.5), (137, 8.5),
                 (150, 6.5), (157, 6.5), (161, 6.5), (168, 6.5), (180, 6.5)]:
        L.coin(x, y)
    L.gem(1, 4)
    L.gem(38, 9.8)
    L.gem(68, 9)
    L.checkpoint(47, 3, 1)
    L.write()


def level6():
    """See-saws and falling platforms, 178 m: a see-saw as a ramp, falling platforms over a dip, then over spikes;
    then a see-saw up to falling platforms that climb over spikes, a walker (level 5), a last drop over spikes and a
    last see-saw up to the goal ledge."""
    L = More("06-seesaws-and-drops.tmx", "World 2: See-saws and Drops", 216, 20, time_limit=300, world=2)
    L.ground(0, 14, 3, "start")
    L.seesaw(18, 3.8, 6, "first seesaw")
    L.ground(14, 22, 3, "seesaw ground")
    L.rect("ledge", 22, 0, 30, 5)
    L.ground(30, 42, 2, "dip")            # falling platforms over a dip: a miss costs a climb
    L.falling(33, 5, 2.5, 0.6, "drop 1")
    L.falling(37, 5, 2.5, 0.6, "drop 2")
    L.rect("bank", 42, 0, 48, 5)
    L.spikes(48, 62, 2.5, "drop spikes")
    L.falling(51, 5, 2.5, 0.5, "drop 3")
    L.falling(55, 5.5, 2.5, 0.5, "drop 4")
    L.falling(59, 5, 2.5, 0.5, "drop 5")
    L.rect("far bank", 62, 0, 70, 5)
    L.polygon("descent", [(70, 0), (70, 5), (74, 3), (74, 0)])
    # part 2
    L.ground(74, 91, 3, "yard")
    L.checkpoint(78, 3, 2)
    L.seesaw(87, 3.8, 6, "second seesaw")
    L.rect("step", 91, 0, 95, 5)
    L.spikes(95, 110.6, 2.5, "stair spikes")
    falling_stairs(L, 95, 5, [0.8, 1.0, 1.0, 0.8], 4, 0.5, "stair")  # 5.5, 6, 6.5 m, then the bank at 7
    L.rect("high bank", 110.6, 0, 124, 7)
    L.walker(119, 7, 1.5, "bank walker")
    L.polygon("descent 2", [(124, 0), (124, 7), (130, 4), (130, 0)])
    L.ground(130, 140, 4, "last yard")
    L.checkpoint(134, 4, 3)
    L.spikes(140, 148, 2.5, "last spikes")  # 1 m down: seen even hopping (2 m down was seen 0.45 s before)
    L.falling(144, 4.5, 2.5, 0.5, "last drop")
    # the exam of the see-saw: one more up to the goal ledge, with spikes before its step (1 m down)
    L.ground(148, 156, 4, "last bank")
    L.seesaw(160, 4.8, 6, "last seesaw")
    L.ground(156, 164, 4, "last seesaw ground")
    # part 3, the exam (checkpoint 4 on the ledge the see-saw leads to): falling stairs over spikes up to a walker's
    # bank (part 2's test once more, one tread shorter and from a standstill), then down to the goal. With it the
    # level's expert time is above level 5's (25.2 s against 26.5 s before: world 2's order was a tie)
    L.rect("high ledge", 164, 0, 176, 6)
    L.checkpoint(169, 6, 4)
    L.spikes(176, 191.6, 3.5, "exam spikes")
    falling_stairs(L, 176, 6, [0.8, 1.0, 1.0, 0.8], 4, 0.5, "exam stair")  # 6.5, 7, 7.5 m, then the bank at 8
    L.rect("exam bank", 191.6, 0, 200, 8)
    L.walker(197, 8, 1.2, "exam walker")
    L.polygon("descent 3", [(200, 0), (200, 8), (202, 6), (202, 0)])
    L.finish(202, 6)
    L.point("player", "start", 3, 3.5)
    for x, y in [(10, 4.5), (21, 6), (26, 6.5), (33, 6.5), (37, 6.5), (51, 6.5), (55, 7), (59, 6.5), (66, 6.5),
                 (82, 4.5), (87, 6), (93, 6.5), (97.8, 7), (102.8, 7.5), (107.8, 8), (115, 8.5), (127, 7), (137, 5.5),
                 (144, 6), (152, 5.5), (161, 7), (172, 7.5), (178.8, 8.5), (183.8, 9), (188.8, 9.5), (195, 9.5),
                 (208, 7.5)]:
        L.coin(x, y)
    L.gem(35, 2.6)
    L.gem(26, 8.2)
    L.gem(120, 10.5)       # high over the walker's bank: from the last stair platform
    L.checkpoint(45, 5, 1)
    L.write()


def falling_stairs(L, x0, top, gaps, width, rise, name="stair", delay=0.5):
    """Falling platforms climbing over a pit from the bank edge at x0 (its top at height top): gaps[0] to the first
    tread, gaps[k] between treads, gaps[-1] to the far bank; each tread `width` m long and `rise` m above the one
    before (the far bank a rise above the last); returns the far bank's edge. Why these sizes: a natural jump at run
    speed carries 3-6 m (a short tap to a full jump, docs/player.md) from wherever on a tread the hero lands, and a
    hero coming down across a gap wider than itself (0.9 m) is lost: treads 3.5-4 m long with gaps of 0.8-1.2 m
    catch it on the next tread or the one after, and a first gap under 0.9 m catches a walk off the bank
    (FallingStairsTest). 2.5 m treads at a 4 m pitch caught 9-22 of its 81 inputs."""
    x = x0 + gaps[0]
    for k in range(len(gaps) - 1):
        L.falling(x + width / 2, top + (k + 1) * rise, width, delay, f"{name} {k + 1}")
        x += width + gaps[k + 1]
    return x


def level7():
    """Lifts, 160 m: platforms that follow paths drawn in Tiled: a ferry over a dip, a loop over spikes, a lift up a
    cliff; then a ferry over spikes, a lift up a second cliff with a walker (level 5) on top, a loop over spikes."""
    L = More("07-lifts.tmx", "World 2: Lifts", 160, 24, time_limit=360, world=2)
    L.ground(0, 12, 4, "start")
    L.ground(12, 24, 2, "dip")
    L.route("ferry route", [(13.5, 4.5), (22.5, 4.5)])
    L.lift("ferry", "ferry route", 3, 3.0)
    L.ground(24, 30, 4, "middle")
    L.spikes(30, 44, 1.5, "loop spikes")
    L.route("loop route", [(31.5, 4.5), (37, 6.5), (42.5, 4.5), (37, 3.5)])
    L.lift("looper", "loop route", 3, 3.0, loop=True)
    L.rect("cliff foot", 44, 0, 56, 4)
    L.route("lift route", [(53, 5.5), (53, 8.1)])  # 1.25 m over the ground: room under it, no squeeze
    L.lift("lift", "lift route", 3, 3.0)
    L.rect("cliff", 56, 0, 70, 7.5)              # 3.5 m above the foot: ride the lift (or jump off it as it rises)
    L.polygon("descent", [(70, 0), (70, 7.5), (78, 4), (78, 0)])
    # part 2
    L.ground(78, 86, 4, "yard")
    L.checkpoint(82, 4, 3)
    L.spikes(86, 100, 2.5, "ferry spikes")  # 1 m down: a run hopping down the descent saw them 0.27 s before at 2 m
    L.route("ferry route 2", [(87.5, 4.5), (98.5, 4.5)])
    L.lift("ferry 2", "ferry route 2", 3, 3.0)
    L.rect("cliff foot 2", 100, 0, 112, 4)
    L.route("lift route 2", [(109, 5.5), (109, 8.1)])
    L.lift("lift 2", "lift route 2", 3, 3.0)
    L.rect("cliff 2", 112, 0, 122, 7.5)
    L.walker(118, 7.5, 1.5, "cliff walker")
    L.spikes(122, 136, 5, "loop spikes 2")
    L.route("loop route 2", [(123.5, 8), (129, 10), (134.5, 8), (129, 7)])
    L.lift("looper 2", "loop route 2", 3, 3.0, loop=True)
    L.rect("far cliff", 136, 0, 142, 7.5)
    L.polygon("descent 2", [(142, 0), (142, 7.5), (148, 4), (148, 0)])
    L.finish(148, 4)
    L.point("player", "start", 3, 4.5)
    for x, y in [(18, 6.5), (27, 5.5), (37, 8.5), (48, 5.5), (54, 10), (63, 9), (74, 7.5), (84, 5.5), (90, 6.5),
                 (94, 6.5), (98, 6.5), (104, 5.5), (110, 10), (115, 9), (121, 9), (129, 12), (139, 9), (145, 7.5),
                 (152, 5.5)]:
        L.coin(x, y)
    L.gem(18, 2.6)
    L.gem(37, 10.2)
    L.gem(68, 10.5)
    L.checkpoint(26, 4, 1)
    L.checkpoint(47, 4, 2)
    L.write()


def level8():
    """Gauntlet, 294 m, the last level: part 1 mixes a pad, walkers, a bridge, falling platforms, a swing and a
    see-saw; part 2 tests them again under pressure, one test per checkpoint: a see-saw to falling stairs over spikes
    and a walker's bank (levels 5, 6), a ferry over spikes to a lift with a walker patrolling under it (level 7), two
    rope swings over spikes from a ledge (level 4), a bridge over spikes to a last walker (levels 4, 5), who paces
    the bank where you wait for a looping platform over spikes (level 7)."""
    L = More("08-gauntlet.tmx", "World 2: Gauntlet", 294, 22, time_limit=480, world=2)
    L.ground(0, 12, 4, "start")
    L.pad(13, 4, "pad")
    L.sign(8.25, 4, "spring", "spring sign")
    L.rect("wall", 14, 0, 22, 7)
    # it walks away first: the pad throws you up the wall at its left edge, where a walker coming left hit a
    # first-timer popping up (PadWallTest: 7 of 26 natural inputs got up alive)
    L.walker(21, 7, 1.2, "wall walker", left=False)
    # a 14 m yard (it was 8 m: a leap off the pad over the wall came down by the bridge, its spikes never on screen):
    # the leap lands on safe ground and the camera settles before the bridge; its spikes 2 m down, clear of a hero
    # tumbling on the sagging planks (docs/levels.md, bridge)
    L.ground(22, 36, 4, "yard")
    L.spikes(36, 46, 1.5, "bridge spikes")
    L.bridge(36, 46, 4, 12, "bridge")
    L.ground(46, 54, 4, "landing")
    L.walker(51, 4, 1.5, "landing walker")
    L.spikes(54, 66, 2.5, "drop spikes")  # 1 m down, as all of this level's spikes: seen even hopping
    L.falling(57, 4.5, 2.5, 0.5, "drop 1")
    L.falling(61, 5, 2.5, 0.5, "drop 2")
    L.rect("island", 64, 0, 70, 4)
    L.spikes(70, 79, 2.5, "swing spikes")
    L.swing(74.5, 4.6, 4, 4, "swing")
    L.ground(79, 90, 4, "last run")
    L.seesaw(94, 4.8, 6, "last seesaw")
    L.ground(90, 98, 4, "seesaw ground")
    L.rect("last step", 98, 0, 104, 7)
    L.polygon("step descent", [(104, 0), (104, 7), (110, 4), (110, 0)])
    # part 2, test 1: a see-saw to a step, falling stairs over spikes, a walker on the bank they climb to (level 6)
    L.ground(110, 124, 4, "second yard")
    L.checkpoint(113, 4, 3)
    L.seesaw(120, 4.8, 6, "yard seesaw")
    L.rect("stair step", 124, 0, 128, 6)
    L.spikes(128, 144, 3.5, "stair spikes")  # 2 m below the step
    falling_stairs(L, 128, 6, [0.8, 1.2, 1.2, 0.8], 4, 0.5, "stair")  # 6.5, 7, 7.5 m, then the bank at 8
    L.rect("high bank", 144, 0, 156, 8)
    L.walker(151, 8, 1.5, "high bank walker")
    # a 1 m step down at the bank's end: the walker turns there (on a plain slope it walked down into the ferry yard,
    # where a run coming down met it before the camera showed it, NoBlindJumpsTest)
    L.polygon("high descent", [(156, 0), (156, 7), (161, 4), (161, 0)])
    # test 2: a ferry over spikes to the foot of a cliff, where a walker patrols under the lift (level 7)
    # 15 m of yard (it was 10: a run hopping down the descent met the ferry's spikes 0.13 s after they came on screen)
    L.ground(161, 176, 4, "ferry yard")
    L.checkpoint(166, 4, 4)
    L.spikes(176, 186, 2.5, "ferry spikes")  # 1 m down, as level 7's second ferry (2 m down was seen 0.4 s before)
    L.route("ferry route", [(177.5, 4.5), (184.5, 4.5)])
    L.lift("ferry", "ferry route", 3, 2.0)
    L.rect("cliff foot", 186, 0, 198, 4)
    L.walker(192, 4, 1.2, "cliff foot walker")
    L.route("lift route", [(195, 5.5), (195, 8.1)])  # 1.25 m over the ground: room under it for the walker
    L.lift("lift", "lift route", 3, 2.0)
    L.rect("cliff", 198, 0, 210, 7.5)
    # test 3: two rope swings in a row over one spike pit, the first a step off the ledge (level 4)
    L.checkpoint(202, 7.5, 5)
    L.spikes(210, 226, 6, "swing spikes 2")  # 1 m down: seen even hopping
    L.swing(215, 8.1, 3, 4, "swing A", rope=True)      # its seat 2.75 m past the edge (docs/levels.md, swing)
    L.swing(222.5, 8.1, 3, 4, "swing B", rope=True)
    # 10 m of bank: the camera comes down after swing B before the bridge (with 6 and 8 m searched runs met its spikes
    # 0.3 and 0.45 s after they came on screen, NoBlindJumpsTest)
    L.rect("swing bank", 226, 0, 236, 7.5)
    L.checkpoint(229, 7.5, 6)
    # test 4: a bridge over spikes to a last walker (levels 4, 5); spikes 2 m down, clear of a tumble on the sag
    L.spikes(236, 244, 5, "last bridge spikes")
    L.bridge(236, 244, 7.5, 10, "last bridge")
    L.rect("far bank", 244, 0, 256, 7.5)
    L.walker(252, 7.5, 1.5, "last walker")
    # test 5: the walker paces the bank where you wait for a looping platform over spikes (levels 5, 7)
    L.spikes(256, 270, 5, "loop spikes")
    L.route("loop route", [(257.5, 8), (263, 10), (268.5, 8), (263, 7)])
    L.lift("looper", "loop route", 3, 2.0, loop=True)
    L.rect("last cliff", 270, 0, 276, 7.5)
    L.polygon("last descent", [(276, 0), (276, 7.5), (282, 4), (282, 0)])
    L.finish(282, 4)
    L.point("player", "start", 3, 4.5)
    for x, y in [(11, 7), (18, 9.5), (26, 5.5), (41, 5.5), (57, 6), (61, 6.5), (75, 6.5), (86, 5.5), (101, 9),
                 (116, 5.5), (126, 7.5), (130.8, 8), (136, 8.5), (141.2, 9), (148, 9.5), (168, 5.5), (178, 6.5),
                 (181, 6.5), (184, 6.5), (190, 5.5), (195, 10.5), (204, 9), (214, 10), (222.5, 10), (229, 9),
                 (237.5, 9), (240, 9), (242.5, 9), (248, 9), (263, 12), (273, 9), (279, 7.5), (286, 5.5)]:
        L.coin(x, y)
    L.gem(1, 5)
    L.gem(67, 7.5)
    L.gem(26, 9.5)
    L.checkpoint(25, 4, 1)
    L.checkpoint(67, 4, 2)
    L.write()


LEVELS = {"03": level3, "04": level4, "05": level5, "06": level6, "07": level7, "08": level8}

if __name__ == "__main__":
    for key in sys.argv[1:] or sorted(LEVELS):
        LEVELS[key]()
        print("wrote level", key)
