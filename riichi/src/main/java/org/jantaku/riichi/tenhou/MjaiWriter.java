package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;

/**
 * Writes a Riichi game record as an mjai log (JSON lines, {@code docs/mjai.md}): {@code start_game} with the
 * game's rules in a {@code jantaku} member, which other readers ignore, then every event of the game as
 * {@link MjaiEvents} maps it, a riichi winner's ura indicators from the record's walls. {@link MjaiReader} reads
 * it back, and an import of that gives the record's game again ({@code docs/mjai.md}, "Round trips").
 */
public final class MjaiWriter {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private MjaiWriter() {
    }

    /**
     * The mjai lines of a record's game, each ended by {@code \n}.
     *
     * @throws org.jantaku.engine.record.RecordException when an action of the record is refused
     * @throws IllegalArgumentException when the game holds what mjai cannot say (red fives other than one per suit)
     */
    public static String write(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        return write(ExportedGame.of(record));
    }

    static String write(ExportedGame game) {
        StringBuilder out = new StringBuilder();
        MjaiEvents events = MjaiEvents.forRecord(game.rules());
        ObjectNode start = events.startGame(game.header().players());
        start.set(JantakuMember.NAME, JantakuMember.of(game.header().preset(), game.rules()));
        emit(out, start);
        events.encode(game.events(), o -> emit(out, o));
        return out.toString();
    }

    private static void emit(StringBuilder out, ObjectNode o) {
        try {
            out.append(MAPPER.writeValueAsString(o)).append('\n');
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
