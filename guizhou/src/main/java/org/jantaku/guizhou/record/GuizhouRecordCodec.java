package org.jantaku.guizhou.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.TableEventJson;
import org.jantaku.engine.record.TableRecordCodec;
import org.jantaku.engine.table.Move;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouEvent;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.guizhou.settle.SettlementJson;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.Shapes;

/**
 * 捉鸡麻将's actions and events in game records (listed in {@code docs/guizhou.md}). Tiles are ids
 * 0-107 (kind = id / 4: 0-8 1m-9m, 9-17 1p-9p, 18-26 1s-9s); tile kinds are written in mpsz
 * ({@code "5m"}). Stateless and thread-safe.
 */
public final class GuizhouRecordCodec extends TableRecordCodec<GuizhouAction, GuizhouEvent> {

    /** The variant with its codec, for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> GUIZHOU =
            new RecordedVariant<>(new GuizhouGame(), new GuizhouRecordCodec());

    public GuizhouRecordCodec() {
        super("guizhou", GuizhouGame.ACTIONS, Shapes.KINDS, Map.of(Move.DISCARD, "discard", Move.DECLARE, "baoting",
                Move.SELF_DRAW, "zimo", Move.WIN, "hu", Move.PASS, "pass", Move.PUNG, "pong", Move.KONG, "diandou",
                Move.CONCEALED_KONG, "mendou", Move.ADDED_KONG, "zhuanwandou"),
                new TableEventJson(true, false, Optional.of("baoting"),
                        new TableEventJson.MeldLayout.Nested(GuizhouTerms.MELDS::key, true)));
    }

    @Override
    public ObjectNode encodeEvent(GuizhouEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case GuizhouEvent.DealerChosen e -> o.put("type", "dealer_chosen").put("thrower", e.thrower()).put("die", e.die())
                    .put("dealer", e.dealer());
            case GuizhouEvent.HandStarted e -> {
                handStarted(o, e.hand(), e.dealer(), "streak", e.streak(), e.dice());
                o.put("wall_seat", e.wallSeat()).put("stacks_skipped", e.stacksSkipped());
                o.set("hands", JsonFields.hands(e.hands()));
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
            case GuizhouEvent.Table e -> o.setAll(table(e.event()));
            case GuizhouEvent.Won e -> {
                o.put("type", "won").put("seat", e.seat()).put("from", e.from()).put("way", GuizhouTerms.WAYS.key(e.way())).put("tile", e.tile().id());
                o.set("hand", JsonFields.tileIds(e.hand()));
                o.put("pattern", e.pattern().key()).put("value", e.value());
            }
            case GuizhouEvent.ChickenFlipped e -> o.put("type", "chicken_flipped").put("tile", e.tile().id());
            case GuizhouEvent.HandSettled e -> {
                o.put("type", "hand_settled");
                o.setAll(SettlementJson.write(e.settlement()));
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
        return o;
    }
}
