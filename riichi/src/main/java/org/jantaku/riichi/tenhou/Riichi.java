package org.jantaku.riichi.tenhou;

import java.util.List;

/**
 * A riichi declaration (立直): {@code <REACH who="1" step="1"/>} just before the declaring discard,
 * then {@code <REACH who="1" ten="250,240,250,250" step="2"/>} once the discard has passed without a
 * ron and the 1000-point deposit is paid. A riichi discard that is ronned has no step 2.
 *
 * @param seat the declaring seat 0-3 ({@code who})
 * @param step 1 for the declaration, 2 for the accepted riichi (deposit paid)
 * @param scores the scores after the deposit, in real points ({@code ten}, in hundreds in the file);
 *     Tenhou writes them on step 2 only; empty when absent
 */
public record Riichi(int seat, int step, List<Integer> scores) implements MjlogEvent {
    public Riichi {
        Checks.seat(seat, "seat");
        if (step != 1 && step != 2) {
            throw new IllegalArgumentException("riichi step " + step + " is neither 1 nor 2");
        }
        scores = Checks.list(scores, scores.isEmpty() ? 0 : 4, "scores");
    }

    static Riichi parse(Element e) {
        int step = e.integer("step");
        if (step != 1 && step != 2) {
            throw e.error("step", "expected 1 or 2", null);
        }
        List<Integer> scores = e.has("ten") ? e.integers("ten", 4).stream().map(t -> t * 100).toList() : List.of();
        return new Riichi(e.seat("who"), step, scores);
    }
}
