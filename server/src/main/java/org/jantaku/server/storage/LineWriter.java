package org.jantaku.server.storage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Writer} that stores each completed line of a game record as one row, committed before
 * {@link #write} returns: the engine's {@code Recorder} writes a step's line before it takes the new
 * state, so the server never shows a step that is not stored. A seat change noted with {@link #note}
 * goes into the next line as the informational member {@code seat_changes} (docs/game-record.md).
 */
public final class LineWriter extends Writer {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The record member that lists the seats that changed hands before a step. */
    public static final String SEAT_CHANGES = "seat_changes";

    private final Storage storage;
    private final String tableId;
    private final StringBuilder line = new StringBuilder();
    private final List<JsonNode> notes = new ArrayList<>();
    private int nextLine;

    /** Writes the lines of a table's record, the first of them numbered {@code firstLine} (1 = the header). */
    public LineWriter(Storage storage, String tableId, int firstLine) {
        this.storage = storage;
        this.tableId = tableId;
        this.nextLine = firstLine;
    }

    /** A seat change to be said on the next line written (the first step played after it). */
    public synchronized void note(JsonNode change) {
        notes.add(change.deepCopy());
    }

    @Override
    public synchronized void write(char[] buf, int off, int len) {
        for (int i = off; i < off + len; i++) {
            char c = buf[i];
            if (c == '\n') {
                storage.appendLine(tableId, nextLine, noted(line.toString()));
                nextLine++;
                line.setLength(0);
            } else {
                line.append(c);
            }
        }
    }

    private String noted(String text) {
        if (notes.isEmpty()) {
            return text;
        }
        try {
            ObjectNode o = (ObjectNode) JSON.readTree(text);
            ArrayNode changes = o.putArray(SEAT_CHANGES);
            notes.forEach(changes::add);
            notes.clear();
            return o.toString();
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("table " + tableId + ": a record line is not a JSON object: " + text, e);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
