package org.jantaku.core.wall;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;

/**
 * A hand's wall (牌山) as one line of physical tiles: the tiles are dealt and drawn from index 0
 * upward, and a variant that keeps a dead wall (Riichi's 王牌) reads it from the end. Where the dice
 * break a physical wall does not change which tile comes when, so it is not modelled here.
 *
 * @param tiles every tile of the set exactly once
 */
public record Wall(List<Tile> tiles) {
    public Wall {
        // A shuffled wall is made here from a whole tile set and never changed: nothing to copy or check.
        if (!(tiles instanceof Shuffled)) {
            tiles = List.copyOf(tiles);
            boolean[] seen = new boolean[Tile.COUNT];
            for (Tile t : tiles) {
                if (seen[t.id()]) {
                    throw new IllegalArgumentException("tile " + t + " is in the wall twice");
                }
                seen[t.id()] = true;
            }
        }
    }

    /** A uniformly shuffled wall of a tile set (Fisher-Yates with {@link SplittableRandom}). */
    public static Wall shuffled(TileSet set, long seed) {
        List<Tile> all = set.tiles();
        Tile[] tiles = new Tile[all.size()]; // a plain copy: toArray(T[]) makes its array reflectively
        for (int i = 0; i < tiles.length; i++) {
            tiles[i] = all.get(i);
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = tiles.length - 1; i > 0; i--) {
            int j = BoundedInts.next(random, i + 1); // random.nextInt(i + 1), without its division
            Tile t = tiles[i];
            tiles[i] = tiles[j];
            tiles[j] = t;
        }
        return new Wall(new Shuffled(tiles));
    }

    /**
     * The tiles of {@link #shuffled}, unmodifiable: a permutation of a whole tile set by
     * construction, so the wall takes it without the copy and the check any other list gets (a
     * wall is shuffled for every hand a simulator deals).
     */
    private static final class Shuffled extends AbstractList<Tile> implements RandomAccess {
        private final Tile[] tiles;

        Shuffled(Tile[] tiles) {
            this.tiles = tiles;
        }

        @Override
        public Tile get(int index) {
            return tiles[index];
        }

        @Override
        public int size() {
            return tiles.length;
        }
    }

    /** The wall of a game's hand: {@link #shuffled} with the seed {@link HandSeed#of}. */
    public static Wall forHand(TileSet set, long gameSeed, int handIndex, int honba) {
        return shuffled(set, HandSeed.of(gameSeed, handIndex, honba));
    }

    public int size() {
        return tiles.size();
    }

    /** The tile at a position (0 = the first tile dealt). */
    public Tile at(int index) {
        return tiles.get(index);
    }

    /**
     * A generator seeded by this wall's order (FNV-1a over the tile ids, mixed with {@code salt}),
     * for the chance a variant derives from the wall — the dice, say — so that given walls (a
     * recorded or imported game) replay the same game.
     */
    public SplittableRandom chance(long salt) {
        long h = 0xCBF29CE484222325L ^ salt;
        for (int i = 0, n = tiles.size(); i < n; i++) { // indexed: the dice of every hand dealt read it
            h = (h ^ tiles.get(i).id()) * 0x100000001B3L;
        }
        return new SplittableRandom(h);
    }
}
