package org.jantaku.simspark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.jantaku.bots.sim.RecordFormat;
import org.jantaku.bots.sim.Recording;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.bots.sim.StatsJson;

/**
 * The simulation as a Spark job: the games {@code 0 … games − 1} are cut into {@code partitions}
 * ranges, each range is played on an executor with {@link Simulator#run} (game i is seeded from
 * the simulation's seed and i alone, so it is the same game wherever it runs), and the partial
 * statistics, sent back as JSON, are added up on the driver ({@link SimStats#plus}, exact in any
 * order). The result equals a single-machine run of the same setup. Given {@link Records}, each
 * executor writes the records of the games it plays as they end, through Hadoop's file system: the same
 * files, with the same names, as {@code simulate --records} on one machine, either as they are (one file per
 * game) or as the entries of one zip archive per partition, {@code part-NNNNN.zip} ({@link RecordsPer}).
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
        return run(spark, preset, agents, seed, games, partitions, Optional.empty());
    }

    /**
     * Where the job writes its games' records: into {@code dir}, each game's file named and written as a
     * single machine's {@code simulate --records} names and writes it (the same files), laid out one file
     * per game or one zip archive per partition.
     *
     * @param dir a path Hadoop's {@link org.apache.hadoop.fs.FileSystem} knows: {@code hdfs://…},
     *     {@code s3a://…}, a local path
     * @param format the records' format
     * @param per the layout: a file per game, or an archive {@code part-NNNNN.zip} per partition
     */
    public record Records(String dir, RecordFormat format, RecordsPer per) implements Serializable {
    }

    /**
     * Plays the simulation on the cluster behind {@code spark}, each game's record written by the
     * executor that played it as the game ends, if {@code records} is given.
     *
     * @throws IllegalArgumentException for an unknown preset or agent, or a format the variant cannot
     *     be written in (checked on the driver first)
     */
    public static SimStats run(JavaSparkContext spark, String preset, List<String> agents, long seed, long games,
            int partitions, Optional<Records> records) {
        if (games < 0 || partitions < 1) {
            throw new IllegalArgumentException("games cannot be negative and partitions must be at least 1");
        }
        Simulator checked = Simulator.of(preset, agents, seed); // fails here, on the driver, with the known names
        records.ifPresent(r -> checked.withRecording(new Recording(r.format(), (n, t) -> { })));
        Map<String, String> hadoop = new HashMap<>();
        for (Map.Entry<String, String> e : spark.hadoopConfiguration()) {
            hadoop.put(e.getKey(), e.getValue());
        }
        if (records.isPresent()) {
            mkdirs(records.get().dir(), spark.hadoopConfiguration());
        }
        Records out = records.orElse(null); // Spark's closures carry serializable values; Optional is not
        List<long[]> ranges = new ArrayList<>(partitions);
        for (int p = 0; p < partitions; p++) {
            long from = games * p / partitions;
            long to = games * (p + 1) / partitions;
            ranges.add(new long[] {from, to - from, p});
        }
        List<String> agentList = List.copyOf(agents);
        List<String> parts = spark.parallelize(ranges, partitions)
                .map(r -> StatsJson.write(play(preset, agentList, seed, r, out, hadoop)))
                .collect();
        SimStats total = SimStats.empty(Simulator.of(preset, agents, seed).bots().variant().name(), preset, agents, seed);
        for (String part : parts) {
            total = total.plus(StatsJson.read(part));
        }
        return total;
    }

    /**
     * Plays one partition's range {@code {first game, games, partition index}} on the executor, recording into
     * {@code out} when given: a file per game, or the partition's archive, renamed into place once every game
     * of the range is in it (and deleted if one fails).
     */
    private static SimStats play(String preset, List<String> agents, long seed, long[] range, Records out,
            Map<String, String> hadoop) {
        Simulator sim = Simulator.of(preset, agents, seed);
        if (out == null) {
            return sim.run(range[0], range[1], 1, n -> { }).stats();
        }
        return switch (out.per()) {
            case GAME -> sim.withRecording(new Recording(out.format(), new HadoopSink(out.dir(), hadoop)))
                    .run(range[0], range[1], 1, n -> { }).stats();
            case PARTITION -> {
                TaskContext task = TaskContext.get();
                PartitionArchive archive = new PartitionArchive(out.dir(), (int) range[2],
                        task == null ? 0 : task.taskAttemptId(), hadoop);
                SimStats stats;
                try {
                    stats = sim.withRecording(new Recording(out.format(), archive)).run(range[0], range[1], 1, n -> { }).stats();
                } catch (RuntimeException e) {
                    archive.abandon();
                    throw e;
                }
                archive.close();
                yield stats;
            }
        };
    }

    private static void mkdirs(String dir, Configuration conf) {
        try {
            Path p = new Path(dir);
            p.getFileSystem(conf).mkdirs(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the records folder " + dir, e);
        }
    }
}
