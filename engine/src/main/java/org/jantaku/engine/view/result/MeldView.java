package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.TableMeld;

/**
 * A meld of a winning hand: its kind, its tiles, and the seat it was called from (none for a
 * concealed kong 暗杠 / 闷豆, which {@code concealed} marks); the page turns the called tile toward
 * that seat.
 *
 * @param kind chi, pon, kan … (Riichi by key, the table-flow variants with their terms' names)
 * @param tiles the tiles: for an open meld the called tile first where the engine records it (Riichi;
 *     an added kan's added tile next), else in the engine's order
 * @param from the seat the called tile came from
 * @param concealed a concealed kong
 */
public record MeldView(@JsonProperty("kind") Label kind, @JsonProperty("tiles") List<TileView> tiles,
        @JsonProperty("from") OptionalInt from, @JsonProperty("concealed") boolean concealed) {
    public MeldView {
        Objects.requireNonNull(kind, "kind");
        tiles = List.copyOf(tiles);
        Objects.requireNonNull(from, "from");
        if (concealed == from.isPresent()) {
            throw new IllegalArgumentException("a concealed meld has no source seat; an open one has one");
        }
    }

    /**
     * Meld {@code m} labelled {@code kind}: its tiles in the meld's order, or, {@code calledFirst} (Riichi), an
     * open meld's called tile first and an added kan's added tile next.
     */
    public static MeldView of(TableMeld m, Label kind, boolean calledFirst) {
        boolean concealed = m.shape() == MeldShape.CONCEALED_KONG;
        List<Tile> tiles = m.tiles();
        if (calledFirst && !concealed) {
            List<Tile> first = new ArrayList<>(2);
            m.called().ifPresent(first::add);
            m.added().ifPresent(first::add);
            List<Tile> ordered = new ArrayList<>(first);
            tiles.stream().filter(t -> !first.contains(t)).forEach(ordered::add);
            tiles = ordered;
        }
        return new MeldView(kind, TileView.of(tiles), concealed ? OptionalInt.empty() : OptionalInt.of(m.from()), concealed);
    }
}
