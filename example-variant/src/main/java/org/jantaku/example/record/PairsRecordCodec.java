package org.jantaku.example.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.HandEventJson;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.TableEventJson;
import org.jantaku.engine.record.TableRecordCodec;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Move;
import org.jantaku.example.game.PairsAction;
import org.jantaku.example.game.PairsEvent;
import org.jantaku.example.game.PairsGame;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.game.PairsSettlement;
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

    /** A hand's start with nothing beside the table's; its settlement's transfers and results. */
    private static final HandEventJson<HandEvent.Plain, PairsSettlement> HANDS = HandEventJson.plain((s, o) -> TransferJson.write(o, s));

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
            case PairsEvent.Hand e -> HANDS.write(e.event(), o);
            case PairsEvent.Table e -> table(e.event(), o);
            case PairsEvent.Won e -> HandEventJson.won(o, e.seat(), e.from(), PairsTerms.WAYS.key(e.way()), e.tile(), e.hand());
        }
        return o;
    }
}
