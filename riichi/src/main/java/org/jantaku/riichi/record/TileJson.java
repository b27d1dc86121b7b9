package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.record.JsonFields;

/** Tiles as their Tenhou ids (0-135, kind = id / 4, 16/52/88 red), and per-seat values as arrays of four. */
final class TileJson {
    private TileJson() {
    }

    static ArrayNode ids(List<Tile> tiles) {
        ArrayNode a = JsonFields.array();
        for (Tile t : tiles) {
            a.add(t.id());
        }
        return a;
    }

    static ArrayNode ints(List<Integer> values) {
        ArrayNode a = JsonFields.array();
        values.forEach(a::add);
        return a;
    }

    static ArrayNode bySeat(BySeat<Integer> values) {
        return ints(values.toList());
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
