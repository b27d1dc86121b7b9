package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;

/**
 * How a logged game replayed through the engine.
 *
 * @param source the log's name
 * @param hands every hand of the log, in order; a difference in the final scores counts against the last hand
 * @param finalChecked the log records the game's end and the engine's final scores were compared with it
 */
public record ReplayedGame(String source, List<ReplayedHand> hands, boolean finalChecked) {
    public ReplayedGame {
        Objects.requireNonNull(source, "source");
        hands = List.copyOf(hands);
    }

    public long matched() {
        return hands.stream().filter(ReplayedHand::matched).count();
    }

    public long mismatched() {
        return hands.size() - matched();
    }
}
