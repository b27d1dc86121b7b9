package org.jantaku.guangdong.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.HandEventJson;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.TableEventJson;
import org.jantaku.engine.record.TableRecordCodec;
import org.jantaku.engine.table.Move;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongEvent;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.game.HandResult;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.SettlementJson;

/**
 * 广东麻将 actions and events in game records ({@code docs/guangdong.md}). Action tiles are kinds
 * in mpsz ({@code "5m"}, {@code "7z"}); event tiles are physical tile ids 0-135. Stateless.
 */
public final class GuangdongRecordCodec extends TableRecordCodec<GuangdongAction, GuangdongEvent> {

    /** The game with its codec, for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> GUANGDONG =
            new RecordedVariant<>(new GuangdongGame(), new GuangdongRecordCodec());

    /**
     * A hand's start with the dealer's term, the dice and the prevailing wind before the hands and the horses after
     * them; its end with the settlement as {@code jantaku settle} writes it, the horse tiles and the next dealer.
     */
    private static final HandEventJson<GuangdongEvent.Deal, HandResult> HANDS = new HandEventJson<>((d, o) -> {
        o.put("dealer_term", d.dealerTerm()).set("dice", JsonFields.dice(d.dice()));
        o.put("prevailing", d.prevailing().mpsz());
    }, (d, o) -> o.put("horses", d.horses()), "hand_ended", (r, o) -> {
        SettlementJson.write(r.tuidaohu(), r.end(), r.settlement(), o);
        o.set("horse_tiles", JsonFields.tileIds(r.horses()));
        o.put("next_dealer", r.nextDealer());
    });

    /** The moves by their names; a meld is written from the discarder, or from the seat itself for its own 暗杠 or 加杠. */
    public GuangdongRecordCodec() {
        super("guangdong", GuangdongGame.ACTIONS, TileKind.COUNT, Map.of(Move.DISCARD, "discard", Move.SELF_DRAW, "self_draw_win",
                Move.WIN, "win", Move.PASS, "pass", Move.CHI, "chi", Move.PUNG, "pon", Move.KONG, "kong",
                Move.CONCEALED_KONG, "concealed_kong", Move.ADDED_KONG, "added_kong", Move.ASIDE, "escape"),
                new TableEventJson(true, false, Optional.empty(), new TableEventJson.MeldLayout.Flat(GuangdongTerms.MELDS::key)));
    }

    @Override
    public ObjectNode encodeEvent(GuangdongEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case GuangdongEvent.Hand h -> HANDS.write(h.event(), o);
            case GuangdongEvent.Table t -> table(t.event(), o);
        }
        return o;
    }
}
