package org.jantaku.server.table;

import java.util.OptionalInt;

/**
 * A request the server refuses, with a line saying what is wrong and where, and its HTTP status: 400
 * (bad request), 403 (a key or token missing, wrong, or not allowing it), 404 (unknown), 409 (not in a
 * state that allows it, e.g. changed since it was read), 429 (too many requests from one address) or 503
 * (the server is full);
 * the last two say when to try again ({@code Retry-After}).
 */
public final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final OptionalInt retryAfterSeconds;

    public BadRequest(String message) {
        this(message, 400, OptionalInt.empty());
    }

    private BadRequest(String message, int status, OptionalInt retryAfterSeconds) {
        super(message);
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public static BadRequest notFound(String message) {
        return new BadRequest(message, 404, OptionalInt.empty());
    }

    /** 403: the request needs a key or token it did not give, or its key or token does not allow it. */
    public static BadRequest forbidden(String message) {
        return new BadRequest(message, 403, OptionalInt.empty());
    }

    /** 409: the thing asked about is not in a state that allows the request (it may have changed since it was read). */
    public static BadRequest conflict(String message) {
        return new BadRequest(message, 409, OptionalInt.empty());
    }

    /** 429: one client asked too often; it may try again after {@code seconds}. */
    public static BadRequest tooMany(String message, int seconds) {
        return new BadRequest(message, 429, OptionalInt.of(seconds));
    }

    /** 503: the server cannot take more now; try again after {@code seconds}. */
    public static BadRequest unavailable(String message, int seconds) {
        return new BadRequest(message, 503, OptionalInt.of(seconds));
    }

    public boolean notFound() {
        return status == 404;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** Seconds after which the request may succeed ({@code Retry-After}), for 429 and 503. */
    public OptionalInt retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
