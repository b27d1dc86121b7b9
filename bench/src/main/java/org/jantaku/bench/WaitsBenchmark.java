package org.jantaku.bench;

import java.util.concurrent.TimeUnit;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.ShantenParts;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.tile.TileSet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The searches the engine and the efficiency agent run on every hand change, per hand of the
 * seeded random 14-tile hands of {@link ShantenBenchmark} (ns per hand):
 * <ul>
 *   <li>{@link #waitsOfEveryDiscard}: the waits ({@link Waits#mask}) of the 13 tiles left by each
 *       distinct discard, what the engine works out for a hand that may be tenpai;</li>
 *   <li>{@link #waitsTryingAllKinds}: the same by the former method, all 34 kinds tried with a whole
 *       shanten lookup each, for comparison;</li>
 *   <li>{@link #ukeireOfEveryDiscard}: for each distinct discard, the shanten after it and the
 *       kinds among those that can help (as {@link ShantenParts#completionCandidates}) that lower it, by {@link ShantenParts} (one part looked up per change), as the
 *       efficiency agent does.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class WaitsBenchmark {
    /** Hands per invocation. */
    public static final int HANDS = 2_000;

    /** The random hands. */
    @State(Scope.Benchmark)
    public static class Hands {
        int[][] hands;

        @Setup(Level.Trial)
        public void setUp() {
            hands = ShantenBenchmark.randomHands(HANDS, ShantenBenchmark.SEED);
        }
    }

    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long waitsOfEveryDiscard(Hands state) {
        long sum = 0;
        for (int[] hand : state.hands) {
            for (int k = 0; k < 34; k++) {
                if (hand[k] > 0) {
                    hand[k]--;
                    sum += Long.bitCount(Waits.mask(hand, 0, TileSet.STANDARD_136));
                    hand[k]++;
                }
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long waitsTryingAllKinds(Hands state) {
        long sum = 0;
        for (int[] hand : state.hands) {
            for (int k = 0; k < 34; k++) {
                if (hand[k] > 0) {
                    hand[k]--;
                    sum += Long.bitCount(allKinds(hand));
                    hand[k]++;
                }
            }
        }
        return sum;
    }

    private static long allKinds(int[] counts) {
        long mask = 0;
        for (int k = 0; k < 34; k++) {
            if (counts[k] < 4) {
                counts[k]++;
                if (Shanten.ofValid(counts, 0, TileSet.STANDARD_136) == -1) {
                    mask |= 1L << k;
                }
                counts[k]--;
            }
        }
        return mask;
    }

    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long ukeireOfEveryDiscard(Hands state) {
        long sum = 0;
        for (int[] hand : state.hands) {
            ShantenParts parts = new ShantenParts(hand, 0, TileSet.STANDARD_136);
            for (int k = 0; k < 34; k++) {
                if (hand[k] == 0) {
                    continue;
                }
                parts.change(k, -1);
                int base = parts.shanten();
                long candidates = ShantenParts.completionCandidates(hand, 0, TileSet.STANDARD_136);
                while (candidates != 0) {
                    int j = Long.numberOfTrailingZeros(candidates);
                    candidates &= candidates - 1;
                    if (hand[j] < 4 && parts.shantenWith(j, 1) < base) {
                        sum++;
                    }
                }
                parts.change(k, 1);
            }
        }
        return sum;
    }
}
