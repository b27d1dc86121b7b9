package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.jantaku.core.tile.Tile;

/**
 * A physical tile on the wire: its MPSZ name ({@code 0m} for a red five, rewritten {@code 5m} by
 * by the server under rules without red fives) and its copy 0-135.
 */
@JsonPropertyOrder({"tile", "id"})
public record ViewTile(@JsonProperty("tile") String tile, @JsonProperty("id") int id) {

    public static ViewTile of(Tile t) {
        return new ViewTile(t.mpsz(), t.id());
    }
}
