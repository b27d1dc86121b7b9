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
import org.jantaku.engine.spi.VariantModules;
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
            var read = RecordReader.read(record.body(), VariantModules.records());
            assertThat(read.header().players()).containsExactly("mjai:example", "random", "mjai:example", "mjai:example");
            assertThat(read.steps()).hasSize(live.steps());
            assertThat(over(read)).as("the record replays to the game's end").isTrue();

            Http.Answer refused = Http.post(s.port(), "/api/tables", "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"bot\","
                    + "\"agent\":\"mjai:python3 -c print(1)\"},{},{},{}]}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.body()).contains("unknown agent 'mjai:python3 -c print(1)'", "mjai:example");
        }
    }

    /**
     * A slow mjai bot (three seconds for every decision) thinks off the table's lock: while it decides, the
     * person at the table is answered at once (their {@code sync} gets the state as it is, before the bot's
     * move is published), and the bot's move is then played.
     */
    @Test
    void aSlowBotThinksWithoutHoldingTheTable() throws Exception {
        assumeTrue(Files.isRegularFile(BOT), "the example bot " + BOT.toAbsolutePath() + " is not found: skipped");
        assumeTrue(python(), "python3 is not on the PATH: the mjai bot tests need it to run the example bot; skipped");
        MjaiBots mjai = MjaiBots.of(List.of("slow=python3 " + BOT + " --sleep 3 --sleep-every 1"), Duration.ofSeconds(20));
        try (JantakuServer s = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"),
                TestServers.FAST, Optional.empty(), Limits.DEFAULT, mjai))) {
            JsonNode created = TestServers.create(s.port(), "{\"preset\":\"tenhou\",\"seed\":3,\"seats\":[{\"kind\":\"human\"},"
                    + "{\"kind\":\"bot\",\"agent\":\"mjai:slow\"},{\"kind\":\"bot\",\"agent\":\"mjai:slow\"},"
                    + "{\"kind\":\"bot\",\"agent\":\"mjai:slow\"}]}");
            String table = created.get("id").asText();
            try (WsClient person = WsClient.connect(s.port(), table, TestServers.token(created, 0))) {
                JsonNode turn = person.nextPrompt();
                int discard = 0;
                for (JsonNode a : turn.get("legal")) {
                    if (a.path("type").asText().equals("Discard")) {
                        discard = a.get("id").asInt();
                    }
                }
                person.act(turn, discard);
                Thread.sleep(500); // the dealer's discard is published; a bot decides (a call, or seat 1's turn)
                int seen = turn.get("version").asInt();
                for (int i = person.pending().size(); i > 0; i--) { // taken, so that the sync's answer is the next state
                    JsonNode f = person.next(n -> true);
                    if (f.path("type").asText().equals("state")) {
                        seen = Math.max(seen, f.get("version").asInt());
                    }
                }
                person.send("{\"type\":\"sync\"}");
                int atLeast = seen;
                JsonNode answer = person.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() >= atLeast);
                assertThat(answer.get("version").asInt()).as("the sync is answered before the slow bot's move is published")
                        .isEqualTo(seen);
                assertThat(person.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() > atLeast, 30)
                        .get("version").asInt()).as("the bot's move is then played").isGreaterThan(seen);
            }
        }
    }

    /**
     * An mjai bot's {@code start_game} names the players as the table's seats do (mjai's {@code names}), in place of
     * {@code seat0} … {@code seat3}: the bot's input is kept by a wrapper ({@code tee}) in front of the example bot,
     * which ignores names and plays on.
     */
    @Test
    void theBotIsToldTheSeatsNames() throws Exception {
        assumeTrue(Files.isRegularFile(BOT), "the example bot " + BOT.toAbsolutePath() + " is not found: skipped");
        assumeTrue(python(), "python3 is not on the PATH: the mjai bot tests need it to run the example bot; skipped");
        Path heard = dir.resolve("heard.jsonl");
        Path wrapper = dir.resolve("tee-bot.sh");
        Files.writeString(wrapper, "#!/bin/sh\ntee -a '" + heard + "' | python3 '" + BOT.toAbsolutePath() + "' \"$@\"\n");
        MjaiBots mjai = MjaiBots.of(List.of("tee=sh " + wrapper), Duration.ofSeconds(10));
        try (JantakuServer s = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"),
                TestServers.FAST, Optional.empty(), Limits.DEFAULT, mjai))) {
            String id = TestServers.create(s.port(), "{\"preset\":\"tenhou\",\"seed\":9,\"seats\":[{\"kind\":\"bot\",\"agent\":"
                    + "\"mjai:tee\",\"name\":\"Mortal 東\"},{\"name\":\"Bo\",\"kind\":\"bot\"},{},{\"kind\":\"bot\",\"agent\":"
                    + "\"efficiency\"}]}").get("id").asText();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.exists(heard) || Files.readString(heard).lines().findFirst().isEmpty()) {
                assertThat(System.nanoTime()).as("the bot is asked its first decision within 30 s").isLessThan(deadline);
                Thread.sleep(20);
            }
            JsonNode first = new com.fasterxml.jackson.databind.ObjectMapper().readTree(Files.readString(heard).lines().findFirst()
                    .orElseThrow());
            JsonNode start = first.get(0);
            assertThat(start.get("type").asText()).isEqualTo("start_game");
            assertThat(start.get("id").asInt()).isZero();
            assertThat(start.get("names")).extracting(JsonNode::asText).containsExactly("Mortal 東", "Bo", "random", "efficiency");
            LiveTable<?, ?, ?, ?> live = s.tables().find(id).orElseThrow();
            while (live.version() < 4) {
                assertThat(System.nanoTime()).as("the bot plays on").isLessThan(deadline);
                Thread.sleep(20);
            }
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
