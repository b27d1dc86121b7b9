package org.jantaku.engine.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordException;

/**
 * A variant's table actions in game records: {@code {"type": NAME}}, with {@code "tile"} (the tile id)
 * for a discard or declaration, {@code "kind"} (mpsz) for a kong from the hand or a discard naming a
 * kind, {@code "low"} (mpsz) for a chi's run; the variant names each move, and writes its {@link Own own}
 * actions itself. Decoding gives the variant's values (a shared move's made once) and refuses an unknown type
 * naming every type it knows.
 *
 * @param <A> the variant's actions
 */
public final class TableActionCodec<A extends TableAction> {
    private final String variant;
    private final TableActions<A> actions;
    private final int kinds;
    private final Map<Move, String> names;
    private final Map<String, Move> moves = new HashMap<>();
    private final Optional<Own<A>> own;

    /**
     * The actions a variant writes itself: its own ({@link Move#OWN}) and the fields of the moves whose fields are not
     * the shared ones (Riichi's chi and pon name their two tiles, its 暗槓 the kind's index, its 加槓 the tile), under
     * the move's name.
     */
    public interface Own<A> {
        /** The record name of each of the variant's own actions, in order. */
        List<String> types();

        /** The shared moves whose fields the variant writes and reads itself. */
        Set<Move> moves();

        /**
         * Writes an own action ({@code type} first), or the fields of one of the {@link #moves()} after its type; false
         * when the action is written the shared way.
         */
        boolean write(A action, ObjectNode o);

        /** The action of one of the {@link #types()} ({@code move}: {@link Move#OWN}) or of the {@link #moves()}. */
        A read(Move move, String type, JsonNode json);
    }

    /**
     * @param variant the variant's name, for errors
     * @param kinds how many tile kinds the variant plays with (27 without honours)
     * @param names the record name of each move the variant has
     */
    public TableActionCodec(String variant, TableActions<A> actions, int kinds, Map<Move, String> names) {
        this(variant, actions, kinds, names, Optional.empty());
    }

    /** A codec for a variant with actions it writes itself. */
    public TableActionCodec(String variant, TableActions<A> actions, int kinds, Map<Move, String> names, Optional<Own<A>> own) {
        this.variant = variant;
        this.actions = actions;
        this.kinds = kinds;
        this.names = new EnumMap<>(names);
        this.own = own;
        names.forEach((move, name) -> moves.put(name, move));
    }

    public ObjectNode encode(A action) {
        ObjectNode o = JsonFields.object();
        if (action.move() != Move.OWN) {
            o.put("type", names.get(action.move()));
        }
        if (own.isPresent() && own.get().write(action, o)) {
            return o;
        }
        switch (action) {
            case TableAction.OfTile t -> o.put("tile", t.tile().id());
            case TableAction.OfKind k -> o.put(action.move() == Move.CHI ? "low" : "kind", k.kind().mpsz());
            default -> { }
        }
        return o;
    }

    public A decode(JsonNode json) {
        String type = JsonFields.text(json, "type");
        Move move = moves.get(type);
        if (move == null) {
            if (own.isPresent() && own.get().types().contains(type)) {
                return own.get().read(Move.OWN, type, json);
            }
            throw RecordException.field("type", "unknown " + variant + " action '" + type + "' (known: "
                    + Stream.concat(names.values().stream(), own.stream().flatMap(o -> o.types().stream()))
                            .collect(Collectors.joining(", ")) + ")");
        }
        if (own.isPresent() && own.get().moves().contains(move)) {
            return own.get().read(move, type, json);
        }
        return switch (move) {
            case DISCARD -> actions.discard(actions.byKind() ? Tile.of(4 * kind(json, "kind")) : tile(json));
            case DECLARE -> actions.declare(tile(json));
            case SELF_DRAW -> actions.selfDraw;
            case WIN -> actions.win;
            case PASS -> actions.pass;
            case PUNG -> actions.pung();
            case KONG -> actions.kong;
            case CHI -> actions.chi(kind(json, "low"));
            case CONCEALED_KONG -> actions.concealedKong(kind(json, "kind"));
            case ADDED_KONG -> actions.addedKong(kind(json, "kind"));
            case ASIDE -> actions.aside();
            case OWN -> throw RecordException.field("type", variant + " action '" + type + "' is the variant's own");
        };
    }

    private Tile tile(JsonNode json) {
        return Tile.of(JsonFields.integer(json, "tile", 0, actions.tiles() - 1));
    }

    private int kind(JsonNode json, String field) {
        String text = JsonFields.text(json, field);
        for (int k = 0; k < kinds; k++) {
            if (TileKind.of(k).mpsz().equals(text)) {
                return k;
            }
        }
        throw RecordException.field(field, "expected a tile kind 1m-" + TileKind.of(kinds - 1).mpsz() + " in mpsz, found '"
                + text + "'");
    }
}
