package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed atlas is the packed form of the committed sprites: every sprite the renderer asks for is in it, and
 * every drawn sprite in art/sprites/ was packed (a sprite added without running scripts/pack-atlas.sh fails here).
 */
class SpriteAtlasTest {
    private static final Path ATLAS = Paths.get("../assets/art/sprites.atlas");

    private static List<String> regionNames() throws IOException {
        return Files.readAllLines(ATLAS, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isEmpty() && !Character.isWhitespace(l.charAt(0)) && !l.contains(":"))
                .filter(l -> !l.endsWith(".png"))
                .collect(Collectors.toList());
    }

    @Test
    void everySpriteTheRendererUsesIsInTheAtlas() throws IOException {
        List<String> names = regionNames();
        for (String s : GameRenderer.SPRITES) assertTrue(names.contains(s), "sprites.atlas has no " + s);
    }

    @Test
    void everyDrawnSpriteIsPacked() throws IOException {
        List<String> names = regionNames();
        List<String> drawn;
        try (Stream<Path> files = Files.list(Paths.get("../art/sprites"))) {
            drawn = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".png"))
                    .map(n -> n.substring(0, n.length() - 4).replaceAll("_[0-9]+$", ""))
                    .distinct()
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertTrue(drawn.size() > 20, "sprites drawn: " + drawn.size());
        for (String d : drawn) assertTrue(names.contains(d), d + ".png is not packed: run scripts/pack-atlas.sh");
        assertEquals(drawn.size(), names.stream().distinct().count(), "no region without its sprite file");
        // every page is a power of two on each side (WebGL 1 needs that for mipmaps; and the packer was asked so)
        String size = Files.readAllLines(ATLAS, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("size:"))
                .findFirst()
                .orElse("");
        for (String v : size.substring(5).split(",")) {
            int n = Integer.parseInt(v.trim());
            assertEquals(0, n & (n - 1), "page size " + size);
        }
    }
}
