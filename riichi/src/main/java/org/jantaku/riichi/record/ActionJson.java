package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordException;
import org.jantaku.riichi.game.RiichiAction;

/**
 * Riichi actions as JSON, with mjai's names: {@code discard}, {@code riichi}, {@code tsumo},
 * {@code ron}, {@code pass}, {@code nine_terminals}, {@code chi}, {@code pon}, {@code daiminkan},
 * {@code ankan}, {@code kakan}.
 */
final class ActionJson {
    static final String TYPES = "discard, riichi, tsumo, ron, pass, nine_terminals, chi, pon, daiminkan, ankan, kakan, declare_tenpai, declare_noten, play_on, end_game, nuki";

    private ActionJson() {
    }

    static ObjectNode encode(RiichiAction action) {
        ObjectNode o = JsonFields.object();
        switch (action) {
            case RiichiAction.Discard d -> o.put("type", "discard").put("tile", d.tile().id());
            case RiichiAction.DeclareRiichi r -> o.put("type", "riichi").put("tile", r.tile().id());
            case RiichiAction.Tsumo t -> o.put("type", "tsumo");
            case RiichiAction.Ron r -> o.put("type", "ron");
            case RiichiAction.Pass p -> o.put("type", "pass");
            case RiichiAction.NineTerminals n -> o.put("type", "nine_terminals");
            case RiichiAction.Chi c -> o.put("type", MeldShape.CHI.mjaiType())
                    .set("tiles", pair(c.first(), c.second()));
            case RiichiAction.Pon p -> o.put("type", MeldShape.PUNG.mjaiType())
                    .set("tiles", pair(p.first(), p.second()));
            case RiichiAction.OpenKan k -> o.put("type", MeldShape.EXPOSED_KONG.mjaiType());
            case RiichiAction.ClosedKan k -> o.put("type", MeldShape.CONCEALED_KONG.mjaiType())
                    .put("kind", k.kind().index());
            case RiichiAction.AddedKan k -> o.put("type", MeldShape.ADDED_KONG.mjaiType()).put("tile", k.tile().id());
            case RiichiAction.DeclareTenpai d -> o.put("type", "declare_tenpai");
            case RiichiAction.DeclareNoten d -> o.put("type", "declare_noten");
            case RiichiAction.PlayOn p -> o.put("type", "play_on");
            case RiichiAction.EndGame e -> o.put("type", "end_game");
            case RiichiAction.Nuki n -> o.put("type", "nuki").put("tile", n.tile().id());
        }
        return o;
    }

    static RiichiAction decode(JsonNode json) {
        String type = JsonFields.text(json, "type");
        Optional<MeldShape> meld = MeldShape.ofMjaiType(type);
        if (meld.isPresent()) {
            return call(meld.get(), json);
        }
        return switch (type) {
            case "discard" -> new RiichiAction.Discard(TileJson.tile(json, "tile"));
            case "riichi" -> new RiichiAction.DeclareRiichi(TileJson.tile(json, "tile"));
            case "tsumo" -> new RiichiAction.Tsumo();
            case "ron" -> new RiichiAction.Ron();
            case "pass" -> new RiichiAction.Pass();
            case "declare_tenpai" -> new RiichiAction.DeclareTenpai();
            case "declare_noten" -> new RiichiAction.DeclareNoten();
            case "play_on" -> new RiichiAction.PlayOn();
            case "end_game" -> new RiichiAction.EndGame();
            case "nine_terminals" -> new RiichiAction.NineTerminals();
            case "nuki" -> new RiichiAction.Nuki(TileJson.tile(json, "tile"));
            default -> throw RecordException.field("type", "unknown riichi action '" + type + "' (known: " + TYPES + ")");
        };
    }

    /** A call or a kan, by its meld's shape. */
    private static RiichiAction call(MeldShape shape, JsonNode json) {
        return switch (shape) {
            case CHI -> {
                ArrayNode a = JsonFields.array(json, "tiles", 2);
                yield new RiichiAction.Chi(TileJson.tile(a, 0, "tiles"), TileJson.tile(a, 1, "tiles"));
            }
            case PUNG -> {
                ArrayNode a = JsonFields.array(json, "tiles", 2);
                yield new RiichiAction.Pon(TileJson.tile(a, 0, "tiles"), TileJson.tile(a, 1, "tiles"));
            }
            case EXPOSED_KONG -> new RiichiAction.OpenKan();
            case CONCEALED_KONG -> new RiichiAction.ClosedKan(TileKind.of(JsonFields.integer(json, "kind", 0, 33)));
            case ADDED_KONG -> new RiichiAction.AddedKan(TileJson.tile(json, "tile"));
        };
    }

    private static ArrayNode pair(Tile a, Tile b) {
        return JsonFields.array().add(a.id()).add(b.id());
    }
}
