package org.jantaku.server.table;

import java.util.Objects;

/**
 * A refused client message: its code (docs/server.md: {@code malformed}, {@code too_large},
 * {@code unknown_type}, {@code stale}, {@code illegal}, {@code not_your_seat}, {@code over},
 * {@code bad_token}, {@code unknown_table}) and a line saying what was wrong.
 */
public record ProtocolError(String code, String message) {
    public ProtocolError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }
}
