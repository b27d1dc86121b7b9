package org.jantaku.riichi.tenhou;

import org.jantaku.core.tile.Suit;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;

/**
 * tenhou.net/6 tile codes: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honours (East South West North White
 * Green Red), 51/52/53 the red 5m/5p/5s.
 */
final class Tenhou6Codes {
    /** The North's code, the tile a three-player game sets aside ({@code "f44"}). */
    static final int NORTH = 44;

    private Tenhou6Codes() {
    }

    /** Whether the code names a tile. */
    static boolean isTile(int code) {
        int tens = code / 10;
        int units = code % 10;
        return switch (tens) {
            case 1, 2, 3 -> units >= 1;
            case 4 -> units >= 1 && units <= 7;
            case 5 -> units >= 1 && units <= 3;
            default -> false;
        };
    }

    /** The face a code names; the code must be one ({@link #isTile}). */
    static TileFace face(int code) {
        if (!isTile(code)) {
            throw new IllegalArgumentException("tile code " + code + " names no tile");
        }
        int tens = code / 10;
        int units = code % 10;
        if (tens == 5) {
            return new TileFace(TileKind.of(Suit.values()[units - 1], 5), true);
        }
        return TileFace.of(TileKind.of(Suit.values()[tens - 1], units));
    }

    /** The code of a tile; red fives have their own code only when {@code redFives} is on. */
    static int code(Tile tile, boolean redFives) {
        TileKind k = tile.kind();
        if (redFives && tile.isRed()) {
            return 50 + k.suit().ordinal() + 1;
        }
        return (k.suit().ordinal() + 1) * 10 + k.number();
    }
}
