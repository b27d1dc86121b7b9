package org.jantaku.guizhou.game;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableAction;

/** A seat's choice in 捉鸡麻将. There is no 吃. */
public sealed interface GuizhouAction extends TableAction {

    /** 打牌: discard a tile. */
    record Discard(Tile tile) implements GuizhouAction, TableAction.OfTile {
        @Override
        public Move move() {
            return Move.DISCARD;
        }
    }

    /** 报听: discard this tile (the first discard of the hand) and declare the hand ready; it is then frozen. */
    record DeclareReady(Tile tile) implements GuizhouAction, TableAction.OfTile {
        @Override
        public Move move() {
            return Move.DECLARE;
        }
    }

    /** 自摸: win on the drawn tile (杠上花 when it is a kong's replacement). */
    record SelfDraw() implements GuizhouAction {
        @Override
        public Move move() {
            return Move.SELF_DRAW;
        }
    }

    /** 胡: win on the discard just made, or rob the tile added to a pong (抢杠). */
    record Win() implements GuizhouAction {
        @Override
        public Move move() {
            return Move.WIN;
        }
    }

    /** 过: let the discard or the added kong go. */
    record Pass() implements GuizhouAction {
        @Override
        public Move move() {
            return Move.PASS;
        }
    }

    /** 碰: take the discard with two of one's own. */
    record Pong() implements GuizhouAction {
        @Override
        public Move move() {
            return Move.PUNG;
        }
    }

    /** 点豆: take the discard with three of one's own (明杠). */
    record Kong() implements GuizhouAction {
        @Override
        public Move move() {
            return Move.KONG;
        }
    }

    /** 闷豆: four of a kind from one's own hand (暗杠). */
    record ConcealedKong(TileKind kind) implements GuizhouAction, TableAction.OfKind {
        @Override
        public Move move() {
            return Move.CONCEALED_KONG;
        }
    }

    /** 转弯豆: add the drawn fourth tile to one's pong (补杠); others may rob it. */
    record AddedKong(TileKind kind) implements GuizhouAction, TableAction.OfKind {
        @Override
        public Move move() {
            return Move.ADDED_KONG;
        }
    }
}
