package org.jantaku.riichi.scoring;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.jantaku.core.analysis.Decomposer;

/**
 * The standard readings of one numbered suit, looked up instead of searched: for every count vector
 * of a suit (nine counts, at most 14 tiles) that splits into runs, triplets and at most one pair,
 * its readings in the order {@link Decomposer#visitStandard} finds them. A hand's readings are the
 * combinations of its three suits' readings ({@link StandardReadings}).
 *
 * <p>A vector is named by its base-5 key {@code Σ count[i]·5^i}. The 21,743 vectors with readings
 * (23,533 readings) sit in an open-addressing hash table of 32,768 slots (256 KB). A reading is
 * packed in 34 bits: runs as {@link RunCounts} fields of the first suit (bits 0-20), triplets (bits
 * 21-29, a bit per number) and the pair's number (bits 30-33, {@link #NO_PAIR} when none). The 93 %
 * of vectors with a single reading keep it in their slot, so a lookup reads one cache line; the
 * others point into an overflow array.
 * Built at first use from {@link Decomposer#visitStandard} itself, run on each vector that some
 * sets and pair make (a few tens of milliseconds).
 */
final class SuitReadings {
    /** The pair field of a reading without a pair. */
    static final int NO_PAIR = 15;
    /** Count vectors of a suit: 5^9. */
    private static final int KEYS = 1_953_125;
    private static final int SLOT_BITS = 15;
    private static final long RUN_FIELDS = (1L << 21) - 1;
    private static final long PAYLOAD = (1L << 40) - 1;
    /**
     * Slot: key + 1 in bits 43-63 (0 = empty), the number of readings in bits 40-42, and in bits 0-39
     * the reading itself when there is one, else the index of the first in {@link #OVERFLOW}.
     */
    private static final long[] SLOTS = new long[1 << SLOT_BITS];
    private static final long[] OVERFLOW;
    private static final long KEY_BITS = (1L << 21) - 1;
    /** Each kind's {@link #keyPart}: 5^number in its suit's 21 bits (honours: 0, they have no suit key). */
    private static final long[] PLACE = new long[34];

    static {
        for (int k = 0; k < 27; k++) {
            PLACE[k] = (long) Math.pow(5, k % 9) << 21 * (k / 9);
        }
        BitSet keys = new BitSet(KEYS);
        addKeys(new int[9], 0, 0, keys);
        List<Long> readings = new ArrayList<>();
        List<Long> overflow = new ArrayList<>();
        int[] counts = new int[34];
        for (int key = keys.nextSetBit(0); key >= 0; key = keys.nextSetBit(key + 1)) {
            int tiles = 0;
            for (int i = 0, rest = key; i < 9; i++, rest /= 5) {
                counts[i] = rest % 5;
                tiles += counts[i];
            }
            // Without a pair of its own, the suit is read next to a pair of red dragons, which comes last.
            counts[33] = tiles % 3 == 0 ? 2 : 0;
            readings.clear();
            Decomposer.visitStandard(counts, (pair, kinds, runs, sets) -> readings.add(pack(pair, kinds, runs, sets)));
            insert(key, readings.size(), readings.size() == 1 ? readings.get(0) : overflow.size());
            if (readings.size() > 1) {
                overflow.addAll(readings);
            }
        }
        OVERFLOW = overflow.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Marks the key of {@code counts}, with no pair and with each possible pair, then adds each set
     * of type {@code type} or later (0-8: a triplet of that number; 9-15: a run from number 1-7)
     * that still fits, up to four sets: every vector that has a reading, each reached at least once.
     */
    private static void addKeys(int[] counts, int type, int sets, BitSet keys) {
        keys.set(key(counts));
        for (int p = 0; p < 9; p++) {
            if (counts[p] <= 2) {
                counts[p] += 2;
                keys.set(key(counts));
                counts[p] -= 2;
            }
        }
        if (sets == 4) {
            return;
        }
        for (int t = type; t < 16; t++) {
            int first = t < 9 ? t : t - 9;
            int width = t < 9 ? 1 : 3;
            int each = t < 9 ? 3 : 1;
            boolean fits = true;
            for (int i = first; i < first + width; i++) {
                fits &= counts[i] + each <= 4;
            }
            if (fits) {
                for (int i = first; i < first + width; i++) {
                    counts[i] += each;
                }
                addKeys(counts, t, sets + 1, keys);
                for (int i = first; i < first + width; i++) {
                    counts[i] -= each;
                }
            }
        }
    }

    private static int key(int[] counts) {
        int key = 0;
        for (int i = 8; i >= 0; i--) {
            key = 5 * key + counts[i];
        }
        return key;
    }

    private SuitReadings() {
    }

    private static long pack(int pair, int[] kinds, boolean[] runs, int sets) {
        long runCounts = 0;
        long triplets = 0;
        for (int i = 0; i < sets; i++) {
            if (runs[i]) {
                runCounts += RunCounts.one(kinds[i]);
            } else {
                triplets |= 1L << kinds[i];
            }
        }
        return runCounts | triplets << 21 | (long) (pair < 9 ? pair : NO_PAIR) << 30;
    }

    private static void insert(int key, int count, long payload) {
        int h = hash(key);
        while (SLOTS[h] != 0) {
            h = (h + 1) & (SLOTS.length - 1);
        }
        SLOTS[h] = (long) (key + 1) << 43 | (long) count << 40 | payload;
    }

    private static int hash(int key) {
        return (key * 0x9E3779B9) >>> (32 - SLOT_BITS);
    }

    /**
     * What a tile of {@code kind} adds to the packed keys of a hand's three suits: each suit's key
     * (below 2^21) has 21 bits, man lowest; honours add nothing. Summing over the tiles in one
     * {@code long} keeps the three keys without a pass over the counts.
     */
    static long keyPart(int kind) {
        return PLACE[kind];
    }

    /** Suit {@code suit}'s key (0 man, 1 pin, 2 sou) from keys packed by {@link #keyPart}. */
    static int key(long keys, int suit) {
        return (int) (keys >>> 21 * suit & KEY_BITS);
    }

    /** The slot of the vector with {@code key}, or 0 when it has no reading. */
    static long find(int key) {
        long tag = (long) (key + 1) << 43;
        for (int h = hash(key); SLOTS[h] != 0; h = (h + 1) & (SLOTS.length - 1)) {
            if ((SLOTS[h] & -(1L << 43)) == tag) {
                return SLOTS[h];
            }
        }
        return 0;
    }

    /** How many readings a slot holds (1 to 4). */
    static int count(long slot) {
        return (int) (slot >>> 40 & 7);
    }

    /** The {@code i}-th reading of a slot, packed. */
    static long reading(long slot, int i) {
        long payload = slot & PAYLOAD;
        return count(slot) == 1 ? payload : OVERFLOW[(int) payload + i];
    }

    /** A packed reading's runs, as {@link RunCounts} fields of the first suit. */
    static long runs(long reading) {
        return reading & RUN_FIELDS;
    }

    /** A packed reading's triplets, a bit per number (0-8). */
    static long triplets(long reading) {
        return reading >>> 21 & 0x1FF;
    }

    /** A packed reading's pair number (0-8), or {@link #NO_PAIR}. */
    static int pair(long reading) {
        return (int) (reading >>> 30 & 15);
    }
}
