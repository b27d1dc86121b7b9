package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Shanten (向聴数): how many tiles a hand is from tenpai. Complete = −1, tenpai = 0.
 *
 * <p>Counts are the concealed tiles by kind (34 entries, 0-4 each, at most {@code 14 − 3·melds}
 * in all); {@code melds} is the number of melds, each standing for a set the concealed tiles no
 * longer need. The hand may hold 3n+1 tiles (waiting) or 3n+2 (after a draw). A target hand
 * never uses a fifth copy of a kind among the concealed tiles.
 *
 * <p>Everything is table-driven ({@link ShantenTables}): four lookups, then a fixed min-plus
 * combination of the suits; no recursion, no loops over tiles, no allocation. Seven pairs
 * (七対子; four of a kind is one pair) and thirteen orphans (国士無双) apply to hands without melds
 * only; the 108-tile set has no honours, so no thirteen orphans and no honour sets.
 */
public final class Shanten {
    /** Returned by {@link #thirteenOrphans(int[], int, TileSet)} where the form does not apply. */
    public static final int NOT_APPLICABLE = Integer.MAX_VALUE;

    private static final long[] SUIT = ShantenTables.SUIT;
    private static final long[] HONOR = ShantenTables.HONOR;
    private static final int[] OFFSET = SuitIndex.OFFSET;
    private static final int[] RANK = SuitIndex.RANK;

    private Shanten() {
    }

    /** The least shanten over every form, on the 136-tile set. */
    public static int of(int[] counts, int melds) {
        return of(counts, melds, TileSet.STANDARD_136);
    }

    /**
     * The least shanten over every form that applies on this tile set.
     *
     * @throws IllegalArgumentException when the counts are not a possible concealed hand
     */
    public static int of(int[] counts, int melds, TileSet set) {
        check(counts, melds, set);
        return ofValid(counts, melds, set);
    }

    /**
     * {@link #of(int[], int, TileSet)} without checking the input, for hot paths whose hands are
     * valid by construction. Invalid counts give a wrong answer or an exception.
     */
    public static int ofValid(int[] c, int melds, TileSet set) {
        boolean full = set.hasHonors();
        return combine(suitEntry(c, 0), suitEntry(c, 9), suitEntry(c, 18), full ? HONOR[honorHash(c)] : ShantenTables.NO_HONORS,
                melds, full);
    }

    /**
     * The table entry of the nine counts of the numbered suit starting at kind {@code base} (0, 9
     * or 18): what {@link ShantenParts} keeps per part.
     */
    static long suitEntry(int[] c, int base) {
        return SUIT[OFFSET[c[base] + 5 * (c[base + 1] + 5 * (c[base + 2] + 5 * (c[base + 3] + 5 * c[base + 4])))]
                + RANK[c[base + 5] + 5 * (c[base + 6] + 5 * (c[base + 7] + 5 * c[base + 8]))]];
    }

    /** The table entry of the seven honour counts (kinds 27-33). */
    static long honorEntry(int[] c) {
        return HONOR[honorHash(c)];
    }

    /** The least shanten over every form from the four parts' entries ({@code full}: the 136-tile set). */
    public static int combine(long man, long pin, long sou, long honors, int melds, boolean full) {
        int standard = distance(man, pin, sou, honors, 4 - melds) - 1;
        return otherForms(standard, (man >>> ShantenTables.KINDS_SHIFT) + (pin >>> ShantenTables.KINDS_SHIFT)
                + (sou >>> ShantenTables.KINDS_SHIFT) + (honors >>> ShantenTables.KINDS_SHIFT), melds, full);
    }

    /**
     * The least of the standard shanten and, without melds, seven pairs and (on the full set)
     * thirteen orphans, from the parts' form counters summed ({@code forms}).
     */
    public static int otherForms(int standard, long forms, int melds, boolean full) {
        int best = standard;
        if (melds == 0) {
            int f = (int) forms;
            best = Math.min(best, sevenPairs(f & 15, (f >>> 4) & 15));
            if (full) {
                best = Math.min(best, 13 - ((f >>> 8) & 15) - (((f >>> 12) & 15) > 0 ? 1 : 0));
            }
        }
        return best;
    }

    private static int honorHash(int[] c) {
        return c[27] + 5 * (c[28] + 5 * (c[29] + 5 * (c[30] + 5 * (c[31] + 5 * (c[32] + 5 * c[33])))));
    }

    /** Standard form (four sets and a pair) on the 136-tile set. */
    public static int standard(int[] counts, int melds) {
        return standard(counts, melds, TileSet.STANDARD_136);
    }

