package org.jantaku.engine.table;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import org.jantaku.core.tile.Tile;

/**
 * A seat's discards, appended in place: a snapshot is a view of the first {@code n} slots, which
 * are never written again, so taking one copies nothing. Taking the last discard back (a claim, a
 * win) moves the pond to a new array, so the snapshots taken before keep what they showed.
 */
final class Pond {
    private Tile[] tiles;
    private int size;
    private List<Tile> view;
    /** Whether another pond (a copy) shares the array: the next write moves to a new one. */
    private boolean shared;

    Pond() {
        tiles = new Tile[32];
    }

    Pond(Pond o) {
        tiles = o.tiles;
        size = o.size;
        view = o.view;
        shared = true;
        o.shared = true;
    }

    void add(Tile t) {
        if (shared || size == tiles.length) {
            tiles = Arrays.copyOf(tiles, Math.max(32, size * 2));
            shared = false;
        }
        tiles[size++] = t;
        view = null;
    }

    void removeLast() {
        tiles = Arrays.copyOf(tiles, tiles.length);
        shared = false;
        tiles[--size] = null;
        view = null;
    }

    List<Tile> view() {
        if (view == null) {
            view = new Snapshot(tiles, size);
        }
        return view;
    }

    /** A list of tiles that are never written again. */
    static List<Tile> snapshot(Tile[] tiles) {
        return new Snapshot(tiles, tiles.length);
    }

    /** The first {@code size} tiles of an array whose slots below {@code size} never change. */
    private static final class Snapshot extends AbstractList<Tile> implements RandomAccess {
        private final Tile[] tiles;
        private final int size;

        Snapshot(Tile[] tiles, int size) {
            this.tiles = tiles;
            this.size = size;
        }

        @Override
        public Tile get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException(i);
            }
            return tiles[i];
        }

        @Override
        public int size() {
            return size;
        }
    }
}
