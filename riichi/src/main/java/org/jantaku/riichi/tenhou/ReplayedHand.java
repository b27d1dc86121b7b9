package org.jantaku.riichi.tenhou;

import java.util.Objects;
import java.util.Optional;

/**
 * How one logged hand replayed through the engine.
 *
 * @param index the hand's number in the log (0 = the first)
 * @param label the hand's name, e.g. {@code South 2, 1 honba}
 * @param finished the log records the hand's end (false for a log cut short, checked as far as it goes)
 * @param difference the first difference between the engine and the log, empty when they agree
 */
public record ReplayedHand(int index, String label, boolean finished, Optional<String> difference) {
    public ReplayedHand {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(difference, "difference");
    }

    public boolean matched() {
        return difference.isEmpty();
    }
}
