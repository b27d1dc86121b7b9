package org.jantaku.guizhou.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordCodec;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.guizhou.game.GameMeld;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouEvent;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.guizhou.settle.SettlementJson;

/**
 * 捉鸡麻将's actions and events in game records (listed in {@code docs/guizhou.md}). Tiles are ids
 * 0-107 (kind = id / 4: 0-8 1m-9m, 9-17 1p-9p, 18-26 1s-9s); tile kinds are written in mpsz
 * ({@code "5m"}). Stateless and thread-safe.
 */
public final class GuizhouRecordCodec implements RecordCodec<GuizhouAction, GuizhouEvent> {

    /** The variant with its codec, for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> GUIZHOU =
            new RecordedVariant<>(new GuizhouGame(), new GuizhouRecordCodec());

    @Override
    public String variant() {
        return "guizhou";
    }

    @Override
    public ObjectNode encodeAction(GuizhouAction action) {
        ObjectNode o = JsonFields.object();
        switch (action) {
            case GuizhouAction.Discard d -> o.put("type", "discard").put("tile", d.tile().id());
            case GuizhouAction.DeclareReady d -> o.put("type", "baoting").put("tile", d.tile().id());
            case GuizhouAction.SelfDraw w -> o.put("type", "zimo");
            case GuizhouAction.Win w -> o.put("type", "hu");
            case GuizhouAction.Pass p -> o.put("type", "pass");
            case GuizhouAction.Pong p -> o.put("type", "pong");
            case GuizhouAction.Kong k -> o.put("type", "diandou");
            case GuizhouAction.ConcealedKong k -> o.put("type", "mendou").put("kind", k.kind().mpsz());
            case GuizhouAction.AddedKong k -> o.put("type", "zhuanwandou").put("kind", k.kind().mpsz());
        }
        return o;
    }

    @Override
    public GuizhouAction decodeAction(JsonNode json) {
        String type = JsonFields.text(json, "type");
        return switch (type) {
            case "discard" -> new GuizhouAction.Discard(tile(json));
            case "baoting" -> new GuizhouAction.DeclareReady(tile(json));
            case "zimo" -> new GuizhouAction.SelfDraw();
            case "hu" -> new GuizhouAction.Win();
            case "pass" -> new GuizhouAction.Pass();
            case "pong" -> new GuizhouAction.Pong();
            case "diandou" -> new GuizhouAction.Kong();
            case "mendou" -> new GuizhouAction.ConcealedKong(kind(json));
            case "zhuanwandou" -> new GuizhouAction.AddedKong(kind(json));
            default -> throw RecordException.field("type", "unknown guizhou action '" + type + "'");
        };
    }

    private static Tile tile(JsonNode json) {
        return Tile.of(JsonFields.integer(json, "tile", 0, 107));
    }

    private static TileKind kind(JsonNode json) {
        String text = JsonFields.text(json, "kind");
        for (int k = 0; k < 27; k++) {
            if (TileKind.of(k).mpsz().equals(text)) {
                return TileKind.of(k);
            }
        }
        throw RecordException.field("kind", "expected a tile kind 1m-9s in mpsz, found '" + text + "'");
    }

    @Override
    public ObjectNode encodeEvent(GuizhouEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case GuizhouEvent.DealerChosen e -> o.put("type", "dealer_chosen").put("thrower", e.thrower()).put("die", e.die())
                    .put("dealer", e.dealer());
            case GuizhouEvent.HandStarted e -> {
                o.put("type", "hand_started").put("hand", e.hand()).put("dealer", e.dealer()).put("streak", e.streak());
                o.putArray("dice").add(e.dice().first()).add(e.dice().second());
                o.put("wall_seat", e.wallSeat()).put("stacks_skipped", e.stacksSkipped());
                ArrayNode hands = o.putArray("hands");
                e.hands().toList().forEach(h -> hands.add(tiles(h)));
                o.set("scores", scores(e.scores()));
            }
            case GuizhouEvent.Drew e -> o.put("type", "drew").put("seat", e.seat()).put("tile", e.tile().id())
                    .put("replacement", e.replacement());
            case GuizhouEvent.Discarded e -> o.put("type", "discarded").put("seat", e.seat()).put("tile", e.tile().id())
                    .put("baoting", e.baoting());
            case GuizhouEvent.Called e -> {
                o.put("type", "called").put("seat", e.seat());
                o.set("meld", meld(e.meld()));
            }
            case GuizhouEvent.KongAdding e -> o.put("type", "kong_adding").put("seat", e.seat()).put("tile", e.tile().id());
            case GuizhouEvent.Won e -> {
                o.put("type", "won").put("seat", e.seat()).put("from", e.from()).put("way", e.way().key()).put("tile", e.tile().id());
                o.set("hand", tiles(e.hand()));
                o.put("pattern", e.pattern().key()).put("value", e.value());
            }
            case GuizhouEvent.ChickenFlipped e -> o.put("type", "chicken_flipped").put("tile", e.tile().id());
            case GuizhouEvent.HandSettled e -> {
                o.put("type", "hand_settled");
                o.setAll(SettlementJson.write(e.settlement()));
                o.set("scores", scores(e.scores()));
            }
            case GuizhouEvent.GameEnded e -> {
                o.put("type", "game_ended");
                o.set("scores", scores(e.scores()));
            }
        }
        return o;
    }

    static ArrayNode tiles(List<Tile> tiles) {
        ArrayNode a = JsonFields.array();
        tiles.forEach(t -> a.add(t.id()));
        return a;
    }

    static ArrayNode scores(BySeat<Integer> scores) {
        ArrayNode a = JsonFields.array();
        scores.toList().forEach(a::add);
        return a;
    }

    static ObjectNode meld(GameMeld m) {
        ObjectNode o = JsonFields.object();
        o.put("type", m.meld().kind().key()).put("kind", m.meld().tile().mpsz()).put("from", m.meld().from())
                .put("late", m.meld().late());
        o.set("tiles", tiles(m.tiles()));
        return o;
    }
}
