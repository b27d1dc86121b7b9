package org.jantaku.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/** Seat tokens: made from a secure generator, kept only as SHA-256 hashes, compared in constant time. */
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

    /** The hex SHA-256 of a token (a token is 128 random bits, so no salt is needed). */
    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Whether two hashes are equal, in constant time. */
    public static boolean same(String expected, String presented) {
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), presented.getBytes(StandardCharsets.UTF_8));
    }
}
