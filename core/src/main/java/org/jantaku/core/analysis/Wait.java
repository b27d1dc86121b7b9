package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileKind;

/**
 * A tile kind that would complete a waiting hand.
 *
 * @param kind the tile that completes the hand
 * @param ownCopies copies of the kind the player holds, concealed and in melds
 */
public record Wait(TileKind kind, int ownCopies) {
    /** Whether all four copies are the player's own: the wait can never come (純カラ / pure karaten). */
    public boolean exhaustedByOwnTiles() {
        return ownCopies >= 4;
    }
}
