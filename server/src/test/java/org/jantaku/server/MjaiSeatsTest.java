package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.LiveTable;
import org.jantaku.server.table.MjaiBots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Riichi tables' bot seats played by a registered mjai bot (the example Python bot): the game ends and its record
 * replays; the lobby lists the bot for Riichi presets only; a table request cannot name a program.
 */
class MjaiSeatsTest {
    private static final Path BOT = Path.of("..", "bots", "mjai", "example_bot.py");

    @TempDir
    Path dir;

    @Test
    void registeredMjaiBotsPlayABotTableToItsEnd() throws Exception {
        assumeTrue(Files.isRegularFile(BOT), "the example bot " + BOT.toAbsolutePath() + " is not found: skipped");
        assumeTrue(python(), "python3 is not on the PATH: the mjai bot tests need it to run the example bot; skipped");
        MjaiBots mjai = MjaiBots.of(List.of("example=python3 " + BOT), Duration.ofSeconds(10));
        try (JantakuServer s = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"),
                TestServers.FAST, Optional.empty(), Limits.DEFAULT, mjai))) {
            JsonNode presets = Http.get(s.port(), "/api/presets").json();
            for (JsonNode p : presets) {
                boolean riichi = p.get("variant").asText().equals("riichi");
                assertThat(p.get("agents").toString().contains("\"mjai:example\"")).as(p.get("name").asText()).isEqualTo(riichi);
            }
            LiveTable<?, ?, ?, ?> live = TestServers.playedToTheEnd(s, "{\"preset\":\"tenhou\",\"seed\":5,\"options\":{\"riichi.gameLength\":"
                    + "\"tonpuu\"},\"seats\":[{\"kind\":\"bot\",\"agent\":\"mjai:example\"},{},"
                    + "{\"kind\":\"bot\",\"agent\":\"mjai:example\"},{\"kind\":\"bot\",\"agent\":\"mjai:example\"}]}");
            String id = live.info().id();
            Http.Answer record = Http.get(s.port(), "/api/games/" + id);
            var read = RecordReader.read(record.body(), Playable.RECORDED);
            assertThat(read.header().players()).containsExactly("mjai:example", "random", "mjai:example", "mjai:example");
            assertThat(read.steps()).hasSize(live.steps());
            assertThat(over(read)).as("the record replays to the game's end").isTrue();

            Http.Answer refused = Http.post(s.port(), "/api/tables", "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"bot\","
                    + "\"agent\":\"mjai:python3 -c print(1)\"},{},{},{}]}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.body()).contains("unknown agent 'mjai:python3 -c print(1)'", "mjai:example");
        }
    }

    @Test
    void aBotIsRegisteredByNameAndCommand() {
        assertThatThrownBy(() -> MjaiBots.of(List.of("example"), Duration.ofSeconds(1))).hasMessageContaining("NAME=COMMAND");
        assertThatThrownBy(() -> MjaiBots.of(List.of("a b=python3"), Duration.ofSeconds(1))).hasMessageContaining("letters, digits");
        assertThatThrownBy(() -> MjaiBots.of(List.of("x=no-such-program-here"), Duration.ofSeconds(1)))
                .hasMessageContaining("'no-such-program-here' is not found");
    }

    private static <S> boolean over(org.jantaku.engine.record.GameRecord<S, ?, ?, ?> record) {
        return record.variant().variant().isOver(Replayer.replay(record).state());
    }

    private static boolean python() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
