package org.jantaku.core.tile;

/**
 * What a tile shows: its kind and, for a five of a numbered suit, whether it is red. This is what
 * mpsz notation describes ({@code 0m} is the red 5m); a {@link Tile} is one physical copy.
 */
public record TileFace(TileKind kind, boolean red) implements Comparable<TileFace> {
    public TileFace {
        java.util.Objects.requireNonNull(kind, "kind");
        if (red && (kind.isHonor() || kind.number() != 5)) {
            throw new IllegalArgumentException("only a five of a numbered suit can be red, not " + kind.mpsz());
        }
    }

    /** The plain (not red) face of a kind. */
    public static TileFace of(TileKind kind) {
        return new TileFace(kind, false);
    }

    /** mpsz notation: {@code 5m}, {@code 0m} for red, {@code 7z}. */
    public String mpsz() {
        return (red ? "0" : String.valueOf(kind.number())) + kind.suit().letter();
    }

    public String displayName(Lang lang) {
        return TileNames.of(kind, red, lang);
    }

    /** Orders by kind; a red five sorts just before the plain fives of its suit. */
    @Override
    public int compareTo(TileFace o) {
        int c = Integer.compare(kind.index(), o.kind.index());
        return c != 0 ? c : Boolean.compare(o.red, red);
    }

    @Override
    public String toString() {
        return mpsz();
    }
}
