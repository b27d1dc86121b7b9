package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.storage.LineWriter;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seats and tables: the host ends a table with its host token (never with a seat's, never in an
 * address); a person who gives their seat up, or stays away past the seat idle limit while another
 * person plays, is replaced by a bot, the record says so and still replays; in 推倒胡 the leaver pays
 * 逃跑 through the Guangdong settlement; the last person leaving closes the table; a finished table's
 * summary has its standings, and its seat link then says it is finished.
 */
class SeatsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static String twoPeople(String preset) {
        return "{\"preset\":\"" + preset + "\",\"next_hand_seconds\":0,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
                + "{\"kind\":\"human\",\"name\":\"Bea\"},{},{}]}";
    }

    @Test
    void theHostEndsTheTable() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            JsonNode t = TestServers.create(port, twoPeople("tenhou"));
            String id = t.get("id").asText();
            String host = t.get("host_token").asText();
            assertThat(host).matches("[0-9a-f]{32}").isNotEqualTo(TestServers.token(t, 0));
            assertThat(t.get("you").get("link").asText()).doesNotContain(host);
            assertThat(server.storage().table(id).orElseThrow().hostHash()).isPresent().get().asString().doesNotContain(host);
            try (WsClient watcher = WsClient.connect(port, id, null);
                    WsClient bea = WsClient.connect(port, id, TestServers.token(t, 1))) {
                bea.next("state");
                watcher.next("table");
                assertThat(Http.post(port, "/api/tables/" + id + "/end", "{}").status()).isEqualTo(400);
                assertThat(Http.post(port, "/api/tables/" + id + "/end", "{\"host_token\":\"" + TestServers.token(t, 0) + "\"}").status())
                        .as("a seat's token is no host token").isEqualTo(403);
                assertThat(Http.post(port, "/api/tables/t-none/end", "{\"host_token\":\"" + host + "\"}").status()).isEqualTo(404);
                Http.Answer ended = Http.post(port, "/api/tables/" + id + "/end", "{\"host_token\":\"" + host + "\"}");
                assertThat(ended.status()).isEqualTo(200);
                assertThat(ended.json().get("status").asText()).isEqualTo("abandoned");
                for (WsClient c : List.of(watcher, bea)) {
                    JsonNode closed = c.next(type("error"));
                    assertThat(closed.get("code").asText()).isEqualTo("closed");
                    assertThat(closed.get("by").asText()).isEqualTo("host");
                    assertThat(c.closed.join()).isEqualTo(4010);
                }
            }
            Http.Answer again = Http.post(port, "/api/tables/" + id + "/end", "{\"host_token\":\"" + host + "\"}");
            assertThat(again.status()).isEqualTo(409);
            assertThat(again.json().get("error").asText()).contains("abandoned");
            assertThat(Http.get(port, "/api/tables/" + id).json().get("status").asText()).isEqualTo("abandoned");
            assertThat(Http.get(port, "/index.html").header("Referrer-Policy")).contains("no-referrer");
            assertThat(Http.get(port, "/table.html").header("Referrer-Policy")).contains("no-referrer");
            assertThat(Http.get(port, "/api/tables").header("Referrer-Policy")).contains("no-referrer");
        }
    }

    @Test
    void aPersonWhoLeavesIsReplacedByABotAndTheRecordSaysSo() throws Exception {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            JsonNode t = TestServers.create(port, twoPeople("tenhou"));
            String id = t.get("id").asText();
            String beaToken = TestServers.token(t, 1);
            try (AutoSeat ann = AutoSeat.join(port, id, TestServers.token(t, 0), true);
                    WsClient bea = WsClient.connect(port, id, beaToken)) {
                ann.socket.next("state"); // Ann joined on the server's side before Bea leaves, so she is told
                bea.next("state");
                bea.send("{\"type\":\"leave\"}");
                JsonNode left = bea.next(type("left"));
                assertThat(left.get("seat").asInt()).isEqualTo(1);
                assertThat(left.get("reason").asText()).isEqualTo("left");
                assertThat(bea.closed.join()).isEqualTo(4011);
                JsonNode told = ann.socket.next(type("seat_left"));
                assertThat(told.get("seat").asInt()).isEqualTo(1);
                assertThat(told.get("name").asText()).isEqualTo("Bea");
                assertThat(told.get("agent").asText()).isEqualTo("efficiency");
                assertThat(told.get("escape").asBoolean()).isFalse();
                JsonNode seat = Http.get(port, "/api/tables/" + id).json().get("seats").get(1);
                assertThat(seat.get("kind").asText()).isEqualTo("bot");
                assertThat(seat.get("name").asText()).isEqualTo("Bea");
                assertThat(seat.get("left").asText()).isEqualTo("left");
                assertThat(seat.toString()).doesNotContain("token");
                try (WsClient again = WsClient.connect(port, id, beaToken)) {
                    JsonNode refused = again.next(type("error"));
                    assertThat(refused.get("code").asText()).isEqualTo("left");
                    assertThat(again.closed.join()).isEqualTo(4011);
                }
                int at = server.tables().find(id).orElseThrow().version();
                ann.socket.next(n -> type("state").test(n) && n.get("version").asInt() > at + 30, 60);

                String record = server.storage().record(id);
                List<JsonNode> changes = new ArrayList<>();
                for (String line : record.split("\n")) {
                    JsonNode l = JSON.readTree(line);
                    if (l.has(LineWriter.SEAT_CHANGES)) {
                        changes.add(l);
                    }
                }
                assertThat(changes).hasSize(1);
                JsonNode change = changes.get(0).get(LineWriter.SEAT_CHANGES).get(0);
                assertThat(change.get("seat").asInt()).isEqualTo(1);
                assertThat(change.get("to").asText()).isEqualTo("bot");
                assertThat(change.get("reason").asText()).isEqualTo("left");
                assertThat(Replayer.replay(RecordReader.read(record, VariantModules.records())).state()).isNotNull();

                ann.socket.send("{\"type\":\"leave\"}");
                ann.socket.next(type("left"));
                // the leaver is told first, then the table closes: its summary says so a moment later
                String status = "";
                for (long end = System.nanoTime() + 10_000_000_000L; System.nanoTime() < end && !status.equals("abandoned");) {
                    status = Http.get(port, "/api/tables/" + id).json().get("status").asText();
                    Thread.sleep(50);
                }
                assertThat(status).as("the last person left: the table is closed").isEqualTo("abandoned");
            }
        }
    }

    @Test
    void aPersonWhoLeavesTuidaohuPaysEscape() throws Exception {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            JsonNode t = TestServers.create(port, twoPeople("guangdong-tuidaohu"));
            String id = t.get("id").asText();
            try (AutoSeat ann = AutoSeat.join(port, id, TestServers.token(t, 0), true);
                    WsClient bea = WsClient.connect(port, id, TestServers.token(t, 1))) {
                // both joined on the server's side (a client's handshake may end before the server has it), so Ann hears of Bea
                ann.socket.next("state");
                bea.next("state");
                bea.send("{\"type\":\"leave\"}");
                assertThat(bea.next(type("left")).get("escape").asBoolean()).isTrue();
                assertThat(ann.socket.next(type("seat_left")).get("escape").asBoolean()).isTrue();
                ann.socket.next(type("hand_end"), 60);
            }
            String record = server.storage().record(id);
            JsonNode escape = null;
            JsonNode settled = null;
            for (String line : record.split("\n")) {
                JsonNode l = JSON.readTree(line);
                if (l.path("action").path("type").asText().equals("escape")) {
                    escape = l;
                }
                for (JsonNode e : l.path("events")) {
                    if (e.path("type").asText().equals("hand_ended") && settled == null) {
                        settled = e;
                    }
                }
            }
            assertThat(escape).as("逃跑 recorded").isNotNull();
            assertThat(escape.get("seat").asInt()).isEqualTo(1);
            assertThat(escape.get(LineWriter.SEAT_CHANGES).get(0).get("escape").asBoolean()).isTrue();
            assertThat(settled).isNotNull();
            assertThat(settled.get("transfers").toString()).contains("{\"from\":1,\"to\":-1,\"points\":8,\"reason\":\"escape\"}");
            assertThat(Replayer.replay(RecordReader.read(record, VariantModules.records())).state()).isNotNull();
            assertThat(server.storage().table(id).orElseThrow().seats()).contains("\"escape_owed\":false");
        }
    }

    @Test
    void aPersonAwayPastTheLimitLosesTheSeatWhileAnotherPlays() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            JsonNode t = TestServers.create(port, twoPeople("tenhou"));
            String id = t.get("id").asText();
            long later = System.currentTimeMillis() + Limits.DEFAULT.seatIdle().toMillis() + 1000;
            server.tables().sweep(later);
            assertThat(Http.get(port, "/api/tables/" + id).json().get("seats").get(1).get("kind").asText())
                    .as("nobody connected: no seat is given up (the table's own idle limit applies)").isEqualTo("human");
            try (AutoSeat ann = AutoSeat.join(port, id, TestServers.token(t, 0), true)) {
                ann.socket.next("state");
                server.tables().sweep(System.currentTimeMillis() + Limits.DEFAULT.seatIdle().toMillis() / 2);
                assertThat(Http.get(port, "/api/tables/" + id).json().get("seats").get(1).get("kind").asText()).isEqualTo("human");
                server.tables().sweep(later);
                JsonNode told = ann.socket.next(type("seat_left"));
                assertThat(told.get("reason").asText()).isEqualTo("away");
                JsonNode seats = Http.get(port, "/api/tables/" + id).json().get("seats");
                assertThat(seats.get(1).get("left").asText()).isEqualTo("away");
                assertThat(seats.get(0).get("kind").asText()).isEqualTo("human");
                int at = server.tables().find(id).orElseThrow().version();
                ann.socket.next(n -> type("state").test(n) && n.get("version").asInt() > at + 20, 60);
            }
        }
    }

    @Test
    void aFinishedGameHasItsStandingsAndItsSeatLinkSaysSo() {
        // The person's turns and claims are played by the server's deadlines, so the game ends without a client.
        Timing quick = new Timing(Duration.ZERO, Duration.ofMillis(1), Duration.ofMillis(1), Timing.NEXT_HAND);
        try (JantakuServer server = TestServers.sqlite(dir, quick)) {
            int port = server.port();
            JsonNode t = TestServers.create(port, "{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},"
                    + "\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},{},{},{}]}");
            String id = t.get("id").asText();
            String token = TestServers.token(t, 0);
            long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (!server.tables().find(id).orElseThrow().finished()) {
                assertThat(System.nanoTime()).as("the game ends").isLessThan(end);
                sleep(50);
            }
            JsonNode summary = Http.get(port, "/api/tables/" + id).json();
            assertThat(summary.get("status").asText()).isEqualTo("finished");
            checkStandings(summary);
            try (WsClient c = WsClient.connect(port, id, token)) {
                JsonNode welcome = c.next("welcome");
                checkStandings(welcome.get("table"));
                assertThat(c.next("state").get("over").asBoolean()).isTrue();
            }
            while (server.tables().find(id).orElseThrow().connected() > 0) {
                sleep(20);
            }
            server.tables().sweep(System.currentTimeMillis());
            assertThat(server.tables().find(id)).as("forgotten by memory").isEmpty();
            checkStandings(Http.get(port, "/api/tables/" + id).json());
            checkStandings(Http.get(port, "/api/games").json().get(0));
            try (WsClient c = WsClient.connect(port, id, token)) {
                JsonNode refused = c.next(type("error"));
                assertThat(refused.get("code").asText()).isEqualTo("unknown_table");
                assertThat(refused.get("message").asText()).contains("finished", "/api/games/" + id);
                assertThat(c.closed.join()).isEqualTo(4004);
            }
        }
    }

    private static void checkStandings(JsonNode summary) {
        JsonNode st = summary.get("standings");
        assertThat(st).as("standings in %s", summary).hasSize(4);
        int sum = 0;
        for (int i = 0; i < 4; i++) {
            assertThat(st.get(i).get("place").asInt()).isEqualTo(i + 1);
            assertThat(st.get(i).has("points")).as("Riichi's final points (uma)").isTrue();
            sum += st.get(i).get("score").asInt();
            if (i > 0) {
                assertThat(st.get(i).get("score").asInt()).isLessThanOrEqualTo(st.get(i - 1).get("score").asInt());
            }
        }
        assertThat(sum).isBetween(99_000, 100_000);
        assertThat(st.toString()).contains("\"name\":\"Ann\"");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
