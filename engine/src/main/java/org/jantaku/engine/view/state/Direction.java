package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Where a called tile came from, seen from the seat that called it: {@code left} (上家 kamicha, the
 * seat before it in turn order), {@code across} (対面 / 对家) or {@code right} (下家 shimocha).
 */
public enum Direction {
    LEFT, ACROSS, RIGHT;

    /**
     * The direction of seat {@code from} seen from seat {@code owner} at a table of {@code seats}: the next
     * seat is on the right, the seat before on the left; at three (三人麻雀) nobody sits across.
     */
    public static Direction of(int owner, int from, int seats) {
        int step = Math.floorMod(from - owner, seats);
        if (step == 0) {
            throw new IllegalArgumentException("seat " + owner + " cannot call its own tile");
        }
        return step == 1 ? RIGHT : step == seats - 1 ? LEFT : ACROSS;
    }

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
