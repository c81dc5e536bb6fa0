package com.tiltfall.kinds;

/**
 * How designers' tools show each entity kind: one colour and a one-letter symbol, shared by the Tiled project
 * (object types, templates) and the level preview, so that a crate looks the same in both. Not used by the game's
 * own rendering.
 */
public final class KindStyle {
    private KindStyle() {}

    /** The kind's colour, 0xRRGGBB; grey for a name that is not a kind. */
    public static int color(String kind) {
        switch (kind) {
            case "player":
                return 0x2f6fdc;
            case "goal":
                return 0x2fae4a;
            case "coin":
                return 0xffc800;
            case "gem":
                return 0x1fd8d0;
            case "crate":
                return 0x9a6a3a;
            case "platform":
                return 0x7a4fd0;
            case "path":
                return 0xff7a00;
            case "fallingplatform":
                return 0xc0508a;
            case "hazard":
                return 0xe0302a;
            case "checkpoint":
                return 0xffffff;
            case "walker":
                return 0x8a1f1f;
            case "roller":
                return 0x5a2a6a;
            case "bouncepad":
                return 0xff4fa8;
            case "swing":
                return 0x2a8a8a;
            case "bridge":
                return 0xb08040;
            case "seesaw":
                return 0x406080;
            case "sign":
                return 0xd8a050;
            case "conveyor":
                return 0x505058;
            case "ice":
                return 0xa8dcf0;
            case "fan":
                return 0xd0ecf8;
            case "wheel":
                return 0xe08830;
            case "wreckingball":
                return 0x30303a;
            case "footswitch":
                return 0xf0c830;
            case "door":
                return 0x4c5670;
            default:
                return 0x808080;
        }
    }

    /** A letter that names the kind in a picture (upper case: enemies and danger; "?" for an unknown name). */
    public static String symbol(String kind) {
        switch (kind) {
            case "player":
                return "p";
            case "goal":
                return "g";
            case "coin":
                return "c";
            case "gem":
                return "e";
            case "crate":
                return "x";
            case "platform":
                return "m";
            case "path":
                return "r";
            case "fallingplatform":
                return "f";
            case "hazard":
                return "H";
            case "checkpoint":
                return "k";
            case "walker":
                return "W";
            case "roller":
                return "R";
            case "bouncepad":
                return "b";
            case "swing":
                return "s";
            case "bridge":
                return "i";
            case "seesaw":
                return "v";
            case "sign":
                return "n";
            case "conveyor":
                return "y";
            case "ice":
                return "z";
            case "fan":
                return "a";
            case "wheel":
                return "w";
            case "wreckingball":
                return "B";
            case "footswitch":
                return "u";
            case "door":
                return "d";
            default:
                return "?";
        }
    }

    /** "#rrggbb". */
    public static String hex(String kind) {
        String digits = Integer.toHexString(0x1000000 | color(kind));
        return "#" + digits.substring(1);
    }
}
