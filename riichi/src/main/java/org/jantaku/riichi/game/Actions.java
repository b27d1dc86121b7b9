package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;

/**
 * Shared instances of the actions the engine offers on every step, so that listing the legal
 * actions allocates no new action: those the flow's lists hold ({@link RiichiGame#ACTIONS} is made of
 * them) and Riichi's own (pons and chis by their tiles, the declarations at a draw, the dealer's
 * choice). Actions are values: a shared one equals a new one.
 */
final class Actions {
    static final RiichiAction.Tsumo TSUMO = new RiichiAction.Tsumo();
    static final RiichiAction.Ron RON = new RiichiAction.Ron();
    static final RiichiAction.Pass PASS = new RiichiAction.Pass();
    static final RiichiAction.NineTerminals NINE_TERMINALS = new RiichiAction.NineTerminals();
    static final RiichiAction.OpenKan OPEN_KAN = new RiichiAction.OpenKan();
    static final RiichiAction.DeclareTenpai DECLARE_TENPAI = new RiichiAction.DeclareTenpai();
    static final RiichiAction.DeclareNoten DECLARE_NOTEN = new RiichiAction.DeclareNoten();
    static final RiichiAction.PlayOn PLAY_ON = new RiichiAction.PlayOn();
    static final RiichiAction.EndGame END_GAME = new RiichiAction.EndGame();
    /** The choices of a tenpai seat at the draw, and of the dealer in the last hand. */
    static final java.util.List<RiichiAction> DECLARATIONS = java.util.List.of(DECLARE_TENPAI, DECLARE_NOTEN);
    static final java.util.List<RiichiAction> DEALER_CHOICES = java.util.List.of(PLAY_ON, END_GAME);
    /** The answers on a kan's tile: rob it (搶槓) or let it pass. */
    static final java.util.List<RiichiAction> RON_OR_PASS = java.util.List.of(RON, PASS);

    /** Pons and chis by their two tiles' ids ({@code first * 136 + second}), the pairs a claim can show. */
    private static final RiichiAction.Pon[] PON = new RiichiAction.Pon[Tile.COUNT * Tile.COUNT];
    private static final RiichiAction.Chi[] CHI = new RiichiAction.Chi[Tile.COUNT * Tile.COUNT];

    static {
        for (int a = 0; a < Tile.COUNT; a++) {
            for (int b = 0; b < Tile.COUNT; b++) {
                int ka = a >> 2;
                int kb = b >> 2;
                if (ka == kb && a != b) {
                    PON[a * Tile.COUNT + b] = new RiichiAction.Pon(Tile.of(a), Tile.of(b));
                } else if (kb < 27 && ka / 9 == kb / 9 && ka != kb && Math.abs(ka - kb) <= 2) {
                    CHI[a * Tile.COUNT + b] = new RiichiAction.Chi(Tile.of(a), Tile.of(b));
                }
            }
        }
    }

    private Actions() {
    }

    /** The pon showing {@code a} and {@code b} (two tiles of one kind). */
    static RiichiAction.Pon pon(Tile a, Tile b) {
        return PON[a.id() * Tile.COUNT + b.id()];
    }

    /** The chi showing {@code a} and {@code b} (two number tiles of one suit, one or two kinds apart). */
    static RiichiAction.Chi chi(Tile a, Tile b) {
        return CHI[a.id() * Tile.COUNT + b.id()];
    }
}
