package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A meld (副露 / 面子 shown on the table): a called run or triplet, or a quad. Each record checks
 * its shape when built.
 */
public sealed interface Meld permits Chi, Pon, OpenKan, ClosedKan, AddedKan {

    /** The tiles of the meld, sorted by id. */
    List<Tile> tiles();

    MeldShape shape();

    /** The meld's kind: the lowest kind of a run, the kind of a triplet or quad. */
    default TileKind kind() {
        return tiles().get(0).kind();
    }

    /** Whether the meld opens the hand (everything except a closed kan). */
    default boolean isOpen() {
        return shape() != MeldShape.CONCEALED_KONG;
    }

    default boolean isKong() {
        return shape().isKong();
    }

    /** Whether the meld is a run (順子); otherwise a triplet or quad (刻子 / 槓子). */
    default boolean isRun() {
        return shape() == MeldShape.CHI;
    }

    /** Builds a meld of a type from its tiles; the called tile is the first one, from the usual source. */
    static Meld of(MeldShape type, List<Tile> tiles) {
        if (tiles.size() != type.size()) {
            throw new IllegalArgumentException(type.description() + " needs " + type.size() + " tiles, not " + tiles.size());
        }
        return switch (type) {
            case CHI -> new Chi(tiles, tiles.get(0));
            case PUNG -> new Pon(tiles, tiles.get(0), From.TOIMEN);
            case EXPOSED_KONG -> new OpenKan(tiles, tiles.get(0), From.TOIMEN);
            case CONCEALED_KONG -> new ClosedKan(tiles);
            case ADDED_KONG -> new AddedKan(tiles, tiles.get(0), From.TOIMEN, tiles.get(3));
        };
    }
}
