package org.jantaku.server.view.state;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Where a called tile came from, seen from the seat that called it: {@code left} (上家 kamicha, the
 * seat before it in turn order), {@code across} (対面 / 对家) or {@code right} (下家 shimocha).
 */
public enum Direction {
    LEFT, ACROSS, RIGHT;

    /** The direction of seat {@code from} seen from seat {@code owner} (they differ). */
    public static Direction of(int owner, int from) {
        return switch (Math.floorMod(from - owner, 4)) {
            case 1 -> RIGHT;
            case 2 -> ACROSS;
            case 3 -> LEFT;
            default -> throw new IllegalArgumentException("seat " + owner + " cannot call its own tile");
        };
    }

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
