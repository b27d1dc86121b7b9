package org.jantaku.server.table;

import java.time.Duration;

/**
 * What one server allows, so that no client can use it up (docs/server.md, "Limits").
 *
 * @param maxTables running tables at most; creating one more is refused (503, {@code Retry-After})
 * @param createPerMinute tables one client address may create per minute (429, {@code Retry-After})
 * @param idleClose a table with people, none of them connected for this long, is closed
 * @param botTableIdle a table of bots only that nobody watches for this long is closed
 * @param maxBotTableVersions a table of bots only is closed after this many public steps
 * @param outboxMessages messages queued for one socket at most; a client further behind is dropped
 * @param outboxChars characters queued for one socket at most; a client further behind is dropped
 * @param seatIdle a person's seat whose player has not been connected for this long while another person is, is
 *     given up: a bot takes it (推倒胡: the player pays 逃跑)
 * @param socketSendBuffer bytes the operating system may hold for one accepted connection before its outbox starts
 *     to fill ({@code SO_SNDBUF}); 0 leaves it to the system, which grows it up to several MiB per socket
 */
public record Limits(int maxTables, int createPerMinute, Duration idleClose, Duration botTableIdle, Duration seatIdle,
        int maxBotTableVersions, int outboxMessages, long outboxChars, int socketSendBuffer) {
    public static final Limits DEFAULT = new Limits(500, 20, Duration.ofHours(2), Duration.ofMinutes(10), Duration.ofMinutes(10),
            20_000, 512, 16L << 20, 0);

    public Limits {
        if (maxTables < 1 || createPerMinute < 1 || maxBotTableVersions < 1 || outboxMessages < 1 || outboxChars < 1
                || socketSendBuffer < 0) {
            throw new IllegalArgumentException("limits must be at least 1");
        }
        if (idleClose.isNegative() || idleClose.isZero() || botTableIdle.isNegative() || botTableIdle.isZero()
                || seatIdle.isNegative() || seatIdle.isZero()) {
            throw new IllegalArgumentException("idle times must be positive");
        }
    }

    public Limits withMaxTables(int n) {
        return new Limits(n, createPerMinute, idleClose, botTableIdle, seatIdle, maxBotTableVersions, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    public Limits withCreatePerMinute(int n) {
        return new Limits(maxTables, n, idleClose, botTableIdle, seatIdle, maxBotTableVersions, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    public Limits withIdleClose(Duration d) {
        return new Limits(maxTables, createPerMinute, d, botTableIdle, seatIdle, maxBotTableVersions, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    public Limits withBotTableIdle(Duration d) {
        return new Limits(maxTables, createPerMinute, idleClose, d, seatIdle, maxBotTableVersions, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    /** The same limits with a person's seat given up after {@code d} away while another person plays. */
    public Limits withSeatIdle(Duration d) {
        return new Limits(maxTables, createPerMinute, idleClose, botTableIdle, d, maxBotTableVersions, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    public Limits withMaxBotTableVersions(int n) {
        return new Limits(maxTables, createPerMinute, idleClose, botTableIdle, seatIdle, n, outboxMessages, outboxChars,
                socketSendBuffer);
    }

    public Limits withOutbox(int messages, long chars) {
        return new Limits(maxTables, createPerMinute, idleClose, botTableIdle, seatIdle, maxBotTableVersions, messages, chars,
                socketSendBuffer);
    }

    /** The same limits with the system's send buffer of each accepted connection set to {@code bytes} (0: the system's). */
    public Limits withSocketSendBuffer(int bytes) {
        return new Limits(maxTables, createPerMinute, idleClose, botTableIdle, seatIdle, maxBotTableVersions, outboxMessages, outboxChars,
                bytes);
    }
}
