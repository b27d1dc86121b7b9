package org.jantaku.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

/** Seat tokens: made from a secure generator, compared in constant time. */
public final class TokenCheck {
    private static final SecureRandom RANDOM = new SecureRandom();

    private TokenCheck() {
    }

    /** A new secret: {@code bytes} random bytes as hex. */
    public static String fresh(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** Whether a presented token is the expected one (null never is). */
    public static boolean same(String expected, String presented) {
        return presented != null && MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                presented.getBytes(StandardCharsets.UTF_8));
    }
}
