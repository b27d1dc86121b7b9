package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.record.JsonFields;

/** A record's tiles read as their Tenhou ids (0-135, kind = id / 4, 16/52/88 red); written by {@link JsonFields#tileIds}. */
final class TileJson {
    private TileJson() {
    }

    /** The tile of a field. */
    static Tile tile(JsonNode object, String field) {
        return Tile.of(JsonFields.integer(object, field, 0, Tile.COUNT - 1));
    }

    /** The tile at an index of an array field. */
    static Tile tile(ArrayNode array, int index, String field) {
        return Tile.of(JsonFields.wholeNumber(array.get(index), field + "[" + index + "]", 0, Tile.COUNT - 1));
    }
}
