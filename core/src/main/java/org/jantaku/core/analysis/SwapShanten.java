package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileSet;

/**
 * Shanten of a hand of 3n+2 concealed tiles after one discard, and after one discard and one draw
 * (a swap): what an agent's turn asks for every discard and, for the discards it weighs, for every
 * draw that might advance the hand (ukeire). Exactly {@link Shanten#ofValid} of the changed counts,
 * worked out part by part like {@link ShantenParts}, with every table lookup and min-plus product
 * made once per hand and kept:
 * <ul>
 *   <li>per kind, its part's entry with one tile less (a discard) and with one more (a draw);</li>
 *   <li>per part, the product of the three others (a discard, or a swap within the part, then
 *       needs only its own part's entry and at most ten sums);</li>
 *   <li>per pair of parts, their product; and, for the discard being weighed, per other part the
 *       product of the discard's part and the two left (a swap across parts then needs only the
 *       drawn kind's entry).</li>
 * </ul>
 * Holds no reference to the caller's counts (it copies them in {@link #reset}); reusable from hand to
 * hand, and not shared between threads.
 */
public final class SwapShanten {
    private static final int KINDS = 34;

    private final boolean full;
    private final int[] counts = new int[KINDS];
    private int melds;
    private int sets;
    /** The kinds of the tile set, bit per kind. */
    private final long kinds;
    /** The kinds held once, twice or more, four times, bit per kind. */
    private long ones;
    private long many;
    private long fours;
    private final long[] entries = new long[4];
    /** The four parts' form counters (kinds, pairs, terminal and honour kinds …) summed. */
    private long forms;

    /** Per part {@code q}: the product of the three other parts from {@code 10q}, valid when bit {@code q} is in {@link #othersValid}. */
    private final int[] others = new int[40];
    private int othersValid;
    /** The products of pairs of parts. */
    private final PairProducts pairs = new PairProducts();
    /** Per kind: its part's entry with one tile less, valid when the kind's bit is in {@link #minusValid}. */
    private final long[] minus = new long[KINDS];
    private long minusValid;
    /** Per kind: its part's entry with one tile more, in {@link SwapLanes} lanes, valid when the kind's bit is in {@link #plusValid}. */
    private final long[] plus = new long[KINDS];
    private long plusValid;

    /**
     * The discard's part and that part's entry without it, whose cross-part products {@link #across}
     * holds ({@link #acrossPart} −1: none). Keyed by the entry, not the kind: discards that leave their
     * part alike (two lone honours, say) share them.
     */
    private int acrossPart = -1;
    private long acrossEntry;
    /**
     * Per part {@code q} other than the discard's: the product of the discard's part (one tile less)
     * and the two parts left, from {@code 10q}, valid when bit {@code q} is in {@link #acrossValid}.
     */
    private final int[] across = new int[40];
    private int acrossValid;

    /** Concealed tiles per part. */
    private final int[] partTiles = new int[4];
    /** The distance {@link #near} holds kinds for, and the kinds tried for it so far (bit per kind). */
    private int nearDistance = -1;
    private long nearTried;
    /** Of the kinds tried, those whose draw brings the whole hand's standard form within {@link #nearDistance}. */
    private long near;

    /** A search on hands of the tile set {@code set} (on the 108-tile set, no honours and no thirteen orphans). */
    public SwapShanten(TileSet set) {
        this.full = set == TileSet.STANDARD_136;
        this.kinds = (1L << set.kindCount()) - 1;
    }

    /**
     * Starts on a new hand.
     *
     * @param c concealed tiles by kind (34 entries, 3n+2 tiles, a valid hand as for {@code ofValid}); copied
     * @param melds number of melds
     */
    public void reset(int[] c, int melds) {
        System.arraycopy(c, 0, counts, 0, KINDS);
        this.melds = melds;
        this.sets = 4 - melds;
        forms = 0;
        for (int part = 0; part < 4; part++) {
            partTiles[part] = 0;
        }
        for (int k = 0; k < KINDS; k++) {
            partTiles[part(k)] += c[k];
        }
        for (int part = 0; part < 4; part++) {
            entries[part] = entry(part);
            forms += entries[part] >>> ShantenTables.KINDS_SHIFT;
        }
        ones = 0;
        many = 0;
        fours = 0;
        for (int k = 0; k < KINDS; k++) {
            ones |= (long) (c[k] == 1 ? 1 : 0) << k;
            many |= (long) (c[k] >= 2 ? 1 : 0) << k;
            fours |= (long) (c[k] == 4 ? 1 : 0) << k;
        }
        othersValid = 0;
        pairs.forgetAll();
        minusValid = 0;
        plusValid = 0;
        acrossPart = -1;
        nearDistance = -1;
    }

