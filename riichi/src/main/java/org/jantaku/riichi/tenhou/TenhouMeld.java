package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A meld decoded from Tenhou's 16-bit meld code (the {@code m} attribute of {@code <N>} and
 * {@code <AGARI>}), with the absolute seat its called tile came from.
 *
 * <p>The layout, bit 0 being the lowest ({@code rel = m & 3} is the source seen from the caller:
 * 1 shimocha, 2 toimen, 3 kamicha, 0 none):
 * <ul>
 * <li>chi (bit 0x4): {@code t = m >> 10}, {@code r = t % 3} is the index of the called tile among the
 *     three in sorted order, {@code t / 3} numbers the run's lowest kind (7 per suit); the copies
 *     (0-3) of the three tiles are {@code (m >> 3) & 3}, {@code (m >> 5) & 3}, {@code (m >> 7) & 3};
 *     {@code rel} is always 3;</li>
 * <li>pon (bit 0x8): {@code t = m >> 9}, kind {@code t / 3}, {@code r = t % 3}; the copy
 *     {@code (m >> 5) & 3} is the one not in the pon; the called tile is the {@code r}-th of the other
 *     three in id order;</li>
 * <li>added kan (kakan, bit 0x10): as a pon, the copy {@code (m >> 5) & 3} being the tile added;</li>
 * <li>North extraction (三麻 北抜き, bit 0x20 without the bits above): not a meld, read as a {@link Nuki};
 *     rejected here;</li>
 * <li>otherwise a kan: {@code m >> 8} is a tile id; {@code rel = 0} is a closed kan (ankan) of its
 *     kind, else an open kan (daiminkan) whose called tile is exactly that id.</li>
 * </ul>
 *
 * @param meld the meld; its {@code From} is the relative source
 * @param fromSeat the absolute seat (0-3) the called tile came from: for chi, pon and open kan the
 *     discarder; for an added kan the seat the original pon was called from; for a closed kan the
 *     caller's own seat
 */
public record TenhouMeld(Meld meld, int fromSeat) {
    public TenhouMeld {
        Objects.requireNonNull(meld, "meld");
        Checks.seat(fromSeat, "fromSeat");
    }

    /**
     * Decodes a meld code.
     *
     * @param m the meld code, 0-65535
     * @param callerSeat the seat 0-3 of the player who made the meld
     * @throws IllegalArgumentException when the code is out of range, is a North extraction ({@link Nuki#isNuki},
     *     read with {@link Nuki#decode}), or does not describe a valid meld (the message quotes the code)
     */
    public static TenhouMeld decode(int m, int callerSeat) {
        Checks.seat(callerSeat, "callerSeat");
        if (m < 0 || m > 0xFFFF) {
            throw new IllegalArgumentException("meld code " + m + " is outside 0-65535");
        }
        int rel = m & 3;
        if ((m & 0x4) != 0) {
            return chi(m, rel, callerSeat);
        }
        if ((m & 0x18) == 0x18) {
            throw new IllegalArgumentException("meld code " + m + " has both the pon (0x8) and added kan (0x10) bits");
        }
        if ((m & 0x18) != 0) {
            return ponOrAddedKan(m, rel, callerSeat, (m & 0x10) != 0);
        }
        if (Nuki.isNuki(m)) {
            throw new IllegalArgumentException("meld code " + m
                    + " is a North extraction (three-player 北抜き), not a meld (see Nuki)");
        }
        return kan(m, rel, callerSeat);
    }

    /**
     * Encodes a meld as Tenhou's code, the inverse of {@link #decode(int, int)}: decoding the result
     * with any caller seat gives back {@code meld}. A closed kan is written with its lowest id (Tenhou
     * may write another copy of the kind; both decode to the same meld).
     *
     * @param meld the meld; its {@code From} gives the source bits
     * @return the code, 0-65535
     */
    public static int encode(Meld meld) {
        return switch (meld) {
            case Chi c -> chiCode(c);
            case Pon p -> tripletCode(p.tiles(), p.called(), p.from(), 0x8, otherCopy(p.tiles()));
            case AddedKan k -> tripletCode(k.tiles().stream().filter(t -> !t.equals(k.added())).toList(), k.called(),
                    k.from(), 0x10, k.added().copy());
            case OpenKan k -> (k.called().id() << 8) | k.from().seatOffset();
            case ClosedKan k -> k.tiles().get(0).id() << 8;
        };
    }

