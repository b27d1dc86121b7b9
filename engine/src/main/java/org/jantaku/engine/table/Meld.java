package org.jantaku.engine.table;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.analysis.Reading;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A meld, one record for a variant's game, its settlement, its records and its table-side hands:
 * the shape, the kind, the seat that fed it, the physical tiles when it was played (none when a
 * hand's end is described at the table), the tile called from a discard, and whether a kong came
 * late. A variant names the shapes in its own terms ({@link Names#of}).
 *
 * @param shape chi, pung or one of the kongs
 * @param kind the tile kind (a run's lowest)
 * @param from the seat whose discard was claimed (for an added kong: its pung's); the owner for a
 *     concealed kong
 * @param tiles the tiles sorted by id; empty for a described meld
 * @param called the tile taken from another seat's discard (an added kong keeps its pung's); empty
 *     for a concealed kong and a described meld
 * @param late a concealed or added kong made after the turn it first became possible: in 捉鸡麻将 an
 *     ordinary replacement (普通补张) that scores no 豆
 */
public record Meld(MeldShape shape, TileKind kind, int from, List<Tile> tiles, Optional<Tile> called, boolean late)
        implements TableMeld {
    public Meld {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(called, "called");
        tiles = tiles.stream().sorted().toList();
        if (!tiles.isEmpty() && tiles.size() != shape.size()) {
            throw new IllegalArgumentException("a " + shape + " holds " + shape.size() + " tiles, not " + tiles.size());
        }
        if (shape == MeldShape.CHI && (kind.isHonor() || kind.number() > 7)) {
            throw new IllegalArgumentException("a run starts at 1-7 of a numbered suit, not " + kind.mpsz());
        }
        if (from < 0 || from > 3) {
            throw new IllegalArgumentException("seats are 0-3, not " + from);
        }
        if (late && !shape.isOwnKong()) {
            throw new IllegalArgumentException("only a concealed or an added kong can be late");
        }
    }

    /** A meld described at the table (no physical tiles). */
    public static Meld described(MeldShape shape, TileKind kind, int from, boolean late) {
        return new Meld(shape, kind, from, List.of(), Optional.empty(), late);
    }

    /**
     * A meld made in play from the tiles the flow's meld hook gets (the seat's own first, a called
     * tile last); an added kong keeps the called tile of its pung among the seat's {@code melds}.
     */
    public static Meld made(List<Meld> melds, MeldShape shape, TileKind kind, int from, List<Tile> tiles, boolean late) {
        Optional<Tile> called = switch (shape) {
            case CONCEALED_KONG -> Optional.empty();
            case ADDED_KONG -> melds.stream().filter(m -> m.shape() == MeldShape.PUNG && m.kind() == kind).findFirst()
                    .flatMap(Meld::called);
            default -> Optional.of(tiles.get(tiles.size() - 1));
        };
        return new Meld(shape, kind, from, tiles, called, late);
    }

    /** How many tiles of a kind the meld holds. */
    public int count(TileKind k) {
        return group().count(k);
    }

    /** Shown on the table: everything but a concealed kong. */
    public boolean isExposed() {
        return shape != MeldShape.CONCEALED_KONG;
    }

    /** The meld as one set of a hand's reading. */
    public Reading.Group group() {
        return new Reading.Group(shape == MeldShape.CHI, kind, shape.isKong(), shape == MeldShape.CONCEALED_KONG);
    }
}
