package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A meld of a winning hand: its kind, its tiles, and the seat it was called from (none for a
 * concealed kong 暗杠 / 闷豆, which {@code concealed} marks); the page turns the called tile toward
 * that seat.
 *
 * @param kind chi, pon, kan … (Riichi and Guangdong by key, Guizhou with the engine's names)
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
}
