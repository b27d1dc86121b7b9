package org.jantaku.bots.search;

import org.jantaku.core.analysis.MinPlus;
import org.jantaku.core.analysis.PairProducts;
import org.jantaku.core.analysis.Parts;
import org.jantaku.core.analysis.ShantenTables;
/**
 * The best splits of a hand of 3n+2 concealed tiles: the ways of sharing its sets and its pair
 * among the four parts that reach its standard distance (the fewest tiles to add for a complete
 * hand), read field by field from each part's entry and the product of the three others, which
 * {@link SwapShanten} keeps. With the masks of {@link ShantenMasks} they give, with no lookup per
 * discard or per draw:
 * <ul>
 *   <li>{@link #free}: the kinds a tile of which can go without raising the distance — those free
 *       in a field of a best split (taking a tile raises it by one at most, and keeps it exactly when
 *       some best split leaves that tile unused);</li>
 *   <li>{@link #keptDraws}: for such a discard, the draws that bring the hand one
 *       tile nearer than it was: a draw can only do so by improving a field of a best split of the
 *       whole hand, and only if the rest of that split can still leave the discarded tile unused.</li>
 * </ul>
 * Shares the arrays of its search, which fills them; not shared between threads.
 */
final class BestSplits {
    /** Every kind of a part (bit per kind from the part's first). */
    private static final long PART_KINDS = 0x1FF;
    private final long[] entries;
    private final int[] indexes;
    private final int[] others;
    private final PairProducts pairs;
    private int sets;
    /** The hand's standard distance. */
    private int distance;
    /** The kinds a tile of which can go without raising the distance, bit per kind. */
    private long free;
    /** Of them, those free in every best field of their part (left unused by every best split). */
    private long alwaysFree;
    /** The kinds one more tile of which brings the hand one tile nearer (improving a best field), bit per kind. */
    private long improvingAll;
    /** Per part: bit {@code f} when field {@code f} of the part is in a best split. */
    private final int[] critical = new int[4];
    /** Per part {@code p} and best field {@code f}, from {@code 10p + f}: its free and its improving kinds ({@link ShantenMasks}). */
    private final long[] freeKinds = new long[40];
    private final long[] improvingKinds = new long[40];
    /**
     * Per discard part {@code p}, draw part {@code q} and best field {@code f} of {@code q}, from
     * {@code 10(4p + q) + f}: the kinds of {@code p} free in some best split of the rest (bit per kind
     * from the part's first), valid when bit {@code 10q + f} of {@code compatibleValid[p]} is set
     * (four longs, cleared at each {@link #find} by four stores).
     */
    private final long[] compatible = new long[160];
    private final long[] compatibleValid = new long[4];
    /** The product of the two parts other than those of {@code 4p + q} = {@link #pairFor} (−1: none yet). */
    private final int[] pair = new int[10];
    private int pairFor;

    /**
     * @param entries the four parts' entries
     * @param indexes their indexes in the tables (−1: the honours of the 108-tile set)
     * @param others per part {@code p}, the product of the three others from {@code 10p}
     * @param pairs the products of pairs of parts
     */
    BestSplits(long[] entries, int[] indexes, int[] others, PairProducts pairs) {
        this.entries = entries;
        this.indexes = indexes;
        this.others = others;
        this.pairs = pairs;
    }

    /** Per part, the three longs of its vector's masks ({@link ShantenMasks}; zero for the honours of the 108-tile set). */
    private final long[] partMasks = new long[12];

    /** Reads part {@code part}'s masks, once its index is in the search's array. */
    void readMasks(int part) {
        int at = ShantenMasks.STRIDE * indexes[part]; // negative for the honours of the 108-tile set, never held nor drawn: no masks
        long[] masks = ShantenMasks.of(part);
        for (int i = 0; i < 3; i++) {
            partMasks[3 * part + i] = at >= 0 ? masks[at + i] : 0;
        }
    }

    /** Reads the best splits of a hand needing {@code sets} sets, once the four products of {@code others} are made. */
    void find(int sets) {
        this.sets = sets;
        distance = MinPlus.distance(others, 0, entries[0], sets);
        long found = 0;
        long always = 0;
        long improving = 0;
        for (int p = 0; p < 4; p++) {
            int fields = 0;
            long improving0 = partMasks[3 * p];
            long free0 = partMasks[3 * p + 1];
            long high = partMasks[3 * p + 2];
            long partAlways = PART_KINDS;
            long e = entries[p];
            for (int m = 0; m <= sets; m++) {
                for (int pr = 0; pr < 2; pr++) {
                    int f = 2 * m + pr;
                    if (others[10 * p + 2 * (sets - m) + 1 - pr] + ShantenTables.get(e, m, pr) == distance) {
                        fields |= 1 << f;
                        long freeHere = ShantenMasks.slot(free0, high, f, true);
                        long improvingHere = ShantenMasks.slot(improving0, high, f, false);
                        freeKinds[10 * p + f] = freeHere;
                        improvingKinds[10 * p + f] = improvingHere;
                        found |= freeHere << 9 * p;
                        partAlways &= freeHere;
                        improving |= improvingHere << 9 * p;
                    }
                }
            }
            critical[p] = fields;
            always |= partAlways << 9 * p;
        }
        free = found;
        alwaysFree = always & found;
        improvingAll = improving;
        long[] valid = compatibleValid;
        valid[0] = 0;
        valid[1] = 0;
        valid[2] = 0;
        valid[3] = 0;
        pairFor = -1;
    }

