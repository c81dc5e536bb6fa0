package com.tiltfall.desktop;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;

/** A 3 x 5 pixel font for the preview's kind letters ({@code KindStyle.symbol}): no font files in a headless tool. */
final class Glyphs {
    private Glyphs() {}

    private static final String LETTERS = "pgcexmrfHkWRbsivnyzawBud?";
    /** Five rows of three bits per letter, top row first. */
    private static final String[] ROWS = {
        "110 101 110 100 100", // p
        "011 101 011 001 110", // g
        "000 011 100 100 011", // c
        "010 101 111 100 011", // e
        "101 101 010 101 101", // x
        "000 110 111 101 101", // m
        "000 101 110 100 100", // r
        "011 100 110 100 100", // f
        "101 101 111 101 101", // H
        "100 101 110 101 101", // k
        "101 101 111 111 101", // W
        "110 101 110 101 101", // R
        "100 100 110 101 110", // b
        "011 100 010 001 110", // s
        "010 000 010 010 010", // i
        "000 101 101 101 010", // v
        "000 110 101 101 101", // n
        "101 101 011 001 110", // y
        "000 111 010 100 111", // z
        "000 110 011 101 011", // a
        "000 101 101 111 101", // w
        "110 101 110 101 110", // B
        "000 101 101 101 011", // u
        "001 001 011 101 011", // d
        "110 001 010 000 010", // ?
    };

    /** Whether the font has this letter (else "?" is drawn). */
    static boolean has(char c) {
        return LETTERS.indexOf(c) >= 0;
    }

    /** Draws the first letter of {@code text} centred on (cx, cy), each font pixel {@code dot} pixels wide. */
    static void draw(Pixmap p, String text, int cx, int cy, int dot) {
        int i = text.isEmpty() ? -1 : LETTERS.indexOf(text.charAt(0));
        String[] rows = ROWS[i < 0 ? LETTERS.length() - 1 : i].split(" ");
        int x0 = cx - 3 * dot / 2, y0 = cy - 5 * dot / 2;
        // a dark outline first, then the white letter
        for (int pass = 0; pass < 2; pass++) {
            p.setColor(pass == 0 ? new Color(0.1f, 0.1f, 0.1f, 1f) : Color.WHITE);
            int grow = pass == 0 ? Math.max(1, dot / 2) : 0;
            for (int r = 0; r < 5; r++) {
                for (int c = 0; c < 3; c++) {
                    if (rows[r].charAt(c) != '1') continue;
                    p.fillRectangle(x0 + c * dot - grow, y0 + r * dot - grow, dot + 2 * grow, dot + 2 * grow);
                }
            }
        }
    }
}
