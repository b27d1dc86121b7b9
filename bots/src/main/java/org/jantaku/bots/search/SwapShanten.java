package org.jantaku.bots.search;

import org.jantaku.core.analysis.MinPlus;
import org.jantaku.core.analysis.PairProducts;
import org.jantaku.core.analysis.Parts;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.ShantenTables;
import org.jantaku.core.analysis.SuitIndex;
import org.jantaku.core.tile.TileSet;

/**
 * Shanten of a hand of 3n+2 concealed tiles after one discard, and after one discard and one draw
 * (a swap): what an agent's turn asks for every discard and, for the discards it weighs, for every
 * draw that might advance the hand (ukeire). Exactly {@link Shanten#ofValid} of the changed counts,
 * worked out part by part like {@link ShantenParts}, with every table lookup and min-plus product
 * made once per hand and kept:
 * <ul>
 *   <li>per part, the product of the three others; with the part's free kinds ({@link ShantenMasks})
 *       in the fields that make a best split, the shanten after every discard at once;</li>
 *   <li>per pair of parts, their product; and, for the discard being weighed, per other part the
 *       product of the discard's part and the two left: the useful draws of that part are then the
 *       improving kinds of the fields one tile short, with no lookup per draw;</li>
 *   <li>per kind, its part's entry with one tile less (a discard weighed) and, for {@link #mayLower},
 *       with one more (a draw).</li>
 * </ul>
 * Holds no reference to the caller's counts (it copies them in {@link #reset}); reusable from hand to
 * hand (keeping what the parts a hand shares with the one before allow), and not shared between threads.
 */
public final class SwapShanten {
    private static final int KINDS = 34;
    /** Every kind of a part (bit per kind from the part's first). */
    private static final long PART_KINDS = 0x1FF;

    private final boolean full;
    private final int[] counts = new int[KINDS];
    /** The melds of the hand (−1 before the first). */
    private int melds = -1;
    private int sets;
    /** The kinds of the tile set, bit per kind. */
    private final long kinds;
    /** The kinds held once, twice or more, four times, bit per kind. */
    private long ones;
    private long many;
    private long fours;
    /** The kinds held three times or more, bit per kind. */
    private long threes;
    /** The least shanten the last {@link #leastDiscards} found. */
    private int leastAfter;
    private final long[] entries = new long[4];
    /** Per part: the base-5 hash of its counts (−1 before the first hand), and the index of its entry ({@link #index}). */
    private final int[] hashes = {-1, -1, -1, -1};
    private final int[] indexes = new int[4];
    /** The part hashes {@link #reset(int[], int)} makes. */
    private final int[] scratchHashes = new int[4];
    /** The four parts' form counters (kinds, pairs, terminal and honour kinds …) summed. */
    private long forms;

    /** Per part {@code q}: the product of the three other parts from {@code 10q}, valid when bit {@code q} is in {@link #othersValid}. */
    private final int[] others = new int[40];
    private int othersValid;
    /** The products of pairs of parts. */
    private final PairProducts pairs = new PairProducts();
    /** The best splits of the hand between its parts, valid when {@link #splitsValid}. */
    private final BestSplits splits = new BestSplits(entries, indexes, others, pairs);
    private boolean splitsValid;
    /** Per kind: its part's entry with one tile less, valid when the kind's bit is in {@link #minusValid}, and its index (in {@link #minusIndexValid}). */
    private final long[] minus = new long[KINDS];
    private long minusValid;
    private final int[] minusIndex = new int[KINDS];
    private long minusIndexValid;
    /** Per kind: the masks ({@link ShantenMasks}, three longs from three times the kind) of its part with one tile less, valid when the kind's bit is in {@link #minusMasksValid}. */
    private final long[] minusMasks = new long[3 * KINDS];
    private long minusMasksValid;
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
    /** {@link #nearDistance} when {@link #near} holds nothing (a bound may be −1: no draw can lower the shanten below it). */
    private static final int NO_DISTANCE = Integer.MIN_VALUE;
    /** The distance {@link #near} holds kinds for, and the kinds tried for it so far (bit per kind). */
    private int nearDistance = NO_DISTANCE;
    private long nearTried;
    /** Of the kinds tried, those whose draw brings the whole hand's standard form within {@link #nearDistance}. */
    private long near;

