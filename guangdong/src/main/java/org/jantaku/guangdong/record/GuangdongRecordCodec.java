package org.jantaku.guangdong.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
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
            case GuangdongEvent.HandStarted h -> {
                handStarted(o, h.hand(), h.dealer(), "dealer_term", h.dealerTerm(), h.dice());
                o.put("prevailing", h.prevailing().mpsz());
                o.set("hands", JsonFields.hands(h.hands()));
                o.put("horses", h.horses());
                o.set("scores", JsonFields.bySeat(h.scores()));
            }
            case GuangdongEvent.Table t -> o.setAll(table(t.event()));
            case GuangdongEvent.HandEnded e -> {
                o.put("type", "hand_ended");
                SettlementJson.write(e.result().tuidaohu(), e.result().end(), e.result().settlement(), o);
                o.set("horse_tiles", JsonFields.tileIds(e.result().horses()));
                o.put("next_dealer", e.result().nextDealer());
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
        return o;
    }
}
