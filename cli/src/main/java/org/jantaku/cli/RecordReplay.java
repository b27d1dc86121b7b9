package org.jantaku.cli;

import org.jantaku.engine.spi.VariantModules;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.record.Replayer;

/**
 * An engine game record of any variant replayed step by step ({@code Replayer}: every action legal, every
 * step's events the recorded ones), for {@code jantaku replay}.
 *
 * @param variant the record's variant
 * @param hands the hands dealt ({@code hand_started} events)
 * @param over whether the record reaches the game's end
 */
record RecordReplay(String variant, int hands, boolean over) {

    /**
     * Reads and replays a record.
     *
     * @throws org.jantaku.engine.record.RecordException naming the line and field of the first fault
     */
    static RecordReplay of(Path file) throws IOException {
        return of(RecordReader.read(file, VariantModules.records()));
    }

    private static <S, A extends Action, E extends Event, O> RecordReplay of(GameRecord<S, A, E, O> record) {
        S end = Replayer.replay(record).state();
        int hands = count(record.startEvents());
        for (RecordStep<A> step : record.steps()) {
            hands += count(step.events());
        }
        return new RecordReplay(record.header().variant(), hands, record.variant().variant().isOver(end));
    }

    private static int count(java.util.List<JsonNode> events) {
        int n = 0;
        for (JsonNode e : events) {
            if (e.path("type").asText().equals("hand_started")) {
                n++;
            }
        }
        return n;
    }
}
