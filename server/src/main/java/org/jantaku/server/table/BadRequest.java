package org.jantaku.server.table;

/** A request the server refuses, with a line saying what is wrong and where (HTTP 400, or 404 when {@code notFound}). */
public final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final boolean notFound;

    public BadRequest(String message) {
        this(message, false);
    }

    public BadRequest(String message, boolean notFound) {
        super(message);
        this.notFound = notFound;
    }

    public static BadRequest notFound(String message) {
        return new BadRequest(message, true);
    }

    public boolean notFound() {
        return notFound;
    }
}
