package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Optional;

/**
 * A discard in a seat's pond (河), in the order discarded.
 *
 * @param tile the tile
 * @param tsumogiri whether it was the tile just drawn (ツモ切り); empty where the engine does not
 *     say (Guizhou, Guangdong)
 * @param declared whether it declared (立直; a table lays it sideways); false where the pond is plain tiles (Guizhou,
 *     Guangdong: a 报听 discard is not marked)
 * @param called whether another seat called it (Riichi keeps called tiles in the pond; in the Chinese
 *     variants a claimed discard leaves the pond, so this is always false there)
 */
@JsonPropertyOrder({"tile", "tsumogiri", "declared", "called"})
public record PondEntry(@JsonProperty("tile") ViewTile tile, @JsonProperty("tsumogiri") Optional<Boolean> tsumogiri,
        @JsonProperty("declared") boolean declared, @JsonProperty("called") boolean called) {

    /** A discard of a variant whose pond is plain tiles. */
    public static PondEntry plain(ViewTile tile) {
        return new PondEntry(tile, Optional.empty(), false, false);
    }
}
