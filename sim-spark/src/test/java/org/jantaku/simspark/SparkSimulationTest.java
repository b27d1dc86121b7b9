package org.jantaku.simspark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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

    @Test
    void badSetupsFailOnTheDriver() {
        assertThatThrownBy(() -> SparkSimulation.run(spark, "nowhere", AGENTS, 1, 4, 2))
                .hasMessageContaining("unknown rules preset 'nowhere'");
        assertThatThrownBy(() -> SimulateJob.options(new String[] {"--rules"})).hasMessageContaining("--option value pairs");
    }
}
