package org.jantaku.bots.sim;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The statistics of a simulation: per agent and per seat. Plain counts, so that results of parts of
 * one simulation (other threads, other machines) merge exactly into what one run gives
 * ({@link #plus}); serialised with Jackson ({@link StatsJson}).
 *
 * @param variant the variant's name
 * @param preset the rules preset
 * @param agents the agents as given, in seat order of game 0 (they rotate one seat per game)
 * @param seed the simulation's seed
 * @param games games played
 * @param hands hands played
 * @param byAgent by agent name (an agent named twice plays two seats of each game)
 * @param bySeat by seat 0-3 (0 is the first dealer, 起家)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SimStats(String variant, String preset, List<String> agents, long seed, long games, long hands,
        Map<String, PlayerStats> byAgent, List<PlayerStats> bySeat) {

    public SimStats {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(preset, "preset");
        agents = List.copyOf(agents);
        byAgent = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(byAgent));
        bySeat = List.copyOf(bySeat);
        if (bySeat.size() != 4 && bySeat.size() != 3) {
            throw new IllegalArgumentException("statistics need four seats (or three), not " + bySeat.size());
        }
    }

    /** No games yet. */
    public static SimStats empty(String variant, String preset, List<String> agents, long seed) {
        Map<String, PlayerStats> byAgent = new TreeMap<>();
        for (String a : agents) {
            byAgent.put(a, PlayerStats.EMPTY);
        }
        return new SimStats(variant, preset, agents, seed, 0, 0, byAgent,
                java.util.Collections.nCopies(agents.size() == 3 ? 3 : 4, PlayerStats.EMPTY));
    }

    /**
     * Both parts together: they must be parts of one simulation (variant, preset, agents and seed equal).
     */
    public SimStats plus(SimStats o) {
        if (!variant.equals(o.variant) || !preset.equals(o.preset) || !agents.equals(o.agents) || seed != o.seed) {
            throw new IllegalArgumentException("cannot merge statistics of different simulations: " + describe() + " and "
                    + o.describe());
        }
        Map<String, PlayerStats> a = new TreeMap<>(byAgent);
        o.byAgent.forEach((k, v) -> a.merge(k, v, PlayerStats::plus));
        List<PlayerStats> s = new ArrayList<>(bySeat.size());
        for (int i = 0; i < bySeat.size(); i++) {
            s.add(bySeat.get(i).plus(o.bySeat.get(i)));
        }
        return new SimStats(variant, preset, agents, seed, games + o.games, hands + o.hands, a, s);
    }

    private String describe() {
        return variant + "/" + preset + " " + agents + " seed " + seed;
    }
}
