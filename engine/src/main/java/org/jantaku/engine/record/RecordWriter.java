package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Objects;
import org.jantaku.engine.contract.Action;

/**
 * Writes a game record line by line: the header, the start, then one line per applied action. Each
 * line is one compact JSON object ended by {@code \n} and flushed at once, so a record being written
 * live (a {@link Recorder}) is on disk up to its last step. Not thread-safe: one writer per game.
 */
public final class RecordWriter {
    private final Writer out;

    /** A writer appending to {@code out} (which it flushes after every line and never closes). */
    public RecordWriter(Writer out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Line 1: the header. */
    public void header(RecordHeader header) {
        line(RecordLines.header(header));
    }

    /** Line 2: the events of the game's start (step 0). */
    public void start(List<JsonNode> events) {
        line(RecordLines.start(events));
    }

    /** The line of an applied action. */
    public <A extends Action> void step(RecordStep<A> step, RecordCodec<A, ?> codec) {
        line(RecordLines.step(step, codec));
    }

    /** Writes a whole record. */
    public static <A extends Action> void write(GameRecord<?, A, ?, ?> record, Writer out) {
        RecordWriter w = new RecordWriter(out);
        w.header(record.header());
        w.start(record.startEvents());
        RecordCodec<A, ?> codec = record.variant().codec();
        for (RecordStep<A> s : record.steps()) {
            w.step(s, codec);
        }
    }

    /** A whole record as text, one line per JSON object. */
    public static String toText(GameRecord<?, ?, ?, ?> record) {
        StringWriter sw = new StringWriter();
        write(record, sw);
        return sw.toString();
    }

    private void line(JsonNode node) {
        try {
            out.write(Json.line(node));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the game record", e);
        }
    }
}
