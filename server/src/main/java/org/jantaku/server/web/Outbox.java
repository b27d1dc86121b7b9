package org.jantaku.server.web;

import java.util.ArrayDeque;
import java.util.Objects;

/**
 * One socket's bounded outbound queue. {@link #offer} never blocks: it queues the message and, when no
 * write is in flight, starts one; each finished write starts the next. So a table hands its messages
 * to every socket under its lock without ever waiting for a client. A client that falls too far behind
 * (more than {@code maxMessages} messages or {@code maxChars} characters queued) is dropped: the queue
 * is emptied and the transport told to close the socket, once.
 */
public final class Outbox {
    /** The socket under the queue: asynchronous writes, and a forced close. */
    public interface Transport {
        /** Starts writing one text message; exactly one of {@code done} (written) or {@code failed} is called later, or now. */
        void write(String message, Runnable done, Runnable failed);

        /** Closes the socket of a client that fell behind (called once, never under the queue's lock). */
        void drop(int code, String reason);

        /** Closes the socket normally, every queued message having been written (see {@link Outbox#closeAfterSent}). */
        void close(int code, String reason);
    }

    /** The close code sent to a client dropped for falling behind. */
    public static final int TOO_SLOW = 4008;

    private final Transport transport;
    private final int maxMessages;
    private final long maxChars;
    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private long queuedChars;
    private boolean writing;
    private boolean dropped;
    private boolean closing;
    private int closeCode;
    private String closeReason = "";

    public Outbox(Transport transport, int maxMessages, long maxChars) {
        this.transport = Objects.requireNonNull(transport, "transport");
        if (maxMessages < 1 || maxChars < 1) {
            throw new IllegalArgumentException("an outbox holds at least one message");
        }
        this.maxMessages = maxMessages;
        this.maxChars = maxChars;
    }

    /**
     * Queues a message and starts writing it if nothing is being written. Returns false when the
     * client has been dropped (now or before) and the message will never be sent.
     */
    public boolean offer(String message) {
        boolean start;
        boolean overflow = false;
        synchronized (this) {
            if (dropped || closing) {
                return false;
            }
            if (queue.size() >= maxMessages || queuedChars + message.length() > maxChars) {
                dropped = true;
                overflow = true;
                queue.clear();
                queuedChars = 0;
                start = false;
            } else {
                queue.add(message);
                queuedChars += message.length();
                start = !writing;
                writing = true;
            }
        }
        if (overflow) {
            transport.drop(TOO_SLOW, "too_slow: more than " + maxMessages + " messages or " + maxChars
                    + " characters waiting to be sent");
            return false;
        }
        if (start) {
            pump();
        }
        return true;
    }

    /**
     * Closes the socket once every message queued so far is written; later messages are refused. A
     * client that never reads is not waited for: its transport's own time limits close it.
     */
    public void closeAfterSent(int code, String reason) {
        boolean start;
        synchronized (this) {
            if (dropped || closing) {
                return;
            }
            closing = true;
            closeCode = code;
            closeReason = reason;
            start = !writing;
            writing = true;
        }
        if (start) {
            pump();
        }
    }

    /** Messages queued and not yet written (the one being written included). */
    public synchronized int queued() {
        return queue.size();
    }

    public synchronized boolean dropped() {
        return dropped;
    }

    /** Writes queued messages one at a time; a write finished at once continues the loop here instead of recursing. */
    private void pump() {
        while (true) {
            String next;
            boolean closeNow = false;
            synchronized (this) {
                next = dropped ? null : queue.peek();
                if (next == null) {
                    writing = false;
                    closeNow = closing && !dropped;
                    if (closeNow) {
                        dropped = true;
                    }
                }
            }
            if (next == null) {
                if (closeNow) {
                    transport.close(closeCode, closeReason);
                }
                return;
            }
            Step step = new Step(next);
            transport.write(next, step::done, step::failed);
            synchronized (step) {
                if (!step.finished) {
                    step.async = true;
                    return;
                }
            }
            if (!step.ok) {
                return;
            }
        }
    }

    /** One write: finished now (the loop goes on) or later (its callback goes on). */
    private final class Step {
        private final String message;
        private boolean finished;
        private boolean ok;
        private boolean async;

        Step(String message) {
            this.message = message;
        }

        void done() {
            synchronized (Outbox.this) {
                if (queue.peek() == message) {
                    queue.poll();
                    queuedChars -= message.length();
                }
            }
            finish(true);
        }

        void failed() {
            synchronized (Outbox.this) {
                dropped = true;
                queue.clear();
                queuedChars = 0;
                writing = false;
            }
            finish(false);
        }

        private void finish(boolean success) {
            boolean later;
            synchronized (this) {
                finished = true;
                ok = success;
                later = async;
            }
            if (later && success) {
                pump();
            }
        }
    }
}
