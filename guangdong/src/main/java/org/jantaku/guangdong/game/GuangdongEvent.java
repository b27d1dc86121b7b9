package org.jantaku.guangdong.game;

import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Dice;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.TableEvent;

/** What happened in a 广东麻将 game. */
public sealed interface GuangdongEvent extends Event {

    /**
     * A hand was dealt: 14 tiles to the dealer, 13 to the others; {@code horses} tiles were set aside
     * face down from the wall's tail (推倒胡 买马), shown only when the hand is settled. The two
     * {@code dice} (骰子) break the wall; they are rolled from the hand's wall ({@link Dice#of}) and
     * do not change which tile comes when.
     */
    record HandStarted(int hand, int dealer, int dealerTerm, Dice dice, TileKind prevailing, BySeat<List<Tile>> hands,
            int horses, BySeat<Integer> scores) implements GuangdongEvent {
    }

    /** A draw, a discard, a meld (吃, 碰, 明杠 of a discard, 暗杠 or 加杠), the game's end. */
    record Table(TableEvent event) implements GuangdongEvent, TableEvent.Carrier {
    }

    /** The hand ended: won or drawn, its settlement, the horses revealed, the scores after it. */
    record HandEnded(HandResult result, BySeat<Integer> scores) implements GuangdongEvent {
    }
}
