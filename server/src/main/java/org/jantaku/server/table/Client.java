package org.jantaku.server.table;

import java.util.OptionalInt;

/**
 * One connected socket as a table sees it: the seat whose token it gave (none for a watcher), a way
 * to queue a text message and a way to close it. Sending never blocks: messages go to the socket's
 * bounded outbound queue, in order, and a client that falls too far behind is dropped.
 */
public interface Client {

    /** The seat this client holds, or empty for a watcher. */
    OptionalInt seat();

    /** Queues one message; false when the client has gone or was dropped (the message is lost). */
    boolean send(String message);

    /** Closes the socket with a WebSocket close code and reason. */
    void close(int code, String reason);
}
