package org.jantaku.bench;

import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jantaku.core.analysis.HandFile;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Speed of {@link Shanten#ofValid(int[], int, TileSet)} (the least of standard, seven-pairs and
 * thirteen-orphans shanten) on 14-tile closed hands of the 136-tile set. Each invocation sums
 * the shanten of {@value #HANDS} hands, so with {@code @OperationsPerInvocation} the score is
 * nanoseconds per hand.
 *
 * <ul>
 *   <li>{@link #randomHands}: {@value #HANDS} hands of 14 tiles drawn from a shuffled 136-tile
 *       wall, seeded ({@value #SEED}) so every run sees the same hands.
 *   <li>{@link #fileHands}: the hands of the file given by {@code -p file=PATH}, one a line, 14
 *       tile kinds 0-33 separated by spaces (numbers after the 14th ignored; blank lines and
 *       lines starting with {@code #} skipped), the format of {@code jantaku bench shanten}.
 *       Without a file it times the random hands.
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ShantenBenchmark {
    /** Hands per invocation. */
    public static final int HANDS = 10_000;
    /** Seed of the random hands. */
    public static final long SEED = 0x6A616E74616B75L;

    private static final int KINDS = 34;
    private static final int TILES_PER_HAND = 14;

    /** The random hands. */
    @State(Scope.Benchmark)
    public static class RandomHands {
        int[][] hands;

        @Setup(Level.Trial)
        public void setUp() {
            hands = randomHands(HANDS, SEED);
        }
    }

    /** The hands of a file (or the random hands), laid out in blocks of {@value #HANDS}. */
    @State(Scope.Benchmark)
    public static class FileHands {
        /** Path of the hands file; empty = the random hands. */
        @Param("")
        public String file;

        /** The file's hands repeated to a multiple of {@value #HANDS}. */
        int[][] hands;
        /** Start of the next block of {@value #HANDS} hands to time. */
        int next;

        @Setup(Level.Trial)
        public void setUp() {
            hands = file.isEmpty() ? randomHands(HANDS, SEED) : blocks(readHands(Path.of(file)));
            next = 0;
        }
    }

    /** Sums the shanten of {@value #HANDS} seeded random hands. */
    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long randomHands(RandomHands state) {
        return sum(state.hands, 0);
    }

    /**
     * Sums the shanten of the next {@value #HANDS} hands of the file; the blocks are taken in turn,
     * so a file of more than {@value #HANDS} hands is timed in full over several invocations.
     */
    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long fileHands(FileHands state) {
        int start = state.next;
        int following = start + HANDS;
        state.next = following == state.hands.length ? 0 : following;
        return sum(state.hands, start);
    }

    private static long sum(int[][] hands, int start) {
        long sum = 0;
        for (int i = start, end = start + HANDS; i < end; i++) {
            sum += Shanten.ofValid(hands[i], 0, TileSet.STANDARD_136);
        }
        return sum;
    }

    /**
     * {@code n} hands of 14 tiles, each the first 14 tiles of the 136-tile wall shuffled afresh,
     * as counts by kind (tile id / 4).
     */
    static int[][] randomHands(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] wall = new int[TileSet.STANDARD_136.size()];
        for (int id = 0; id < wall.length; id++) {
            wall[id] = id;
        }
        int[][] hands = new int[n][];
        for (int h = 0; h < n; h++) {
            // Fisher-Yates shuffle.
            for (int i = wall.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = wall[i];
                wall[i] = wall[j];
                wall[j] = t;
            }
            int[] counts = new int[KINDS];
            for (int i = 0; i < TILES_PER_HAND; i++) {
                counts[wall[i] / 4]++;
            }
            hands[h] = counts;
        }
        return hands;
    }

    /** Reads a hands file ({@link HandFile}: 14 tile kinds 0-33 per line). */
    static int[][] readHands(Path file) {
        return HandFile.read(file);
    }

    /**
     * The hands repeated in order to fill whole blocks of {@value #HANDS}: {@value #HANDS} hands
     * for a file of up to {@value #HANDS}, otherwise the next multiple of {@value #HANDS}.
     */
    static int[][] blocks(int[][] hands) {
        int length = Math.max(1, (hands.length + HANDS - 1) / HANDS) * HANDS;
        int[][] out = new int[length][];
        for (int i = 0; i < length; i++) {
            out[i] = hands[i % hands.length];
        }
        return out;
    }
}
