package org.jantaku.guangdong.settlement;

import java.util.Objects;
import org.jantaku.core.tile.TileKind;

/**
 * A meld as settlement sees it: its kind, its tile kind (the lowest of a run) and the seat that fed
 * it (the discarder of the claimed tile; the owner himself for a 暗杠).
 */
public record SetMeld(MeldKind type, TileKind kind, int from) {
    public SetMeld {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(kind, "kind");
        if (type == MeldKind.CHI && (kind.isHonor() || kind.number() > 7)) {
            throw new IllegalArgumentException("a run starts at 1-7 of a numbered suit, not " + kind.mpsz());
        }
        if (from < 0 || from > 3) {
            throw new IllegalArgumentException("seats are 0-3, not " + from);
        }
    }

    /** How many tiles of a kind the meld holds. */
    public int count(TileKind k) {
        if (type == MeldKind.CHI) {
            int d = k.index() - kind.index();
            return k.suit() == kind.suit() && d >= 0 && d <= 2 ? 1 : 0;
        }
        return k == kind ? (type.isKong() ? 4 : 3) : 0;
    }
}
