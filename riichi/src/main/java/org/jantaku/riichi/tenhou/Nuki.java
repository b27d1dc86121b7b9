package org.jantaku.riichi.tenhou;

import java.util.Objects;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A North set aside (北抜き, kita; three-player games): {@code <N who="0" m="31008"/>} with the meld code's bit
 * 0x20. It follows the seat's own draw (or the replacement draw of an earlier one) and is followed by the
 * replacement draw from the dead wall, unless another seat robs the North (a ron on it, which is not chankan).
 * No dora indicator is turned. In a tenhou.net/6 log it is {@code "f44"} in the seat's discard list.
 *
 * <p>The code is the North's tile id shifted left by 8, with the bit 0x20 and no other low bit:
 * {@code 120 << 8 | 0x20} = 30752 up to {@code 123 << 8 | 0x20} = 31520 (docs/tenhou-replay.md, the layout
 * in tenhou.net/img/tehai.js as decoded by public readers).
 *
 * @param seat the seat 0-3 setting the North aside ({@code who})
 * @param code Tenhou's raw meld code ({@code m})
 * @param tile the North set aside
 */
public record Nuki(int seat, int code, Tile tile) implements MjlogEvent {
    /** The meld code's bit of a North extraction. */
    static final int BIT = 0x20;

    public Nuki {
        Checks.seat(seat, "seat");
        Objects.requireNonNull(tile, "tile");
        if (tile.kind() != TileKind.NORTH) {
            throw new IllegalArgumentException("a North extraction sets aside a North, not " + tile.mpsz());
        }
        if (code != code(tile)) {
            throw new IllegalArgumentException("meld code " + code + " is not the North extraction of tile id "
                    + tile.id() + " (" + code(tile) + ")");
        }
    }

    /** A North set aside, its code made from the tile. */
    public static Nuki of(int seat, Tile tile) {
        return new Nuki(seat, code(tile), tile);
    }

    /**
     * Whether a meld code is a North extraction rather than a chi, pon, added kan or kan: the bit 0x20 with
     * none of the chi (0x4), pon (0x8) and added kan (0x10) bits, which take the bit 0x20 for a tile copy.
     */
    public static boolean isNuki(int m) {
        return (m & 0x3C) == BIT;
    }

    /** The code of a North set aside. */
    public static int code(Tile north) {
        return north.id() << 8 | BIT;
    }

    /**
     * The North a code sets aside.
     *
     * @throws IllegalArgumentException when the code is no North extraction (the message quotes it)
     */
    public static Tile decode(int m) {
        if (m < 0 || m > 0xFFFF) {
            throw new IllegalArgumentException("meld code " + m + " is outside 0-65535");
        }
        if ((m & 0xFF) != BIT) {
            throw new IllegalArgumentException("meld code " + m + " is no North extraction: its low byte is 0x"
                    + Integer.toHexString(m & 0xFF) + ", a North extraction's is 0x20");
        }
        int id = m >> 8;
        if (id >= Tile.COUNT || Tile.of(id).kind() != TileKind.NORTH) {
            throw new IllegalArgumentException("meld code " + m + " is a North extraction of tile id " + id
                    + ", which is not a North (120-123)");
        }
        return Tile.of(id);
    }

    /** Reads {@code <N who m>} whose code {@link #isNuki is a North extraction}. */
    static Nuki parse(Element e) {
        int seat = e.seat("who");
        int m = e.integer("m");
        return new Nuki(seat, m, decode(e, "m", m));
    }

    /** Decodes a code read from an attribute, reporting a bad code against that attribute. */
    static Tile decode(Element e, String attribute, int m) {
        try {
            return decode(m);
        } catch (IllegalArgumentException ex) {
            throw e.error(attribute, ex.getMessage(), ex);
        }
    }
}
