package org.jantaku.server.storage;

import java.io.Writer;

/**
 * A {@link Writer} that stores each completed line of a game record as one row, committed before
 * {@link #write} returns: the engine's {@code Recorder} writes a step's line before it takes the new
 * state, so the server never shows a step that is not stored.
 */
public final class LineWriter extends Writer {
    private final Storage storage;
    private final String tableId;
    private final StringBuilder line = new StringBuilder();
    private int nextLine;

    /** Writes the lines of a table's record, the first of them numbered {@code firstLine} (1 = the header). */
    public LineWriter(Storage storage, String tableId, int firstLine) {
        this.storage = storage;
        this.tableId = tableId;
        this.nextLine = firstLine;
    }

    @Override
    public void write(char[] buf, int off, int len) {
        for (int i = off; i < off + len; i++) {
            char c = buf[i];
            if (c == '\n') {
                storage.appendLine(tableId, nextLine, line.toString());
                nextLine++;
                line.setLength(0);
            } else {
                line.append(c);
            }
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
