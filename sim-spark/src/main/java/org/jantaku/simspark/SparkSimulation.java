package org.jantaku.simspark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.bots.sim.StatsJson;

/**
 * The simulation as a Spark job: the games {@code 0 … games − 1} are cut into {@code partitions}
 * ranges, each range is played on an executor with {@link Simulator#run} (game i is seeded from
 * the simulation's seed and i alone, so it is the same game wherever it runs), and the partial
 * statistics, sent back as JSON, are added up on the driver ({@link SimStats#plus}, exact in any
 * order). The result equals a single-machine run of the same setup.
 */
public final class SparkSimulation {
    private SparkSimulation() {
    }

    /**
     * Plays the simulation on the cluster behind {@code spark}.
     *
     * @throws IllegalArgumentException for an unknown preset or agent (checked on the driver first)
     */
    public static SimStats run(JavaSparkContext spark, String preset, List<String> agents, long seed, long games,
            int partitions) {
        if (games < 0 || partitions < 1) {
            throw new IllegalArgumentException("games cannot be negative and partitions must be at least 1");
        }
        Simulator.of(preset, agents, seed); // fails here, on the driver, with the known names
        List<long[]> ranges = new ArrayList<>(partitions);
        for (int p = 0; p < partitions; p++) {
            long from = games * p / partitions;
            long to = games * (p + 1) / partitions;
            ranges.add(new long[] {from, to - from});
        }
        List<String> agentList = List.copyOf(agents);
        List<String> parts = spark.parallelize(ranges, partitions)
                .map(r -> StatsJson.write(Simulator.of(preset, agentList, seed).run(r[0], r[1], 1, n -> { }).stats()))
                .collect();
        SimStats total = SimStats.empty(Simulator.of(preset, agents, seed).bots().variant().name(), preset, agents, seed);
        for (String part : parts) {
            total = total.plus(StatsJson.read(part));
        }
        return total;
    }
}
