package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileSet;

/**
 * Shanten worked out part by part, for searches that change one kind at a time (waits, ukeire, the
 * shanten after each discard): the table entries of the three numbered suits and of the honours are
 * kept, and a change of one kind looks up only its own part again before the same combination as
 * {@link Shanten#ofValid}. Gives exactly {@code Shanten.ofValid} of the counts as they stand.
 *
 * <p>Works on the caller's counts array, which it changes only through {@link #change} (and puts
 * back in {@link #shantenWith}); the counts must stay a valid concealed hand, as for
 * {@code ofValid}. Not shared between threads.
 */
public final class ShantenParts {
    private static final int HONORS = 3;

    private final int[] counts;
    private final int melds;
    private final boolean full;
    private final long[] entries = new long[4];

    /**
     * @param counts concealed tiles by kind (34 entries), used in place
     * @param melds number of melds
     * @param set the tile set
     */
    public ShantenParts(int[] counts, int melds, TileSet set) {
        this.counts = counts;
        this.melds = melds;
        this.full = set == TileSet.STANDARD_136;
        for (int part = 0; part < 4; part++) {
            entries[part] = entry(part);
        }
    }

    /** The part (0-2 the numbered suits, 3 the honours) of a kind. */
    private static int part(int kind) {
        return kind < 27 ? kind / 9 : HONORS;
    }

    private long entry(int part) {
        if (part < HONORS) {
            return Shanten.suitEntry(counts, part * 9);
        }
        return full ? Shanten.honorEntry(counts) : ShantenTables.NO_HONORS;
    }

    /** The shanten of the counts as they stand. */
    public int shanten() {
        return Shanten.combine(entries[0], entries[1], entries[2], entries[3], melds, full);
    }

    /** The shanten with {@code delta} more tiles of {@code kind} (the counts are left as they were). */
    public int shantenWith(int kind, int delta) {
        int part = part(kind);
        counts[kind] += delta;
        long changed = entry(part);
        counts[kind] -= delta;
        long[] e = entries;
        return Shanten.combine(part == 0 ? changed : e[0], part == 1 ? changed : e[1], part == 2 ? changed : e[2],
                part == HONORS ? changed : e[3], melds, full);
    }

    /** Adds {@code delta} tiles of {@code kind} to the counts (negative: removes them). */
    public void change(int kind, int delta) {
        counts[kind] += delta;
        int part = part(kind);
        entries[part] = entry(part);
    }

    /**
     * The kinds (bit per kind) that can complete a waiting hand: a number within two of a held tile
     * of its suit, a held honour, and with no melds every terminal and honour (thirteen orphans).
     * A kind a complete hand gains is in a set or pair with tiles already held, or is a terminal or
     * honour of thirteen orphans, so no other kind completes the hand.
     */
    public static long completionCandidates(int[] counts, int melds, TileSet set) {
        long out = 0;
        for (int k = 0; k < set.kindCount(); k++) {
            if (counts[k] == 0) {
                continue;
            }
            if (k >= 27) {
                out |= 1L << k;
                continue;
            }
            int suitStart = k / 9 * 9;
            int low = Math.max(suitStart, k - 2);
            int high = Math.min(suitStart + 8, k + 2);
            out |= (1L << (high + 1)) - (1L << low);
        }
        if (melds == 0 && set == TileSet.STANDARD_136) {
            out |= TERMINALS_AND_HONORS;
        }
        return out;
    }

    private static final long TERMINALS_AND_HONORS = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26
            | 0x7FL << 27;
}