    private static int chiCode(Chi c) {
        TileKind low = c.tiles().get(0).kind();
        int run = low.suit().ordinal() * 7 + low.number() - 1;
        int r = c.tiles().indexOf(c.called());
        return ((run * 3 + r) << 10) | (c.tiles().get(0).copy() << 3) | (c.tiles().get(1).copy() << 5)
                | (c.tiles().get(2).copy() << 7) | 0x4 | 3;
    }

    private static int tripletCode(List<Tile> three, Tile called, From from, int bit, int unusedCopy) {
        List<Tile> sorted = three.stream().sorted().toList();
        int r = sorted.indexOf(called);
        return ((sorted.get(0).kind().index() * 3 + r) << 9) | (unusedCopy << 5) | bit | from.seatOffset();
    }

    /** The copy 0-3 of a pon's kind that is not among its three tiles. */
    private static int otherCopy(List<Tile> three) {
        int used = 0;
        for (Tile t : three) {
            used |= 1 << t.copy();
        }
        return Integer.numberOfTrailingZeros(~used & 0xF);
    }

    /** Decodes a code read from an attribute, reporting a bad code against that attribute. */
    static TenhouMeld decode(Element e, String attribute, int m, int callerSeat) {
        try {
            return decode(m, callerSeat);
        } catch (IllegalArgumentException ex) {
            throw e.error(attribute, ex.getMessage(), ex);
        }
    }

    private static TenhouMeld chi(int m, int rel, int caller) {
        if (rel != 3) {
            throw new IllegalArgumentException("meld code " + m + " is a chi but its source (m & 3 = " + rel
                    + ") is not kamicha (3)");
        }
        int t = m >> 10;
        int r = t % 3;
        t /= 3;
        if (t >= 21) {
            throw new IllegalArgumentException("meld code " + m + " is a chi with run number " + t
                    + " (0-20 allowed)");
        }
        int base = (t / 7) * 9 + t % 7;
        List<Tile> tiles = List.of(
                Tile.of(base * 4 + ((m >> 3) & 3)),
                Tile.of((base + 1) * 4 + ((m >> 5) & 3)),
                Tile.of((base + 2) * 4 + ((m >> 7) & 3)));
        return new TenhouMeld(new Chi(tiles, tiles.get(r)), (caller + rel) % 4);
    }

    private static TenhouMeld ponOrAddedKan(int m, int rel, int caller, boolean added) {
        String what = added ? "an added kan" : "a pon";
        if (rel == 0) {
            throw new IllegalArgumentException("meld code " + m + " is " + what + " with no source (m & 3 = 0)");
        }
        int t = m >> 9;
        int r = t % 3;
        int kind = t / 3;
        if (kind >= 34) {
            throw new IllegalArgumentException("meld code " + m + " is " + what + " of tile kind " + kind
                    + " (0-33 allowed)");
        }
        int unused = (m >> 5) & 3;
        List<Tile> three = new ArrayList<>(3);
        for (int copy = 0; copy < 4; copy++) {
            if (copy != unused) {
                three.add(Tile.of(kind * 4 + copy));
            }
        }
        Tile called = three.get(r);
        From from = From.ofSeatOffset(rel);
        int fromSeat = (caller + rel) % 4;
        if (!added) {
            return new TenhouMeld(new Pon(three, called, from), fromSeat);
        }
        Tile extra = Tile.of(kind * 4 + unused);
        List<Tile> four = new ArrayList<>(three);
        four.add(extra);
        return new TenhouMeld(new AddedKan(four, called, from, extra), fromSeat);
    }

    private static TenhouMeld kan(int m, int rel, int caller) {
        int id = m >> 8;
        if (id >= Tile.COUNT) {
            throw new IllegalArgumentException("meld code " + m + " is a kan of tile id " + id + " (0-135 allowed)");
        }
        int kind = id / 4;
        List<Tile> four = List.of(Tile.of(kind * 4), Tile.of(kind * 4 + 1), Tile.of(kind * 4 + 2),
                Tile.of(kind * 4 + 3));
        if (rel == 0) {
            return new TenhouMeld(new ClosedKan(four), caller);
        }
        return new TenhouMeld(new OpenKan(four, Tile.of(id), From.ofSeatOffset(rel)), (caller + rel) % 4);
    }
}
