package org.jantaku.riichi.tenhou;

import java.math.BigDecimal;
import java.util.List;

/**
 * The end of the game (終局), written on the game's last {@code AGARI} or {@code RYUUKYOKU} as
 * {@code owari="score0,points0,score1,points1,..."}; a tenhou.net/6 log's {@code sc}, an mjai log's
 * {@code end_game}.
 *
 * @param scores each seat's final score in real points (in hundreds in the file: {@code 201} is
 *     20100; it may be negative), including leftover riichi deposits given to the top player; empty when
 *     the log says only that the game ended (an mjai {@code end_game} without {@code scores})
 * @param points each seat's result after oka and uma, in Tenhou's game points, exactly as written
 *     ({@code -20.0} stays {@code -20.0}); empty when the log does not give them (mjai)
 */
public record Owari(List<Integer> scores, List<BigDecimal> points) {
    public Owari {
        scores = Checks.list(scores, -1, "scores");
        points = Checks.list(points, points.isEmpty() ? 0 : scores.size(), "points");
    }

    /** The end of a game whose log gives no final result. */
    public static Owari unstated() {
        return new Owari(List.of(), List.of());
    }

    /**
     * Reads {@code owari}: a score and points per seat; in a chip lobby (its {@code sc} holding chips) 16
     * numbers, those 8 of four seats, then each seat's chips and a second number as in {@code sc} (0 in the
     * one public chip log known), left out here: each hand's {@link Chips} sum up to the chips.
     */
    static Owari parse(Element e, String attribute) {
        List<BigDecimal> all = e.decimals(attribute);
        if (all.size() == 16) {
            all = all.subList(0, 8);
        }
        if (all.size() % 2 != 0) {
            throw e.error(attribute, "expected pairs of score and points, found " + all.size() + " numbers", null);
        }
        List<Integer> scores = new java.util.ArrayList<>();
        List<BigDecimal> points = new java.util.ArrayList<>();
        for (int i = 0; i < all.size(); i += 2) {
            BigDecimal s = all.get(i);
            try {
                scores.add(s.intValueExact() * 100);
            } catch (ArithmeticException ex) {
                throw e.error(attribute, "item " + (i + 1) + " '" + s + "' is not an integer score", ex);
            }
            points.add(all.get(i + 1));
        }
        return new Owari(scores, points);
    }
}
