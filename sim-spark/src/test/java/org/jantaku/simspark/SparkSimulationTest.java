package org.jantaku.simspark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.jantaku.bots.sim.DirectorySink;
import org.jantaku.bots.sim.RecordFormat;
import org.jantaku.bots.sim.Recording;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Spark job on {@code local[2]} gives what one machine gives. */
class SparkSimulationTest {
    private static final List<String> AGENTS = List.of("efficiency", "random", "tsumogiri", "efficiency");
    private static JavaSparkContext spark;

    @BeforeAll
    static void start() {
        spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("jantaku-test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1"));
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    /** One preset of every variant. */
    @ParameterizedTest
    @ValueSource(strings = {"tenhou", "guizhou-liupanshui", "guangdong-jihu", "guangdong-tuidaohu"})
    void theSameStatisticsAsOneMachine(String preset) {
        SimStats onSpark = SparkSimulation.run(spark, preset, AGENTS, 42, 8, 3);
        SimStats local = Simulator.of(preset, AGENTS, 42).run(0, 8, 1, n -> { }).stats();
        assertThat(onSpark).isEqualTo(local);
        assertThat(onSpark.games()).isEqualTo(8);
        assertThat(onSpark.preset()).isEqualTo(preset);
    }

    /** External mjai bots (the example Python bot) play on the executors as on one machine. */
    @Test
    void mjaiBotsPlayOnTheExecutors() {
        Path bot = Path.of("..", "bots", "mjai", "example_bot.py");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(bot) && python(),
                "python3 or the example bot " + bot.toAbsolutePath() + " is not there: skipped");
        List<String> agents = List.of("mjai:python3 " + bot, "efficiency", "mjai:python3 " + bot, "random");
        SimStats onSpark = SparkSimulation.run(spark, "tenhou", agents, 9, 2, 2);
        assertThat(onSpark).isEqualTo(Simulator.of("tenhou", agents, 9).run(0, 2, 1, n -> { }).stats());
        assertThat(onSpark.byAgent().get("mjai:python3 " + bot).games()).isEqualTo(4);
        assertThat(onSpark.byAgent().get("mjai:python3 " + bot).botFaults()).isZero();
    }

    private static boolean python() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, java.util.concurrent.TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The records the executors write are the files one machine writes, named and filled alike. */
    @ParameterizedTest
    @ValueSource(strings = {"tenhou:jsonl", "tenhou:mjai", "guangdong-jihu:jsonl"})
    void theSameRecordsAsOneMachine(String setup, @TempDir Path dir) throws IOException {
        String preset = setup.split(":")[0];
        RecordFormat format = RecordFormat.parse(setup.split(":")[1]);
        Path cluster = dir.resolve("spark");
        Path local = dir.resolve("local");
        SimStats onSpark = SparkSimulation.run(spark, preset, AGENTS, 42, 5, 3,
                Optional.of(new SparkSimulation.Records(cluster.toString(), format)));
        SimStats alone = Simulator.of(preset, AGENTS, 42).withRecording(new Recording(format, new DirectorySink(local)))
                .run(0, 5, 2, n -> { }).stats();
        assertThat(onSpark).isEqualTo(alone);
        assertThat(names(cluster)).hasSize(5).isEqualTo(names(local));
        for (String name : names(local)) {
            assertThat(Files.readString(cluster.resolve(name))).as(name).isEqualTo(Files.readString(local.resolve(name)));
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        }
    }

    @Test
    void badSetupsFailOnTheDriver() {
        assertThatThrownBy(() -> SparkSimulation.run(spark, "guizhou-liupanshui", AGENTS, 1, 4, 2,
                Optional.of(new SparkSimulation.Records("unused", RecordFormat.TENHOU6)))).hasMessageContaining("Riichi games only");
        assertThatThrownBy(() -> SparkSimulation.run(spark, "nowhere", AGENTS, 1, 4, 2))
                .hasMessageContaining("unknown rules preset 'nowhere'");
        assertThatThrownBy(() -> SimulateJob.options(new String[] {"--rules"})).hasMessageContaining("--option value pairs");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--format", "mjai"})))
                .hasMessageContaining("give --records DIR");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--records", "out", "--format", "kifu"})))
                .hasMessageContaining("not a record format");
        assertThat(SimulateJob.records(SimulateJob.options(new String[] {"--records", "hdfs:///sim/r"})))
                .contains(new SparkSimulation.Records("hdfs:///sim/r", RecordFormat.JSONL));
    }
}
