package org.jantaku.engine.keep;

import java.util.Locale;

/**
 * How the scorekeeping pages show a kept game (the keep API's {@code keeping}).
 *
 * @param rounds where a report happened
 * @param points what the final points are
 * @param chombos whether the standing counts each player's chombos
 */
public record KeepStyle(Rounds rounds, Points points, boolean chombos) {

    /** Where a report happened: by {@code winds} (東1局 and honba) or by hand number ({@code hands}). */
    public enum Rounds {
        WINDS, HANDS;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The final points: in {@code thousands} with uma and oka (one decimal), or the {@code score} itself. */
    public enum Points {
        THOUSANDS, SCORE;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
