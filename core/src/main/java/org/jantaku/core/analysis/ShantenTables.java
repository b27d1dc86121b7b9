package org.jantaku.core.analysis;

/**
 * Lookup tables for shanten, built once per JVM (a fraction of a second).
 *
 * <p>For the counts {@code h} of one suit an entry packs, in 4-bit fields:
 * <ul>
 *   <li>bits 0-39, {@code d(m, p)} at bit {@code 8m + 4p}, m = 0-4 sets and p = 0/1 pair: the
 *       fewest tiles that must be added to {@code h} so that it contains m sets (and a pair, if
 *       p = 1) of that suit, never using more than four copies of a kind. Summing {@code d} over
 *       the suits with the sets adding up to those still needed and exactly one pair, then
 *       minimising, gives the distance to the nearest complete hand; shanten = distance − 1 (the
 *       method of tomohxx's shanten-number calculator, built here from its definition);</li>
 *   <li>bits 40-55, summed over the suits for the other forms: kinds held (bits 40-43), kinds
 *       held twice or more (44-47), terminal or honour kinds held (48-51), terminal or honour
 *       kinds held twice or more (52-55).</li>
 * </ul>
 * The numbered suits are looked up through {@link SuitIndex}; the honours by a plain base-5 hash
 * of their seven counts. Only vectors of at most 14 tiles are filled in.
 */
public final class ShantenTables {
    /** Value meaning "impossible" in a {@code d} field. */
    static final int INF = 15;

    public static final int KINDS_SHIFT = 40;
    static final int PAIRS_SHIFT = 44;
    static final int YAOCHU_SHIFT = 48;
    static final int YAOCHU_PAIRS_SHIFT = 52;

    /** Numbered-suit table, indexed by {@link SuitIndex#of}. */
    public static final long[] SUIT = ShantenTableBuilder.build(9, true);
    /** Honour table, indexed by the base-5 hash of the seven honour counts. */
    public static final long[] HONOR = ShantenTableBuilder.build(7, false);

    /** The honour entry of a set without honours: 0 for no sets and no pair, all else impossible. */
    public static final long NO_HONORS = noHonors();

    private ShantenTables() {
    }

    public static int get(long packed, int sets, int pair) {
        return (int) (packed >>> ((sets << 3) + (pair << 2))) & 15;
    }

    private static long noHonors() {
        long v = 0;
        for (int m = 0; m <= 4; m++) {
            for (int p = 0; p <= 1; p++) {
                v |= (long) (m == 0 && p == 0 ? 0 : INF) << ((m << 3) + (p << 2));
            }
        }
        return v;
    }
}
