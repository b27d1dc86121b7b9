package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.settlement.Reason;

/**
 * Riichi events as JSON, named after mjai's where it has them: {@code hand_started},
 * {@code drew}, {@code discarded}, {@code riichi_accepted}, {@code called}, {@code dora},
 * {@code won}, {@code hand_drawn}, {@code game_ended}. Per-seat values are arrays of four, seat 0
 * first; tiles are Tenhou ids. A draw has no replacement flag and a discard a tsumogiri, and a meld
 * is mjai's ({@link MeldJson}, with the seat it came from, the caller's own for its own kan): fields the
 * engine's {@code TableEventJson} writes otherwise.
 */
final class EventJson {
    private EventJson() {
    }

    static ObjectNode encode(RiichiEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case RiichiEvent.HandStarted h -> {
                o.put("type", "hand_started").put("round", h.round()).put("honba", h.honba())
                        .put("riichi_sticks", h.riichiSticks()).put("dealer", h.dealer());
                o.putArray("dice").add(h.dice().first()).add(h.dice().second());
                o.put("dora_indicator", h.doraIndicator().id());
                ArrayNode hands = o.putArray("hands");
                for (List<Tile> hand : h.hands().toList()) {
                    hands.add(JsonFields.tileIds(hand));
                }
                o.set("scores", JsonFields.bySeat(h.scores()));
            }
            case RiichiEvent.Table(TableEvent.Drew d) -> o.put("type", "drew").put("seat", d.seat()).put("tile", d.tile().id());
            case RiichiEvent.Table(TableEvent.Discarded d) -> o.put("type", "discarded").put("seat", d.seat())
                    .put("tile", d.tile().id()).put("tsumogiri", d.tsumogiri()).put("riichi", d.declared());
            case RiichiEvent.Table(TableEvent.Called(int seat, RiichiMeld m)) -> o.put("type", "called").put("seat", seat)
                    .put("from", m.shape().isOwnKong() ? seat : m.from()).set("meld", MeldJson.encode(m.meld()));
            case RiichiEvent.Table t -> throw new IllegalArgumentException("not one of Riichi's events: " + t.event());
            case RiichiEvent.RiichiAccepted r -> o.put("type", "riichi_accepted").put("seat", r.seat())
                    .set("scores", JsonFields.bySeat(r.scores()));
            case RiichiEvent.DoraRevealed d -> o.put("type", "dora").put("indicator", d.indicator().id());
            case RiichiEvent.Nuki n -> o.put("type", "nuki").put("seat", n.seat()).put("tile", n.tile().id());
            case RiichiEvent.Won w -> {
                o.put("type", "won").put("seat", w.seat()).put("from", w.from());
                o.set("hand", JsonFields.tileIds(w.hand()));
                o.put("win_tile", w.winTile().id());
                ScoreJson.putScore(o, w.seat(), w.score(), w.transfers());
                TransferJson.transfers(o, w.transfers(), Reason::key, (t, x) -> { });
                o.set("scores", JsonFields.bySeat(w.scores()));
            }
            case RiichiEvent.HandDrawn d -> {
                o.put("type", "hand_drawn").put("kind", snakeCase(d.kind()));
                o.set("tenpai", JsonFields.ints(d.tenpai()));
                TransferJson.transfers(o, d.transfers(), Reason::key, (t, x) -> { });
                o.set("scores", JsonFields.bySeat(d.scores()));
            }
            case RiichiEvent.TenpaiDeclared d -> o.put("type", "tenpai_declared").put("seat", d.seat()).put("tenpai", d.tenpai());
            case RiichiEvent.GameEnded g -> {
                o.put("type", "game_ended");
                o.set("scores", JsonFields.ints(g.result().scores()));
                o.set("ranks", JsonFields.ints(g.result().ranks()));
                o.set("points", JsonFields.ints(g.result().points()));
            }
        }
        return o;
    }

    /** {@code nineTerminals} → {@code nine_terminals}: the draw kinds in the format's spelling. */
    static String snakeCase(String camel) {
        StringBuilder sb = new StringBuilder(camel.length() + 4);
        for (char c : camel.toCharArray()) {
            if (Character.isUpperCase(c)) {
                sb.append('_').append(Character.toLowerCase(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
