package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * A variant's tiles in the fields of a table-side hand, read by {@link TileText} with errors naming
 * the field: its tile set, and the game's name for the refusal of a tile it lacks.
 *
 * @param game the game's name ({@code 捉鸡麻将})
 */
public record TileFields(TileSet set, String game) {

    /** One tile, which must be there. */
    public TileKind one(JsonNode node, String name, String field) {
        return TileText.one(SettleFields.text(node, name, field), field, set, game);
    }

    /** One tile in a value that must be a text. */
    public TileKind one(JsonNode value, String field) {
        return TileText.one(SettleFields.text(value, field), field, set, game);
    }

    /** One tile, empty when absent. */
    public Optional<TileKind> optionalOne(JsonNode node, String name, String field) {
        return SettleFields.optionalText(node, name, field).map(t -> TileText.one(t, field, set, game));
    }

    /** Tiles, which must be there. */
    public List<TileKind> kinds(JsonNode node, String name, String field) {
        return TileText.kinds(SettleFields.text(node, name, field), field, set, game);
    }

    /** Tiles, empty when absent. */
    public Optional<List<TileKind>> optionalKinds(JsonNode node, String name, String field) {
        return SettleFields.optionalText(node, name, field).map(t -> TileText.kinds(t, field, set, game));
    }
}
