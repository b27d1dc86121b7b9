package org.jantaku.engine.settle;

import java.util.Collection;
import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;

/**
 * The tiles of a described hand's end counted by kind (hands, melds, discards, flipped or set-aside
 * tiles), for the check that no kind is there more than four times.
 */
public final class Copies {
    private final int[] counts = new int[TileKind.COUNT];

    /** Counts some tiles. */
    public Copies add(Collection<TileKind> kinds) {
        kinds.forEach(k -> counts[k.index()]++);
        return this;
    }

    /** Counts a meld's tiles (a run's three kinds). */
    public Copies add(Meld meld) {
        for (TileKind k : meld.group().kinds()) {
            counts[k.index()] += meld.count(k);
        }
        return this;
    }

    /** Counts a kind {@code times} more (fewer when negative: one discard in several winning hands). */
    public Copies add(TileKind kind, int times) {
        counts[kind.index()] += times;
        return this;
    }

    /** Counts the one tile several winners win on once (一炮多响: one discard in every winner's hand). */
    public Copies shared(List<? extends HandEndChecks.Win> wins) {
        return wins.size() > 1 ? add(wins.get(0).tile(), 1 - wins.size()) : this;
    }

    /** Refuses a kind counted more than four times ({@code where}: what was counted, for the message). */
    public void check(String where) {
        for (int k = 0; k < counts.length; k++) {
            if (counts[k] > 4) {
                throw new SettleException("", counts[k] + " tiles " + TileKind.of(k).mpsz() + " in " + where + ": there are 4");
            }
        }
    }
}
