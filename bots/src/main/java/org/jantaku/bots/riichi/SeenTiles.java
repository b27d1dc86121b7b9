package org.jantaku.bots.riichi;

import java.util.Arrays;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.PondTile;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiView;

/**
 * What one seat sees outside its own concealed hand, by kind — every pond (but called tiles, which
 * show in their caller's meld), every meld, the dora indicators — and each seat's pond kinds, kept
 * from one reading to the next where the view allows it.
 *
 * <p>Reading every pond and meld costs about as much as a tied discard's ukeire, and between two
 * decisions of a seat the ponds mostly grew by a few plain discards. The live view of a state
 * played in place says so with {@link RiichiView#pondEpoch}: while the <em>same view object</em>
 * reports the <em>same non-negative</em> epoch, every pond only grew at its end and no meld, riichi
 * or dora indicator changed, so only the new pond tiles are added. Anything else — another view (a new table, another
 * table served by the same thread), another epoch, or a view that promises nothing (a
 * {@link org.jantaku.riichi.game.RiichiObservation} record reports −1) — is read whole. One per seat
 * and per thread ({@link Workspace}).
 */
final class SeenTiles {
    /** Tiles seen outside the own concealed hand, by kind. */
    private final int[] counts = new int[TileKind.COUNT];
    /** The same counts as four bit planes (plane {@code i}: bit {@code i} of each kind's count), for sums over sets of kinds. */
    private long plane0;
    private long plane1;
    private long plane2;
    private long plane3;
    /** Per seat: the kinds in its pond (called tiles included), bit per kind. */
    private final long[] pondKinds = new long[4];
    /** Per seat: how many of its pond's tiles are counted. */
    private final int[] pondRead = new int[4];
    /** The view last read while it promised an epoch ({@code null}: none), and that epoch. */
    private RiichiView view;
    private long epoch = -1;

    /**
     * Brings the counts up to what {@code o} shows: the new pond tiles only when {@code o} is the
     * view last read and reports the same non-negative epoch, else everything.
     */
    void update(RiichiView o) {
        long e = o.pondEpoch();
        if (e >= 0 && o == view && e == epoch) {
            readNewDiscards(o);
        } else {
            readAll(o);
            view = e >= 0 ? o : null; // a record promises nothing: keep no reference to it
            epoch = e;
        }
    }

    /** Tiles seen outside the own concealed hand, by kind, as of the last {@link #update}. */
    int[] counts() {
        return counts;
    }

    /** Plane {@code i} (0-3) of {@link #counts}: bit {@code i} of each kind's count, bit per kind. */
    long plane(int i) {
        return switch (i) {
            case 0 -> plane0;
            case 1 -> plane1;
            case 2 -> plane2;
            default -> plane3;
        };
    }

    /** The kinds in {@code seat}'s pond (called tiles included), bit per kind, as of the last {@link #update}. */
    long pondKinds(int seat) {
        return pondKinds[seat];
    }

    private void readNewDiscards(RiichiView o) {
        for (int s = 0, players = o.players(); s < players; s++) {
            List<PondTile> pond = o.table().pond(s);
            int n = pond.size();
            int from = pondRead[s];
            if (n < from) { // a view breaking its promise: read it whole rather than count wrong
                readAll(o);
                return;
            }
            long kinds = pondKinds[s];
            for (int i = from; i < n; i++) {
                kinds |= add(pond.get(i));
            }
            pondKinds[s] = kinds;
            pondRead[s] = n;
        }
    }

    private void readAll(RiichiView o) {
        Arrays.fill(counts, 0);
        plane0 = 0;
        plane1 = 0;
        plane2 = 0;
        plane3 = 0;
        for (int s = 0, players = o.players(); s < players; s++) {
            List<PondTile> pond = o.table().pond(s);
            long kinds = 0;
            for (int i = 0, n = pond.size(); i < n; i++) {
                kinds |= add(pond.get(i));
            }
            pondKinds[s] = kinds;
            pondRead[s] = pond.size();
            List<RiichiMeld> melds = o.table().melds(s);
            for (int i = 0, n = melds.size(); i < n; i++) {
                List<Tile> tiles = melds.get(i).tiles();
                for (int j = 0, m = tiles.size(); j < m; j++) {
                    count(tiles.get(j).id() >> 2);
                }
            }
        }
        List<Tile> dora = o.doraIndicators();
        for (int i = 0, n = dora.size(); i < n; i++) {
            count(dora.get(i).id() >> 2);
        }
    }

    /** Counts a pond tile unless it was called (it shows in its caller's meld); returns its kind's bit. */
    private long add(PondTile p) {
        int kind = p.tile().id() >> 2;
        if (!p.taken()) {
            count(kind);
        }
        return 1L << kind;
    }

    /** Counts one more tile of {@code kind} seen, in {@link #counts} and in the planes (a bit-sliced increment). */
    private void count(int kind) {
        counts[kind]++;
        long carry = plane0 & 1L << kind;
        plane0 ^= 1L << kind;
        long carry1 = plane1 & carry;
        plane1 ^= carry;
        long carry2 = plane2 & carry1;
        plane2 ^= carry1;
        plane3 ^= carry2;
    }
}