    /** A search on hands of the tile set {@code set} (on the 108-tile set, no honours and no thirteen orphans). */
    public SwapShanten(TileSet set) {
        this.full = set == TileSet.STANDARD_136;
        this.kinds = (1L << set.kindCount()) - 1;
    }

    /**
     * Starts on a new hand. What depends only on parts the new hand shares with the last one — their
     * entries and masks, the products of pairs of them, the product of the three others of the one
     * part that changed, a discard's entry and a draw's — is kept: an agent's hand changes in one or
     * two parts from turn to turn (a draw and a discard), and each part is compared whole, so any hand
     * may follow any other.
     *
     * @param c concealed tiles by kind (34 entries, 3n+2 tiles, a valid hand as for {@code ofValid}); copied
     * @param melds number of melds
     */
    public void reset(int[] c, int melds) {
        PartHashes.of(c, scratchHashes);
        reset(c, scratchHashes, melds);
    }

    /**
     * {@link #reset(int[], int)} of a hand whose part hashes the caller has made as it read the hand
     * ({@link PartHashes}): they must be those of {@code c}.
     *
     * @param c concealed tiles by kind, as for {@link #reset(int[], int)}; copied
     * @param partHashes the four part hashes of {@code c} ({@link PartHashes#of}); read only
     * @param melds number of melds
     */
    public void reset(int[] c, int[] partHashes, int melds) {
        System.arraycopy(c, 0, counts, 0, KINDS);
        boolean setsChanged = melds != this.melds;
        this.melds = melds;
        this.sets = 4 - melds;
        forms = 0;
        int changed = 0;
        for (int part = 0; part < 4; part++) {
            int hash = partHashes[part];
            if (hash != hashes[part]) {
                hashes[part] = hash;
                indexes[part] = index(part, hash);
                entries[part] = entry(part, indexes[part]);
                splits.readMasks(part);
                readShape(part);
                changed |= 1 << part;
            }
            forms += entries[part] >>> ShantenTables.KINDS_SHIFT;
        }
        if (changed != 0) {
            forget(changed);
        }
        if (changed != 0 || setsChanged) {
            splitsValid = false;
            nearDistance = NO_DISTANCE;
        }
    }

    /** Reads the tiles of part {@code part} and which of its kinds are held once, twice or more, four times. */
    private void readShape(int part) {
        long kinds = Parts.KINDS[part];
        long o = ones & ~kinds;
        long y = many & ~kinds;
        long f = fours & ~kinds;
        long t = threes & ~kinds;
        int tiles = 0;
        for (int k = 9 * part, end = Math.min(KINDS, k + 9); k < end; k++) {
            int n = counts[k];
            tiles += n;
            o |= (long) (n == 1 ? 1 : 0) << k;
            y |= (long) (n >= 2 ? 1 : 0) << k;
            t |= (long) (n >= 3 ? 1 : 0) << k;
            f |= (long) (n == 4 ? 1 : 0) << k;
        }
        partTiles[part] = tiles;
        ones = o;
        many = y;
        threes = t;
        fours = f;
    }

    /** Forgets what depends on the parts {@code changed} (bit per part). */
    private void forget(int changed) {
        othersValid &= Integer.bitCount(changed) == 1 ? changed : 0; // the product of the others of the one part changed stays
        long kinds = 0;
        for (int p = 0; p < 4; p++) {
            if ((changed & 1 << p) != 0) {
                pairs.forget(p);
                kinds |= Parts.KINDS[p];
            }
        }
        minusValid &= ~kinds;
        minusIndexValid &= ~kinds;
        minusMasksValid &= ~kinds;
        plusValid &= ~kinds;
        acrossPart = -1;
    }

    /** The shanten of the hand as it stands. */
    public int shanten() {
        return Shanten.otherForms(splits().distance() - 1, forms, melds, full);
    }

    /** The shanten after discarding a tile of {@code kind} (one must be held). */
    public int afterDiscard(int kind) {
        BestSplits best = splits();
        int standard = (best.free() & 1L << kind) != 0 ? best.distance() - 1 : best.distance(); // the distance kept or one more, less one
        return Shanten.otherForms(standard, forms - formsLost(kind), melds, full);
    }

