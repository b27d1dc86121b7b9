package org.jantaku.example.game;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.WinSource;

/** What happens in a game of pairs 七对, the draws included. */
public sealed interface PairsEvent extends Event {

    /**
     * A hand is dealt ({@link HandEvent.Started}: 13 tiles to each seat from the dealer on; the dealer's 14th is his
     * first draw) or settled ({@link HandEvent.Settled}: the settlement and the scores after it).
     */
    record Hand(HandEvent<HandEvent.Plain, PairsSettlement> event) implements PairsEvent, HandEvent.Carrier {
    }

    /** A draw, a discard, a pung or kong, a tile added to a pung (which may be robbed), the game's end. */
    record Table(TableEvent event) implements PairsEvent, TableEvent.Carrier {
    }

    /** A seat won with seven pairs: how, on which tile, from whom, its fourteen tiles. */
    record Won(int seat, int from, WinSource way, Tile tile, List<Tile> hand) implements PairsEvent {
        public Won {
            hand = List.copyOf(hand);
        }
    }
}
