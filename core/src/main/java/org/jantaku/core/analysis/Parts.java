package org.jantaku.core.analysis;

/**
 * The four parts shanten is worked out by ({@link ShantenParts}, {@link SwapShanten}): the three
 * numbered suits (0 man, 1 pin, 2 sou) and the honours (3), each looked up in its own table.
 */
public final class Parts {
    public static final int HONORS = 3;
    /** The kinds of each part, a bit per kind. */
    public static final long[] KINDS = {0x1FFL, 0x1FFL << 9, 0x1FFL << 18, 0x7FL << 27};
    /** The terminals and honours (么九牌), a bit per kind. */
    public static final long TERMINALS_AND_HONORS = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26 | 0x7FL << 27;

    private Parts() {
    }

    /** The part of a kind. */
    public static int of(int kind) {
        return kind < 27 ? kind / 9 : HONORS;
    }

    /** The table entry of one part of the counts ({@code full}: the 136-tile set, else no honours). */
    public static long entry(int[] counts, int part, boolean full) {
        if (part < HONORS) {
            return Shanten.suitEntry(counts, part * 9);
        }
        return full ? Shanten.honorEntry(counts) : ShantenTables.NO_HONORS;
    }
}
