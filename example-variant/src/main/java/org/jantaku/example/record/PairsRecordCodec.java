package org.jantaku.example.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.TableEventJson;
import org.jantaku.engine.record.TableRecordCodec;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.engine.table.Move;
import org.jantaku.example.game.PairsAction;
import org.jantaku.example.game.PairsEvent;
import org.jantaku.example.game.PairsGame;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.game.PairsState;
import org.jantaku.example.rules.PairsTerms;

/**
 * Pairs 七对's actions and events in game records (listed in the module's README.md). Tiles are ids 0-135
 * (kind = id / 4, in mpsz order 1m … 7z); tile kinds are written in mpsz ({@code "5m"}). Stateless and thread-safe.
 */
public final class PairsRecordCodec extends TableRecordCodec<PairsAction, PairsEvent> {

    /** The variant with its codec, for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<PairsState, PairsAction, PairsEvent, PairsObservation> PAIRS =
            new RecordedVariant<>(new PairsGame(), new PairsRecordCodec());

    public PairsRecordCodec() {
        super("pairs", PairsGame.ACTIONS, TileKind.COUNT, Map.of(Move.DISCARD, "discard", Move.SELF_DRAW, "self_draw",
                Move.WIN, "win", Move.PASS, "pass", Move.PUNG, "pong", Move.KONG, "kong", Move.CONCEALED_KONG, "concealed_kong",
                Move.ADDED_KONG, "added_kong"), new TableEventJson(true, false, Optional.empty(),
                new TableEventJson.MeldLayout.Nested(PairsTerms.MELDS::key, false)));
    }

    @Override
    public ObjectNode encodeEvent(PairsEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case PairsEvent.HandStarted e -> {
                handStarted(o, e.hand(), e.dealer());
                o.set("hands", JsonFields.hands(e.hands()));
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
            case PairsEvent.Table e -> o.setAll(table(e.event()));
            case PairsEvent.Won e -> {
                o.put("type", "won").put("seat", e.seat()).put("from", e.from()).put("way", PairsTerms.WAYS.key(e.way()))
                        .put("tile", e.tile().id());
                o.set("hand", JsonFields.tileIds(e.hand()));
            }
            case PairsEvent.HandSettled e -> {
                o.put("type", "hand_settled");
                TransferJson.write(o, e.settlement());
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
        return o;
    }
}
