package org.jantaku.guangdong.game;

import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.TableAction;

/**
 * A seat's choice in 广东麻将. Tiles are named by kind: the game moves the lowest-numbered copy held
 * (广东麻将 has no red fives, so copies are alike), and the events record which copy moved.
 */
public sealed interface GuangdongAction extends TableAction {

    /** 打牌: discard a tile of this kind. */
    record Discard(TileKind kind) implements GuangdongAction, TableAction.DiscardKind {
    }

    /** 自摸: win on the tile just drawn (or the dealt hand: 天和). */
    record SelfDrawWin() implements GuangdongAction, TableAction.SelfDraw {
    }

    /** 胡: win on the discard just made (鸡胡), or rob the kong being added (抢杠胡). */
    record Win() implements GuangdongAction, TableAction.Win {
    }

    /** Let the discard or the added kong go. */
    record Pass() implements GuangdongAction, TableAction.Pass {
    }

    /** 吃 (鸡胡, from 上家 only): the run starting at {@code low}, the discard being one of its tiles. */
    record Chi(TileKind low) implements GuangdongAction, TableAction.Chi {
        @Override
        public TileKind kind() {
            return low;
        }
    }

    /** 碰 the discard. */
    record Pon() implements GuangdongAction, TableAction.Pung {
    }

    /** 明杠 of the discard (放杠) onto a concealed triplet. */
    record Kong() implements GuangdongAction, TableAction.Kong {
    }

    /** 暗杠 of four concealed tiles of a kind. */
    record ConcealedKong(TileKind kind) implements GuangdongAction, TableAction.ConcealedKong {
    }

    /** 加杠 / 补杠: add the fourth tile of a kind to one's 碰. */
    record AddedKong(TileKind kind) implements GuangdongAction, TableAction.AddedKong {
    }

    /**
     * 逃跑 (推倒胡 only): the seat's player leaves the game; whoever takes the seat plays on, and the seat
     * pays the 逃跑 penalty ({@code gd.tdh.escapePenalty} × 底分) when this hand is settled. Not a play:
     * {@link GuangdongGame#legalActions} never lists it (no agent or timeout chooses to leave), and the
     * game accepts it only from a seat it waits for (its turn or a claim), once per seat and hand; the
     * seat is still to act afterwards.
     */
    record Escape() implements GuangdongAction, TableAction.Aside {
    }
}