    /** The shanten of the hand as it stands. */
    public int shanten() {
        return Shanten.combine(entries[0], entries[1], entries[2], entries[3], melds, full);
    }

    /** The shanten after discarding a tile of {@code kind} (one must be held). */
    public int afterDiscard(int kind) {
        int p = part(kind);
        long e = minus(kind);
        int distance = MinPlus.distance(others(p), 10 * p, e, sets);
        return Shanten.otherForms(distance - 1, forms - forms(entries[p]) + forms(e), melds, full);
    }

    /**
     * The draws among {@code candidates} (bit per kind) that, once a tile of {@code out} is thrown
     * (one must be held), leave the shanten below {@code base}: the useful draws (有効牌) of that
     * discard. Kinds the hand would then hold five of, and kinds not in the tile set, are left out.
     */
    public long lowering(int out, int base, long candidates) {
        long drawable = drawable(out, candidates);
        long useful = melds == 0 ? otherFormsLowering(out, base, drawable) : 0;
        long near = nearAfter(out, base, drawable);
        int p = part(out);
        for (int q = 0; q < 4; q++) {
            long tried = drawable & Parts.KINDS[q] & near & ~useful;
            if (tried == 0) {
                continue;
            }
            // shanten below base: a distance (tiles to a complete hand) of at most base
            long limits = q == p ? SwapLanes.limits(others(p), 10 * p, sets, base)
                    : SwapLanes.limits(across(out, q), 10 * q, sets, base);
            for (; tried != 0; tried &= tried - 1) {
                int in = Long.numberOfTrailingZeros(tried);
                long lanes;
                if (q == p) {
                    counts[out]--;
                    counts[in]++;
                    lanes = SwapLanes.spread(entry(p));
                    counts[out]++;
                    counts[in]--;
                } else {
                    lanes = plusLanes(in);
                }
                if (SwapLanes.within(limits, lanes)) {
                    useful |= 1L << in;
                }
            }
        }
        return useful;
    }

    /**
     * The draws among {@code candidates} that may lower the shanten below {@code base} once a tile of
     * {@code out} is thrown, without trying them: a superset of {@link #lowering}, for bounds. These
     * are the draws that bring seven pairs or thirteen orphans below it, and those that bring the
     * whole hand's standard form near enough ({@link #near}; the thrown kind drawn back included).
     */
    public long mayLower(int out, int base, long candidates) {
        long drawable = drawable(out, candidates);
        long may = nearAfter(out, base, drawable);
        if (melds == 0) {
            may |= otherFormsLowering(out, base, drawable);
        }
        return may & drawable;
    }

    /** Of {@code candidates}, the kinds that can be drawn once a tile of {@code out} is thrown (fewer than four held, in the set). */
    private long drawable(int out, long candidates) {
        return candidates & kinds & ~(fours & ~(1L << out));
    }

    /** {@link #near} for the draws after throwing {@code out}: drawing the thrown kind back is no draw onto the whole hand. */
    private long nearAfter(int out, int base, long drawable) {
        return near(base, drawable & ~fours) | 1L << out;
    }

    /**
     * Of {@code drawable}, the kinds whose draw brings the standard form of the hand as it stands
     * (before the discard: 3n+3 tiles) within {@code distance} tiles of complete. Throwing a tile
     * never brings a hand nearer, so only these draws can lower the shanten after any discard: the
     * others need no trial. Kinds of a part that would hold fifteen tiles (beyond the tables) count as near.
     */
    private long near(int distance, long drawable) {
        if (distance != nearDistance) {
            nearDistance = distance;
            nearTried = 0;
            near = 0;
        }
        long untried = drawable & ~nearTried;
        for (int q = 0; q < 4 && untried != 0; q++) {
            long tried = untried & Parts.KINDS[q];
            if (tried == 0) {
                continue;
            }
            if (partTiles[q] >= 14) {
                near |= tried;
                continue;
            }
            long limits = SwapLanes.limits(others(q), 10 * q, sets, distance);
            for (long t = tried; t != 0; t &= t - 1) {
                int in = Long.numberOfTrailingZeros(t);
                if (SwapLanes.within(limits, plusLanes(in))) {
                    near |= 1L << in;
                }
            }
        }
        nearTried |= untried;
        return near & drawable;
    }

