package org.jantaku.guizhou.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jantaku.core.tile.Tile;

/** Where a hand stands: a seat's turn, a claim window on a discard or an added kong, or the game's end. */
public sealed interface Phase {

    /**
     * A seat's turn: after a draw ({@code drawn}), or after a 碰 (no draw).
     *
     * @param kongDraw the drawn tile is a kong's replacement (a win on it is 杠上花)
     * @param konged the seat made a 豆 this turn (its discard is a 热炮 if won)
     */
    record Turn(int seat, Optional<Tile> drawn, boolean kongDraw, boolean konged) implements Phase {
    }

    /**
     * The seats that may claim a tile answer, in any order; when all have, the claims are settled (胡
     * beats 碰 and 杠, several 胡 all win).
     *
     * @param from the discarder, or the player adding the tile to his pong
     * @param tile the tile
     * @param robbing whether the tile is being added to a pong (抢杠 window: only 胡 or 过)
     * @param hot whether the discard follows the discarder's 豆 (热炮)
     * @param pending seats still to answer
     * @param answers the answers given
     */
    record Claims(int from, Tile tile, boolean robbing, boolean hot, Set<Integer> pending, Map<Integer, GuizhouAction> answers)
            implements Phase {
        public Claims {
            pending = java.util.Collections.unmodifiableSet(new TreeSet<>(pending));
            answers = java.util.Collections.unmodifiableMap(new TreeMap<>(answers));
        }

        Claims answered(int seat, GuizhouAction a) {
            Set<Integer> p = new TreeSet<>(pending);
            p.remove(seat);
            Map<Integer, GuizhouAction> m = new TreeMap<>(answers);
            m.put(seat, a);
            return new Claims(from, tile, robbing, hot, p, m);
        }

        /** The seats that answered 胡, from the player's 下家 on. */
        List<Integer> winners() {
            return java.util.stream.IntStream.rangeClosed(1, 3).map(i -> (from + i) % 4)
                    .filter(s -> answers.get(s) instanceof GuizhouAction.Win).boxed().toList();
        }
    }

    /** The game is over. */
    record Over() implements Phase {
    }
}
