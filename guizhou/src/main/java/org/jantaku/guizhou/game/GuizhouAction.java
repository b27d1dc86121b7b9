package org.jantaku.guizhou.game;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.TableAction;

/** A seat's choice in 捉鸡麻将. There is no 吃. */
public sealed interface GuizhouAction extends TableAction {

    /** 打牌: discard a tile. */
    record Discard(Tile tile) implements GuizhouAction, TableAction.Discard {
    }

    /** 报听: discard this tile (the first discard of the hand) and declare the hand ready; it is then frozen. */
    record DeclareReady(Tile tile) implements GuizhouAction, TableAction.Declare {
    }

    /** 自摸: win on the drawn tile (杠上花 when it is a kong's replacement). */
    record SelfDraw() implements GuizhouAction, TableAction.SelfDraw {
    }

    /** 胡: win on the discard just made, or rob the tile added to a pong (抢杠). */
    record Win() implements GuizhouAction, TableAction.Win {
    }

    /** 过: let the discard or the added kong go. */
    record Pass() implements GuizhouAction, TableAction.Pass {
    }

    /** 碰: take the discard with two of one's own. */
    record Pong() implements GuizhouAction, TableAction.Pung {
    }

    /** 点豆: take the discard with three of one's own (明杠). */
    record Kong() implements GuizhouAction, TableAction.Kong {
    }

    /** 闷豆: four of a kind from one's own hand (暗杠). */
    record ConcealedKong(TileKind kind) implements GuizhouAction, TableAction.ConcealedKong {
    }

    /** 转弯豆: add the drawn fourth tile to one's pong (补杠); others may rob it. */
    record AddedKong(TileKind kind) implements GuizhouAction, TableAction.AddedKong {
    }
}
