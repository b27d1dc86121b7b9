package org.jantaku.simspark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.jantaku.bots.sim.RecordFormat;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.StatsJson;

/**
 * The {@code spark-submit} entry point:
 * {@code --rules PRESET --agents A,B,C,D --games N [--seed S] [--partitions P] [--json FILE] [--records DIR [--format jsonl|mjai|tenhou6] [--records-per partition|game]]}.
 * The master comes from spark-submit. The statistics are written as JSON to {@code --json} on the
 * driver (or printed), and a last line of JSON gives games, hands, seconds and games per second.
 * With {@code --records DIR} (any path Hadoop knows: {@code hdfs://}, {@code s3a://}, local) every
 * game's record is written there by the executor that played it: by default one zip archive per partition,
 * {@code part-NNNNN.zip}, holding the games' files; with {@code --records-per game} one file per game.
 */
public final class SimulateJob {
    private SimulateJob() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> o = options(args);
        String preset = required(o, "--rules");
        List<String> agents = Arrays.asList(required(o, "--agents").split(","));
        long games = Long.parseLong(required(o, "--games"));
        long seed = Long.parseLong(o.getOrDefault("--seed", "1"));
        Optional<SparkSimulation.Records> records = records(o);
        SparkConf conf = new SparkConf().setAppName("jantaku-simulate " + preset);
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            int partitions = Integer.parseInt(o.getOrDefault("--partitions", String.valueOf(spark.defaultParallelism())));
            long start = System.nanoTime();
            SimStats stats = SparkSimulation.run(spark, preset, agents, seed, games, partitions, records);
            double seconds = (System.nanoTime() - start) / 1e9;
            String json = StatsJson.write(stats);
            if (o.containsKey("--json")) {
                Files.writeString(Path.of(o.get("--json")), json, StandardCharsets.UTF_8);
            } else {
                System.out.println(json);
            }
            System.out.println(String.format(Locale.ROOT,
                    "{\"games\":%d,\"hands\":%d,\"partitions\":%d,\"seconds\":%.3f,\"games_per_second\":%.1f}",
                    stats.games(), stats.hands(), partitions, seconds, stats.games() / seconds));
        }
    }

    /** {@code --name value} pairs; an option without its value, or a stray word, is an error. */
    static Map<String, String> options(String[] args) {
        Map<String, String> out = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("expected --option value pairs, got '" + args[i] + "' at argument "
                        + (i + 1));
            }
            out.put(args[i], args[i + 1]);
        }
        return out;
    }

    /**
     * The {@code --records DIR [--format F] [--records-per P]} of the job, if given ({@code jsonl} and
     * {@code partition} by default); {@code --format} or {@code --records-per} alone is an error.
     */
    static Optional<SparkSimulation.Records> records(Map<String, String> o) {
        for (String option : List.of("--format", "--records-per")) {
            if (!o.containsKey("--records") && o.containsKey(option)) {
                throw new IllegalArgumentException(option + " is about --records: give --records DIR");
            }
        }
        return Optional.ofNullable(o.get("--records"))
                .map(dir -> new SparkSimulation.Records(dir, RecordFormat.parse(o.getOrDefault("--format", "jsonl")),
                        RecordsPer.parse(o.getOrDefault("--records-per", "partition"))));
    }

    private static String required(Map<String, String> o, String name) {
        String v = o.get(name);
        if (v == null) {
            throw new IllegalArgumentException("missing " + name
                    + " (usage: --rules PRESET --agents A,B,C,D --games N [--seed S] [--partitions P] [--json FILE] [--records DIR [--format jsonl|mjai|tenhou6] [--records-per partition|game]])");
        }
        return v;
    }
}
