package org.jantaku.core.tile;

import java.util.ArrayList;
import java.util.List;

/**
 * Hands out physical tiles for faces written in notation, never the same tile twice, so that
 * tiles from several strings (a hand, its melds, dora indicators) are checked together against
 * the four copies of each kind.
 *
 * <p>With red fives in play, {@code 0m} takes the red 5m and a plain {@code 5m} only the three
 * plain copies, so a fourth plain 5m is an error. Without red fives, {@code 0m} and {@code 5m}
 * are the same tile and any copy may be taken.
 */
public final class TileAllocator {
    private final TileSet tileSet;
    private final boolean redFives;
    private final boolean[] used = new boolean[Tile.COUNT];

    public TileAllocator(TileSet tileSet, boolean redFives) {
        this.tileSet = tileSet;
        this.redFives = redFives;
    }

    /**
     * Takes a physical tile for a face.
     *
     * @throws IllegalArgumentException when no copy is left or the kind is not in the set
     */
    public Tile take(TileFace face) {
        TileKind kind = face.kind();
        if (!tileSet.contains(kind)) {
            throw new IllegalArgumentException(
                    "tile " + face.mpsz() + " is not in the " + tileSet.size() + "-tile set");
        }
        int first = kind.index() * 4;
        if (redFives && face.red()) {
            return takeId(first, face, "the red " + kind.mpsz() + " is used twice");
        }
        // Plain copies first (copy 0 of a five is the red one, so it comes last), unless a red
        // five was written: then the red copy first, so that it still shows red.
        for (int i = 0; i < 4; i++) {
            int copy = face.red() ? i : (i + 1) % 4;
            Tile t = Tile.of(first + copy);
            if (redFives && t.isRed()) {
                continue;
            }
            if (!used[t.id()]) {
                used[t.id()] = true;
                return t;
            }
        }
        throw new IllegalArgumentException(redFives && kind.number() == 5 && !kind.isHonor()
                ? "more than three plain " + kind.mpsz() + " (with red fives, one of the four is " + face.kind().mpsz().replace('5', '0') + ")"
                : "more than four " + kind.mpsz());
    }

    private Tile takeId(int id, TileFace face, String error) {
        if (used[id]) {
            throw new IllegalArgumentException(error);
        }
        used[id] = true;
        return Tile.of(id);
    }

    /** Takes a tile for each face, in order. */
    public List<Tile> takeAll(List<TileFace> faces) {
        List<Tile> out = new ArrayList<>(faces.size());
        for (TileFace f : faces) {
            out.add(take(f));
        }
        return out;
    }
}
