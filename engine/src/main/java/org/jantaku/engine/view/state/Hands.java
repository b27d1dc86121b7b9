package org.jantaku.engine.view.state;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;

/** A seat's concealed tiles as the view protocol splits them: the hand in tile order, and the drawn tile apart. */
public final class Hands {
    private Hands() {
    }

    /** The drawn tile, when the view shows it and it is in this seat's shown hand. */
    public static Optional<Tile> drawnIn(Optional<List<Tile>> hand, Optional<Tile> drawn) {
        return drawn.filter(d -> hand.map(h -> h.contains(d)).orElse(false));
    }

    /** The shown hand without its drawn tile, in tile order. */
    public static Optional<List<ViewTile>> without(Optional<List<Tile>> hand, Optional<Tile> drawn) {
        return hand.map(h -> h.stream().filter(t -> drawn.map(d -> !d.equals(t)).orElse(true)).sorted().map(ViewTile::of).toList());
    }

    public static Optional<ViewTile> tile(Optional<Tile> t) {
        return t.map(ViewTile::of);
    }
}