    /** Standard form: 4 − melds sets from the concealed tiles, and a pair. */
    public static int standard(int[] c, int melds, TileSet set) {
        check(c, melds, set);
        long man = SUIT[suitIndex(c, 0)];
        long pin = SUIT[suitIndex(c, 9)];
        long sou = SUIT[suitIndex(c, 18)];
        long honors = set.hasHonors() ? HONOR[honorHash(c)] : ShantenTables.NO_HONORS;
        return distance(man, pin, sou, honors, 4 - melds) - 1;
    }

    private static int suitIndex(int[] c, int base) {
        int hash = 0;
        for (int i = 8; i >= 0; i--) {
            hash = hash * 5 + c[base + i];
        }
        return SuitIndex.of(hash);
    }

    /** Seven pairs (七対子): seven different pairs; four of a kind is one pair. Needs a hand without melds. */
    public static int sevenPairs(int[] counts) {
        check(counts, 0, TileSet.STANDARD_136);
        int pairs = 0;
        int kinds = 0;
        for (int i = 0; i < TileKind.COUNT; i++) {
            int n = counts[i];
            kinds += n > 0 ? 1 : 0;
            pairs += n >= 2 ? 1 : 0;
        }
        return sevenPairs(kinds, pairs);
    }

    private static int sevenPairs(int kinds, int pairs) {
        return 6 - pairs + Math.max(0, 7 - kinds);
    }

    /** Thirteen orphans (国士無双): one of each terminal and honour, one of them twice. Needs a hand without melds. */
    public static int thirteenOrphans(int[] counts) {
        check(counts, 0, TileSet.STANDARD_136);
        int kinds = 0;
        boolean pair = false;
        for (TileKind k : TileKind.all()) {
            if (k.isTerminalOrHonor() && counts[k.index()] > 0) {
                kinds++;
                pair |= counts[k.index()] >= 2;
            }
        }
        return 13 - kinds - (pair ? 1 : 0);
    }

    /** Thirteen orphans on a tile set, {@link #NOT_APPLICABLE} with melds or without honours. */
    public static int thirteenOrphans(int[] counts, int melds, TileSet set) {
        return melds == 0 && set.hasHonors() ? thirteenOrphans(counts) : NOT_APPLICABLE;
    }

