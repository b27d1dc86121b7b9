package org.jantaku.server.table;

import java.util.OptionalInt;

/**
 * One connected socket as a table sees it: the seat whose token it gave (none for a watcher) and a
 * way to send it a text message. Messages to one client are sent one at a time, in order, under its
 * table's lock.
 */
public interface Client {

    /** The seat this client holds, or empty for a watcher. */
    OptionalInt seat();

    /** Sends one message; a client that has gone away drops it. */
    void send(String message);
}
