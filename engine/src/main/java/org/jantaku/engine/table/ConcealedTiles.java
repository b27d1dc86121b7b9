package org.jantaku.engine.table;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A seat's concealed tiles (手牌), changed in place: their ids sorted, the tile last added kept apart
 * until the hand is read in the middle or changes otherwise, so a draw discarded again (ツモ切り) moves
 * no tile. Kept with them: the tiles by kind and a bit per kind held at least once … four times, so no
 * seat counts its tiles again. One representation for every variant: the flow's {@link Seat} and
 * Riichi's seat hold one.
 *
 * <p>Not thread-safe, as the seat it belongs to: a reading may put the last tile in its place.
 */
public final class ConcealedTiles {
    /** The ids, sorted; while {@link #pending} is a tile, that one is not among them yet. */
    private int[] ids;
    /** The tiles held, {@link #pending} included. */
    private int size;
    /** The id of the tile last added, kept apart from {@link #ids}, or −1. */
    private int pending = -1;
    /** The tiles held by kind (34 entries), {@link #pending} included. */
    private final int[] counts;
    /** Bit per kind held at least n times, {@code atLeast[n]} for n = 1…4 ({@code atLeast[0]} unused). */
    private final long[] atLeast;
    /** The snapshot handed out, or {@code null} until asked since the last change. */
    private List<Tile> snapshot;
    /** A live list of the tiles, made when first asked. */
    private List<Tile> view;

    /** No tile yet, room for {@code capacity} before the array grows. */
    public ConcealedTiles(int capacity) {
        ids = new int[capacity];
        counts = new int[TileKind.COUNT];
        atLeast = new long[5];
    }

    private ConcealedTiles(ConcealedTiles o) {
        ids = o.ids.clone();
        size = o.size;
        pending = o.pending;
        counts = o.counts.clone();
        atLeast = o.atLeast.clone();
        snapshot = o.snapshot;
    }

    /** An independent copy: changing either never changes the other. */
    public ConcealedTiles copy() {
        return new ConcealedTiles(this);
    }

    /** Takes a new hand's tiles (every earlier one goes), sorted by id. */
    public void deal(List<Tile> hand) {
        // Sorted by id through a bit per id (136 bits): cheaper than comparing 13 tiles.
        long low = 0;
        long middle = 0;
        long high = 0;
        for (int i = 0, n = hand.size(); i < n; i++) {
            int id = hand.get(i).id();
            long bit = 1L << id; // shifts by id mod 64
            if (id < 64) {
                low |= bit;
            } else if (id < 128) {
                middle |= bit;
            } else {
                high |= bit;
            }
        }
        if (ids.length < hand.size() + 1) {
            ids = new int[hand.size() + 1];
        }
        int at = fill(0, low, 0);
        at = fill(at, middle, 64);
        size = fill(at, high, 128);
        if (size != hand.size()) {
            throw new IllegalArgumentException("a hand dealt holds a tile twice: " + hand);
        }
        pending = -1;
        snapshot = null;
        Arrays.fill(counts, 0);
        atLeast[1] = atLeast[2] = atLeast[3] = atLeast[4] = 0;
        for (int i = 0; i < size; i++) {
            int k = ids[i] >> 2;
            atLeast[++counts[k]] |= 1L << k;
        }
    }

    private int fill(int at, long bits, int offset) {
        for (long b = bits; b != 0; b &= b - 1) {
            ids[at++] = offset + Long.numberOfTrailingZeros(b);
        }
        return at;
    }

    /** How many tiles are held. */
    public int size() {
        return size;
    }

    /** How many tiles of a kind (by index, 0-33) are held. */
    public int count(int kind) {
        return counts[kind];
    }

    /** The tiles held by kind (34 entries), copied into {@code into}, which is returned. */
    public int[] counts(int[] into) {
        System.arraycopy(counts, 0, into, 0, counts.length);
        return into;
    }

    /**
     * The counts by kind themselves (34 entries, the same array for the life of these tiles), for
     * the {@link Seat} holding them to read without a call per kind; never to be changed.
     */
    int[] liveCounts() {
        return counts;
    }

    /** The tiles held by kind (34 entries), a new array. */
    public int[] counts() {
        return counts.clone();
    }

