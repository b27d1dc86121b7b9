package org.jantaku.bots.search;

import org.jantaku.core.analysis.RandomHands;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link SwapShanten#loweringBound} holds every draw of {@link SwapShanten#lowering} (itself checked
 * against the whole hand by {@code BestSplitsTest}) and is equal to it where
 * {@link SwapShanten#loweringBoundExact} says so, for every discard tied on the least shanten of
 * random and near-complete hands, with and without melds; a search reused from hand to hand and a
 * fresh one agree.
 */
class LoweringBoundTest {

    @ParameterizedTest(name = "{0} melds, {1}")
    @CsvSource({"0, STANDARD_136", "1, STANDARD_136", "2, STANDARD_136", "0, SUITS_108"})
    void theBoundHoldsTheDrawsAndIsExactWhereItSays(int melds, TileSet set) {
        SplittableRandom rnd = new SplittableRandom(211 + melds);
        SwapShanten kept = new SwapShanten(set);
        int kinds = set.kindCount();
        int exact = 0;
        int loose = 0;
        for (int i = 0; i < 2000; i++) {
            int[] c = i % 2 == 0 ? RandomHands.draw(rnd, 14 - 3 * melds, kinds) : RandomHands.nearComplete(rnd, melds, kinds);
            kept.reset(c, melds);
            SwapShanten fresh = new SwapShanten(set);
            fresh.reset(c, melds);
            String hand = Notation.formatCounts(c);
            int least = Integer.MAX_VALUE;
            for (int out = 0; out < kinds; out++) {
                if (c[out] > 0) {
                    least = Math.min(least, kept.afterDiscard(out));
                }
            }
            long tied = 0;
            for (int out = 0; out < kinds; out++) {
                if (c[out] > 0 && kept.afterDiscard(out) == least) {
                    tied |= 1L << out;
                }
            }
            for (long bits = tied; bits != 0; bits &= bits - 1) {
                int out = Long.numberOfTrailingZeros(bits);
                long bound = kept.loweringBound(out, least, -1L);
                long draws = fresh.lowering(out, least, -1L);
                assertThat(bound & draws).as(hand + " - " + out + ": the bound holds the draws").isEqualTo(draws);
                assertThat(kept.loweringBound(out, least, -1L)).as(hand + " - " + out + ": asked again").isEqualTo(bound);
                if (kept.loweringBoundExact(out, least)) {
                    assertThat(bound).as(hand + " - " + out + ": exact").isEqualTo(draws);
                    exact++;
                } else {
                    loose += bound != draws ? 1 : 0;
                }
                assertThat(kept.lowering(out, least, -1L)).as(hand + " - " + out + ": kept search").isEqualTo(draws);
            }
        }
        assertThat(exact).as("discards with an exact bound").isGreaterThan(100);
        if (melds == 0 && set == TileSet.STANDARD_136) {
            assertThat(loose).as("discards whose bound holds more draws").isGreaterThan(0);
        }
    }
}
