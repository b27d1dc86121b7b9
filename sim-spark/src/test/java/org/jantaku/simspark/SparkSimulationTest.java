package org.jantaku.simspark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
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
import org.junit.jupiter.params.provider.CsvSource;
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

    /** Three-player Riichi (三人麻雀) on the executors: the same statistics and the same mjai records as one machine. */
    @Test
    void threePlayerGamesAsOnOneMachine(@TempDir Path dir) throws IOException {
        List<String> three = List.of("efficiency", "random", "tsumogiri");
        Path cluster = dir.resolve("spark");
        Path local = dir.resolve("local");
        SimStats onSpark = SparkSimulation.run(spark, "tenhou-sanma", three, 42, 4, 2,
                Optional.of(new SparkSimulation.Records(cluster.toString(), RecordFormat.MJAI, RecordsPer.GAME)));
        SimStats alone = Simulator.of("tenhou-sanma", three, 42).withRecording(new Recording(RecordFormat.MJAI,
                new DirectorySink(local))).run(0, 4, 2, n -> { }).stats();
        assertThat(onSpark).isEqualTo(alone);
        assertThat(onSpark.games()).isEqualTo(4);
        assertThat(names(cluster)).hasSize(4).isEqualTo(names(local));
        for (String name : names(local)) {
            assertThat(Files.readAllBytes(cluster.resolve(name))).as(name).isEqualTo(Files.readAllBytes(local.resolve(name)));
        }
        assertThat(Files.readString(local.resolve(names(local).get(0)))).contains("\"nukidora\"");
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

    /** With {@code --records-per game} the executors write the files one machine writes, named and filled alike. */
    @ParameterizedTest
    @ValueSource(strings = {"tenhou:jsonl", "tenhou:mjai", "guangdong-jihu:jsonl"})
    void theSameRecordsAsOneMachine(String setup, @TempDir Path dir) throws IOException {
        String preset = setup.split(":")[0];
        RecordFormat format = RecordFormat.parse(setup.split(":")[1]);
        Path cluster = dir.resolve("spark");
        Path local = dir.resolve("local");
        SimStats onSpark = SparkSimulation.run(spark, preset, AGENTS, 42, 5, 3,
                Optional.of(new SparkSimulation.Records(cluster.toString(), format, RecordsPer.GAME)));
        SimStats alone = alone(preset, format, local, 5);
        assertThat(onSpark).isEqualTo(alone);
        assertThat(names(cluster)).hasSize(5).isEqualTo(names(local));
        for (String name : names(local)) {
            assertThat(Files.readAllBytes(cluster.resolve(name))).as(name).isEqualTo(Files.readAllBytes(local.resolve(name)));
        }
        assertThat(hidden(cluster)).as("files written aside and left behind").isEmpty();
    }

    /**
     * With {@code --records-per partition} each partition writes one archive {@code part-NNNNN.zip}, and the
     * archives' entries together are the files one machine writes: the same names, the same bytes, each game
     * in its partition's archive, in the order of the games. More partitions than games give empty archives.
     */
    @ParameterizedTest
    @CsvSource({"tenhou, jsonl, 7, 3", "tenhou, mjai, 7, 3", "guangdong-jihu, jsonl, 5, 2", "tenhou, mjai, 2, 3"})
    void partitionArchivesHoldTheSameRecordsAsOneMachine(String preset, String formatName, int games, int partitions,
            @TempDir Path dir) throws IOException {
        RecordFormat format = RecordFormat.parse(formatName);
        Path cluster = dir.resolve("spark");
        Path local = dir.resolve("local");
        SimStats onSpark = SparkSimulation.run(spark, preset, AGENTS, 42, games, partitions,
                Optional.of(new SparkSimulation.Records(cluster.toString(), format, RecordsPer.PARTITION)));
        assertThat(onSpark).isEqualTo(alone(preset, format, local, games));
        List<String> expectedArchives = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            expectedArchives.add(String.format("part-%05d.zip", p));
        }
        assertThat(names(cluster)).isEqualTo(expectedArchives);
        assertThat(hidden(cluster)).as("archives written aside and left behind").isEmpty();
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (int p = 0; p < partitions; p++) {
            Map<String, byte[]> archive = entries(cluster.resolve(expectedArchives.get(p)));
            List<String> expectedNames = new ArrayList<>();
            for (long g = (long) games * p / partitions; g < (long) games * (p + 1) / partitions; g++) {
                expectedNames.add(names(local).get((int) g));
            }
            assertThat(archive.keySet()).as(expectedArchives.get(p)).containsExactlyElementsOf(expectedNames);
            entries.putAll(archive);
        }
        assertThat(entries.keySet()).hasSize(games).containsExactlyElementsOf(names(local));
        for (String name : names(local)) {
            assertThat(entries.get(name)).as(name).isEqualTo(Files.readAllBytes(local.resolve(name)));
        }
    }

    /** A partition played again (a retried task) replaces its archive: no second copy, no leftovers. */
    @Test
    void aPartitionPlayedAgainReplacesItsArchive(@TempDir Path dir) throws IOException {
        SparkSimulation.Records records = new SparkSimulation.Records(dir.toString(), RecordFormat.JSONL, RecordsPer.PARTITION);
        SparkSimulation.run(spark, "tenhou", AGENTS, 7, 3, 2, Optional.of(records));
        Map<String, byte[]> first = entries(dir.resolve("part-00001.zip"));
        SparkSimulation.run(spark, "tenhou", AGENTS, 7, 3, 2, Optional.of(records));
        assertThat(names(dir)).containsExactly("part-00000.zip", "part-00001.zip");
        assertThat(hidden(dir)).isEmpty();
        Map<String, byte[]> again = entries(dir.resolve("part-00001.zip"));
        assertThat(again.keySet()).hasSize(2).isEqualTo(first.keySet());
        for (String name : first.keySet()) {
            assertThat(again.get(name)).as(name).isEqualTo(first.get(name));
        }
    }

    private static SimStats alone(String preset, RecordFormat format, Path local, int games) {
        return Simulator.of(preset, AGENTS, 42).withRecording(new Recording(format, new DirectorySink(local)))
                .run(0, games, 2, n -> { }).stats();
    }

    /** An archive's entries, by name in the archive's order, read as a stream. */
    private static Map<String, byte[]> entries(Path archive) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(archive))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                assertThat(out.put(e.getName(), in.readAllBytes())).as("entry %s twice", e.getName()).isNull();
            }
        }
        return out;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        }
    }

    /** The hidden files of {@code dir}, but Hadoop's checksums of the visible ones ({@code .NAME.crc}). */
    private static List<String> hidden(Path dir) throws IOException {
        List<String> visible = names(dir);
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith(".") && !(n.endsWith(".crc") && visible.contains(n.substring(1, n.length() - 4))))
                    .toList();
        }
    }

    @Test
    void badSetupsFailOnTheDriver() {
        assertThatThrownBy(() -> SparkSimulation.run(spark, "guizhou-liupanshui", AGENTS, 1, 4, 2,
                Optional.of(new SparkSimulation.Records("unused", RecordFormat.TENHOU6, RecordsPer.PARTITION)))).hasMessageContaining("Riichi games only");
        assertThatThrownBy(() -> SparkSimulation.run(spark, "nowhere", AGENTS, 1, 4, 2))
                .hasMessageContaining("unknown rules preset 'nowhere'");
        assertThatThrownBy(() -> SimulateJob.options(new String[] {"--rules"})).hasMessageContaining("--option value pairs");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--format", "mjai"})))
                .hasMessageContaining("give --records DIR");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--records", "out", "--format", "kifu"})))
                .hasMessageContaining("not a record format");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--records-per", "game"})))
                .hasMessageContaining("--records-per is about --records");
        assertThatThrownBy(() -> SimulateJob.records(SimulateJob.options(new String[] {"--records", "out", "--records-per", "file"})))
                .hasMessageContaining("'file' is not a layout (expected game or partition)");
        assertThat(SimulateJob.records(SimulateJob.options(new String[] {"--records", "hdfs:///sim/r"})))
                .contains(new SparkSimulation.Records("hdfs:///sim/r", RecordFormat.JSONL, RecordsPer.PARTITION));
        assertThat(SimulateJob.records(SimulateJob.options(new String[] {"--records", "r", "--format", "mjai", "--records-per", "game"})))
                .contains(new SparkSimulation.Records("r", RecordFormat.MJAI, RecordsPer.GAME));
    }
}
