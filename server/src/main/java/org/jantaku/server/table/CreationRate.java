package org.jantaku.server.table;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * How many tables each client address created in the last minute: a sliding window of creation times
 * per address, so that one client cannot fill the server with tables.
 */
public final class CreationRate {
    private static final long MINUTE = 60_000;
    private final int perMinute;
    private final Map<String, ArrayDeque<Long>> recent = new HashMap<>();

    public CreationRate(int perMinute) {
        this.perMinute = perMinute;
    }

    /**
     * Counts a creation by {@code address} at {@code nowMillis}, or, when the address already created
     * {@code perMinute} tables in the last minute, counts nothing and gives the seconds until it may.
     */
    public synchronized OptionalInt take(String address, long nowMillis) {
        if (recent.size() > 10_000) {
            recent.values().removeIf(q -> q.isEmpty() || q.peekLast() <= nowMillis - MINUTE);
        }
        ArrayDeque<Long> times = recent.computeIfAbsent(address, a -> new ArrayDeque<>());
        while (!times.isEmpty() && times.peekFirst() <= nowMillis - MINUTE) {
            times.pollFirst();
        }
        if (times.size() >= perMinute) {
            long wait = times.peekFirst() + MINUTE - nowMillis;
            return OptionalInt.of((int) Math.max(1, (wait + 999) / 1000));
        }
        times.addLast(nowMillis);
        return OptionalInt.empty();
    }
}
