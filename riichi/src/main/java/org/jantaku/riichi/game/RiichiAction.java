package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableAction;

/**
 * A Riichi seat's choices, each concrete: which tiles a call uses, which kan. Each says its table-flow
 * {@link org.jantaku.engine.table.Move}; nine terminals, 北抜き, the tenpai declarations and the dealer's choice
 * are Riichi's own ({@link TableAction.Own}).
 */
public sealed interface RiichiAction extends TableAction permits RiichiAction.Discard, RiichiAction.DeclareRiichi,
        RiichiAction.Tsumo, RiichiAction.Ron, RiichiAction.Pass, RiichiAction.NineTerminals, RiichiAction.Chi,
        RiichiAction.Pon, RiichiAction.OpenKan, RiichiAction.ClosedKan, RiichiAction.AddedKan, RiichiAction.DeclareTenpai,
        RiichiAction.DeclareNoten, RiichiAction.PlayOn, RiichiAction.EndGame, RiichiAction.Nuki {

    /** 打牌: discard a tile of the hand. */
    record Discard(Tile tile) implements RiichiAction, TableAction.Discard {
        /** The shared discard of {@code t} (the instance the legal lists hold; equal to a new one). */
        public static RiichiAction.Discard of(Tile t) {
            return (RiichiAction.Discard) RiichiGame.ACTIONS.discard(t);
        }
    }

    /** 立直: declare riichi with this discard. */
    record DeclareRiichi(Tile tile) implements RiichiAction, TableAction.Declare {
    }

    /** ツモ: win on the tile just drawn. */
    record Tsumo() implements RiichiAction, TableAction.SelfDraw {
    }

    /** ロン: win on the discard just made (or the tile added to a kan: 搶槓). */
    record Ron() implements RiichiAction, TableAction.Win {
    }

    /** Let a discard go by. */
    record Pass() implements RiichiAction, TableAction.Pass {
    }

    /** 九種九牌: end the hand as an abortive draw (first turn, no call yet, nine terminal and honour kinds). */
    record NineTerminals() implements RiichiAction, TableAction.Own {
    }

    /** チー: take the discard of the seat on the left with these two tiles of the hand. */
    record Chi(Tile first, Tile second) implements RiichiAction {
        @Override
        public Move move() {
            return Move.CHI;
        }
    }

    /** ポン: take the discard with these two tiles of the hand. */
    record Pon(Tile first, Tile second) implements RiichiAction, TableAction.Pung {
    }

    /** 大明槓: take the discard with the three tiles of its kind in the hand. */
    record OpenKan() implements RiichiAction, TableAction.Kong {
    }

    /** 暗槓: declare the four tiles of a kind in the hand. */
    record ClosedKan(TileKind kind) implements RiichiAction, TableAction.ConcealedKong {
    }

    /** 加槓: add this tile to the seat's pon of its kind. */
    record AddedKan(Tile tile) implements RiichiAction, TableAction.AddedKong {
        /** The kind of the pon the tile is added to. */
        @Override
        public TileKind kind() {
            return tile.kind();
        }
    }

    /** 聴牌宣言: at an exhaustive draw, show the tenpai hand ({@code riichi.notenDeclarationWhenTenpai}). */
    record DeclareTenpai() implements RiichiAction, TableAction.Own {
    }

    /** ノーテン宣言: at an exhaustive draw, declare noten although tenpai (the hand stays hidden). */
    record DeclareNoten() implements RiichiAction, TableAction.Own {
    }

    /** 続行: the dealer kept on in the last hand plays on ({@code riichi.agariYame=kyoto}, not first). */
    record PlayOn() implements RiichiAction, TableAction.Own {
    }

    /**
     * 北抜き (three-player Riichi, {@code riichi.nukiDora}): set this North of the hand aside as a dora,
     * on one's turn after a draw, for a replacement draw from the dead wall.
     */
    record Nuki(Tile tile) implements RiichiAction, TableAction.Own {
    }

    /** アガリ止め / テンパイ止め: the dealer kept on in the last hand ends the game ({@code riichi.agariYame=kyoto}). */
    record EndGame() implements RiichiAction, TableAction.Own {
    }
}
