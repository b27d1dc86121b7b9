package org.jantaku.bots.sim;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one player (an agent, or a seat) did over many games, as plain counts so that partial results
 * add up exactly ({@link #plus}) whatever the order; rates and averages are derived. Serialised by
 * Jackson with the derived figures after the counts (ignored when read back), in a fixed order: the
 * order reflection gives varies from run to run, and equal results should give equal files.
 *
 * @param games games played (an agent in two seats plays each game twice)
 * @param ranks games finished 1st, 2nd, 3rd, 4th
 * @param scoreSum final scores added up
 * @param hands hands played
 * @param wins hands won (和了)
 * @param selfDraws of the wins, by self-draw (自摸)
 * @param dealIns hands lost by dealing in (放铳)
 * @param draws hands that ended without a winner (流局)
 * @param valueSum what the wins were worth, added up
 * @param patterns wins with each yaku / fan / chicken / horse outcome, by key
 * @param botFaults decisions an external bot (mjai) could not make (timed out, crashed, answered what is not legal),
 *     for which a safe default was played; 0 for the agents inside the JVM
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"games", "ranks", "scoreSum", "hands", "wins", "selfDraws", "dealIns", "draws", "valueSum",
    "patterns", "botFaults", "averageRank", "rankShares", "averageScore", "winRate", "dealInRate", "drawRate", "averageValue"})
public record PlayerStats(long games, List<Long> ranks, long scoreSum, long hands, long wins, long selfDraws,
        long dealIns, long draws, long valueSum, Map<String, Long> patterns, long botFaults) {

    public PlayerStats {
        if (ranks.size() != 4) {
            throw new IllegalArgumentException("ranks need four counts, not " + ranks.size());
        }
        ranks = List.copyOf(ranks);
        patterns = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(patterns));
    }

    public static final PlayerStats EMPTY = new PlayerStats(0, List.of(0L, 0L, 0L, 0L), 0, 0, 0, 0, 0, 0, 0, Map.of(), 0);

    /** Both sets of games together. */
    public PlayerStats plus(PlayerStats o) {
        List<Long> r = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            r.add(ranks.get(i) + o.ranks.get(i));
        }
        Map<String, Long> p = new TreeMap<>(patterns);
        o.patterns.forEach((k, v) -> p.merge(k, v, Long::sum));
        return new PlayerStats(games + o.games, r, scoreSum + o.scoreSum, hands + o.hands, wins + o.wins,
                selfDraws + o.selfDraws, dealIns + o.dealIns, draws + o.draws, valueSum + o.valueSum, p,
                botFaults + o.botFaults);
    }

    /** Mean final place, 1-4. */
    @JsonProperty("averageRank")
    public double averageRank() {
        long weighted = 0;
        for (int i = 0; i < 4; i++) {
            weighted += (i + 1) * ranks.get(i);
        }
        return ratio(weighted, games);
    }

    /** Share of games finished in each place. */
    @JsonProperty("rankShares")
    public List<Double> rankShares() {
        return ranks.stream().map(n -> ratio(n, games)).toList();
    }

    @JsonProperty("averageScore")
    public double averageScore() {
        return ratio(scoreSum, games);
    }

    @JsonProperty("winRate")
    public double winRate() {
        return ratio(wins, hands);
    }

    @JsonProperty("dealInRate")
    public double dealInRate() {
        return ratio(dealIns, hands);
    }

    @JsonProperty("drawRate")
    public double drawRate() {
        return ratio(draws, hands);
    }

    /** Mean value of a win. */
    @JsonProperty("averageValue")
    public double averageValue() {
        return ratio(valueSum, wins);
    }

    /** Share of wins with the pattern {@code key}. */
    public double patternShare(String key) {
        return ratio(patterns.getOrDefault(key, 0L), wins);
    }

    private static double ratio(long a, long b) {
        return b == 0 ? 0 : (double) a / b;
    }
}
