package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.engine.record.RecordCodec;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;

/**
 * Riichi's actions and events in game records (the shapes are listed in {@code docs/game-record.md}).
 * Stateless and thread-safe.
 */
public final class RiichiRecordCodec implements RecordCodec<RiichiAction, RiichiEvent> {

    /** Riichi with its codec, ready for {@code Recorder}, {@code RecordReader} and {@code Replayer}. */
    public static final RecordedVariant<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> RIICHI =
            new RecordedVariant<>(new RiichiGame(), new RiichiRecordCodec());

    @Override
    public String variant() {
        return "riichi";
    }

    @Override
    public ObjectNode encodeAction(RiichiAction action) {
        return ActionJson.CODEC.encode(action);
    }

    @Override
    public RiichiAction decodeAction(JsonNode json) {
        return ActionJson.CODEC.decode(json);
    }

    @Override
    public ObjectNode encodeEvent(RiichiEvent event) {
        return EventJson.encode(event);
    }
}
