package org.jantaku.guizhou.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.engine.record.HandEventJson;
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
import org.jantaku.guizhou.settlement.Settlement;
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

    /** A hand's start with the streak, the dice and the wall broken before the hands; its settlement as {@code jantaku settle} writes it. */
    private static final HandEventJson<GuizhouEvent.Deal, Settlement> HANDS = new HandEventJson<>((d, o) -> {
        o.put("streak", d.streak()).set("dice", JsonFields.dice(d.dice()));
        o.put("wall_seat", d.wallSeat()).put("stacks_skipped", d.stacksSkipped());
    }, (d, o) -> { }, "hand_settled", SettlementJson::write);

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
            case GuizhouEvent.Hand e -> HANDS.write(e.event(), o);
            case GuizhouEvent.Table e -> table(e.event(), o);
            case GuizhouEvent.Won e -> HandEventJson.won(o, e.seat(), e.from(), GuizhouTerms.WAYS.key(e.way()), e.tile(), e.hand())
                    .put("pattern", e.pattern().key()).put("value", e.value());
            case GuizhouEvent.ChickenFlipped e -> o.put("type", "chicken_flipped").put("tile", e.tile().id());
        }
        return o;
    }
}
