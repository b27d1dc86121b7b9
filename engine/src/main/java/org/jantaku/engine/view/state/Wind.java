package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import org.jantaku.core.tile.TileKind;

/** A wind (風) on the wire: {@code east}, {@code south}, {@code west}, {@code north}. */
public enum Wind {
    EAST, SOUTH, WEST, NORTH;

    /** The seat wind (自風) of a seat this hand: east for the dealer (親 / 庄家), then in turn order. */
    public static Wind ofSeat(int seat, int dealer) {
        return ofSeat(seat, dealer, 4);
    }

    /** The seat wind at a table of {@code seats} seats (三人麻雀: east, south, west; nobody is north). */
    public static Wind ofSeat(int seat, int dealer, int seats) {
        return values()[Math.floorMod(seat - dealer, seats)];
    }

    /** The wind of a round counted from East ({@code 0} east, {@code 1} south …, wrapping after north). */
    public static Wind ofRound(int index) {
        return values()[Math.floorMod(index, 4)];
    }

    /** The wind a wind tile kind shows (1z-4z). */
    public static Wind ofKind(TileKind kind) {
        if (!kind.isWind()) {
            throw new IllegalArgumentException(kind.mpsz() + " is not a wind");
        }
        return values()[kind.number() - 1];
    }

    /** The wind's letter, {@code E S W N}. */
    public String letter() {
        return name().substring(0, 1);
    }

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
