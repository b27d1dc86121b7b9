package org.jantaku.riichi.game;

import org.jantaku.core.game.Action;
import org.jantaku.core.tile.Tile;

/** A Riichi seat's choices. Calls (chi, pon, kans) come with the next step of the engine. */
public sealed interface RiichiAction extends Action permits RiichiAction.Discard, RiichiAction.DeclareRiichi,
        RiichiAction.Tsumo, RiichiAction.Ron, RiichiAction.Pass, RiichiAction.NineTerminals {

    /** 打牌: discard a tile of the hand. */
    record Discard(Tile tile) implements RiichiAction {
    }

    /** 立直: declare riichi with this discard. */
    record DeclareRiichi(Tile tile) implements RiichiAction {
    }

    /** ツモ: win on the tile just drawn. */
    record Tsumo() implements RiichiAction {
    }

    /** ロン: win on the discard just made. */
    record Ron() implements RiichiAction {
    }

    /** Let a discard go by. */
    record Pass() implements RiichiAction {
    }

    /** 九種九牌: end the hand as an abortive draw (first turn, no call yet, nine terminal and honour kinds). */
    record NineTerminals() implements RiichiAction {
    }
}
