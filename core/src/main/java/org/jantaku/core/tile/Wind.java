package org.jantaku.core.tile;

import java.util.Locale;
import java.util.Optional;

/** The four winds, as seat winds (自風 / 门风) and round winds (場風 / 圈风). */
public enum Wind {
    EAST, SOUTH, WEST, NORTH;

    /** {@link #values()} once ({@code values()} copies its array on every call). */
    private static final Wind[] ALL = values();

    /** The wind tile of this wind. */
    public TileKind tile() {
        return TileKind.of(27 + ordinal());
    }

    /** The wind {@code n} places later (East → South → West → North → East). */
    public Wind plus(int n) {
        return ALL[Math.floorMod(ordinal() + n, 4)];
    }

    /** The seat wind (自風 / 门风) of a seat this hand: east for the dealer (親 / 庄家), then in turn order. */
    public static Wind ofSeat(int seat, int dealer) {
        return ofSeat(seat, dealer, 4);
    }

    /** The seat wind at a table of {@code seats} seats (三人麻雀: east, south, west; nobody is north). */
    public static Wind ofSeat(int seat, int dealer, int seats) {
        return ALL[Math.floorMod(seat - dealer, seats)];
    }

    /** The wind of a round counted from East ({@code 0} east, {@code 1} south …, wrapping after north). */
    public static Wind ofRound(int index) {
        return EAST.plus(index);
    }

    /** The wind a wind tile kind shows (1z-4z). */
    public static Wind ofKind(TileKind kind) {
        if (!kind.isWind()) {
            throw new IllegalArgumentException(kind.mpsz() + " is not a wind");
        }
        return ALL[kind.number() - 1];
    }

    /** The wind whose letter is {@code letter} ({@code E S W N} exactly), if it is one. */
    public static Optional<Wind> ofLetter(String letter) {
        for (Wind w : values()) {
            if (w.letter().equals(letter)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
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

    /** The wind's letter, {@code E S W N} (rule books, mjai's {@code bakaze}, round names such as {@code E1}). */
    public String letter() {
        return String.valueOf(tile().honourLetter());
    }

    /** The wind's key on the wire: {@code east}, {@code south}, {@code west}, {@code north}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String displayName(Lang lang) {
        return tile().displayName(lang);
    }
}