    /**
     * Of the kinds {@code kinds} (bit per kind, each held), those whose discard leaves the least
     * shanten ({@link #afterDiscard}), bit per kind; that shanten is then {@link #leastAfterDiscard}.
     * What a discard leaves depends only on whether it keeps the distance, on how many of its kind
     * are held (one, two, more) and on whether it is a terminal or an honour (the other forms), so
     * one kind of each such class is worked out for all of them.
     */
    public long leastDiscards(long kinds) {
        long free = splits().free();
        int least = Integer.MAX_VALUE;
        long tied = 0;
        for (long rest = kinds; rest != 0; ) {
            int k = Long.numberOfTrailingZeros(rest);
            long alike = rest & ((free & 1L << k) != 0 ? free : ~free) & heldAlike(k)
                    & ((Parts.TERMINALS_AND_HONORS & 1L << k) != 0 ? Parts.TERMINALS_AND_HONORS : ~Parts.TERMINALS_AND_HONORS);
            int s = afterDiscard(k);
            if (s < least) {
                least = s;
                tied = alike;
            } else if (s == least) {
                tied |= alike;
            }
            rest &= ~alike;
        }
        leastAfter = least;
        return tied;
    }

    /** The shanten of the discards the last {@link #leastDiscards} returned. */
    public int leastAfterDiscard() {
        return leastAfter;
    }

    /** The kinds held as many times as {@code kind} is (once, twice, three times or more), bit per kind. */
    private long heldAlike(int kind) {
        return switch (counts[kind]) {
            case 1 -> ones;
            case 2 -> many & ~threes;
            default -> threes;
        };
    }

    private BestSplits splits() {
        if (!splitsValid) {
            for (int p = 0; p < 4; p++) {
                others(p);
            }
            splits.find(sets);
            splitsValid = true;
        }
        return splits;
    }

    /** What a tile of {@code kind} takes from the form counters (kinds, pairs, terminal and honour kinds and pairs held). */
    private long formsLost(int kind) {
        long yaochu = Parts.TERMINALS_AND_HONORS >>> kind & 1;
        return switch (counts[kind]) {
            case 1 -> 1 | yaochu << 8;
            case 2 -> 1 << 4 | yaochu << 12;
            default -> 0;
        };
    }

    /**
     * The draws among {@code candidates} (bit per kind) that, once a tile of {@code out} is thrown
     * (one must be held), leave the shanten below {@code base}: the useful draws (有効牌) of that
     * discard. Kinds the hand would then hold five of, and kinds not in the tile set, are left out.
     */
    public long lowering(int out, int base, long candidates) {
        long drawable = drawable(out, candidates);
        long useful = melds == 0 ? otherFormsLowering(out, base, drawable) : 0;
        BestSplits best = splits();
        if (keepsDistance(best, out, base)) {
            // A discard that keeps the distance, weighed for one tile nearer: the best splits tell the draws.
            int at = 3 * minusMasks(out);
            return (useful | best.keptDraws(out, minusMasks[at], minusMasks[at + 2], drawable & ~useful)) & drawable;
        }
        if (base < best.distance() - 1) {
            return useful & drawable; // a swap leaves the standard form at least one tile less near than the hand
        }
        int p = part(out);
        for (int q = 0; q < 4; q++) {
            if ((drawable & ~useful & Parts.KINDS[q]) != 0) {
                long kinds = q == p ? improving(others(p), 10 * p, minus(out), minusIndex(out), base)
                        : improving(across(out, q), 10 * q, entries[q], indexes[q], base);
                useful |= kinds << 9 * q;
            }
        }
        return useful & drawable;
    }

    /**
     * A superset of {@link #lowering} that is cheaper to make: for a discard that keeps the hand's
     * distance, the draws in other parts are not checked against the splits that leave the discarded
     * tile unused. Equal to {@code lowering} when {@link #loweringBoundExact} says so; an agent
     * ranking discards by their useful draws can skip one whose bound cannot beat the best found.
     */
    public long loweringBound(int out, int base, long candidates) {
        BestSplits best = splits();
        if (!keepsDistance(best, out, base)) {
            return lowering(out, base, candidates);
        }
        long drawable = drawable(out, candidates);
        long useful = melds == 0 ? otherFormsLowering(out, base, drawable) : 0;
        int at = 3 * minusMasks(out);
        return (useful | best.keptDrawsBound(out, minusMasks[at], minusMasks[at + 2], drawable & ~useful)) & drawable;
    }

    /** Whether {@link #loweringBound} of these arguments is {@link #lowering}. */
    public boolean loweringBoundExact(int out, int base) {
        BestSplits best = splits();
        return !keepsDistance(best, out, base) || best.keptDrawsExact(out);
    }

