package org.jantaku.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.jantaku.server.table.Timing;

/** Servers for the tests: loopback, a free port, no bot delay. Public, in the server's test-jar (example-variant uses it). */
public final class TestServers {
    private TestServers() {
    }

    /** No bot delay, no timeouts, no pause between hands (the tests that are not about pacing). */
    public static final Timing FAST = new Timing(Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    public static JantakuServer sqlite(Path dir, Timing timing) {
        return start("jdbc:sqlite:" + dir.resolve("jantaku.db"), timing);
    }

    public static JantakuServer start(String url, Timing timing) {
        return JantakuServer.start(new ServerConfig(0, url, timing, Optional.empty()));
    }

    /** The token of a person's seat from a creation answer (the creator's own or an invitation). */
    public static String token(com.fasterxml.jackson.databind.JsonNode created, int seat) {
        if (created.path("you").path("seat").asInt(-1) == seat) {
            return created.get("you").get("token").asText();
        }
        for (com.fasterxml.jackson.databind.JsonNode i : created.path("invitations")) {
            if (i.get("seat").asInt() == seat) {
                return i.get("token").asText();
            }
        }
        throw new AssertionError("seat " + seat + " has no token in " + created);
    }

    /** Creates a table; the answer's JSON (id and seats with tokens). */
    public static com.fasterxml.jackson.databind.JsonNode create(int port, String body) {
        Http.Answer a = Http.post(port, "/api/tables", body);
        if (a.status() != 201) {
            throw new AssertionError("table not created: " + a.status() + " " + a.body());
        }
        return a.json();
    }

    /** Creates a table of bots and waits (up to two minutes) until they finish its game; the table. */
    public static org.jantaku.server.table.LiveTable<?, ?, ?, ?> playedToTheEnd(JantakuServer s, String body) throws InterruptedException {
        String id = create(s.port(), body).get("id").asText();
        org.jantaku.server.table.LiveTable<?, ?, ?, ?> live = s.tables().find(id).orElseThrow();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(2);
        while (!live.finished()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the bots did not finish table " + id + " in two minutes");
            }
            Thread.sleep(20);
        }
        return live;
    }
}
