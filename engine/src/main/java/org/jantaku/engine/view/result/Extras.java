package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import org.jantaku.engine.view.Caption;

/**
 * What a variant's fields of a hand's end ({@link FlowHandView#extras}) show as the page draws it for any variant: lines of
 * tiles (ドラ and 裏ドラ indicators, 买马) and notes (烧光), in the JSON after the variant's own fields. A caption's
 * {@code who} and {@code from} arguments are seats, which the page writes as their players' names. A variant shows none
 * unless it says.
 */
public interface Extras {

    /** The lines of tiles, in the order shown (JSON {@code tile_lines}). */
    @JsonProperty("tile_lines")
    default List<TileLine> tileLines() {
        return List.of();
    }

    /** The notes, a line each, in the order shown (JSON {@code notes}). */
    @JsonProperty("notes")
    default List<Caption> notes() {
        return List.of();
    }
}
