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
        File to = new File(dir, name);
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
