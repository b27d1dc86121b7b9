package org.jantaku.core.analysis;

import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.TileKind;

/** One reading of a complete hand. Scoring looks at every reading and keeps the best. */
public sealed interface Decomposition permits Decomposition.Standard, Decomposition.SevenPairs,
        Decomposition.ThirteenOrphans {

    /**
     * Four sets and a pair (4面子1雀頭): the sets formed from concealed tiles, and the melds.
     *
     * @param pair the pair (雀頭 / 将)
     * @param sets the sets of concealed tiles, sorted (runs and triplets)
     * @param melds the hand's melds, each one set
     */
    record Standard(TileKind pair, List<Block> sets, List<Meld> melds) implements Decomposition {
        public Standard {
            sets = List.copyOf(sets);
            melds = List.copyOf(melds);
            if (sets.size() + melds.size() != 4) {
                throw new IllegalArgumentException("a standard hand has 4 sets, not " + (sets.size() + melds.size()));
            }
        }
    }

    /** 七対子 / 七对: seven pairs, in kind order (a kind twice when four of a kind is allowed as two pairs). */
    record SevenPairs(List<TileKind> pairs) implements Decomposition {
        public SevenPairs {
            pairs = List.copyOf(pairs);
            if (pairs.size() != 7) {
                throw new IllegalArgumentException("seven pairs needs 7 pairs, not " + pairs.size());
            }
        }
    }

    /** 国士無双 / 十三幺: one of each terminal and honour, and {@code pair} twice. */
    record ThirteenOrphans(TileKind pair) implements Decomposition {
        public ThirteenOrphans {
            if (!pair.isTerminalOrHonor()) {
                throw new IllegalArgumentException("thirteen orphans pairs a terminal or honour, not " + pair.mpsz());
            }
        }
    }
}
