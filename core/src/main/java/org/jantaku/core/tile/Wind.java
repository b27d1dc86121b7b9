package org.jantaku.core.tile;

import java.util.Locale;

/** The four winds, as seat winds (自風 / 门风) and round winds (場風 / 圈风). */
public enum Wind {
    EAST, SOUTH, WEST, NORTH;

    /** The wind tile of this wind. */
    public TileKind tile() {
        return TileKind.of(27 + ordinal());
    }

    /** The wind {@code n} places later (East → South → West → North → East). */
    public Wind plus(int n) {
        return values()[Math.floorMod(ordinal() + n, 4)];
    }

    /** The wind's letter: {@code E}, {@code S}, {@code W} or {@code N} (as {@link #parse} reads it). */
    public char letter() {
        return "ESWN".charAt(ordinal());
    }

    /** Parses {@code E}/{@code S}/{@code W}/{@code N} or the full English name (case-insensitive). */
    public static Wind parse(String s) {
        return switch (s.strip().toUpperCase(Locale.ROOT)) {
            case "E", "EAST", "1Z" -> EAST;
            case "S", "SOUTH", "2Z" -> SOUTH;
            case "W", "WEST", "3Z" -> WEST;
            case "N", "NORTH", "4Z" -> NORTH;
            default -> throw new IllegalArgumentException("unknown wind '" + s + "' (expected E, S, W or N)");
        };
    }

    public String displayName(Lang lang) {
        return tile().displayName(lang);
    }
}
