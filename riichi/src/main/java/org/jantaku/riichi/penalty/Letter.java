package org.jantaku.riichi.penalty;

import java.util.List;

/**
 * One option letter of a penalty item.
 *
 * @param letter {@code a}, {@code b} …, or {@code K} / {@code B} for a rule of the Kyoto (seed 002) or
 *     baochong (seed 004) book that none of seed 000's letters states
 * @param meaning what the letter says, in English
 * @param effects what it does, in the effect vocabulary
 */
public record Letter(String letter, String meaning, List<Effect> effects) {
    public Letter {
        effects = List.copyOf(effects);
        if (effects.isEmpty()) {
            throw new IllegalArgumentException("letter " + letter + " has no effect");
        }
    }

    /** The effects' codes, e.g. {@code CH+HK(fee now)}. */
    public String code() {
        return Effect.codes(effects);
    }
}
