package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.engine.view.Caption;

/**
 * A line of tiles in the table's centre ({@link Centre}): tiles face up (ドラ表示牌), then tiles face down (买马).
 *
 * @param caption what they are, the line's full text ("Dora indicators", "3 horses face down")
 * @param label the words written before the tiles, where the line shows any ("Horse")
 * @param tiles the tiles face up
 * @param faceDown how many tiles lie face down after them
 */
@JsonPropertyOrder({"caption", "label", "tiles", "face_down"})
public record CentreTiles(@JsonProperty("caption") Caption caption, @JsonProperty("label") Optional<Caption> label,
        @JsonProperty("tiles") List<ViewTile> tiles, @JsonProperty("face_down") int faceDown) {
    public CentreTiles {
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(label, "label");
        tiles = List.copyOf(tiles);
    }
}
