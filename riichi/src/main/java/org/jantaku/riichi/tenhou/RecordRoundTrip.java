package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * A record sent through an export and back ({@code docs/mjai.md}, "Round trips"): written as mjai or
 * tenhou.net/6, read back ({@link MjaiReader}, {@link Tenhou6Reader}) and imported ({@link TenhouImport}), and
 * compared with the original. Two records are the same game when they have the same rules, preset and
 * players, the same steps (seat and action) and the same events, with what the formats cannot carry left out:
 * each tile is compared by its face (a red five only under red fives), since they carry no tile ids; the dice of
 * each deal, which follow from the rebuilt wall, are not compared; and a claim the game did not carry out (a chi
 * that gave way to a pon, a call that gave way to a ron) counts as the pass it reads back as. The walls themselves
 * differ (seeded in the original, given in the copy).
 */
public final class RecordRoundTrip {
    /** The formats a record can be exported in and read back from. */
    public enum Format {
        MJAI, TENHOU6
    }

    /** Record fields that hold tile ids (in actions, events and melds). */
    private static final Set<String> TILE_FIELDS = Set.of("tile", "tiles", "dora_indicator", "hands", "hand", "win_tile",
            "indicator", "called", "added");

    private RecordRoundTrip() {
    }

    /** The exported text of a record. */
    public static String export(Format format,
            GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        return write(format, ExportedGame.of(record));
    }

    private static String write(Format format, ExportedGame game) {
        return switch (format) {
            case MJAI -> MjaiWriter.write(game);
            case TENHOU6 -> Tenhou6Writer.write(game);
        };
    }

    /** A record's exported text in every format (its actions played once for all). */
    public static Map<Format, String> exports(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        ExportedGame game = ExportedGame.of(record);
        Map<Format, String> out = new java.util.EnumMap<>(Format.class);
        for (Format f : Format.values()) {
            out.put(f, write(f, game));
        }
        return out;
    }

    /**
     * The record an export reads back as: the export read ({@link MjaiReader} or {@link Tenhou6Reader}) and
     * imported.
     *
     * @throws MjlogException when the export cannot be read
     * @throws IllegalArgumentException when it does not replay through the engine (named by hand and difference)
     */
    public static GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> readBack(Format format,
            String exported, String name) {
        Mjlog log = switch (format) {
            case MJAI -> MjaiReader.read(exported, name);
            case TENHOU6 -> Tenhou6Reader.read(exported, name);
        };
        return TenhouImport.write(log, java.io.Writer.nullWriter()).record();
    }

    /**
     * The first difference between two records of one game, tiles compared by face and dice left out; empty
     * when they are the same game.
     */
    public static Optional<String> difference(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> a,
            GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> b) {
        if (!a.header().rules().equals(b.header().rules())) {
            return Optional.of("rules differ in " + a.header().rules().differences(b.header().rules()).stream().map(k -> k.id()).toList());
        }
        if (!a.header().preset().equals(b.header().preset())) {
            return Optional.of("preset " + a.header().preset() + " vs " + b.header().preset());
        }
        if (!a.header().players().equals(b.header().players())) {
            return Optional.of("players " + a.header().players() + " vs " + b.header().players());
        }
        boolean red = a.header().rules().get(RiichiRules.RED_FIVES).get(0) == 1;
        Optional<String> d = differ("step 0 events", a.startEvents(), b.startEvents(), red);
        if (d.isPresent()) {
            return d;
        }
        int n = Math.min(a.steps().size(), b.steps().size());
        for (int i = 0; i < n; i++) {
            RecordStep<RiichiAction> x = a.steps().get(i);
            RecordStep<RiichiAction> y = b.steps().get(i);
            String at = "step " + x.step();
            if (x.seat() != y.seat()) {
                return Optional.of(at + ": seat " + x.seat() + " vs " + y.seat());
            }
            d = differ(at + " action", List.of(action(a.steps(), i)), List.of(action(b.steps(), i)), red);
            if (d.isEmpty()) {
                d = differ(at + " events", x.events(), y.events(), red);
            }
            if (d.isPresent()) {
                return d;
            }
        }
        if (a.steps().size() != b.steps().size()) {
            return Optional.of(a.steps().size() + " steps vs " + b.steps().size());
        }
        return Optional.empty();
    }

