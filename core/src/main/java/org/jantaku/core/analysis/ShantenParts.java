package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileSet;

/**
 * Shanten worked out part by part, for searches that change one kind at a time (waits, ukeire, the
 * shanten after each discard): the table entries of the three numbered suits and of the honours are
 * kept, and so is, for each part, the min-plus combination of the three others (worked out when
 * first needed). A trial change of one kind then looks up only its own part and combines it with
 * the rest in at most ten sums, instead of the whole four-part combination of
 * {@link Shanten#ofValid}. Gives exactly {@code Shanten.ofValid} of the counts as they stand.
 *
 * <p>Works on the caller's counts array, which it changes only through {@link #change} (and puts
 * back in {@link #shantenWith}); the counts must stay a valid concealed hand, as for
 * {@code ofValid}. Not shared between threads.
 */
public final class ShantenParts {

    private final int[] counts;
    private final int melds;
    private final boolean full;
    private final long[] entries = new long[4];
    /**
     * Per part {@code q}: d(m, p) at {@code 10q + 2m + p} of the other three parts combined, valid
     * when bit {@code q} is in {@link #valid}.
     */
    private final int[] others = new int[40];
    /** Per part: the other three parts' form counters (kinds, pairs …) summed as {@code ofValid} sums them. */
    private final long[] otherForms = new long[4];
    private int valid;
    /** The products of pairs of parts, made from the first {@link #change} on (a search without changes needs none). */
    private PairProducts pairs;
    /** The part changed last (−1: none): the others' combinations are built from the pair of parts it is not in. */
    private int lastChanged = -1;
    /** Per kind: its part's entry with one more tile of it, valid when the kind's bit is in {@link #plusValid} (made with {@link #pairs}). */
    private long[] plusEntry;
    private long plusValid;

    /**
     * @param counts concealed tiles by kind (34 entries), used in place
     * @param melds number of melds
     * @param set the tile set
     */
    public ShantenParts(int[] counts, int melds, TileSet set) {
        this.counts = counts;
        this.melds = melds;
        this.full = set.hasHonors();
        for (int part = 0; part < 4; part++) {
            entries[part] = entry(part);
        }
    }

    private static int part(int kind) {
        return Parts.of(kind);
    }

    private long entry(int part) {
        return Parts.entry(counts, part, full);
    }

    /** The shanten of the counts as they stand. */
    public int shanten() {
        return Shanten.combine(entries[0], entries[1], entries[2], entries[3], melds, full);
    }

    /** The shanten with {@code delta} more tiles of {@code kind} (the counts are left as they were). */
    public int shantenWith(int kind, int delta) {
        int part = part(kind);
        long changed;
        if (delta == 1 && (plusValid & 1L << kind) != 0) { // only after a change
            changed = plusEntry[kind];
        } else {
            counts[kind] += delta;
            changed = entry(part);
            counts[kind] -= delta;
            if (delta == 1 && plusEntry != null) {
                plusEntry[kind] = changed;
                plusValid |= 1L << kind;
            }
        }
        if ((valid & 1 << part) == 0) {
            combineOthers(part);
        }
        int best = MinPlus.distance(others, 10 * part, changed, 4 - melds);
        return Shanten.otherForms(best - 1, otherForms[part] + (changed >>> ShantenTables.KINDS_SHIFT), melds, full);
    }

    /** Adds {@code delta} tiles of {@code kind} to the counts (negative: removes them). */
    public void change(int kind, int delta) {
        if (pairs == null) {
            pairs = new PairProducts();
            plusEntry = new long[34];
        }
        counts[kind] += delta;
        int part = part(kind);
        entries[part] = entry(part);
        valid &= 1 << part; // the others' combinations of the other parts include this one
        pairs.forget(part);
        lastChanged = part;
        plusValid &= ~Parts.KINDS[part];
    }

    /**
     * The min-plus combination of every part but {@code part} (up to the sets still needed), and
     * their form counters.
     */
    private void combineOthers(int part) {
        int x = lastChanged >= 0 && lastChanged != part ? lastChanged : part == 3 ? 2 : 3;
        int rest = 0b1111 & ~(1 << part) & ~(1 << x); // the two other parts, a < b
        int a = Integer.numberOfTrailingZeros(rest);
        int b = Integer.numberOfTrailingZeros(rest & rest - 1);
        int at = 10 * part;
        if (pairs == null) {
            MinPlus.unpack(entries[a], others, at);
            MinPlus.convolve(others, at, entries[b]);
        } else {
            pairs.copy(entries, a, b, others, at);
        }
        MinPlus.convolve(others, at, entries[x]);
        otherForms[part] = (entries[a] >>> ShantenTables.KINDS_SHIFT) + (entries[b] >>> ShantenTables.KINDS_SHIFT)
                + (entries[x] >>> ShantenTables.KINDS_SHIFT);
        valid |= 1 << part;
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
        if (melds == 0 && set.hasHonors()) {
            out |= Parts.TERMINALS_AND_HONORS;
        }
        return out & set.kindMask();
    }
}
