package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code jantaku bench engine}: its result line and its errors. */
class BenchEngineCommandTest {

    @Test
    void printsGamesStepsAndRates() {
        assertThat(CliRun.of("bench", "engine", "--games", "2", "--runs", "1", "--warm-up", "0", "--warm-up-limit", "0", "--agents",
                "random").assertSuccess())
                .singleElement().asString()
                .matches("games=2 agents=random rules=tenhou steps=[0-9]+ checksum=-?[0-9]+ "
                        + "hanchan_per_second=[0-9]+\\.[0-9] steps_per_second=[0-9]+ warm_up_seconds=[0-9]+\\.[0-9] jit_settled=(true|false)");
    }

    @Test
    void unknownAgentsAreRefused() {
        assertThat(CliRun.of("bench", "engine", "--agents", "smart").assertError(2)).contains("unknown bot 'smart'");
    }
}
