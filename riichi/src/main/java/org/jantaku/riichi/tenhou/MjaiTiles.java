package org.jantaku.riichi.tenhou;

import org.jantaku.core.tile.Suit;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;

/**
 * Tile names of the mjai protocol: {@code 1m}-{@code 9m}, {@code 1p}-{@code 9p}, {@code 1s}-{@code 9s}, the
 * honours {@code E S W N} (winds) and {@code P F C} (白 發 中), the red fives {@code 5mr 5pr 5sr}; {@code ?} is
 * a tile hidden from the log's viewer.
 */
public final class MjaiTiles {
    /** A hidden tile (a player's view of the others' hands and draws). */
    public static final String HIDDEN = "?";

    private MjaiTiles() {
    }

    /**
     * The face a name shows.
     *
     * @param redFives whether the game has red fives: without them {@code 5mr} is an error
     * @throws IllegalArgumentException for anything but a tile's name, a hidden tile included
     */
    public static TileFace face(String name, boolean redFives) {
        if (name.equals(HIDDEN)) {
            throw new IllegalArgumentException("'?' is a hidden tile: the log shows one player's view, and a replay"
                    + " needs every tile");
        }
        if (name.length() == 1) {
            return TileFace.of(TileKind.ofHonourLetter(name.charAt(0))
                    .orElseThrow(() -> new IllegalArgumentException(unknown(name))));
        }
        boolean red = name.length() == 3 && name.charAt(2) == 'r' && name.charAt(0) == '5';
        if (name.length() != 2 && !red || name.charAt(0) < '1' || name.charAt(0) > '9') {
            throw new IllegalArgumentException(unknown(name));
        }
        Suit suit = switch (name.charAt(1)) {
            case 'm' -> Suit.MAN;
            case 'p' -> Suit.PIN;
            case 's' -> Suit.SOU;
            default -> throw new IllegalArgumentException(unknown(name));
        };
        if (red && !redFives) {
            throw new IllegalArgumentException("red five '" + name + "' in a game without red fives");
        }
        return new TileFace(TileKind.of(suit, name.charAt(0) - '0'), red);
    }

    /** The name of a tile; a red five is {@code 5mr} only when the game has red fives. */
    public static String name(Tile tile, boolean redFives) {
        return name(new TileFace(tile.kind(), redFives && tile.isRed()));
    }

    /** The name of a face, red or not as it shows. */
    public static String name(TileFace face) {
        TileKind k = face.kind();
        if (k.isHonor()) {
            return String.valueOf(k.honourLetter());
        }
        return k.number() + String.valueOf(k.suit().letter()) + (face.red() ? "r" : "");
    }

    private static String unknown(String name) {
        return "'" + name + "' is not a tile (1m-9m, 1p-9p, 1s-9s, E S W N P F C, 5mr 5pr 5sr)";
    }
}
