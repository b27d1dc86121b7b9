package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A game's end: every seat's place and final score, and in Riichi its final points with uma and oka.
 *
 * @param variant {@code riichi}, {@code guizhou} or {@code guangdong}
 * @param standings seats 0-3
 * @param uma Riichi: the preset's uma by place, in thousands ({@code riichi.uma}); empty elsewhere
 */
public record GameResultView(@JsonProperty("variant") String variant, @JsonProperty("standings") List<Standing> standings,
        @JsonProperty("uma") List<Integer> uma) {
    public GameResultView {
        Objects.requireNonNull(variant, "variant");
        standings = List.copyOf(standings);
        uma = List.copyOf(uma);
        if (standings.size() < 3 || standings.size() > 4) {
            throw new IllegalArgumentException("three or four standings, not " + standings.size());
        }
    }

    /**
     * One seat at the end.
     *
     * @param seat the seat
     * @param place 1-4 (Riichi: the engine's ranks; elsewhere by score, equal scores sharing a place)
     * @param score the final score (Riichi: leftover riichi sticks included as the rules say)
     * @param points Riichi: the final result in tenths of a thousand, uma and oka included (+46.0 is 460)
     */
    public record Standing(@JsonProperty("seat") int seat, @JsonProperty("place") int place, @JsonProperty("score") int score,
            @JsonProperty("points") OptionalInt points) {
    }
}
