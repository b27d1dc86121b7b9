package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableActionCodec;
import org.jantaku.riichi.game.RiichiAction;

/**
 * Riichi's actions in records, with mjai's names: the engine's {@link TableActionCodec} names every move
 * ({@code discard}, {@code riichi}, {@code tsumo}, {@code ron}, {@code pass}, and a call by its meld's
 * {@linkplain MeldShape#mjaiType() mjai type}) and writes the moves' shared fields; Riichi writes its own actions
 * ({@code nine_terminals}, {@code declare_tenpai}, {@code declare_noten}, {@code play_on}, {@code end_game},
 * {@code nuki} with its tile) and the fields of the calls that are its own: {@code chi} and {@code pon} with the two
 * {@code tiles} of the hand, {@code ankan} with the {@code kind}'s index (0-33), {@code kakan} with the {@code tile} added.
 */
final class ActionJson implements TableActionCodec.Own<RiichiAction> {
    /** The record name of each move. */
    static final Map<Move, String> NAMES = Map.of(Move.DISCARD, "discard", Move.DECLARE, "riichi", Move.SELF_DRAW, "tsumo",
            Move.WIN, "ron", Move.PASS, "pass", Move.CHI, MeldShape.CHI.mjaiType(), Move.PUNG, MeldShape.PUNG.mjaiType(),
            Move.KONG, MeldShape.EXPOSED_KONG.mjaiType(), Move.CONCEALED_KONG, MeldShape.CONCEALED_KONG.mjaiType(),
            Move.ADDED_KONG, MeldShape.ADDED_KONG.mjaiType());
    private static final List<String> TYPES = List.of("nine_terminals", "declare_tenpai", "declare_noten", "play_on", "end_game",
            "nuki");
    private static final Set<Move> MOVES = Set.of(Move.CHI, Move.PUNG, Move.CONCEALED_KONG, Move.ADDED_KONG);

    @Override
    public List<String> types() {
        return TYPES;
    }

    @Override
    public Set<Move> moves() {
        return MOVES;
    }

    @Override
    public boolean write(RiichiAction action, ObjectNode o) {
        switch (action) {
            case RiichiAction.Chi c -> o.set("tiles", pair(c.first(), c.second()));
            case RiichiAction.Pon p -> o.set("tiles", pair(p.first(), p.second()));
            case RiichiAction.ClosedKan k -> o.put("kind", k.kind().index());
            case RiichiAction.AddedKan k -> o.put("tile", k.tile().id());
            case RiichiAction.Nuki n -> o.put("type", "nuki").put("tile", n.tile().id());
            case RiichiAction.NineTerminals n -> o.put("type", "nine_terminals");
            case RiichiAction.DeclareTenpai d -> o.put("type", "declare_tenpai");
            case RiichiAction.DeclareNoten d -> o.put("type", "declare_noten");
            case RiichiAction.PlayOn p -> o.put("type", "play_on");
            case RiichiAction.EndGame e -> o.put("type", "end_game");
            case RiichiAction.Discard d -> { return false; }
            case RiichiAction.DeclareRiichi r -> { return false; }
            case RiichiAction.Tsumo t -> { return false; }
            case RiichiAction.Ron r -> { return false; }
            case RiichiAction.Pass p -> { return false; }
            case RiichiAction.OpenKan k -> { return false; }
        }
        return true;
    }

    @Override
    public RiichiAction read(Move move, String type, JsonNode json) {
        return switch (move) {
            case CHI -> new RiichiAction.Chi(tile(json, 0), tile(json, 1));
            case PUNG -> new RiichiAction.Pon(tile(json, 0), tile(json, 1));
            case CONCEALED_KONG -> new RiichiAction.ClosedKan(TileKind.of(JsonFields.integer(json, "kind", 0, 33)));
            case ADDED_KONG -> new RiichiAction.AddedKan(tile(json));
            default -> switch (type) {
                case "nuki" -> new RiichiAction.Nuki(tile(json));
                case "nine_terminals" -> new RiichiAction.NineTerminals();
                case "declare_tenpai" -> new RiichiAction.DeclareTenpai();
                case "declare_noten" -> new RiichiAction.DeclareNoten();
                case "play_on" -> new RiichiAction.PlayOn();
                case "end_game" -> new RiichiAction.EndGame();
                default -> throw new IllegalArgumentException("not one of Riichi's own actions: " + type);
            };
        };
    }

    /** The tile of the {@code tile} field, a Tenhou id (0-135). */
    private static Tile tile(JsonNode json) {
        return Tile.of(JsonFields.integer(json, "tile", 0, Tile.COUNT - 1));
    }

    /** The tile at an index of the {@code tiles} field, which holds two. */
    private static Tile tile(JsonNode json, int index) {
        ArrayNode tiles = JsonFields.array(json, "tiles", 2);
        return Tile.of(JsonFields.wholeNumber(tiles.get(index), "tiles[" + index + "]", 0, Tile.COUNT - 1));
    }

    private static ArrayNode pair(Tile a, Tile b) {
        return JsonFields.array().add(a.id()).add(b.id());
    }
}
