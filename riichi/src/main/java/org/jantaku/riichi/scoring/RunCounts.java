package org.jantaku.riichi.scoring;

/**
 * Runs (順子) as counts packed in a long: a 3-bit field per kind a run can start at (1-7 of each
 * numbered suit: 21 fields, suit by suit), holding how many runs start there. A count is at most 4
 * (four copies of each tile), so fields never overflow and two sets of runs add with a plain
 * {@code +}. The yaku made of runs (peikou, sanshoku, ittsu, chanta) are then a few bit operations.
 */
final class RunCounts {
    /** The lowest bit of every field. */
    static final long ONES;
    private static final long TWOS;
    private static final long FOURS;
    /** Fields of the first run of each suit (123m, 123p, 123s). */
    private static final long FIRST_OF_SUIT = 1L | 1L << 21 | 1L << 42;
    /** The seven fields of the first suit. */
    private static final long ONE_SUIT = (1L << 21) - 1;
    /** Fields of the runs holding a terminal: 123 and 789 of each suit. */
    private static final long OUTSIDE = FIRST_OF_SUIT | FIRST_OF_SUIT << 18;
    /** Field shift of each kind as a run's first kind; −1 where no run starts (8, 9, honours). */
    private static final int[] SHIFT = new int[34];
    /** The first kinds of the runs holding each kind, lowest first. */
    private static final int[][] HOLDING = new int[34][];

    static {
        long ones = 0;
        for (int field = 0; field < 21; field++) {
            ones |= 1L << 3 * field;
        }
        ONES = ones;
        TWOS = ones << 1;
        FOURS = ones << 2;
        for (int k = 0; k < 34; k++) {
            SHIFT[k] = k < 27 && k % 9 <= 6 ? 3 * (k / 9 * 7 + k % 9) : -1;
        }
        for (int k = 0; k < 34; k++) {
            int count = 0;
            int[] firsts = new int[3];
            for (int first = k - 2; first <= k; first++) {
                if (first >= 0 && startsRun(first) && first / 9 == k / 9) {
                    firsts[count++] = first;
                }
            }
            HOLDING[k] = java.util.Arrays.copyOf(firsts, count);
        }
    }

    private RunCounts() {
    }

    /** Whether a run can start at {@code kind} (1-7 of a numbered suit). */
    static boolean startsRun(int kind) {
        return SHIFT[kind] >= 0;
    }

    /** One run starting at {@code first} (which must start a run). */
    static long one(int first) {
        return 1L << SHIFT[first];
    }

    /** How many runs start at {@code first}. */
    static int at(long runs, int first) {
        return (int) (runs >>> SHIFT[first] & 7);
    }

    /** The first kinds of the runs that hold {@code kind}, lowest first (none for honours). */
    static int[] holding(int kind) {
        return HOLDING[kind];
    }

    /** The number of runs. */
    static int count(long runs) {
        return Long.bitCount(runs & ONES) + 2 * Long.bitCount(runs & TWOS) + 4 * Long.bitCount(runs & FOURS);
    }

    /** The fields holding at least one run, as their lowest bit. */
    static long present(long runs) {
        return (runs | runs >>> 1 | runs >>> 2) & ONES;
    }

    /** Pairs of identical runs (2 or 3 identical runs make one pair, 4 make two): 一盃口 / 二盃口. */
    static int identicalPairs(long runs) {
        return Long.bitCount(runs & TWOS) + 2 * Long.bitCount(runs & FOURS);
    }

    /** Whether the same run is present in all three suits (三色同順); {@code present} from {@link #present}. */
    static boolean threeColours(long present) {
        return (present & present >>> 21 & present >>> 42 & ONE_SUIT) != 0;
    }

    /** Whether 123, 456 and 789 of one suit are present (一気通貫); {@code present} from {@link #present}. */
    static boolean straight(long present) {
        return (present & present >>> 9 & present >>> 18 & FIRST_OF_SUIT) != 0;
    }

    /** Whether every present run holds a terminal (123 or 789); {@code present} from {@link #present}. */
    static boolean allOutside(long present) {
        return (present & ~OUTSIDE) == 0;
    }
}
