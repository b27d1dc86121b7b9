package org.jantaku.guangdong.game;

import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Dice;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.TableEvent;

/** What happened in a 广东麻将 game. */
public sealed interface GuangdongEvent extends Event {

    /**
     * A hand was dealt ({@link HandEvent.Started}: 14 tiles to the dealer, 13 to the others) or ended
     * ({@link HandEvent.Settled}: won or drawn, its settlement, the horses revealed, the scores after it).
     */
    record Hand(HandEvent<Deal, HandResult> event) implements GuangdongEvent, HandEvent.Carrier {
    }

    /**
     * What a hand's start tells beside the table's: the dealer's term, the two {@code dice} (骰子) that break the wall
     * (rolled from the hand's wall, {@link Dice#of}; they do not change which tile comes when), the prevailing wind, and
     * how many {@code horses} were set aside face down from the wall's tail (推倒胡 买马), shown only when the hand is
     * settled.
     */
    record Deal(int dealerTerm, Dice dice, TileKind prevailing, int horses) {
    }

    /** A draw, a discard, a meld (吃, 碰, 明杠 of a discard, 暗杠 or 加杠), the game's end. */
    record Table(TableEvent event) implements GuangdongEvent, TableEvent.Carrier {
    }
}
