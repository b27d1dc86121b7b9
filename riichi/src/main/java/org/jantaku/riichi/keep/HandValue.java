package org.jantaku.riichi.keep;

import org.jantaku.riichi.scoring.WinRequest;

/** What a winner's hand is worth, as the table reports it. */
public sealed interface HandValue {
    /**
     * The hand itself, scored by {@link org.jantaku.riichi.scoring.RiichiScorer}. The session sets the
     * winds, self-draw or ron, riichi (from the reported declarations), honba and sticks; the rest
     * (tiles, melds, win tile, dora and ura indicators, ippatsu, haitei …) is taken as reported.
     */
    record Tiles(WinRequest request) implements HandValue {
    }

    /** Han and fu counted at the table. */
    record HanFu(int han, int fu) implements HandValue {
    }

    /** A yakuman ({@code count} = 2 for a double). */
    record Yakuman(int count) implements HandValue {
        public Yakuman {
            if (count < 1 || count > 6) {
                throw new IllegalArgumentException("yakuman count must be 1-6, not " + count);
            }
        }
    }
}
