package org.jantaku.riichi.game;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.settlement.FinalScores;

/** What the game waits for. */
public sealed interface Phase permits Phase.Turn, Phase.Claims, Phase.Over {

    /** {@code seat} has drawn {@code drawn} and must discard, declare riichi or win. */
    record Turn(int seat, Tile drawn) implements Phase {
    }

    /**
     * Others may ron {@code tile}, which {@code discarder} just discarded (declaring riichi with it
     * when {@code riichi}): {@code waiting} still have to answer, {@code rons} said ron. Only seats
     * that can win on the tile are asked.
     */
    record Claims(int discarder, Tile tile, boolean riichi, List<Integer> waiting, List<Integer> rons) implements Phase {
        public Claims {
            waiting = List.copyOf(waiting);
            rons = List.copyOf(rons);
        }
    }

    /** The game is over. */
    record Over(FinalScores.Result result) implements Phase {
    }
}
