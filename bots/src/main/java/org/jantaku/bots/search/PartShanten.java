package org.jantaku.bots.search;

import org.jantaku.core.analysis.Parts;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.ShantenTables;
import org.jantaku.core.analysis.SuitIndex;
import org.jantaku.core.tile.TileSet;

/**
 * {@link Shanten#ofValid} that keeps each part's table entry from one hand to the next: a hand that
 * shares parts with the one read before looks up only the others. An agent's claim windows ask the
 * shanten of its hand and of the hand less each call's two tiles; from one window to the next its hand
 * changes by a draw and a discard, so mostly one or two parts are looked up, and a call changes one.
 * Each part is compared whole (by its base-5 hash), so any hand may follow any other.
 *
 * <p>Not shared between threads.
 */
public final class PartShanten {

    private final boolean full;
    /** Per part: the base-5 hash of the hand read last (−1: none yet), and its entry. */
    private final int[] hashes = {-1, -1, -1, -1};
    private final long[] entries = new long[4];
    /** The part hashes {@link #of(int[], int)} makes. */
    private final int[] scratchHashes = new int[4];
    /** Per part: the hash and entry of the last variant asked by {@link #without} (−1: none). */
    private final int[] otherHashes = {-1, -1, -1, -1};
    private final long[] otherEntries = new long[4];

    /** Shanten on hands of the tile set {@code set}. */
    public PartShanten(TileSet set) {
        this.full = set == TileSet.STANDARD_136;
    }

    /**
     * The shanten of {@code c} (34 entries, a valid concealed hand as for {@code ofValid}) with
     * {@code melds} melds, which becomes the hand {@link #without} changes.
     */
    public int of(int[] c, int melds) {
        PartHashes.of(c, scratchHashes);
        return ofHashes(scratchHashes, melds);
    }

    /**
     * {@link #of(int[], int)} of a hand given by its part hashes ({@link PartHashes}), which the
     * caller made as it read the hand: they must be those of its counts.
     */
    public int ofHashes(int[] partHashes, int melds) {
        for (int part = 0; part < 4; part++) {
            int hash = partHashes[part];
            if (hash != hashes[part]) {
                hashes[part] = hash;
                entries[part] = entry(part, hash);
            }
        }
        return Shanten.combine(entries[0], entries[1], entries[2], entries[3], melds, full);
    }

    /**
     * The shanten of the hand last read by {@link #of} less one tile of {@code a} and one of
     * {@code b} (both held; {@code a == b} takes two of one kind), with {@code melds} melds: the
     * hand after a chi or a pon of them.
     */
    public int without(int a, int b, int melds) {
        int pa = Parts.of(a);
        int pb = Parts.of(b);
        if (pa != pb) {
            long ea = variant(pa, hashes[pa] - PartHashes.weight(a));
            long eb = variant(pb, hashes[pb] - PartHashes.weight(b));
            return combineWith(pa, ea, pb, eb, melds);
        }
        long e = variant(pa, hashes[pa] - PartHashes.weight(a) - PartHashes.weight(b));
        return combineWith(pa, e, pa, e, melds);
    }

    /** The entries of the hand read last with part {@code pa}'s replaced by {@code ea} and {@code pb}'s by {@code eb}, combined. */
    private int combineWith(int pa, long ea, int pb, long eb, int melds) {
        return Shanten.combine(pick(0, pa, ea, pb, eb), pick(1, pa, ea, pb, eb), pick(2, pa, ea, pb, eb),
                pick(3, pa, ea, pb, eb), melds, full);
    }

    private long pick(int part, int pa, long ea, int pb, long eb) {
        return part == pa ? ea : part == pb ? eb : entries[part];
    }

    /** The entry of part {@code part} with the counts of hash {@code hash}, the last one asked kept. */
    private long variant(int part, int hash) {
        if (hash != otherHashes[part]) {
            otherHashes[part] = hash;
            otherEntries[part] = entry(part, hash);
        }
        return otherEntries[part];
    }

    /** The entry of a part's vector, read where {@link SwapShanten} reads it ({@link ShantenMasks#entry}): a claim's hand is mostly the last turn's less its discard. */
    private long entry(int part, int hash) {
        if (part < Parts.HONORS) {
            return ShantenMasks.entry(ShantenMasks.SUIT, SuitIndex.of(hash));
        }
        return full ? ShantenMasks.entry(ShantenMasks.HONOR, hash) : ShantenTables.NO_HONORS;
    }
}
