package org.jantaku.example.game;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.TableAction;

/**
 * A seat's choice in pairs 七对. There is no 吃 and no declaration. The records' names are those the table page
 * already knows ({@code Discard}, {@code SelfDraw}, {@code Win}, {@code Pass}, {@code Pong}, {@code Kong},
 * {@code ConcealedKong}, {@code AddedKong}): the page tells a discard, a win and a call, and words its buttons, by
 * the action's class name (see the module's README.md, "What a new variant still needs from outside").
 */
public sealed interface PairsAction extends TableAction {

    /** 打牌: discard a tile. */
    record Discard(Tile tile) implements PairsAction, TableAction.Discard {
    }

    /** 自摸: win on the drawn tile (杠上开花 when it is a kong's replacement). */
    record SelfDraw() implements PairsAction, TableAction.SelfDraw {
    }

    /** 胡: win on the discard just made, or rob the tile added to a pung (抢杠). */
    record Win() implements PairsAction, TableAction.Win {
    }

    /** 过: let the discard or the added kong go. */
    record Pass() implements PairsAction, TableAction.Pass {
    }

    /** 碰 (pung): take the discard with two of one's own. */
    record Pong() implements PairsAction, TableAction.Pung {
    }

    /** 明杠: take the discard with three of one's own. */
    record Kong() implements PairsAction, TableAction.Kong {
    }

    /** 暗杠: four of a kind from one's own hand. */
    record ConcealedKong(TileKind kind) implements PairsAction, TableAction.ConcealedKong {
    }

    /** 加杠: add the drawn fourth tile to one's pung; others may rob it. */
    record AddedKong(TileKind kind) implements PairsAction, TableAction.AddedKong {
    }
}
