package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.TableEventJson;
import org.jantaku.engine.record.TableRecordCodec;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.settlement.Reason;

/**
 * Riichi's actions and events in game records (the shapes are listed in {@code docs/game-record.md}), named after
 * mjai's where it has them: its actions through {@link ActionJson}; its events {@code hand_started}, {@code drew},
 * {@code discarded}, {@code riichi_accepted}, {@code called}, {@code dora}, {@code nuki}, {@code won},
 * {@code hand_drawn}, {@code tenpai_declared}, {@code game_ended}. Per-seat values are arrays of four, seat 0 first;
 * tiles are Tenhou ids. The flow's draws, discards and melds are the engine's {@link TableEventJson}'s, in the
 * shapes of Riichi's table: a draw without {@code replacement}, a discard with {@code tsumogiri} and {@code riichi},
 * a meld in mjai's terms ({@link MeldJson}) beside the seat it came from. Stateless and thread-safe.
 */
public final class RiichiRecordCodec extends TableRecordCodec<RiichiAction, RiichiEvent> {

    /** Riichi with its codec, ready for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> RIICHI =
            new RecordedVariant<>(new RiichiGame(), new RiichiRecordCodec());

    public RiichiRecordCodec() {
        super("riichi", RiichiGame.ACTIONS, TileKind.COUNT, ActionJson.NAMES, Optional.of(new ActionJson()),
                new TableEventJson(false, true, Optional.of("riichi"),
                        new TableEventJson.MeldLayout.Own(m -> MeldJson.encode(((RiichiMeld) m).meld()))));
    }

    @Override
    public ObjectNode encodeEvent(RiichiEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case RiichiEvent.HandStarted h -> {
                o.put("type", "hand_started").put("round", h.round()).put("honba", h.honba())
                        .put("riichi_sticks", h.riichiSticks()).put("dealer", h.dealer());
                o.set("dice", JsonFields.dice(h.dice()));
                o.put("dora_indicator", h.doraIndicator().id());
                o.set("hands", JsonFields.hands(h.hands()));
                o.set("scores", JsonFields.bySeat(h.scores()));
            }
            case RiichiEvent.Table t -> table(t.event(), o);
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
    private static String snakeCase(String camel) {
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
