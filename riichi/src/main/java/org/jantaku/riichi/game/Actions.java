package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;

/**
 * Shared instances of the actions the engine offers on every step, so that listing the legal
 * actions allocates no new action. Actions are values: a shared one equals a new one.
 */
final class Actions {
    static final RiichiAction.Tsumo TSUMO = new RiichiAction.Tsumo();
    static final RiichiAction.Ron RON = new RiichiAction.Ron();
    static final RiichiAction.Pass PASS = new RiichiAction.Pass();
    static final RiichiAction.NineTerminals NINE_TERMINALS = new RiichiAction.NineTerminals();
    static final RiichiAction.OpenKan OPEN_KAN = new RiichiAction.OpenKan();

    private static final RiichiAction.Discard[] DISCARD = new RiichiAction.Discard[Tile.COUNT];
    private static final RiichiAction.DeclareRiichi[] RIICHI = new RiichiAction.DeclareRiichi[Tile.COUNT];

    static {
        for (int id = 0; id < Tile.COUNT; id++) {
            DISCARD[id] = new RiichiAction.Discard(Tile.of(id));
            RIICHI[id] = new RiichiAction.DeclareRiichi(Tile.of(id));
        }
    }

    private Actions() {
    }

    static RiichiAction.Discard discard(Tile t) {
        return DISCARD[t.id()];
    }

    static RiichiAction.DeclareRiichi riichi(Tile t) {
        return RIICHI[t.id()];
    }
}