    /** Whether throwing {@code out} keeps the hand's distance and {@code base} asks for one tile nearer: the draws come from the best splits. */
    private static boolean keepsDistance(BestSplits best, int out, int base) {
        return base + 1 == best.distance() && (best.free() & 1L << out) != 0;
    }

    /**
     * The kinds of a part (bit per kind from its first) one more tile of which brings the hand's
     * standard form within {@code base} tiles of complete, when the part's entry is {@code e} (its
     * masks at {@code index}) and the product of the others is in {@code rest} from {@code at} (10 × the part): the
     * improving kinds of the fields one tile short ({@link ShantenMasks#improving}); every kind
     * when a field is within already.
     */
    private long improving(int[] rest, int at, long e, int index, int base) {
        long found = 0;
        long[] masks = ShantenMasks.of(at / 10);
        for (int m = 0; m <= sets; m++) {
            for (int pair = 0; pair < 2; pair++) {
                int d = rest[at + 2 * (sets - m) + 1 - pair] + ShantenTables.get(e, m, pair);
                if (d <= base) {
                    return PART_KINDS;
                }
                if (d == base + 1) {
                    found |= ShantenMasks.improving(masks, index, 2 * m + pair);
                }
            }
        }
        return found;
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
        int f = (int) (forms - formsLost(out));
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

    private static int part(int kind) {
        return Parts.of(kind);
    }

    /** The index in the tables of the part's count vector of base-5 hash {@code hash}; −1 for the honours of the 108-tile set. */
    private int index(int part, int hash) {
        return part < Parts.HONORS ? SuitIndex.of(hash) : full ? hash : -1;
    }

    /** The entry of a part's vector of index {@code index}, read beside its masks ({@link ShantenMasks#entry}). */
    private static long entry(int part, int index) {
        return index >= 0 ? ShantenMasks.entry(ShantenMasks.of(part), index) : ShantenTables.NO_HONORS;
    }

    private long minus(int kind) {
        int index = minusIndex(kind);
        if ((minusValid & 1L << kind) == 0) {
            minus[kind] = entry(part(kind), index);
            minusValid |= 1L << kind;
        }
        return minus[kind];
    }

    /**
     * Reads into {@link #minusMasks} the masks of {@code kind}'s part with one tile less (kept while
     * the part is unchanged, like {@link #minus}), and returns where: from three times the kind.
     */
    private int minusMasks(int kind) {
        if ((minusMasksValid & 1L << kind) == 0) {
            long[] masks = ShantenMasks.of(part(kind));
            int at = ShantenMasks.STRIDE * minusIndex(kind);
            System.arraycopy(masks, at, minusMasks, 3 * kind, 3);
            minusMasksValid |= 1L << kind;
        }
        return kind;
    }

    /** The index of {@code kind}'s part with one tile less ({@link #minus} without the lookup). */
    private int minusIndex(int kind) {
        if ((minusIndexValid & 1L << kind) == 0) {
            int p = part(kind);
            minusIndex[kind] = index(p, hashes[p] - PartHashes.weight(kind));
            minusIndexValid |= 1L << kind;
        }
        return minusIndex[kind];
    }

    /** The entry of {@code kind}'s part with one more tile of it (fewer than four held), spread into {@link SwapLanes} lanes. */
    private long plusLanes(int kind) {
        if ((plusValid & 1L << kind) == 0) {
            int p = part(kind);
            plus[kind] = SwapLanes.spread(entry(p, index(p, hashes[p] + PartHashes.weight(kind))));
            plusValid |= 1L << kind;
        }
        return plus[kind];
    }

    /** The product of every part but {@code p}, from {@code 10p} in the returned array. */
    private int[] others(int p) {
        if ((othersValid & 1 << p) == 0) {
            // the pair of parts on the other side of the split {0, 1} | {2, 3}, then the other of p's side
            int a = p <= 1 ? 2 : 0;
            int b = a + 1;
            int x = p ^ 1;
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
            int rest = 0b1111 & ~(1 << p) & ~(1 << q); // the two other parts, a < b
            int a = Integer.numberOfTrailingZeros(rest);
            int b = Integer.numberOfTrailingZeros(rest & rest - 1);
            pairs.copy(entries, a, b, across, 10 * q);
            MinPlus.convolve(across, 10 * q, e);
            acrossValid |= 1 << q;
        }
        return across;
    }
}
