package org.jantaku.riichi.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.TableMeld;

/**
 * A meld on a Riichi table (副露, a kan): core's {@link Meld} (its tiles, the called tile and where
 * it came from as the caller sees it, which a hand is scored and drawn from) with the seats the table
 * flow reads: the seat that fed it and the seat liable (包) for it.
 *
 * @param meld the meld as a hand holds it
 * @param from the seat whose discard was called (for an added kan: its pon's); the owner for a
 *     closed kan
 * @param liable the seat liable (包, pao) for the yakuman this meld completed (the third dragon
 *     set, the fourth wind set, the fourth kan by daiminkan), or −1; an added kan keeps its pon's
 */
public record RiichiMeld(Meld meld, int from, int liable) implements TableMeld {
    public RiichiMeld {
        Objects.requireNonNull(meld, "meld");
        if (from < 0 || from > 3) {
            throw new IllegalArgumentException("seats are 0-3, not " + from);
        }
        if (liable < -1 || liable > 3) {
            throw new IllegalArgumentException("the liable seat is 0-3 or −1 (nobody), not " + liable);
        }
    }

    /**
     * The seat liable (包) for the daisangen, daisuushii or suukantsu of a seat with these {@code melds}
     * (in the order made), or −1: that of the last meld made that has one.
     */
    public static int liable(List<RiichiMeld> melds) {
        int liable = -1;
        for (int i = 0, n = melds.size(); i < n; i++) {
            RiichiMeld m = melds.get(i);
            liable = m.liable() >= 0 ? m.liable() : liable;
        }
        return liable;
    }

    @Override
    public MeldShape shape() {
        return meld.shape();
    }

    @Override
    public TileKind kind() {
        return meld.kind();
    }

    @Override
    public List<Tile> tiles() {
        return meld.tiles();
    }

    @Override
    public Optional<Tile> called() {
        return switch (meld) {
            case Chi c -> Optional.of(c.called());
            case Pon p -> Optional.of(p.called());
            case OpenKan k -> Optional.of(k.called());
            case AddedKan a -> Optional.of(a.called());
            case ClosedKan k -> Optional.empty();
        };
    }

    @Override
    public Optional<Tile> added() {
        return meld instanceof AddedKan a ? Optional.of(a.added()) : Optional.empty();
    }
}