    int distance() {
        return distance;
    }

    long free() {
        return free;
    }

    /**
     * The kinds among {@code draws} (bit per kind) one more tile of which brings the hand, with a tile
     * of {@code kind} thrown (one in {@link #free}), one tile nearer than the distance; {@code improving}
     * and {@code high} are the first and third longs of the masks of the kind's part less that tile
     * ({@link ShantenMasks}). In the kind's own part, the kinds improving the part less the tile in a
     * best field where the tile was free; in another part, those improving a best field whose rest can
     * leave the tile unused — every best field when no best split uses it.
     */
    long keptDraws(int kind, long improving, long high, long draws) {
        int p = Parts.of(kind);
        long found = ownKeptDraws(kind, improving, high);
        long across = improvingAll & ~Parts.KINDS[p] & draws;
        if ((alwaysFree & 1L << kind) != 0 || across == 0) {
            return found | across;
        }
        long bit = 1L << kind - 9 * p;
        for (int q = 0; q < 4; q++) {
            if (q != p && (across & Parts.KINDS[q]) != 0) {
                found |= acrossDraws(p, bit, q, across >>> 9 * q) << 9 * q;
            }
        }
        return found;
    }

    /**
     * A superset of {@link #keptDraws} made without the splits of the rest: in the kind's own part
     * the same kinds, in the others every kind improving a best field. Equal to it when the kind is
     * left unused by every best split of its part ({@link #keptDrawsExact}); the costly part of
     * {@code keptDraws}, whether another part's best field can leave the tile unused, is skipped.
     */
    long keptDrawsBound(int kind, long improving, long high, long draws) {
        return ownKeptDraws(kind, improving, high) | improvingAll & ~Parts.KINDS[Parts.of(kind)] & draws;
    }

    /** Whether {@link #keptDrawsBound} of {@code kind} (a kind in {@link #free}) is {@link #keptDraws}. */
    boolean keptDrawsExact(int kind) {
        return (alwaysFree & 1L << kind) != 0;
    }

    /** The kinds of {@code kind}'s own part (bit per kind of the whole set) improving the part less that tile in a best field where the tile was free. */
    private long ownKeptDraws(int kind, long improving, long high) {
        int p = Parts.of(kind);
        long bit = 1L << kind - 9 * p;
        long found = 0;
        for (int fields = critical[p]; fields != 0; fields &= fields - 1) {
            int f = Integer.numberOfTrailingZeros(fields);
            if ((freeKinds[10 * p + f] & bit) != 0) {
                found |= ShantenMasks.slot(improving, high, f, false);
            }
        }
        return found << 9 * p;
    }

    /**
     * The kinds among {@code draws} of part {@code q} (bit per kind from its first) improving a best
     * field of {@code q} whose rest can leave the tile {@code bit} of part {@code p} unused.
     */
    private long acrossDraws(int p, long bit, int q, long draws) {
        int pq = 4 * p + q;
        long found = 0;
        for (int fields = critical[q]; fields != 0; fields &= fields - 1) {
            int f = Integer.numberOfTrailingZeros(fields);
            long here = improvingKinds[10 * q + f];
            if ((here & draws & ~found) != 0 && (compatible(p, q, pq, f) & bit) != 0) {
                found |= here;
            }
        }
        return found & draws;
    }

    /**
     * The kinds of {@code p} free in a best field of {@code p} that, with the product of the two
     * parts left, reaches the best product of the three parts other than {@code q} for the sets and
     * pair that best field {@code f} of {@code q} leaves to them (such a field of {@code p} is a
     * best field too: the three make a best split).
     */
    private long compatible(int p, int q, int pq, int f) {
        long validBit = 1L << 10 * q + f;
        if ((compatibleValid[p] & validBit) == 0) {
            if (pairFor != pq) {
                pairOtherThan(p, q);
                pairFor = pq;
            }
            int restSets = sets - (f >> 1);
            int restPair = 1 - (f & 1);
            int best = others[10 * q + 2 * restSets + restPair];
            long e = entries[p];
            long kinds = 0;
            for (int fields = critical[p]; fields != 0; fields &= fields - 1) {
                int fp = Integer.numberOfTrailingZeros(fields);
                int m = fp >> 1;
                int pr = fp & 1;
                if (m <= restSets && pr <= restPair
                        && ShantenTables.get(e, m, pr) + pair[2 * (restSets - m) + restPair - pr] == best) {
                    kinds |= freeKinds[10 * p + fp];
                }
            }
            compatible[10 * pq + f] = kinds;
            compatibleValid[p] |= validBit;
        }
        return compatible[10 * pq + f];
    }

    /** Reads into {@link #pair} the product of the two parts other than {@code p} and {@code q}. */
    private void pairOtherThan(int p, int q) {
        int rest = 0b1111 & ~(1 << p) & ~(1 << q); // the two other parts, a < b
        int a = Integer.numberOfTrailingZeros(rest);
        int b = Integer.numberOfTrailingZeros(rest & rest - 1);
        pairs.copy(entries, a, b, pair, 0);
    }
}
