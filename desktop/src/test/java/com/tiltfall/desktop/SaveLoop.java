package com.tiltfall.desktop;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3FileHandle;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Preferences;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The child process of {@link DesktopPreferencesTest}'s kill test: saves {@value #KEYS} values, all equal to one
 * generation number, over and over (each save one generation on from the file it found), until it is killed.
 * {@code SaveLoop <file> [libgdx]}: with "libgdx" it saves through libGDX's Lwjgl3Preferences, which writes in place.
 */
public final class SaveLoop {
    static final int KEYS = 3000;

    private SaveLoop() {}

    public static void main(String[] args) {
        Path file = Paths.get(args[0]);
        boolean libgdx = args.length > 1 && args[1].equals("libgdx");
        Preferences prefs = libgdx
                ? new Lwjgl3Preferences(new Lwjgl3FileHandle(file.toFile(), Files.FileType.Absolute))
                : new DesktopPreferences(file);
        long generation = Long.parseLong(prefs.getString("generation", "0"));
        for (boolean first = true; ; first = false) {
            generation++;
            String g = Long.toString(generation);
            prefs.putString("generation", g);
            for (int i = 0; i < KEYS; i++) prefs.putString("value." + i, g);
            prefs.flush();
            if (first) {
                System.out.println("saving"); // the parent starts its clock here
                System.out.flush();
            }
        }
    }
}