    /** The kinds held at least {@code n} (1-4) times, a bit per kind. */
    public long heldAtLeast(int n) {
        return atLeast[n];
    }

    /**
     * The id of the tile at {@code i} in order (by id). The first and the last are read without
     * moving the tile last added (a tsumogiri agent looks at no other); a read between them puts it
     * in its place first, so reading the whole hand costs one insertion, not a search per tile.
     */
    public int idAt(int i) {
        if (pending >= 0) {
            if (size == 1) {
                return pending;
            }
            if (i == 0) {
                return Math.min(pending, ids[0]);
            }
            if (i == size - 1) {
                return Math.max(pending, ids[i - 1]);
            }
            settle();
        }
        return ids[i];
    }

    /** The tile at {@code i} in order (by id). */
    public Tile at(int i) {
        return Tile.of(idAt(i));
    }

    /** Whether this very tile is held. */
    public boolean holds(int id) {
        if (counts[id >> 2] == 0) {
            return false;
        }
        if (id == pending) {
            return true;
        }
        for (int i = 0, n = pending < 0 ? size : size - 1; i < n; i++) {
            if (ids[i] == id) {
                return true;
            }
        }
        return false;
    }

    /** The lowest tile of a kind (by index), which must be held. */
    public Tile lowest(int kind) {
        for (int i = 0; i < size; i++) {
            int id = idAt(i);
            if (id >> 2 == kind) {
                return Tile.of(id);
            }
        }
        throw new IllegalStateException("no " + TileKind.of(kind).mpsz() + " in the hand");
    }

    /** The tiles of a kind, lowest id first. */
    public List<Tile> ofKind(TileKind k) {
        List<Tile> out = new ArrayList<>(4);
        int kind = k.index();
        for (int i = 0; i < size; i++) {
            int id = idAt(i);
            if (id >> 2 == kind) {
                out.add(Tile.of(id));
            }
        }
        return out;
    }

    /** The tiles, sorted by id (a snapshot: it does not change with the hand). */
    public List<Tile> snapshot() {
        List<Tile> h = snapshot;
        if (h == null) {
            Tile[] out = new Tile[size];
            for (int i = 0; i < size; i++) {
                out[i] = Tile.of(idAt(i));
            }
            h = Collections.unmodifiableList(Arrays.asList(out)); // no second copy of the array, as List.of would make
            snapshot = h;
        }
        return h;
    }

    /** The tiles, sorted by id, read live (unmodifiable; changes with the hand). */
    public List<Tile> view() {
        List<Tile> v = view;
        if (v == null) {
            v = new Live();
            view = v;
        }
        return v;
    }

    /** Adds a tile (drawn or dealt): kept apart until the hand is read in the middle or changes. */
    public void add(int id) {
        settle();
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size + 1);
        }
        pending = id;
        size++;
        int k = id >> 2;
        atLeast[++counts[k]] |= 1L << k;
        snapshot = null;
    }

    /** Takes out the tile with this id, which must be held. */
    public void remove(int id) {
        if (id == pending) {
            pending = -1; // nothing moves
        } else {
            settle();
            int at = 0;
            while (at < size && ids[at] != id) {
                at++;
            }
            if (at == size) {
                throw new IllegalStateException(Tile.of(id) + " is not in the hand");
            }
            System.arraycopy(ids, at + 1, ids, at, size - at - 1);
        }
        int k = id >> 2;
        atLeast[counts[k]--] &= ~(1L << k);
        size--;
        snapshot = null;
    }

    /** Puts the {@link #pending} tile in its place among the others. */
    private void settle() {
        if (pending < 0) {
            return;
        }
        int i = size - 1;
        while (i > 0 && ids[i - 1] > pending) {
            ids[i] = ids[i - 1];
            i--;
        }
        ids[i] = pending;
        pending = -1;
    }

    /** Whether both hold the same tiles. */
    public boolean sameTiles(ConcealedTiles o) {
        if (size != o.size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (idAt(i) != o.idAt(i)) {
                return false;
            }
        }
        return true;
    }

    private final class Live extends AbstractList<Tile> implements RandomAccess {
        @Override
        public Tile get(int index) {
            return Tile.of(idAt(Objects.checkIndex(index, size)));
        }

        @Override
        public int size() {
            return size;
        }
    }

    @Override
    public String toString() {
        return snapshot().toString();
    }
}
