package org.jantaku.guangdong.record;

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
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongEvent;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.settlement.SettlementJson;

/**
 * 广东麻将 actions and events in game records ({@code docs/guangdong.md}). Action tiles are kinds
 * in mpsz ({@code "5m"}, {@code "7z"}); event tiles are physical tile ids 0-135. Stateless.
 */
public final class GuangdongRecordCodec implements RecordCodec<GuangdongAction, GuangdongEvent> {

    /** The game with its codec, for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> GUANGDONG =
            new RecordedVariant<>(new GuangdongGame(), new GuangdongRecordCodec());

    @Override
    public String variant() {
        return "guangdong";
    }

    @Override
    public ObjectNode encodeAction(GuangdongAction action) {
        ObjectNode o = JsonFields.object();
        return switch (action) {
            case GuangdongAction.Discard d -> o.put("type", "discard").put("kind", d.kind().mpsz());
            case GuangdongAction.SelfDrawWin w -> o.put("type", "self_draw_win");
            case GuangdongAction.Win w -> o.put("type", "win");
            case GuangdongAction.Pass p -> o.put("type", "pass");
            case GuangdongAction.Chi c -> o.put("type", "chi").put("low", c.low().mpsz());
            case GuangdongAction.Pon p -> o.put("type", "pon");
            case GuangdongAction.Kong k -> o.put("type", "kong");
            case GuangdongAction.ConcealedKong k -> o.put("type", "concealed_kong").put("kind", k.kind().mpsz());
            case GuangdongAction.AddedKong k -> o.put("type", "added_kong").put("kind", k.kind().mpsz());
            case GuangdongAction.Escape e -> o.put("type", "escape");
        };
    }

    @Override
    public GuangdongAction decodeAction(JsonNode json) {
        String type = JsonFields.text(json, "type");
        return switch (type) {
            case "discard" -> new GuangdongAction.Discard(kind(json, "kind"));
            case "self_draw_win" -> new GuangdongAction.SelfDrawWin();
            case "win" -> new GuangdongAction.Win();
            case "pass" -> new GuangdongAction.Pass();
            case "chi" -> new GuangdongAction.Chi(kind(json, "low"));
            case "pon" -> new GuangdongAction.Pon();
            case "kong" -> new GuangdongAction.Kong();
            case "concealed_kong" -> new GuangdongAction.ConcealedKong(kind(json, "kind"));
            case "added_kong" -> new GuangdongAction.AddedKong(kind(json, "kind"));
            case "escape" -> new GuangdongAction.Escape();
            default -> throw RecordException.field("type", "unknown guangdong action '" + type + "'");
        };
    }

    private static TileKind kind(JsonNode json, String field) {
        String text = JsonFields.text(json, field);
        for (TileKind k : TileKind.all()) {
            if (k.mpsz().equals(text)) {
                return k;
            }
        }
        throw RecordException.field(field, "not a tile kind in mpsz (1m-9m, 1p-9p, 1s-9s, 1z-7z): '" + text + "'");
    }

    @Override
    public ObjectNode encodeEvent(GuangdongEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case GuangdongEvent.HandStarted h -> {
                o.put("type", "hand_started").put("hand", h.hand()).put("dealer", h.dealer()).put("dealer_term", h.dealerTerm());
                o.putArray("dice").add(h.dice().first()).add(h.dice().second());
                o.put("prevailing", h.prevailing().mpsz());
                ArrayNode hands = o.putArray("hands");
                h.hands().toList().forEach(t -> tiles(hands.addArray(), t));
                o.put("horses", h.horses());
                scores(o, h.scores());
            }
            case GuangdongEvent.Drew d -> o.put("type", "drew").put("seat", d.seat()).put("tile", d.tile().id())
                    .put("replacement", d.replacement());
            case GuangdongEvent.Discarded d -> o.put("type", "discarded").put("seat", d.seat()).put("tile", d.tile().id());
            case GuangdongEvent.Called c -> {
                o.put("type", "called").put("seat", c.seat()).put("from", c.from()).put("meld", c.type().key());
                tiles(o.putArray("tiles"), c.tiles());
            }
            case GuangdongEvent.HandEnded e -> {
                o.put("type", "hand_ended");
                SettlementJson.write(e.result().tuidaohu(), e.result().end(), e.result().settlement(), o);
                tiles(o.putArray("horse_tiles"), e.result().horses());
                o.put("next_dealer", e.result().nextDealer());
                scores(o, e.scores());
            }
            case GuangdongEvent.GameEnded g -> {
                o.put("type", "game_ended");
                scores(o, g.scores());
            }
        }
        return o;
    }

    private static void tiles(ArrayNode out, List<Tile> tiles) {
        tiles.forEach(t -> out.add(t.id()));
    }

    private static void scores(ObjectNode o, BySeat<Integer> scores) {
        ArrayNode a = o.putArray("scores");
        scores.toList().forEach(a::add);
    }
}
