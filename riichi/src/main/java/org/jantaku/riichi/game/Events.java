package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;

/**
 * Shared instances of the events of nearly every step — a draw (ツモ) and a discard (打牌) — so that
 * a step allocates no event. Events are values (records): a shared one equals a new one.
 */
final class Events {
    /** Draws by {@code seat * 136 + tile id}. */
    private static final RiichiEvent.Drew[] DREW = new RiichiEvent.Drew[4 * Tile.COUNT];
    /** Discards by {@code ((seat * 136 + tile id) * 2 + tsumogiri) * 2 + riichi}. */
    private static final RiichiEvent.Discarded[] DISCARDED = new RiichiEvent.Discarded[4 * Tile.COUNT * 4];

    static {
        for (int seat = 0; seat < 4; seat++) {
            for (int id = 0; id < Tile.COUNT; id++) {
                Tile t = Tile.of(id);
                DREW[seat * Tile.COUNT + id] = new RiichiEvent.Drew(seat, t);
                for (int flags = 0; flags < 4; flags++) {
                    DISCARDED[(seat * Tile.COUNT + id) * 4 + flags] =
                            new RiichiEvent.Discarded(seat, t, (flags & 2) != 0, (flags & 1) != 0);
                }
            }
        }
    }

    private Events() {
    }

    /** {@code seat} draws {@code t}. */
    static RiichiEvent.Drew drew(int seat, Tile t) {
        return DREW[seat * Tile.COUNT + t.id()];
    }

    /** {@code seat} discards {@code t}, from the draw ({@code tsumogiri}) or not, declaring {@code riichi} or not. */
    static RiichiEvent.Discarded discarded(int seat, Tile t, boolean tsumogiri, boolean riichi) {
        return DISCARDED[(seat * Tile.COUNT + t.id()) * 4 + (tsumogiri ? 2 : 0) + (riichi ? 1 : 0)];
    }
}
