package org.jantaku.bots.search;

import org.jantaku.core.analysis.RandomHands;
import org.jantaku.core.analysis.Shanten;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search by best splits ({@link BestSplits} inside {@link SwapShanten}) as an agent's turn asks
 * it: every discard's shanten, then for each discard leaving the least shanten its useful draws
 * below that shanten — the case read from the best splits alone when the discard keeps the hand's
 * distance — each checked against {@link Shanten#ofValid} of the whole changed hand.
 */
class BestSplitsTest {

    @ParameterizedTest(name = "{0} melds, {1}")
    @CsvSource({"0, STANDARD_136", "1, STANDARD_136", "3, STANDARD_136", "0, SUITS_108", "1, SUITS_108"})
    void theTiedDiscardsDrawsAgreeWithTheWholeHand(int melds, TileSet set) {
        SplittableRandom rnd = new SplittableRandom(101 + melds);
        SwapShanten search = new SwapShanten(set);
        int kinds = set.kindCount();
        for (int i = 0; i < 1500; i++) {
            // random hands, hands near complete (one tile swapped out of a complete one) and one-suit hands
            int[] c = switch (i % 3) {
                case 0 -> RandomHands.draw(rnd, 14 - 3 * melds, kinds);
                case 1 -> RandomHands.nearComplete(rnd, melds, kinds);
                default -> RandomHands.draw(rnd, 14 - 3 * melds, 9);
            };
            search.reset(c, melds);
            String hand = Notation.formatCounts(c);
            int least = Integer.MAX_VALUE;
            int[] after = new int[34];
            for (int out = 0; out < kinds; out++) {
                if (c[out] > 0) {
                    after[out] = Shanten.ofValid(changed(c, out, -1), melds, set);
                    assertThat(search.afterDiscard(out)).as(hand + " - " + out).isEqualTo(after[out]);
                    least = Math.min(least, after[out]);
                }
            }
            for (int out = 0; out < kinds; out++) {
                if (c[out] == 0 || after[out] != least) {
                    continue;
                }
                long expected = 0;
                for (int in = 0; in < kinds; in++) {
                    if ((in == out || c[in] < 4) && Shanten.ofValid(changed(c, out, in), melds, set) < least) {
                        expected |= 1L << in;
                    }
                }
                assertThat(search.lowering(out, least, -1L)).as(hand + " - " + out).isEqualTo(expected);
            }
        }
    }

    /** The counts with a tile of {@code out} thrown and one of {@code in} drawn ({@code in} −1: none). */
    private static int[] changed(int[] c, int out, int in) {
        int[] d = c.clone();
        d[out]--;
        if (in >= 0) {
            d[in]++;
        }
        return d;
    }
}