    /**
     * A step's action as the formats can tell it: a claim the game did not carry out (a chi that gave way to
     * another seat's pon, a call that gave way to a ron, a ron cut off by another's) is a pass, since neither
     * format records an answer that changed nothing.
     */
    private static JsonNode action(List<RecordStep<RiichiAction>> steps, int i) {
        RecordStep<RiichiAction> step = steps.get(i);
        JsonNode action = RiichiRecordCodec.RIICHI.codec().encodeAction(step.action());
        String type = action.get("type").asText();
        boolean call = MeldShape.ofMjaiType(type).filter(s -> !s.isOwnKong()).isPresent();
        String shows = call ? "called" : type.equals("ron") ? "won" : "";
        if (shows.isEmpty()) {
            return action;
        }
        for (int j = i; j < steps.size(); j++) {
            List<JsonNode> events = steps.get(j).events();
            if (events.isEmpty()) {
                continue; // the claim window is still open
            }
            for (JsonNode e : events) {
                boolean mine = e.path("type").asText().equals(shows) && e.path("seat").asInt() == step.seat();
                boolean tripleRon = type.equals("ron") && e.path("kind").asText().equals("triple_ron");
                if (mine || tripleRon) {
                    return action;
                }
            }
            return JsonNodeFactory.instance.objectNode().put("type", "pass");
        }
        return action;
    }

    private static Optional<String> differ(String what, List<JsonNode> a, List<JsonNode> b, boolean red) {
        if (a.size() == b.size()) {
            boolean same = true;
            for (int i = 0; i < a.size() && same; i++) {
                same = same(a.get(i), b.get(i), false, red);
            }
            if (same) {
                return Optional.empty();
            }
        }
        ArrayNode x = JsonNodeFactory.instance.arrayNode();
        a.forEach(n -> x.add(faces(n, false, red)));
        ArrayNode y = JsonNodeFactory.instance.arrayNode();
        b.forEach(n -> y.add(faces(n, false, red)));
        return x.equals(y) ? Optional.empty() : Optional.of(what + ": " + x + " vs " + y);
    }

    /** Whether two JSON values are equal with tile ids compared by face and dice left out (no copies made). */
    private static boolean same(JsonNode a, JsonNode b, boolean tiles, boolean red) {
        if (a.isObject()) {
            if (!b.isObject() || a.size() != b.size()) {
                return false;
            }
            // one codec wrote both, so the members come in the same order: walked side by side
            java.util.Iterator<Map.Entry<String, JsonNode>> x = a.fields();
            java.util.Iterator<Map.Entry<String, JsonNode>> y = b.fields();
            while (x.hasNext()) {
                Map.Entry<String, JsonNode> e = x.next();
                Map.Entry<String, JsonNode> f = y.next();
                String key = e.getKey();
                if (!key.equals(f.getKey())) {
                    return false;
                }
                if (!key.equals("dice") && !same(e.getValue(), f.getValue(), TILE_FIELDS.contains(key), red)) {
                    return false;
                }
            }
            return true;
        }
        if (a.isArray()) {
            if (!b.isArray() || a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!same(a.get(i), b.get(i), tiles, red)) {
                    return false;
                }
            }
            return true;
        }
        if (tiles && a.isIntegralNumber() && b.isIntegralNumber()) {
            Tile x = Tile.of(a.intValue());
            Tile y = Tile.of(b.intValue());
            return x.kind() == y.kind() && (!red || x.isRed() == y.isRed());
        }
        return a.equals(b);
    }

    /** A copy of the JSON with tile ids as faces ({@code 5m}, {@code 0m} for a red five) and no dice. */
    private static JsonNode faces(JsonNode node, boolean tiles, boolean red) {
        if (node.isObject()) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (!e.getKey().equals("dice")) {
                    o.set(e.getKey(), faces(e.getValue(), TILE_FIELDS.contains(e.getKey()), red));
                }
            }
            return o;
        }
        if (node.isArray()) {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            node.forEach(n -> a.add(faces(n, tiles, red)));
            return a;
        }
        if (tiles && node.isIntegralNumber()) {
            Tile t = Tile.of(node.intValue());
            return TextNode.valueOf(red ? t.mpsz() : t.kind().mpsz());
        }
        return node;
    }
}
