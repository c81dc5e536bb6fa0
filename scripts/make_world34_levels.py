#!/usr/bin/env python3
"""Bootstraps the levels of worlds 3 and 4 (assets/levels/09-*.tmx ... 16-*.tmx): climbs, drops and caves built from
terrain and the level objects of make_more_levels.py (pads, bridges, swings, see-saws, falling platforms, lifts on
paths, walkers, rollers).

A bootstrap, like make_more_levels.py (whose More class this uses): the .tmx files are the source of truth and may be
edited in Tiled. Re-running it OVERWRITES the levels named (all eight when none is named), not levels 1 to 8, the
tileset or levels.txt. After regenerating a level, regenerate its replay: scripts/regen-replays.sh 09-rolling-hills.

    python3 scripts/make_world34_levels.py [09 10 ...]

Each level introduces one idea where a miss costs nothing (a climb, a walk back), then tests it where a miss costs a
life; what kills is on screen before the jump that commits to it (spike tops 2 m below the ground the player jumps
from: make_more_levels.More.spikes). The levels use the vertical: drops to spin off, climbs, caves under a roof.
ReplaySearch scores a run by how far right it gets, so every level still runs left to right. Units: metres, y up.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_more_levels import More, f, falling_stairs  # noqa: E402


class Cave(More):
    """More, with roofs (caves) and one-way stairs."""

    def roof(self, name, under, top):
        """Rock above a passage: its underside runs through under (left to right, y up), its top is flat at top."""
        self.polygon(name, list(under) + [(under[-1][0], top), (under[0][0], top)])

    def stairs(self, x0, y0, dx, dy, n, width=3.0, name="stair"):
        """n one-way ledges, 0.5 m thick, each dx m right of and dy m above the last (jump up through them)."""
        for k in range(n):
            x, y = x0 + k * dx, y0 + k * dy
            self.rect(f"{name} {k + 1}", x, y - 0.5, x + width, y, cls="oneway")

    def ice_floor(self, x0, x1, top, name="ice", thickness=0.4):
        """Ground from x0 to x1 whose top thickness m are an ice block (friction 0.05): the surface stays at top."""
        self.ground(x0, x1, top - thickness, name + " bed")
        self.box("ice", name, x0, top - thickness, x1, top, {"friction": f(0.05)})

    def belt(self, x0, x1, top, speed, name="belt", thickness=0.5):
        """A conveyor: a fixed belt whose top, at height top, carries what is on it at speed m/s (> 0: right)."""
        self.box("conveyor", name, x0, top - thickness, x1, top, {"speed": f(speed)})

    def fan(self, x0, y0, x1, y1, name="fan", strength=35, angle=90):
        """A zone of moving air: everything whose centre is inside gets strength m/s^2 along angle (gravity is 25)."""
        self.box("fan", name, x0, y0, x1, y1, {"angle": f(angle), "strength": f(strength)})

    def wheel(self, x, y, width, name="wheel", speed=0.4, thickness=0.3):
        """A plank centred at (x, y) turning on its pin at speed rad/s (counter-clockwise > 0)."""
        self.box("wheel", name, x - width / 2, y - thickness / 2, x + width / 2, y + thickness / 2,
                 {"speed": f(speed)})

    def wrecker(self, x, y, name, length=5.0, angle=60.0):
        """A wrecking ball hanging length m below its anchor (x, y), let go angle degrees from straight down."""
        self._obj(self.entities, name, "wreckingball", f'x="{self.fmt(self.tx(x))}" y="{self.fmt(self.ty(y))}"',
                  "   <point/>\n", {"length": f(length), "angle": f(angle)})
        self.avoid.append((x - length - 1, y - length - 1, x + length + 1, y))

    def switch_floor(self, x0, x1, top, sx, door, name="switch"):
        """Ground from x0 to x1 at height top with a foot switch set flush in it at sx, opening the door named."""
        self.ground(x0, sx - 0.6, top, name + " floor 1")
        self.rect(name + " notch", sx - 0.6, 0, sx + 0.6, top - 0.2)
        self.ground(sx + 0.6, x1, top, name + " floor 2")
        self.box("footswitch", name, sx - 0.6, top - 0.2, sx + 0.6, top, {"door": (None, door)})

    def door(self, x0, x1, y0, y1, name="door"):
        """A solid block that slides up its own height when its switch is pressed."""
        self.box("door", name, x0, y0, x1, y1)

    def coin_row(self, pts):
        for x, y in pts:
            self.coin(x, y)


def level9():
    """Rolling Hills: speed from hills. A hill down to a long gap (a miss lands in a pit with a slope out), a climb
    and a 7 m drop to spin off; then a hill down to the same gap over spikes, a last hill and gap over spikes."""
    L = Cave("09-rolling-hills.tmx", "World 3: Rolling Hills", 178, 24, time_limit=300, world=3)
    L.profile("first hill", [(0, 10), (10, 10), (22, 4), (24, 4)])
    L.profile("soft pit", [(24, 1.5), (29.5, 1.5), (32, 4)])   # the first gap: a miss walks out up the slope
    L.profile("climb", [(32, 4), (40, 4), (52, 10), (58, 10)])
    L.profile("drop field", [(58, 3), (76, 3)])                # 7 m down: room for a full spin
    L.checkpoint(66, 3, 1)
    # 16 m of flat after the descent and spikes 1 m down: a run down the hill sees them before its jump
    # (NoBlindJumpsTest; 2 m down behind a 4 m flat was seen too late, and a leap off the crest over 8 m of flat
    # saw them 0.1 s before, over 12 m 0.43 s)
    L.profile("second hill", [(76, 3), (86, 8), (90, 8), (98, 4), (114, 4)])
    L.spikes(114, 119, 2.5, "hill gap spikes")               # 5 m: spikes 1 m down leave no time to sink
    L.ground(119, 132, 4, "landing")
    L.checkpoint(127, 4, 2)
    L.profile("last hill", [(132, 4), (138, 7), (142, 7), (148, 4), (158, 4)])
    L.spikes(158, 163, 2.5, "last gap spikes")
    L.finish(163, 4)
    L.point("player", "start", 3, 10.5)
    L.coin_row([(8, 11.5), (14, 10), (18, 8), (23, 6.5), (28, 7), (36, 5.5), (44, 8), (50, 11), (56, 12), (62, 6),
             (70, 4.5), (81, 7), (88, 9.5), (94, 7.5), (117, 7), (126, 5.5), (136, 7.5), (148, 7.5), (161.5, 7),
             (170, 5.5)])
    L.gem(1, 11)            # behind the start
    L.gem(27, 2.1)          # in the soft pit
    L.gem(88, 11.2)         # a jump above the crest
    L.write()


def level10():
    """The Climb: one-way ledges in a staircase up a 9 m cliff (a miss drops to the ground below), then one-way
    ledges over spikes up to a plateau, a long slide down; part 2: pads up two ledges (level 3), one-way stairs over
    spikes to a ledge 15 m up; part 3 (checkpoint 4, so a miss costs only this part): a pad up a wall straight into
    three one-way stairs over spikes, up to the goal 24 m up."""
    L = Cave("10-the-climb.tmx", "World 3: The Climb", 168, 32, time_limit=300, world=3)
    L.ground(0, 30, 3, "foot")
    L.stairs(14, 5, 4, 2, 4, 3.0, "stair")                     # 5, 7, 9, 11 m: a miss costs a climb
    L.rect("cliff", 30, 0, 44, 12.5)                         # 1 m from the top stair
    L.checkpoint(35, 12.5, 1)
    L.spikes(44, 53, 10, "stair spikes")
    L.stairs(44.5, 14, 4, 1.5, 2, 4.5, "spike stair")           # 14, 15.5 m, then the plateau at 17 (overlapping)
    L.rect("plateau", 53, 0, 66, 17)
    L.checkpoint(57, 17, 2)
    L.profile("long slide", [(66, 17), (90, 5)])
    L.ground(90, 106, 5, "slide foot")
    L.checkpoint(97, 5, 3)
    # each pad at the foot of its wall: walking on, the wall stops you on the plate and the pad throws you up it
    # (with a step of ground between, a first-timer walked over the plate and tumbled: seen in play)
    L.pad(107, 5, "first pad")
    L.rect("ledge", 108, 0, 118, 8)
    L.pad(119, 8, "ledge pad")
    L.rect("high ledge", 120, 0, 126, 11)
    L.spikes(126, 133, 8.5, "last stair spikes")
    # one-way stairs 1.5 m apart in height overlap 0.5 m side by side (you jump up through the next one), so no gap is
    # left to fall through: a jump at run speed from anywhere on one lands on the next (2.5 m treads at a 3.5 m pitch:
    # 31 of 81 hold-Right, jump-on-landing inputs crossed, 45 now; OneWayStairsTest)
    L.stairs(126.5, 12.5, 3.0, 1.5, 2, 3.5, "last stair")      # 12.5, 14, then the top at 15
    L.ground(133, 140, 15, "top ledge")
    L.checkpoint(136, 15, 4)
    L.pad(141, 15, "top pad")                                   # at the wall's foot (PadWallTest)
    L.rect("top wall", 142, 0, 148, 18)
    L.spikes(148, 160, 15.5, "top stair spikes")
    L.stairs(148.25, 19.5, 3.5, 1.5, 3, 4.5, "top stair")       # 19.5, 21, 22.5, then the goal ledge at 24
    L.finish(160, 24)
    L.point("player", "start", 3, 3.5)
    L.coin_row([(8, 4.5), (15.5, 6.5), (19.5, 8.5), (23.5, 10.5), (27.5, 12.5), (38, 14), (46.5, 15.5), (50.5, 17.5),
             (60, 18.5), (72, 16), (80, 12), (88, 8), (100, 6.5), (105, 8), (112, 9.5), (117, 11),
             (123, 12.5), (128, 14), (132, 15.5), (137.5, 16.5), (141, 18.5), (145, 19.5), (150.5, 21),
             (154, 22.5), (157.5, 24), (163, 25.5)])
    L.gem(1, 4)             # behind the start
    L.gem(29.5, 4)          # under the top stair
    L.gem(62, 21)           # a jump above the plateau
    L.write()


def level11():
    """Ice Caves: a tunnel down under a roof onto ice that slides into a floored trench (a miss costs a hop out), ice
    up to a spike pit under a low roof, falling platforms in a tall chamber, a lift up a shaft; part 2: a drop into a
    second cave with a walker, a pit, and pads out."""
    L = Cave("11-ice-caves.tmx", "World 3: Ice Caves", 186, 30, time_limit=360, world=3)
    L.ground(0, 14, 12, "hillside")
    L.profile("tunnel", [(14, 12), (18, 12), (30, 6)])
    L.ice_floor(30, 40, 6, "ice sheet")                      # slides into the trench: a miss costs a hop out
    L.ground(40, 42, 4, "trench")                             # 2 m deep, floored: a miss costs a hop out
    L.ground(42, 46, 6, "cave floor")
    L.ice_floor(46, 52, 6, "ice lip")                        # no stopping before the low pit: jump from the ice
    L.roof("cave roof", [(14, 16), (20, 16), (32, 10), (42, 10), (44, 9.4), (58, 9.4), (60, 16), (84, 16)], 24)
    L.checkpoint(44, 6, 1)                                    # play-test: a first run coasted into the low pit
    L.spikes(52, 56.5, 3.5, "low pit spikes")                 # a 4.5 m jump under a low roof
    L.ground(56.5, 66, 6, "chamber floor")
    L.checkpoint(60, 6, 2)
    L.spikes(66, 78, 3.5, "chamber spikes")
    L.falling(69, 6.5, 2.5, 0.5, "drop 1")
    L.falling(73.5, 6.5, 2.5, 0.5, "drop 2")
    L.ground(78, 89, 6, "shaft floor")
    L.checkpoint(81, 6, 3)
    L.route("shaft route", [(86, 6.5), (86, 14.6)])
    L.lift("shaft lift", "shaft route", 3, 2.0)
    L.rect("high ground", 89, 0, 100, 14)                     # 1.5 m from the lift: no squeeze
    L.checkpoint(92, 14, 4)
    # part 2: a shaft down into a second cave (its roof is a wall above the high ground: the drop is the way on)
    L.ground(100, 108, 6, "second cave floor")
    L.ground(108, 118, 7, "walker step")                     # the walker turns at the step: clear of the landing
    L.roof("second roof", [(106, 10.5), (136, 10.5)], 24)
    L.walker(113, 7, 1.5, "cave walker")
    L.spikes(118, 123, 4.5, "second pit spikes")
    L.ground(123, 138, 7, "second cave end")
    L.checkpoint(126, 7, 5)
    L.pad(139, 7, "exit pad")
    L.rect("exit ledge", 140, 0, 146, 10)
    L.pad(147, 10, "exit pad 2")
    L.ice_floor(148, 164, 13, "exit ice")                       # the way out is iced over: no grip to stop on
    L.finish(164, 13)
    L.point("player", "start", 3, 12.5)
    L.coin_row([(8, 13.5), (16, 13.5), (22, 11), (28, 8.5), (35, 7.5), (41, 6.5), (47, 7.5), (54, 8.4), (62, 7.5),
             (69, 8), (73.5, 8), (83, 7.5), (86, 12), (94, 15.5), (102, 8), (110, 9), (120.5, 9), (130, 8.5),
             (137, 10), (144, 11.5), (154, 14.5)])
    L.gem(1, 13)            # behind the start
    L.gem(41, 4.6)          # in the trench
    L.gem(96, 18)           # a jump above the high ground
    L.write()


def level12():
    """Summit: the climb of world 3, everything up a mountain: a pad up a ledge, one-way stairs over a belt that
    carries a miss back (a miss costs a climb), a diagonal lift over spikes, a rope swing, falling stairs, belts
    running against you over spikes, a walker, a pad to the summit; then the long descent and a floored gap."""
    L = Cave("12-summit.tmx", "World 3: Summit", 200, 36, time_limit=420, world=3)
    L.ground(0, 13, 3, "base")
    L.pad(14, 3, "base pad")
    L.rect("first ledge", 15, 0, 24, 6)
    L.ground(24, 33, 3.5, "dip")
    L.belt(24, 33, 4, -2.5, "dip belt")                       # a miss off the stairs rides back to the ledge
    L.stairs(25, 8, 4, 2, 2, 3.0, "dip stair")                 # 8, 10, then the shelf at 12
    L.rect("shelf", 33, 0, 44, 12)
    L.checkpoint(36, 12, 1)
    L.spikes(44, 56, 9.5, "lift spikes")
    L.route("lift route", [(45.5, 12.5), (54.5, 17.5)])
    L.lift("diagonal lift", "lift route", 3, 2.0)
    L.rect("cliff", 56, 0, 68, 17)
    L.checkpoint(60, 17, 2)
    L.spikes(68, 78, 14.5, "swing spikes")
    L.swing(73, 17.6, 3, 4, "swing", rope=True)
    L.rect("swing bank", 78, 0, 84, 17)
    L.spikes(84, 98.2, 14.5, "stair spikes")
    falling_stairs(L, 84, 17, [0.75, 1.1, 1.1, 0.75], 3.5, 0.75, "stair")  # 17.75, 18.5, 19.25 m, the bank at 20
    L.rect("high bank", 98.2, 0, 106, 20)
    L.checkpoint(102, 20, 3)
    L.spikes(106, 118, 18.5, "belt spikes")                  # 1 m down
    L.belt(107.5, 110.5, 20, -3, "belt 1")                    # against you: slower runs, shorter jumps
    L.belt(112.5, 115.5, 20.5, -3, "belt 2")
    L.rect("step", 118, 0, 130, 22)
    L.walker(124, 22, 1.5, "step walker")
    L.pad(131, 22, "summit pad")
    L.rect("summit", 132, 0, 142, 25)
    L.checkpoint(135, 25, 4)
    L.profile("descent", [(142, 25), (170, 11)])
    L.ground(170, 178, 11, "descent foot")
    # the slide ends at ~20 m/s, too fast to see spikes beyond its foot in time (NoBlindJumpsTest): a floored gap,
    # a miss costs a climb up its slope
    L.profile("descent gap", [(178, 8.5), (182, 8.5), (185, 11)])
    L.finish(185, 11)
    L.point("player", "start", 3, 3.5)
    L.coin_row([(8, 4.5), (13, 6), (20, 7.5), (26.5, 9.5), (30.5, 11.5), (40, 13.5), (48, 15), (52, 17),
             (64, 18.5), (73, 19.5), (86.5, 19.25), (91.1, 20), (95.7, 20.75), (109, 21.5), (114, 22), (121, 23.5), (129, 25),
             (137, 26.5), (150, 22), (160, 17), (174, 12.5), (181.5, 14), (192, 12.5)])
    L.gem(1, 4)             # behind the start
    L.gem(29, 4.6)          # in the dip under the stairs
    L.gem(139, 29)          # a jump above the summit
    L.write()


def level13():
    """Freefall: world 4 goes down. Shelves 7 m apart to drop and spin from (a bad landing costs nothing on an empty
    shelf), then a drop to a walker's shelf (the walker kept a step away from the landing), pillars stepping down over
    spikes, a 10 m drop and a last walker before a gap; then a fan (a column of air) up a 9 m wall to the goal (a
    miss drops back onto the floor beside it)."""
    L = Cave("13-freefall.tmx", "World 4: Freefall", 174, 44, time_limit=300, world=4)
    L.ground(0, 12, 38, "top shelf")
    L.ground(12, 30, 31, "second shelf")
    L.ground(30, 48, 24, "third shelf")
    L.checkpoint(44, 24, 1)
    # enemies stand a 1 m step away from where a drop lands: they turn at the step, and the camera has caught up
    # with the fall before the player reaches them (NoBlindJumpsTest)
    L.ground(48, 55, 17, "landing shelf")
    L.ground(55, 64, 18, "walker shelf")
    L.walker(60, 18, 1.5, "shelf walker")
    L.spikes(64, 70, 16.5, "shelf spikes")                   # spikes 1 m below the banks in this level
    L.ground(70, 84, 18, "ledge")
    L.checkpoint(77, 18, 2)
    L.spikes(84, 88, 15.5, "pillar spikes 1")                 # each gap's spikes 1 m below its lower side
    # 6 m pillars: the next gap's spikes come into view before the jump off the one before (3 m were too quick)
    L.ground(88, 94, 17, "pillar 1")
    L.spikes(94, 98, 14.5, "pillar spikes 2")
    L.ground(98, 104, 16, "pillar 2")
    L.spikes(104, 108, 13.5, "pillar spikes 3")
    L.ground(108, 122, 15, "low bank")
    L.checkpoint(112, 15, 3)
    L.ground(122, 132, 5, "yard")                              # the last drop, 10 m: two turns
    # the walker 7 m on from the drop's foot: the camera has come down with the player before it is near
    L.ground(132, 142, 6, "walker step")
    L.walker(138, 6, 1.5, "yard walker")
    L.spikes(142, 147, 4.5, "last spikes")
    L.ground(147, 160, 6, "fan floor")
    L.checkpoint(150, 6, 4)
    L.sign(154, 6, "arrow-up", "fan sign")
    # net 10 m/s^2 up over 8 m: 12.6 m/s at the top of the air, 3 m more to the apex, 2 m over the goal ledge
    L.fan(157, 6, 160, 14, "updraft")
    L.finish(160, 15)
    L.point("player", "start", 3, 38.5)
    L.coin_row([(8, 39.5), (13.5, 36), (20, 32.5), (31.5, 29), (38, 25.5), (50, 22), (54, 18.5), (67, 20),
                (74, 19.5), (86, 19.5), (90.5, 18.5), (96, 18), (100.5, 17.5), (106, 17), (116, 16.5), (124, 11),
                (127, 7), (144.5, 8), (158.5, 9), (158.5, 12), (163, 17), (168, 16.5)])
    L.gem(1, 39)            # behind the start
    L.gem(25, 36)           # high over the second shelf: a jump off the top shelf
    L.gem(119, 18.5)        # a jump above the low bank
    L.write()


def level14():
    """Pendulums: rope swings. One over a floored dip (a miss costs a hop out), two over spikes; part 2: a drop to a
    bridge over spikes (level 4), two swings stepping down over spikes, a falling platform to a swing, a last bridge;
    part 3: a hill to a spike gap, falling platforms over spikes (levels 6, 9), two hills down to two
    wrecking balls swinging across the path on open ground (watch a swing, then go behind the ball)."""
    L = Cave("14-pendulums.tmx", "World 4: Pendulums", 310, 30, time_limit=330, world=4)
    L.ground(0, 10, 12, "start")
    L.ground(10, 20, 10, "swing dip")
    L.swing(15, 12.6, 3, 4, "first swing", rope=True)
    L.ground(20, 30, 12, "bank")
    L.checkpoint(25, 12, 1)
    L.spikes(30, 46, 10.5, "swing spikes")                   # spikes 1 m below the banks in this level
    # each seat starts 2.75 m past the edge you leap from: a full jump from the edge lands on it, a short hop too
    L.swing(35, 12.6, 3, 4, "swing A", rope=True)
    L.swing(42.5, 12.6, 3, 4, "swing B", rope=True)
    L.ground(46, 50, 12, "far bank")
    L.checkpoint(48, 12, 2)
    # a 4 m drop, then 22 m for the camera to settle (10 or 14 m: a leap off the drop saw the bridge spikes 0.17 s
    # before)
    L.ground(50, 72, 8, "bridge bank")
    L.spikes(72, 84, 5.5, "bridge spikes")
    L.bridge(72, 84, 8, 14, "bridge")
    L.ground(84, 92, 8, "swing ledge")
    L.spikes(92, 108, 6, "low swing spikes")
    L.swing(97, 8.6, 3, 4, "swing C", rope=True)
    L.swing(104.5, 8.1, 3, 4, "swing D", rope=True)          # 0.5 m lower than C: a longer flight
    L.ground(108, 116, 7.5, "low bank")
    L.checkpoint(112, 7.5, 3)
    L.spikes(116, 130, 6, "falling spikes")
    # a 4 m falling platform from 2 m past the edge: a hop from the edge and a full jump both land on it; the seat
    # 2.75 m past its end (a 2.5 m platform at 119 caught only hops: a full jump fell between it and the swing)
    L.falling(120, 8, 4, 0.6, "falling")
    L.swing(126.25, 8.6, 3, 4, "swing E", rope=True)
    L.ground(130, 138, 7.5, "last bank")
    L.spikes(138, 150, 5, "last bridge spikes")
    L.bridge(138, 150, 7.5, 14, "last bridge")
    # part 3: no swings (a breather after them; it was the shortest level of its world for an expert, 16.9 s, and
    # the first-timer's hardest by deaths): a hill to a spike gap with 6 m of flat on top (the gap shows); no walker
    # on the bank after it (its patrol met the landing: the replay search found no way past in 10 minutes)
    L.ground(150, 158, 7.5, "hill foot")
    L.checkpoint(154, 7.5, 4)
    L.profile("hill", [(158, 7.5), (166, 10.5), (172, 10.5)])     # 1:2.7: the hero keeps its speed up it
    L.spikes(172, 176, 9, "hill gap spikes")
    L.ground(176, 184, 10.5, "gap bank")
    L.spikes(184, 194, 9, "drop spikes")
    L.falling(187, 11, 2.5, 0.5, "drop 1")
    L.falling(191, 11, 2.5, 0.5, "drop 2")
    L.ground(194, 200, 10.5, "drop bank")
    L.profile("hill down", [(200, 10.5), (208, 7.5)])
    L.ground(208, 212, 7.5, "dale")
    L.profile("last hill", [(212, 7.5), (218, 10), (222, 10), (228, 7.5)])
    L.ground(228, 274, 7.5, "ball yard")
    L.checkpoint(241, 7.5, 5)
    L.sign(245, 7.5, "danger", "ball sign")
    # each ball's lowest point is 1 m above the ground (its bottom 0.4 m: no way under it), its swing 4.3 m each
    # side; 3 m of safe ground between the two swings
    L.wrecker(252, 13.5, "wrecker 1", length=5, angle=60)
    L.wrecker(265, 13.5, "wrecker 2", length=5, angle=-60)
    # part 5, the exam of the swings: two in a row over spikes again, the second 0.5 m higher, up to a bank 1 m
    # higher (its expert time was below level 13's, 24.0 against 24.7 s: world 4's order was a tie)
    L.ground(274, 280, 7.5, "swing yard")
    L.checkpoint(276, 7.5, 6)
    L.spikes(280, 296, 6, "exam spikes")
    L.swing(285, 8.1, 3, 4, "swing F", rope=True)
    L.swing(292.5, 8.6, 3, 4, "swing G", rope=True)
    L.finish(296, 8.5)
    L.point("player", "start", 3, 12.5)
    L.coin_row([(7, 13.5), (15, 14.5), (25, 13.5), (34, 14.5), (38, 15.5), (41.5, 14.5), (48, 13.5), (55, 9.5),
                (63, 9.5), (75, 9.5), (78, 9.5), (81, 9.5), (88, 9.5), (96, 10.5), (103, 10), (112, 9), (119, 9.5), (125, 10.5),
                (134, 9), (142, 9), (146, 9), (162, 10.5), (174, 12.5), (187, 12.5), (191, 12.5), (204, 10),
                (220, 11.5), (246, 9), (258.5, 9), (272, 9), (285, 10), (292.5, 10.5), (302, 10)])
    L.gem(1, 13)            # behind the start
    L.gem(15, 10.6)         # in the swing dip
    L.gem(78, 11.5)         # a jump above the bridge
    L.write()


def level15():
    """Mine Lifts: a drop down a shaft into a mine, a roller in the tunnel, a lift up a shaft past a step the roller
    turns at (a miss costs a wait),
    a diagonal lift over spikes; part 2: a second shaft down, a faster roller, a looping platform over spikes under
    the roof, a lift up; part 3: a mill (a plank turning on a motor) over a pit to a bank too high to jump to (a
    miss drops into the pit, with steps back up), and a gate that opens only when the hero stands on its switch
    feet first."""
    L = Cave("15-mine-lifts.tmx", "World 4: Mine Lifts", 185, 36, time_limit=360, world=4)
    L.ground(0, 14, 24, "surface")
    L.ground(14, 40, 14, "tunnel floor")                       # a 10 m drop down the shaft (14-20)
    L.roof("tunnel roof", [(20, 18.5), (44, 18.5)], 30)
    L.roller(38, 14, 2.0, "tunnel roller")
    L.route("shaft route", [(46, 15.5), (46, 22.6)])
    L.lift("shaft lift", "shaft route", 3, 3.0)
    L.ground(40, 49, 15, "shaft floor")                        # a 1 m step: the roller turns there, the lift is free
    # every lift passes 1.5 m from the ground it rises to: a player standing on its end cannot be squeezed against
    # the corner (0.5 m launched one out of the map in a searched run)
    L.rect("upper ground", 49, 0, 60, 22)
    L.checkpoint(53, 22, 1)
    L.spikes(60, 75, 19.5, "lift spikes")
    L.route("diagonal route", [(61.5, 22.5), (72, 26.5)])
    L.lift("diagonal lift", "diagonal route", 3, 3.0)
    L.rect("high ground", 75, 0, 84, 26)
    L.checkpoint(78, 26, 2)
    L.ground(84, 109, 14, "second tunnel floor")               # a 12 m drop down the second shaft (84-88)
    # a 1 m step at the pit: the fast roller turns there and patrols the tunnel (without it, it rolled into the spike
    # pit 17 s after the start, before anybody reached the tunnel), and the looper is boarded from it
    L.ground(109, 112, 15, "loop ledge")
    L.roof("second roof", [(88, 18.5), (110, 18.5), (110, 20), (126, 20)], 34)
    L.roller(106, 14, 3.0, "fast roller")
    L.spikes(112, 126, 12.5, "loop spikes")
    L.route("loop route", [(113.5, 14.5), (119, 16.5), (124.5, 14.5), (119, 13.5)])
    L.lift("looper", "loop route", 3, 3.0, loop=True)
    L.ground(126, 134, 14, "last floor")
    L.checkpoint(130, 14, 3)
    L.route("exit route", [(136, 14.5), (136, 24.6)])
    L.lift("exit lift", "exit route", 3, 3.0)
    L.ground(134, 139, 14, "exit shaft floor")
    L.ground(139, 149, 24, "mill bank")
    L.checkpoint(143, 24, 4)
    L.ground(149, 159, 19, "mill pit")                           # 5 m down
    L.rect("mill pit step", 155, 0, 159, 21)
    # one-way steps back up to the mill bank, outside the circle the plank sweeps (3 m round its pin: a step inside
    # it jammed the mill, seen in play)
    L.rect("pit stair 1", 151.5, 20.5, 153.5, 21, cls="oneway")
    L.rect("pit stair 2", 149, 22, 150.5, 22.5, cls="oneway")
    L.wheel(154, 24.5, 6, "mill", speed=0.4)                    # its right end rises (counter-clockwise)
    L.switch_floor(159, 171, 26, 163, "mine gate", "gate switch")  # 2 m above the mill bank: only the mill gets there
    L.sign(161, 26, "arrow-down", "switch sign")
    L.door(170, 171, 26, 30, "mine gate")
    L.finish(171, 26)
    L.point("player", "start", 3, 24.5)
    L.coin_row([(8, 25.5), (17, 22), (17, 18), (26, 15.5), (32, 15.5), (40, 16.5), (46, 18), (46, 21), (55, 23.5),
                (64, 25), (70, 27), (80, 27.5), (86, 22), (86, 18), (95, 15.5), (102, 15.5), (116, 17), (122, 17),
                (130, 15.5), (136, 19), (136, 23), (146, 25.5), (154, 27), (163, 27.5), (176, 27.5)])
    L.gem(1, 25)            # behind the start
    L.gem(80, 30)           # a jump above the high ground
    L.gem(131, 16.8)        # at the foot of the last lift, high
    L.write()


def level16():
    """The Descent, the last level: down a mountain with everything. A hill to a gap over spikes (level 9), a walker,
    a drop, falling platforms and a swing over spikes, a shaft into a cave with a walker and a pit, a lift out, a
    bridge over spikes, a pad, a last long descent to a gap over spikes, a fan up from a spike pit to a high ledge
    (level 13) and a wrecking ball on it (level 14)."""
    L = Cave("16-the-descent.tmx", "World 4: The Descent", 274, 44, time_limit=480, world=4)
    L.profile("top", [(0, 38), (10, 38), (20, 33), (28, 33)])  # 8 m of flat after the hill: the spikes show
    # 5 m: clear from a standing start too (play-test: three deaths at a 6 m gap after stopping at its lip)
    L.spikes(28, 33, 31.5, "first gap spikes")               # spikes 1 m below the banks in this level
    L.ground(33, 40, 33, "landing")
    L.ground(40, 46, 34, "walker step")                       # the walker turns at the step, away from the landing
    L.walker(43, 34, 1.5, "bank walker")
    L.ground(46, 62, 26, "drop shelf")                        # a 7 m drop
    L.checkpoint(50, 26, 1)
    L.spikes(62, 74, 24.5, "falling spikes")
    L.falling(65, 26.5, 2.5, 0.5, "drop 1")
    L.falling(69.5, 26, 2.5, 0.5, "drop 2")
    L.ground(74, 83, 26, "swing bank")
    L.spikes(83, 91, 24.5, "swing spikes")
    L.swing(88, 26.6, 3, 4, "swing", rope=True)          # its seat 2.75 m past the edge (as level 14)
    L.ground(91, 100, 26, "shaft top")
    L.checkpoint(96, 26, 2)
    L.ground(100, 110, 15, "cave floor")                      # an 11 m drop down the shaft (100-104)
    L.ground(110, 120, 16, "walker step")                     # the walker turns at the step: clear of the landing
    L.roof("cave roof", [(104, 19.5), (136, 19.5)], 32)
    L.walker(115, 16, 1.5, "cave walker")
    L.spikes(120, 125, 14.5, "cave spikes")
    L.ground(125, 141, 16, "cave end")
    L.checkpoint(128, 16, 3)
    L.route("exit route", [(138, 16.5), (138, 24.6)])
    L.lift("exit lift", "exit route", 3, 2.0)
    L.rect("cliff", 141, 0, 152, 24)                          # 1.5 m from the lift
    L.spikes(152, 164, 21.5, "bridge spikes")
    L.bridge(152, 164, 24, 14, "bridge")
    L.ground(164, 173, 24, "bridge bank")
    L.checkpoint(167, 24, 4)
    L.pad(174, 24, "pad")
    L.rect("last ledge", 175, 0, 183, 27)
    L.profile("last descent", [(183, 27), (205, 16)])
    L.ground(205, 219, 16, "descent foot")
    # the slide ends at ~20 m/s, too fast to see spikes beyond its foot in time (NoBlindJumpsTest): a floored gap,
    # a miss costs a climb up its slope; the spikes come after, at the fan
    L.profile("last gap", [(219, 13.5), (224, 13.5), (228, 16)])
    L.ground(228, 236, 16, "fan bank")
    L.checkpoint(229, 16, 5)
    L.spikes(236, 242, 14.5, "fan spikes")
    # over the spikes, up to the ledge's wall and 1 m above its top: the air still carries a hero that drifts over
    # the ledge (a 1 m gap before the wall, and air ending below the top, dropped a hero steering early: seen in play)
    L.fan(237, 15, 242, 26, "last updraft")
    L.rect("fan ledge", 242, 0, 260, 25)
    L.wrecker(252, 31, "last wrecker", length=5, angle=60)      # 5 m of safe landing before its swing
    L.finish(260, 25)
    L.point("player", "start", 3, 38.5)
    L.coin_row([(7, 39.5), (15, 37), (24, 34.5), (30.5, 36), (37, 34.5), (43, 36), (48, 28), (56, 27.5), (65, 28),
                (69.5, 27.5), (78, 27.5), (87, 28.5), (96, 27.5), (102, 22), (102, 18), (107, 16.5), (122.5, 18),
                (131, 17.5), (138, 20), (138, 23), (146, 25.5), (155, 25.5), (159, 25.5), (168, 25.5), (173, 27),
                (179, 28.5), (190, 25), (200, 20), (210, 17.5), (222.5, 18.5), (232, 17.5), (239, 20), (239, 24),
                (245, 26.5), (258, 26.5), (266, 26.5)])
    L.gem(1, 39)            # behind the start
    L.gem(56, 30)           # a jump above the drop shelf
    L.gem(158, 26.8)        # a jump above the bridge
    L.write()


LEVELS = {"09": level9, "10": level10, "11": level11, "12": level12, "13": level13, "14": level14, "15": level15,
          "16": level16}

if __name__ == "__main__":
    for key in sys.argv[1:] or sorted(LEVELS):
        LEVELS[key]()
        print("wrote level", key)
