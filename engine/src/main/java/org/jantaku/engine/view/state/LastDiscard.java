package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The discard made last, where it lies: seat {@code seat}'s pond entry number {@code index} (0 =
 * its first discard), which is {@code tile}.
 */
@JsonPropertyOrder({"seat", "index", "tile"})
public record LastDiscard(@JsonProperty("seat") int seat, @JsonProperty("index") int index, @JsonProperty("tile") ViewTile tile) {
}
