package org.jantaku.bots.sim;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A thread's running counts for one player, turned into {@link PlayerStats} at the end. */
final class Counter {
    long games;
    final long[] ranks = new long[4];
    long scoreSum;
    long hands;
    long wins;
    long selfDraws;
    long dealIns;
    long draws;
    long valueSum;
    long botFaults;
    final Map<String, long[]> patterns = new HashMap<>();

    void pattern(String key) {
        patterns.computeIfAbsent(key, k -> new long[1])[0]++;
    }

    PlayerStats toStats() {
        Map<String, Long> p = new HashMap<>();
        patterns.forEach((k, v) -> p.put(k, v[0]));
        return new PlayerStats(games, List.of(ranks[0], ranks[1], ranks[2], ranks[3]), scoreSum, hands, wins, selfDraws,
                dealIns, draws, valueSum, p, botFaults);
    }
}
