package org.jantaku.riichi.tenhou;

import java.util.List;

/**
 * The chips (祝儀) of a chip lobby's hand: a win's or a draw's {@code sc} then holds 16 numbers instead of 8:
 * first the 8 of every log, each seat's score and its change in hundreds, then 8 more, each seat's chips and
 * their change at this hand, in seat order. Read from a public chip-lobby log (docs/tenhou-replay.md, "Chips"):
 * the next {@code INIT}'s {@code ten} and {@code chip} attributes are the two halves summed. Chips are counted
 * apart from points; the engine does not play them.
 *
 * @param chips each seat's chips before the hand is settled
 * @param deltas each seat's chips won or paid at this hand
 */
public record Chips(List<Integer> chips, List<Integer> deltas) {
    public Chips {
        chips = Checks.list(chips, 4, "chips");
        deltas = Checks.list(deltas, 4, "deltas");
    }

    /**
     * Reads {@code sc}: 8 numbers (score and change per seat) carry no chips; 16 are those 8, then chips and
     * their change per seat.
     *
     * @return the scores and changes in real points, and the chips when there are
     */
    static Split split(Element e, String attribute) {
        List<Integer> sc = e.integers(attribute);
        if (sc.size() == 8) {
            return new Split(Checks.alternate(sc, 0, 100), Checks.alternate(sc, 1, 100), java.util.Optional.empty());
        }
        if (sc.size() != 16) {
            throw e.error(attribute, "expected 8 numbers (score and change per seat) or 16 (those, then chips and"
                    + " their change per seat: a chip lobby's), found " + sc.size(), null);
        }
        List<Integer> points = sc.subList(0, 8);
        List<Integer> chips = sc.subList(8, 16);
        return new Split(Checks.alternate(points, 0, 100), Checks.alternate(points, 1, 100),
                java.util.Optional.of(new Chips(Checks.alternate(chips, 0, 1), Checks.alternate(chips, 1, 1))));
    }

    /** {@code sc} read: scores and changes in real points, and the chips of a chip lobby. */
    record Split(List<Integer> scores, List<Integer> deltas, java.util.Optional<Chips> chips) {
    }
}