    /** Checks that counts can be a concealed hand with {@code melds} melds on the tile set. */
    static void check(int[] c, int melds, TileSet set) {
        if (c.length != TileKind.COUNT) {
            throw new IllegalArgumentException("counts need 34 entries, not " + c.length);
        }
        if (melds < 0 || melds > 4) {
            throw new IllegalArgumentException("melds must be 0-4, not " + melds);
        }
        int total = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (c[k] < 0 || c[k] > 4) {
                throw new IllegalArgumentException("count of " + TileKind.of(k).mpsz() + " is " + c[k] + ", not 0-4");
            }
            if (c[k] > 0 && !set.contains(TileKind.of(k))) {
                throw new IllegalArgumentException(TileKind.of(k).mpsz() + " is not in the " + set.size() + "-tile set");
            }
            total += c[k];
        }
        if (total > 14 - 3 * melds) {
            throw new IllegalArgumentException(total + " concealed tiles is too many with " + melds + " meld(s); at most "
                    + (14 - 3 * melds));
        }
    }

    /** Makes sure the tables are built (otherwise they are built on first use). */
    public static void warmUp() {
        if (SUIT.length == 0 || HONOR.length == 0) {
            throw new IllegalStateException("shanten tables missing");
        }
    }

    /**
     * The distance to the nearest hand of {@code sets} sets and one pair: the min-plus product of
     * the four packed suit vectors, written out (generated) so that it runs without loops.
     */
    private static int distance(long man, long pin, long sou, long honors, int sets) {
        int a00 = (int) man & 15;
        int a01 = (int) (man >>> 4) & 15;
        int a10 = (int) (man >>> 8) & 15;
        int a11 = (int) (man >>> 12) & 15;
        int a20 = (int) (man >>> 16) & 15;
        int a21 = (int) (man >>> 20) & 15;
        int a30 = (int) (man >>> 24) & 15;
        int a31 = (int) (man >>> 28) & 15;
        int a40 = (int) (man >>> 32) & 15;
        int a41 = (int) (man >>> 36) & 15;
        int b00 = (int) pin & 15;
        int b01 = (int) (pin >>> 4) & 15;
        int b10 = (int) (pin >>> 8) & 15;
        int b11 = (int) (pin >>> 12) & 15;
        int b20 = (int) (pin >>> 16) & 15;
        int b21 = (int) (pin >>> 20) & 15;
        int b30 = (int) (pin >>> 24) & 15;
        int b31 = (int) (pin >>> 28) & 15;
        int b40 = (int) (pin >>> 32) & 15;
        int b41 = (int) (pin >>> 36) & 15;
        int x00 = a00 + b00;
        int x01 = Math.min(a01 + b00, a00 + b01);
        int x10 = Math.min(a00 + b10, a10 + b00);
        int x11 = Math.min(Math.min(a01 + b10, a00 + b11), Math.min(a11 + b00, a10 + b01));
        int x20 = Math.min(Math.min(a00 + b20, a10 + b10), a20 + b00);
        int x21 = Math.min(Math.min(Math.min(a01 + b20, a00 + b21), Math.min(a11 + b10, a10 + b11)), Math.min(a21 + b00, a20 + b01));
        int x30 = Math.min(Math.min(a00 + b30, a10 + b20), Math.min(a20 + b10, a30 + b00));
        int x31 = Math.min(Math.min(Math.min(a01 + b30, a00 + b31), Math.min(a11 + b20, a10 + b21)), Math.min(Math.min(a21 + b10, a20 + b11), Math.min(a31 + b00, a30 + b01)));
        int x40 = Math.min(Math.min(Math.min(a00 + b40, a10 + b30), Math.min(a20 + b20, a30 + b10)), a40 + b00);
        int x41 = Math.min(Math.min(Math.min(Math.min(a01 + b40, a00 + b41), Math.min(a11 + b30, a10 + b31)), Math.min(Math.min(a21 + b20, a20 + b21), Math.min(a31 + b10, a30 + b11))), Math.min(a41 + b00, a40 + b01));
        int c00 = (int) sou & 15;
        int c01 = (int) (sou >>> 4) & 15;
        int c10 = (int) (sou >>> 8) & 15;
        int c11 = (int) (sou >>> 12) & 15;
        int c20 = (int) (sou >>> 16) & 15;
        int c21 = (int) (sou >>> 20) & 15;
        int c30 = (int) (sou >>> 24) & 15;
        int c31 = (int) (sou >>> 28) & 15;
        int c40 = (int) (sou >>> 32) & 15;
        int c41 = (int) (sou >>> 36) & 15;
        int y00 = x00 + c00;
        int y01 = Math.min(x01 + c00, x00 + c01);
        int y10 = Math.min(x00 + c10, x10 + c00);
        int y11 = Math.min(Math.min(x01 + c10, x00 + c11), Math.min(x11 + c00, x10 + c01));
        int y20 = Math.min(Math.min(x00 + c20, x10 + c10), x20 + c00);
        int y21 = Math.min(Math.min(Math.min(x01 + c20, x00 + c21), Math.min(x11 + c10, x10 + c11)), Math.min(x21 + c00, x20 + c01));
        int y30 = Math.min(Math.min(x00 + c30, x10 + c20), Math.min(x20 + c10, x30 + c00));
        int y31 = Math.min(Math.min(Math.min(x01 + c30, x00 + c31), Math.min(x11 + c20, x10 + c21)), Math.min(Math.min(x21 + c10, x20 + c11), Math.min(x31 + c00, x30 + c01)));
        int y40 = Math.min(Math.min(Math.min(x00 + c40, x10 + c30), Math.min(x20 + c20, x30 + c10)), x40 + c00);
        int y41 = Math.min(Math.min(Math.min(Math.min(x01 + c40, x00 + c41), Math.min(x11 + c30, x10 + c31)), Math.min(Math.min(x21 + c20, x20 + c21), Math.min(x31 + c10, x30 + c11))), Math.min(x41 + c00, x40 + c01));
        int d00 = (int) honors & 15;
        int d01 = (int) (honors >>> 4) & 15;
        int d10 = (int) (honors >>> 8) & 15;
        int d11 = (int) (honors >>> 12) & 15;
        int d20 = (int) (honors >>> 16) & 15;
        int d21 = (int) (honors >>> 20) & 15;
        int d30 = (int) (honors >>> 24) & 15;
        int d31 = (int) (honors >>> 28) & 15;
        int d40 = (int) (honors >>> 32) & 15;
        int d41 = (int) (honors >>> 36) & 15;
        return switch (sets) {
            case 0 -> Math.min(y01 + d00, y00 + d01);
            case 1 -> Math.min(Math.min(y01 + d10, y00 + d11), Math.min(y11 + d00, y10 + d01));
            case 2 -> Math.min(Math.min(Math.min(y01 + d20, y00 + d21), Math.min(y11 + d10, y10 + d11)), Math.min(y21 + d00, y20 + d01));
            case 3 -> Math.min(Math.min(Math.min(y01 + d30, y00 + d31), Math.min(y11 + d20, y10 + d21)), Math.min(Math.min(y21 + d10, y20 + d11), Math.min(y31 + d00, y30 + d01)));
            case 4 -> Math.min(Math.min(Math.min(Math.min(y01 + d40, y00 + d41), Math.min(y11 + d30, y10 + d31)), Math.min(Math.min(y21 + d20, y20 + d21), Math.min(y31 + d10, y30 + d11))), Math.min(y41 + d00, y40 + d01));
            default -> throw new IllegalArgumentException("sets must be 0-4, not " + sets);
        };

    }
}
