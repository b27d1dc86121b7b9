package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordException;
import org.jantaku.riichi.game.RiichiAction;

/**
 * Riichi actions as JSON, with mjai's names: {@code discard}, {@code riichi}, {@code tsumo},
 * {@code ron}, {@code pass}, {@code nine_terminals}, {@code chi}, {@code pon}, {@code daiminkan},
 * {@code ankan}, {@code kakan} and Jantaku's own for what mjai has no action for ({@link Type}).
 */
final class ActionJson {
    /**
     * Every action's JSON type, one per kind of {@link RiichiAction} ({@link #of} says which): an error lists them all
     * from here, and a new action cannot be left out (the switches over actions and over types are exhaustive).
     */
    enum Type {
        DISCARD("discard"), RIICHI("riichi"), TSUMO("tsumo"), RON("ron"), PASS("pass"), NINE_TERMINALS("nine_terminals"),
        CHI(MeldShape.CHI.mjaiType()), PON(MeldShape.PUNG.mjaiType()), DAIMINKAN(MeldShape.EXPOSED_KONG.mjaiType()),
        ANKAN(MeldShape.CONCEALED_KONG.mjaiType()), KAKAN(MeldShape.ADDED_KONG.mjaiType()), DECLARE_TENPAI("declare_tenpai"),
        DECLARE_NOTEN("declare_noten"), PLAY_ON("play_on"), END_GAME("end_game"), NUKI("nuki");

        private final String json;

        Type(String json) {
            this.json = json;
        }

        /** The name in JSON. */
        String json() {
            return json;
        }

        /** The type of an action. */
        static Type of(RiichiAction action) {
            return switch (action) {
                case RiichiAction.Discard x -> DISCARD;
                case RiichiAction.DeclareRiichi x -> RIICHI;
                case RiichiAction.Tsumo x -> TSUMO;
                case RiichiAction.Ron x -> RON;
                case RiichiAction.Pass x -> PASS;
                case RiichiAction.NineTerminals x -> NINE_TERMINALS;
                case RiichiAction.Chi x -> CHI;
                case RiichiAction.Pon x -> PON;
                case RiichiAction.OpenKan x -> DAIMINKAN;
                case RiichiAction.ClosedKan x -> ANKAN;
                case RiichiAction.AddedKan x -> KAKAN;
                case RiichiAction.DeclareTenpai x -> DECLARE_TENPAI;
                case RiichiAction.DeclareNoten x -> DECLARE_NOTEN;
                case RiichiAction.PlayOn x -> PLAY_ON;
                case RiichiAction.EndGame x -> END_GAME;
                case RiichiAction.Nuki x -> NUKI;
            };
        }

        /** The type named {@code json}, if any. */
        static Optional<Type> named(String json) {
            return Arrays.stream(values()).filter(t -> t.json.equals(json)).findFirst();
        }

        /** Every type's name, in order: {@code discard, riichi, …}. */
        static String names() {
            return Arrays.stream(values()).map(Type::json).collect(Collectors.joining(", "));
        }
    }

    private ActionJson() {
    }

    static ObjectNode encode(RiichiAction action) {
        ObjectNode o = JsonFields.object();
        o.put("type", Type.of(action).json());
        switch (action) {
            case RiichiAction.Discard d -> o.put("tile", d.tile().id());
            case RiichiAction.DeclareRiichi r -> o.put("tile", r.tile().id());
            case RiichiAction.Chi c -> o.set("tiles", pair(c.first(), c.second()));
            case RiichiAction.Pon p -> o.set("tiles", pair(p.first(), p.second()));
            case RiichiAction.ClosedKan k -> o.put("kind", k.kind().index());
            case RiichiAction.AddedKan k -> o.put("tile", k.tile().id());
            case RiichiAction.Nuki n -> o.put("tile", n.tile().id());
            case RiichiAction.Tsumo t -> {
            }
            case RiichiAction.Ron r -> {
            }
            case RiichiAction.Pass p -> {
            }
            case RiichiAction.NineTerminals n -> {
            }
            case RiichiAction.OpenKan k -> {
            }
            case RiichiAction.DeclareTenpai d -> {
            }
            case RiichiAction.DeclareNoten d -> {
            }
            case RiichiAction.PlayOn p -> {
            }
            case RiichiAction.EndGame e -> {
            }
        }
        return o;
    }

    static RiichiAction decode(JsonNode json) {
        String name = JsonFields.text(json, "type");
        Type type = Type.named(name).orElseThrow(() -> RecordException.field("type", "unknown riichi action '" + name
                + "' (known: " + Type.names() + ")"));
        return switch (type) {
            case DISCARD -> new RiichiAction.Discard(TileJson.tile(json, "tile"));
            case RIICHI -> new RiichiAction.DeclareRiichi(TileJson.tile(json, "tile"));
            case TSUMO -> new RiichiAction.Tsumo();
            case RON -> new RiichiAction.Ron();
            case PASS -> new RiichiAction.Pass();
            case NINE_TERMINALS -> new RiichiAction.NineTerminals();
            case CHI -> call(MeldShape.CHI, json);
            case PON -> call(MeldShape.PUNG, json);
            case DAIMINKAN -> call(MeldShape.EXPOSED_KONG, json);
            case ANKAN -> call(MeldShape.CONCEALED_KONG, json);
            case KAKAN -> call(MeldShape.ADDED_KONG, json);
            case DECLARE_TENPAI -> new RiichiAction.DeclareTenpai();
            case DECLARE_NOTEN -> new RiichiAction.DeclareNoten();
            case PLAY_ON -> new RiichiAction.PlayOn();
            case END_GAME -> new RiichiAction.EndGame();
            case NUKI -> new RiichiAction.Nuki(TileJson.tile(json, "tile"));
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
