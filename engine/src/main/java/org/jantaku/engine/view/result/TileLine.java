package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import org.jantaku.engine.view.Caption;

/**
 * A line of tiles on a hand's end ({@link Extras}): its caption, the tiles and, where the line says something of each,
 * a note per tile (a horse: the seat it names).
 *
 * @param caption the words before the tiles ("Dora indicators")
 * @param tiles the tiles
 * @param notes a note per tile, in the tiles' order; empty where the line has none
 */
@JsonPropertyOrder({"caption", "tiles", "notes"})
public record TileLine(@JsonProperty("caption") Caption caption, @JsonProperty("tiles") List<TileView> tiles,
        @JsonProperty("notes") List<Caption> notes) {
    public TileLine {
        Objects.requireNonNull(caption, "caption");
        tiles = List.copyOf(tiles);
        notes = List.copyOf(notes);
        if (!notes.isEmpty() && notes.size() != tiles.size()) {
            throw new IllegalArgumentException(notes.size() + " notes for " + tiles.size() + " tiles");
        }
    }

    /** A line of tiles without notes. */
    public static TileLine of(Caption caption, List<TileView> tiles) {
        return new TileLine(caption, tiles, List.of());
    }
}
