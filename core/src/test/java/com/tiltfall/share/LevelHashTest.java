package com.tiltfall.share;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LevelHashTest {
    /** The published FNV-1a 64 test vectors (Fowler/Noll/Vo's reference list). */
    @Test
    void matchesThePublishedVectors() {
        assertEquals("cbf29ce484222325", LevelHash.hex(LevelHash.of(new byte[0])));
        assertEquals("af63dc4c8601ec8c", LevelHash.hex(LevelHash.of("a".getBytes(StandardCharsets.US_ASCII))));
        assertEquals("85944171f73967e8", LevelHash.hex(LevelHash.of("foobar".getBytes(StandardCharsets.US_ASCII))));
    }

    /** Bytes over 127 count as 0..255 (Java's bytes are signed): against the definition in exact arithmetic. */
    @Test
    void bytesAreUnsigned_againstTheDefinitionInBigIntegers() {
        Random random = new Random(25);
        BigInteger mod = BigInteger.ONE.shiftLeft(64), prime = BigInteger.valueOf(0x100000001b3L);
        for (int n = 0; n < 50; n++) {
            byte[] bytes = new byte[random.nextInt(40)];
            random.nextBytes(bytes);
            BigInteger h = new BigInteger("cbf29ce484222325", 16);
            for (byte b : bytes)
                h = h.xor(BigInteger.valueOf(b & 0xff)).multiply(prime).mod(mod);
            assertEquals(h.longValue(), LevelHash.of(bytes));
        }
    }
}
