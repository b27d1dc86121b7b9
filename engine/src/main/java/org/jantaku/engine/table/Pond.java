package org.jantaku.engine.table;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.jantaku.core.tile.Tile;

/**
 * A seat's discards (河), appended in place: every discard in order with its flags
 * ({@link PondTile}: tsumogiri, declared, taken), the tiles still lying there (the ones no seat took)
 * and a bit per kind discarded (furiten reads it). A snapshot is a view of the first {@code n} slots,
 * which are never written again, so taking one copies nothing; marking the last discard taken (a
 * call, a win) moves the pond to new arrays, so the snapshots taken before keep what they showed.
 * The table's steps change it: the flow's {@link Seat}, and Riichi's seat until Riichi plays on the
 * flow.
 */
public final class Pond {
    private PondTile[] all;
    private int size;
    /** The tiles of the discards not taken, in order. */
    private Tile[] lying;
    private int lyingSize;
    private long kinds;
    private List<PondTile> view;
    private List<Tile> lyingView;
    private List<PondTile> live;
    /** Whether another pond (a copy) shares the arrays: the next write moves to new ones. */
    private boolean shared;
    /** Whether a snapshot ({@link #discards}, {@link #lying}) may read the arrays: a new hand moves to new ones. */
    private boolean snapshotted;

    public Pond() {
        all = new PondTile[24];
        lying = new Tile[24];
    }

    /** A copy: changing either never changes the other. */
    public Pond(Pond o) {
        all = o.all;
        size = o.size;
        lying = o.lying;
        lyingSize = o.lyingSize;
        kinds = o.kinds;
        view = o.view;
        lyingView = o.lyingView;
        shared = true;
        o.shared = true;
    }

    /**
     * Empties the pond for a new hand: into new arrays when a snapshot or a copy may read the old ones (they keep
     * what they showed), else into the same (a simulator's hands hand out no snapshot).
     */
    public void clear() {
        if (shared || snapshotted) {
            all = new PondTile[all.length];
            lying = new Tile[lying.length];
        }
        shared = false;
        snapshotted = false;
        size = 0;
        lyingSize = 0;
        kinds = 0;
        view = null;
        lyingView = null;
    }

    /** Discards {@code t}: the tile just drawn ({@code tsumogiri}) or not, declaring (riichi, 报听) or not. */
    public void add(Tile t, boolean tsumogiri, boolean declared) {
        if (shared || size == all.length || lyingSize == lying.length) {
            all = Arrays.copyOf(all, Math.max(24, size * 2));
            lying = Arrays.copyOf(lying, Math.max(24, size * 2));
            shared = false;
        }
        all[size++] = PondTile.of(t, tsumogiri, declared);
        lying[lyingSize++] = t;
        kinds |= 1L << t.kind().index();
        view = null;
        lyingView = null;
    }

    /** Another seat took the last discard (a call or a win on it): it stays, marked, and no longer lies there. */
    public void takeLast() {
        all = Arrays.copyOf(all, all.length);
        lying = Arrays.copyOf(lying, lying.length);
        shared = false;
        all[size - 1] = all[size - 1].asTaken();
        lying[--lyingSize] = null;
        view = null;
        lyingView = null;
    }

    /** How many tiles the seat has discarded this hand (taken ones included). */
    public int size() {
        return size;
    }

    /** The discard at {@code i} (0 the first). */
    public PondTile get(int i) {
        return all[Objects.checkIndex(i, size)];
    }

    /** Bit per kind index of every discard, taken ones included. */
    public long kinds() {
        return kinds;
    }

    /** Every discard in order with its flags (a snapshot: it does not change with the pond). */
    public List<PondTile> discards() {
        if (view == null) {
            view = new Snapshot<>(all, size);
            snapshotted = true;
        }
        return view;
    }

    /** Every discard in order with its flags, read live (unmodifiable; changes with the pond). */
    public List<PondTile> live() {
        if (live == null) {
            live = new Live();
        }
        return live;
    }

    /** The tiles of the discards no seat took, in order (a snapshot). */
    public List<Tile> lying() {
        if (lyingView == null) {
            lyingView = new Snapshot<>(lying, lyingSize);
            snapshotted = true;
        }
        return lyingView;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pond p && Arrays.equals(all, 0, size, p.all, 0, p.size);
    }

    @Override
    public int hashCode() {
        return discards().hashCode();
    }

    @Override
    public String toString() {
        return discards().toString();
    }

    /** The first {@code size} values of an array whose slots below {@code size} never change. */
    private static final class Snapshot<T> extends AbstractList<T> implements RandomAccess {
        private final T[] values;
        private final int size;

        Snapshot(T[] values, int size) {
            this.values = values;
            this.size = size;
        }

        @Override
        public T get(int i) {
            return values[Objects.checkIndex(i, size)];
        }

        @Override
        public int size() {
            return size;
        }
    }

    private final class Live extends AbstractList<PondTile> implements RandomAccess {
        @Override
        public PondTile get(int i) {
            return all[Objects.checkIndex(i, size)];
        }

        @Override
        public int size() {
            return size;
        }
    }
}
