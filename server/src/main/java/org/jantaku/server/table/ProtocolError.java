package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * A refused client message: its code (docs/protocol.md: {@code malformed}, {@code too_large},
 * {@code too_many}, {@code unknown_type}, {@code stale}, {@code illegal}, {@code not_your_seat},
 * {@code over}, {@code closed}, {@code paused}, {@code left}, {@code bad_token}, {@code unknown_table})
 * and a line saying what was wrong.
 */
public record ProtocolError(String code, String message) {
    public ProtocolError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    /** This error as an {@code error} message at a table's version (negative: none). */
    public String message(int version) {
        return message(code, message, version);
    }

    /** An {@code error} message; {@code version} negative when there is no table. */
    public static String message(String code, String message, int version) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("type", "error").put("code", code).put("message", message);
        if (version >= 0) {
            o.put("version", version);
        } else {
            o.putNull("version");
        }
        return o.toString();
    }
}