    /**
     * The draws that bring seven pairs (七対子) or thirteen orphans (国士無双) below {@code base} after
     * throwing {@code out}: adding a tile never raises either, and lowers each by one at most — seven
     * pairs with a second tile of a kind, or a new kind while fewer than seven are held; thirteen
     * orphans with a new terminal or honour kind, or the first terminal or honour pair.
     */
    private long otherFormsLowering(int out, int base, long drawable) {
        int p = part(out);
        int f = (int) (forms - forms(entries[p]) + forms(minus(out)));
        int held = f & 15;
        int pairs = (f >>> 4) & 15;
        long none = ~ones & ~many;
        long one = ones;
        if (counts[out] == 1) {
            none |= 1L << out;
            one &= ~(1L << out);
        } else if (counts[out] == 2) {
            one |= 1L << out;
        }
        long useful = 0;
        int seven = 6 - pairs + Math.max(0, 7 - held);
        if (seven < base) {
            useful = drawable;
        } else if (seven - 1 < base) {
            useful |= one | (held < 7 ? none : 0);
        }
        if (full) {
            int orphanKinds = (f >>> 8) & 15;
            int orphanPairs = (f >>> 12) & 15;
            int orphans = 13 - orphanKinds - (orphanPairs > 0 ? 1 : 0);
            if (orphans < base) {
                useful = drawable;
            } else if (orphans - 1 < base) {
                useful |= Parts.TERMINALS_AND_HONORS & (none | (orphanPairs == 0 ? one : 0));
            }
        }
        return useful & drawable;
    }

    private static long forms(long entry) {
        return entry >>> ShantenTables.KINDS_SHIFT;
    }

    private static int part(int kind) {
        return Parts.of(kind);
    }

    private long entry(int part) {
        return Parts.entry(counts, part, full);
    }

    private long minus(int kind) {
        if ((minusValid & 1L << kind) == 0) {
            counts[kind]--;
            minus[kind] = entry(part(kind));
            counts[kind]++;
            minusValid |= 1L << kind;
        }
        return minus[kind];
    }

    /** The entry of {@code kind}'s part with one more tile of it, spread into {@link SwapLanes} lanes. */
    private long plusLanes(int kind) {
        if ((plusValid & 1L << kind) == 0) {
            counts[kind]++;
            plus[kind] = SwapLanes.spread(entry(part(kind)));
            counts[kind]--;
            plusValid |= 1L << kind;
        }
        return plus[kind];
    }

    /** The product of every part but {@code p}, from {@code 10p} in the returned array. */
    private int[] others(int p) {
        if ((othersValid & 1 << p) == 0) {
            int a = p == 0 ? 1 : 0;
            int b = p <= 1 ? 2 : 1;
            int x = p == 3 ? 2 : 3;
            pairs.copy(entries, a, b, others, 10 * p);
            MinPlus.convolve(others, 10 * p, entries[x]);
            othersValid |= 1 << p;
        }
        return others;
    }

    /**
     * For the swap of {@code out} with a kind of part {@code q}: the product of {@code out}'s part
     * less that tile and the two parts left, from {@code 10q} in the returned array.
     */
    private int[] across(int out, int q) {
        int p = part(out);
        long e = minus(out);
        if (p != acrossPart || e != acrossEntry) {
            acrossPart = p;
            acrossEntry = e;
            acrossValid = 0;
        }
        if ((acrossValid & 1 << q) == 0) {
            int a = -1;
            int b = -1;
            for (int r = 0; r < 4; r++) {
                if (r != p && r != q) {
                    if (a < 0) {
                        a = r;
                    } else {
                        b = r;
                    }
                }
            }
            pairs.copy(entries, a, b, across, 10 * q);
            MinPlus.convolve(across, 10 * q, e);
            acrossValid |= 1 << q;
        }
        return across;
    }
}
