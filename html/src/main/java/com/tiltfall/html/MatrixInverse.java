package com.tiltfall.html;

/**
 * libGDX's {@code Matrix4.inv(float[])} (a 4x4 column-major matrix inverted in place by its cofactors) as two tables
 * and a loop, for the web build's copy of {@code Matrix4} ({@code emu/com/badlogic/gdx/math/Matrix4}): libGDX writes
 * the 24 products of the determinant and the 6 of each of the 16 cofactors out in full (2.4 KB of script). Every sum
 * here has the same products, each multiplied and added in libGDX's order, so every result is the same to the bit
 * (in the browser too, where both compute in double). {@code MatrixInverseTest} checks it against libGDX's.
 */
public final class MatrixInverse {
    /** The determinant's terms in libGDX's order: a sign and the four entries multiplied ('a' + index into val). */
    private static final String DETERMINANT = "+dgjm-chjm-dfkm+bhkm+cflm-bglm-dgin+chin+dekn-ahkn-celn+agln"
            + "+dfio-bhio-dejo+ahjo+belo-aflo-cfip+bgip+cejp-agjp-bekp+afkp";

    /** The cofactor of entry 0..15, six terms each in libGDX's order: a sign and the three entries multiplied. */
    private static final String COFACTORS = "+joh-nkh+ngl-fol-jgp+fkp+nkd-jod-ncl+bol+jcp-bkp+fod-ngd+nch-boh-fcp+bgp"
            + "+jgd-fkd-jch+bkh+fcl-bgl+mkh-ioh-mgl+eol+igp-ekp+iod-mkd+mcl-aol-icp+akp+mgd-eod-mch+aoh+ecp-agp"
            + "+ekd-igd+ich-akh-ecl+agl+inh-mjh+mfl-enl-ifp+ejp+mjd-ind-mbl+anl+ibp-ajp+end-mfd+mbh-anh-ebp+afp"
            + "+ifd-ejd-ibh+ajh+ebl-afl+mjg-ing-mfk+enk+ifo-ejo+inc-mjc+mbk-ank-ibo+ajo+mfc-enc-mbg+ang+ebo-afo"
            + "+ejc-ifc+ibg-ajg-ebk+afk";

    private MatrixInverse() {}

    /** Inverts {@code val} in place; false, leaving it as it was, when its determinant is 0. */
    public static boolean invert(float[] val) {
        float det = sum(val, DETERMINANT, 0, 24, 4);
        if (det == 0) return false;
        float[] cofactors = new float[16];
        for (int i = 0; i < 16; i++) cofactors[i] = sum(val, COFACTORS, i * 6 * 4, 6, 3);
        float invDet = 1.0f / det;
        for (int i = 0; i < 16; i++) val[i] = cofactors[i] * invDet;
        return true;
    }

    /** The terms from {@code at} summed left to right, each product multiplied left to right (the first term is +). */
    private static float sum(float[] val, String table, int at, int terms, int factors) {
        float sum = 0;
        for (int t = 0; t < terms; t++, at += factors + 1) {
            float product = val[table.charAt(at + 1) - 'a'];
            for (int f = 2; f <= factors; f++) product *= val[table.charAt(at + f) - 'a'];
            sum = t == 0 ? product : table.charAt(at) == '-' ? sum - product : sum + product;
        }
        return sum;
    }
}
