package org.jantaku.riichi.tenhou;

import java.util.List;

/**
 * The chips (祝儀) of a chip lobby's hand: a win's {@code sc} then holds 16 numbers instead of 8, four per
 * seat in seat order: the score and its change (in hundreds, as without chips), then the seat's chips and
 * their change. Chips are counted apart from points; the engine does not play them.
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
     * Reads {@code sc}: 8 numbers (score and change per seat) carry no chips, 16 (score, change, chips,
     * chips' change per seat) do.
     *
     * @return the scores and changes in real points, and the chips when there are
     */
    static Split split(Element e, String attribute) {
        List<Integer> sc = e.integers(attribute);
        if (sc.size() == 8) {
            return new Split(Checks.alternate(sc, 0, 100), Checks.alternate(sc, 1, 100), java.util.Optional.empty());
        }
        if (sc.size() != 16) {
            throw e.error(attribute, "expected 8 numbers (score and change per seat) or 16 (with chips, a chip"
                    + " lobby's), found " + sc.size(), null);
        }
        List<Integer> scores = new java.util.ArrayList<>();
        List<Integer> deltas = new java.util.ArrayList<>();
        List<Integer> chips = new java.util.ArrayList<>();
        List<Integer> chipDeltas = new java.util.ArrayList<>();
        for (int s = 0; s < 4; s++) {
            scores.add(sc.get(4 * s) * 100);
            deltas.add(sc.get(4 * s + 1) * 100);
            chips.add(sc.get(4 * s + 2));
            chipDeltas.add(sc.get(4 * s + 3));
        }
        return new Split(scores, deltas, java.util.Optional.of(new Chips(chips, chipDeltas)));
    }

    /** {@code sc} read: scores and changes in real points, and the chips of a chip lobby. */
    record Split(List<Integer> scores, List<Integer> deltas, java.util.Optional<Chips> chips) {
    }
}
