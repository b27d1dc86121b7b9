package org.jantaku.core.hand;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A player's hand: the concealed tiles (手牌) and the melds (副露). A hand holds 13 or 14 tiles
 * counting each meld as three, so {@code concealed + 3 × melds} is 13 (waiting) or 14 (after a
 * draw or call). No physical tile appears twice.
 */
public record Hand(List<Tile> concealed, List<Meld> melds) {
    public Hand {
        concealed = List.copyOf(concealed);
        melds = List.copyOf(melds);
        if (melds.size() > 4) {
            throw new IllegalArgumentException("a hand has at most 4 melds, not " + melds.size());
        }
        int size = concealed.size() + 3 * melds.size();
        if (size != 13 && size != 14) {
            throw new IllegalArgumentException("a hand with " + melds.size() + " meld(s) needs "
                    + (13 - 3 * melds.size()) + " or " + (14 - 3 * melds.size())
                    + " concealed tiles, not " + concealed.size());
        }
        long[] seen = new long[(Tile.COUNT + 63) / 64]; // a bit per tile id: every win is scored through a Hand
        for (int i = 0, n = concealed.size(); i < n; i++) {
            Tile t = concealed.get(i);
            if (!firstSight(seen, t)) {
                throw new IllegalArgumentException("tile " + t + " appears twice in the hand");
            }
        }
        for (Meld m : melds) {
            for (Tile t : m.tiles()) {
                if (!firstSight(seen, t)) {
                    throw new IllegalArgumentException("tile " + t + " appears twice in the hand and melds");
                }
            }
        }
    }

    /** Marks {@code t} in {@code seen}; whether it was not marked yet. */
    private static boolean firstSight(long[] seen, Tile t) {
        int id = t.id();
        long bit = 1L << id;
        boolean first = (seen[id >> 6] & bit) == 0;
        seen[id >> 6] |= bit;
        return first;
    }

    /** A hand without melds. */
    public static Hand closed(List<Tile> concealed) {
        return new Hand(concealed, List.of());
    }

    /** Counts of the concealed tiles by kind (34 entries). */
    public int[] concealedCounts() {
        int[] c = new int[TileKind.COUNT];
        for (Tile t : concealed) {
            c[t.id() >> 2]++;
        }
        return c;
    }

    /** Counts of every tile the player holds, concealed and melded, by kind. */
    public int[] allCounts() {
        int[] c = concealedCounts();
        for (Meld m : melds) {
            for (Tile t : m.tiles()) {
                c[t.id() >> 2]++;
            }
        }
        return c;
    }

    /** 門前: no open meld (closed kans keep the hand closed). */
    public boolean isClosed() {
        for (Meld m : melds) {
            if (m.isOpen()) {
                return false;
            }
        }
        return true;
    }

    /** Whether the hand has 14 tiles (counting melds as three): it is the player's turn to discard or win. */
    public boolean isFull() {
        return concealed.size() + 3 * melds.size() == 14;
    }

    public List<Tile> allTiles() {
        List<Tile> all = new ArrayList<>(concealed);
        melds.forEach(m -> all.addAll(m.tiles()));
        return all;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Notation.formatTiles(concealed));
        for (Meld m : melds) {
            sb.append(' ').append(m.shape().key()).append(':').append(Notation.formatTiles(m.tiles()));
        }
        return sb.toString();
    }
}
