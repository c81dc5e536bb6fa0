package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.badlogic.gdx.math.Matrix4;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The web build's table-driven inverse gives what libGDX's own {@code Matrix4.inv(float[])} gives, to the bit (the
 * oracle: libGDX's unrolled formulas, from its jar; any term in another order or with another sign rounds differently
 * for almost every random matrix), over random matrices of several scales, the cameras' orthographic matrices, and
 * singular ones (false, the matrix left as it was); and it is an inverse (M times its inverse is near the identity).
 */
class MatrixInverseTest {
    @Test
    void randomMatricesInvertAsLibgdxDoesToTheBit() {
        Random random = new Random(27);
        for (int n = 0; n < 20000; n++) {
            float scale = (float) Math.pow(10, random.nextInt(7) - 3);
            float[] m = new float[16];
            for (int i = 0; i < 16; i++) m[i] = (random.nextFloat() * 2 - 1) * scale;
            assertSameAsLibgdx(m, "random matrix " + n);
        }
    }

    @Test
    void cameraMatricesInvertAsLibgdxDoesToTheBit() {
        Random random = new Random(5);
        for (int n = 0; n < 2000; n++) {
            // an orthographic camera's combined matrix as OrthographicCamera.update makes it: its projection (zoomed)
            // times its view (a look along -z from its position), here with libGDX's own setters
            float w = 1 + random.nextInt(4000), h = 1 + random.nextInt(3000), zoom = 0.25f + random.nextFloat() * 4;
            float x = random.nextFloat() * 5000 - 100, y = random.nextFloat() * 3000 - 100;
            Matrix4 projection =
                    new Matrix4().setToOrtho(zoom * -w / 2, zoom * w / 2, zoom * -h / 2, zoom * h / 2, 0, 100);
            Matrix4 view = new Matrix4().setToTranslation(-x, -y, 0);
            assertSameAsLibgdx(projection.mul(view).val.clone(), "camera " + n);
        }
    }

    @Test
    void aSingularMatrixIsLeftAsItWas() {
        float[] zero = new float[16];
        float[] rowsEqual = {1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
        for (float[] m : new float[][] {zero, rowsEqual}) {
            float[] before = m.clone();
            assertEquals(0f, Matrix4.det(before), "the case is singular");
            assertFalse(MatrixInverse.invert(m));
            assertArrayEquals(before, m);
        }
    }

    @Test
    void theInverseTimesTheMatrixIsTheIdentity() {
        float[] m = {2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1, 0, 10, -6, 0, 1}; // scale (2, 4), translate (10, -6)
        float[] inv = m.clone();
        MatrixInverse.invert(inv);
        float[] expected = {0.5f, 0, 0, 0, 0, 0.25f, 0, 0, 0, 0, 1, 0, -5, 1.5f, 0, 1}; // by hand
        assertArrayEquals(expected, inv, 0f);
        float[] product = new Matrix4(m).mul(new Matrix4(inv)).val;
        assertArrayEquals(new Matrix4().val, product, 1e-6f);
    }

    private static void assertSameAsLibgdx(float[] m, String what) {
        float[] expected = m.clone();
        boolean libgdx = Matrix4.inv(expected);
        float[] actual = m.clone();
        assertEquals(libgdx, MatrixInverse.invert(actual), what);
        for (int i = 0; i < 16; i++) {
            assertEquals(
                    Float.floatToRawIntBits(expected[i]), Float.floatToRawIntBits(actual[i]), what + ", entry " + i);
        }
    }
}
