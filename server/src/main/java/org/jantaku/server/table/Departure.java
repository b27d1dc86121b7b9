package org.jantaku.server.table;

import java.util.Objects;

/**
 * Why a person's seat went to a bot during the game, and whether its 逃跑 (推倒胡) is still to be
 * recorded: the game records it at the seat's next turn or prompt.
 *
 * @param reason {@link #LEFT} (the player gave the seat up) or {@link #AWAY} (not connected past the
 *     seat's idle limit while another person played)
 * @param escapeOwed whether the game is still to record the seat's 逃跑
 */
public record Departure(String reason, boolean escapeOwed) {
    public static final String LEFT = "left";
    public static final String AWAY = "away";

    public Departure {
        Objects.requireNonNull(reason, "reason");
        if (!reason.equals(LEFT) && !reason.equals(AWAY)) {
            throw new IllegalArgumentException("a departure is left or away, not " + reason);
        }
    }

    /** The same departure once its 逃跑 is recorded. */
    Departure escaped() {
        return new Departure(reason, false);
    }
}
