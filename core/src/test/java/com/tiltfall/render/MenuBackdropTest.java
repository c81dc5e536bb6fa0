package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.tiltfall.level.LevelTestSupport;
import java.io.File;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The menus' backdrop never holds up or breaks the title: in the browser its files arrive after the title is up
 * (with the level code), so until then it draws the plain sky, then fades the scenery in; an unreadable file leaves
 * the plain sky for good instead of an exception.
 */
class MenuBackdropTest {
    /** In the order the backdrop looks for them. */
    private static final String[] FILES = {
        "art/far.png", "art/near.png", "art/clouds.png", "art/dirt.png", "art/grass.png"
    };

    @TempDir
    File dir;

    @BeforeAll
    static void gl() {
        LevelTestSupport.fakeGl();
    }

    /** A batch that draws nothing (the backdrop only begins, sets colours, draws and ends). */
    private static Batch nullBatch() {
        return (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> null);
    }

    private MenuBackdrop backdropOver(File root) {
        return new MenuBackdrop(name -> new FileHandle(new File(root, name)));
    }

    private void arrive(String name) throws Exception {
        arriveIn(dir, name);
    }

    private static void arriveIn(File root, String name) throws Exception {
        File to = new File(root, name);
        to.getParentFile().mkdirs();
        Files.copy(new File("../assets/" + name).toPath(), to.toPath());
    }

    @Test
    void theSceneryFadesInOnceItsFilesHaveArrived() throws Exception {
        Batch batch = nullBatch();
        MenuBackdrop b = backdropOver(dir);
        b.draw(batch, 640, 360, 0.1f);
        assertEquals(0f, b.sceneryShown(), "no files yet: the plain sky");
        for (int i = 0; i < FILES.length - 1; i++) arrive(FILES[i]);
        b.draw(batch, 640, 360, 0.1f);
        assertEquals(0f, b.sceneryShown(), "four of five files: still the plain sky");
        arrive(FILES[FILES.length - 1]);
        b.draw(batch, 640, 360, 0.1f);
        assertEquals(0.25f, b.sceneryShown(), 1e-6f, "a 0.1 s frame of the 0.4 s fade");
        b.draw(batch, 640, 360, 0.2f);
        assertEquals(0.75f, b.sceneryShown(), 1e-6f);
        b.draw(batch, 640, 360, 0.2f);
        assertEquals(1f, b.sceneryShown(), "then fully shown, no further");
        assertFalse(b.gaveUp());
        b.dispose();
    }

    /**
     * While the files are on their way each frame looks for one file (the first not yet seen), not for all five:
     * one file handle a frame, and none once the scenery is loaded. Every arrival order of the five files (120); the
     * scenery still shows in the frame its last file arrives.
     */
    @Test
    void whileTheFilesAreOnTheirWayAFrameLooksForOneFile() throws Exception {
        int[] order = {0, 1, 2, 3, 4};
        Batch batch = nullBatch();
        int orders = 0;
        do {
            File root = new File(dir, "order-" + orders++);
            int[] looks = {0};
            MenuBackdrop b = new MenuBackdrop(name -> {
                looks[0]++;
                return new FileHandle(new File(root, name));
            });
            for (int frame = 0; frame < 10; frame++) b.draw(batch, 640, 360, 1 / 60f);
            assertEquals(10, looks[0], "no files yet: one look a frame");
            boolean[] there = new boolean[FILES.length];
            int prefix = 0; // how many files, in the backdrop's order, are all there
            for (int k = 0; k < order.length; k++) {
                arriveIn(root, FILES[order[k]]);
                there[order[k]] = true;
                int before = looks[0], was = prefix;
                while (prefix < FILES.length && there[prefix]) prefix++;
                b.draw(batch, 640, 360, 1 / 60f);
                if (k == order.length - 1) {
                    assertTrue(b.sceneryShown() > 0f, "the last file came: the scenery fades in at once");
                    break;
                }
                assertEquals(0f, b.sceneryShown(), "a file is missing: the plain sky");
                // the files that came in order since the last look, and the one still missing
                assertEquals(prefix - was + 1, looks[0] - before, "looks in the frame after an arrival");
                before = looks[0];
                b.draw(batch, 640, 360, 1 / 60f);
                assertEquals(1, looks[0] - before, "a frame without an arrival looks once");
            }
            int loadedAt = looks[0];
            for (int frame = 0; frame < 10; frame++) b.draw(batch, 640, 360, 0.1f);
            assertEquals(loadedAt, looks[0], "loaded: no more looking");
            assertEquals(1f, b.sceneryShown());
            b.dispose();
        } while (nextPermutation(order));
        assertEquals(120, orders);
    }

    /** Steps {@code a} to its next permutation in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    @Test
    void filesThatAreThereFromTheStartShowWithoutAFade() throws Exception {
        for (String f : FILES) arrive(f);
        Batch batch = nullBatch();
        MenuBackdrop b = backdropOver(dir);
        b.draw(batch, 1280, 720, 1 / 60f);
        assertEquals(1f, b.sceneryShown(), "the desktop's first frame has the scenery");
        b.dispose();
    }

    @Test
    void anUnreadableFileLeavesThePlainSkyWithoutAnError() throws Exception {
        for (String bad : FILES) {
            File root = new File(dir, "case-" + bad.replace('/', '-'));
            for (String f : FILES) {
                File to = new File(root, f);
                to.getParentFile().mkdirs();
                if (f.equals(bad)) Files.write(to.toPath(), new byte[] {'n', 'o', 't', ' ', 'p', 'n', 'g'});
                else Files.copy(new File("../assets/" + f).toPath(), to.toPath());
            }
            Batch batch = nullBatch();
            MenuBackdrop b = backdropOver(root);
            b.draw(batch, 640, 360, 0.1f);
            b.draw(batch, 640, 360, 0.1f);
            assertTrue(b.gaveUp(), bad + " is not a picture");
            assertEquals(0f, b.sceneryShown(), bad);
            b.dispose();
        }
    }
}
