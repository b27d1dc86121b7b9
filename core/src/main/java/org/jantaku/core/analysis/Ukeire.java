package org.jantaku.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Ukeire (受け入れ / 进张): the tiles that lower a hand's shanten, with how many copies of each
 * are still unseen.
 *
 * @param shanten the hand's shanten
 * @param tiles the useful kinds with their unseen copies (possibly 0), in kind order
 */
public record Ukeire(int shanten, List<Useful> tiles) {

    /**
     * A useful kind.
     *
     * @param kind the kind
     * @param remaining copies not in the player's hand and not visible to the player
     */
    public record Useful(TileKind kind, int remaining) {
    }

    public Ukeire {
        tiles = List.copyOf(tiles);
    }

    /** Unseen copies of all useful kinds together. */
    public int total() {
        int n = 0;
        for (Useful t : tiles) {
            n += t.remaining();
        }
        return n;
    }

    /**
     * Ukeire of a hand of 3n+1 concealed tiles.
     *
     * @param counts concealed tiles by kind
     * @param melds number of melds
     * @param visible tiles by kind the player can see outside the concealed hand (own and others'
     *     melds, discards, dora indicators); may be all zeros
     */
    public static Ukeire of(int[] counts, int melds, int[] visible, TileSet set) {
        int[] c = counts.clone();
        int base = Shanten.of(c, melds, set);
        List<Useful> useful = new ArrayList<>();
        for (int k = 0; k < set.kindCount(); k++) {
            if (c[k] >= 4 || !set.contains(TileKind.of(k))) {
                continue;
            }
            c[k]++;
            int s = Shanten.ofValid(c, melds, set);
            c[k]--;
            if (s < base) {
                useful.add(new Useful(TileKind.of(k), Math.max(0, 4 - c[k] - visible[k])));
            }
        }
        return new Ukeire(base, useful);
    }

    /**
     * A discard from a hand of 3n+2 tiles and what it leaves.
     *
     * @param discard the kind discarded
     * @param after the ukeire of the hand after the discard
     */
    public record Option(TileKind discard, Ukeire after) {
    }

    /**
     * For each distinct kind in a hand of 3n+2 concealed tiles, the ukeire after discarding it;
     * best first (lowest shanten, then most unseen useful tiles, then kind order).
     */
    public static List<Option> discards(int[] counts, int melds, int[] visible, TileSet set) {
        int[] c = counts.clone();
        List<Option> out = new ArrayList<>();
        for (int k = 0; k < set.kindCount(); k++) {
            if (c[k] == 0) {
                continue;
            }
            c[k]--;
            int[] seen = visible.clone();
            seen[k]++;
            out.add(new Option(TileKind.of(k), of(c, melds, seen, set)));
            c[k]++;
        }
        out.sort((a, b) -> a.after.shanten != b.after.shanten
                ? Integer.compare(a.after.shanten, b.after.shanten)
                : Integer.compare(b.after.total(), a.after.total()));
        return out;
    }
}
