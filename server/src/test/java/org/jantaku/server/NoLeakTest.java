package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jantaku.core.game.Action;
import org.jantaku.core.game.Event;
import org.jantaku.core.game.Transition;
import org.jantaku.core.game.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.server.table.Timing;
import org.jantaku.server.view.ViewJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records every frame sent to each client over whole games of every playable preset (bots in every
 * seat, a listening client on each seat's token and a watcher) and checks every tile in every frame
 * against what that seat may know at that version, rebuilt independently from the stored record:
 * never another seat's concealed tiles or drawn tile, never a tile the all-open view does not show
 * (the wall, unturned indicators, the chicken tile, horses). Results may show only the winners'
 * hands; the watcher sees no tile at all.
 */
class NoLeakTest {
    @TempDir
    Path dir;

    static Stream<String> presets() {
        return Playable.names().stream();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void noFrameRevealsHiddenTiles(String preset) {
        Timing timing = new Timing(Duration.ofMillis(1), Duration.ZERO, Duration.ZERO);
        List<List<JsonNode>> bySeat = new ArrayList<>();
        List<JsonNode> watched;
        String table;
        try (JantakuServer server = TestServers.sqlite(dir, timing)) {
            JsonNode t = TestServers.create(server.port(), "{\"preset\":\"" + preset + "\",\"seed\":11,\"seats\":[{},{},{},{}]}");
            table = t.get("id").asText();
            List<WsClient> clients = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                clients.add(WsClient.connect(server.port(), table, t.get("seats").get(s).get("token").asText()));
            }
            WsClient watcher = WsClient.connect(server.port(), table, null);
            // A whole game of bots: a 鸡胡 game can run to its 64-hand limit, so allow a loaded machine time.
            clients.get(0).next(n -> n.path("type").asText().equals("game_end"), 300);
            clients.get(0).next("state");
            for (WsClient c : clients) {
                c.send("{\"type\":\"sync\"}");
                c.next(n -> n.path("type").asText().equals("state") && n.path("over").asBoolean());
                bySeat.add(List.copyOf(c.frames));
                c.close();
            }
            watcher.close();
            watched = List.copyOf(watcher.frames);
            Knowledge k = Knowledge.of(RecordReader.read(server.storage().record(table), Playable.RECORDED));
            int checked = 0;
            for (int s = 0; s < 4; s++) {
                for (JsonNode f : bySeat.get(s)) {
                    assertThat(k.violations(s, f)).as("seat %d frame %s", s, f).isEmpty();
                    checked++;
                }
            }
            assertThat(checked).as("frames checked").isGreaterThan(400);
            assertThat(bySeat.get(0).stream().filter(f -> f.path("type").asText().equals("hand_end")).count()).isPositive();
            for (JsonNode f : watched) {
                assertThat(tiles(f)).as("watcher frame %s", f).isEmpty();
            }
        }
    }

    @Test
    void theCheckCatchesALeak() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            JsonNode t = TestServers.create(server.port(), "{\"preset\":\"tenhou\",\"seed\":3,\"seats\":[{\"kind\":\"human\"},{},{},{}]}");
            String table = t.get("id").asText();
            try (WsClient c = WsClient.connect(server.port(), table, t.get("seats").get(0).get("token").asText())) {
                JsonNode frame = c.nextPrompt();
                Knowledge k = Knowledge.of(RecordReader.read(server.storage().record(table), Playable.RECORDED));
                assertThat(k.violations(0, frame)).isEmpty();
                ObjectNode leaky = frame.deepCopy();
                JsonNode other = server.tables().find(table).map(x -> ViewJson.encode(observeAll(x.state(), server, table)))
                        .orElseThrow().get("hands").get(1).get(0);
                ((ObjectNode) leaky.get("view")).set("peek", other);
                assertThat(k.violations(0, leaky)).isNotEmpty();
                ObjectNode wall = frame.deepCopy();
                Set<Integer> seen = new HashSet<>(tiles(ViewJson.encode(observeAll(server.tables().find(table).orElseThrow().state(),
                        server, table))));
                int hidden = java.util.stream.IntStream.range(0, 136).filter(i -> !seen.contains(i)).findFirst().orElseThrow();
                ((ObjectNode) wall.get("view")).set("peek", ViewJson.tile(org.jantaku.core.tile.Tile.of(hidden)));
                assertThat(k.violations(0, wall)).isNotEmpty();
            }
        }
    }

    private static Object observeAll(Object state, JantakuServer server, String table) {
        String variant = server.tables().find(table).orElseThrow().info().variant();
        @SuppressWarnings("unchecked")
        Variant<Object, ?, ?, Object> v = (Variant<Object, ?, ?, Object>) Playable.RECORDED.find(variant).orElseThrow().variant();
        return v.observeAll(state);
    }

    /** Every tile id in a JSON value (tiles are {"tile": MPSZ, "id": N}). */
    static List<Integer> tiles(JsonNode n) {
        List<Integer> out = new ArrayList<>();
        collect(n, out);
        return out;
    }

    private static void collect(JsonNode n, List<Integer> out) {
        if (n.isObject() && n.path("tile").isTextual() && n.path("id").isInt()) {
            out.add(n.get("id").asInt());
            return;
        }
        n.forEach(c -> collect(c, out));
    }

    /** What each seat may know at each version, rebuilt from a record through the all-open view. */
    record Knowledge(List<List<Set<Integer>>> forbidden, List<List<Set<Integer>>> hands) {
        static <S, A extends Action, E extends Event, O> Knowledge of(GameRecord<S, A, E, O> record) {
            Variant<S, A, E, O> game = record.variant().variant();
            List<List<Set<Integer>>> forbidden = new ArrayList<>();
            List<List<Set<Integer>>> hands = new ArrayList<>();
            Transition<S, E> start = game.start(record.header().rules(), record.header().walls());
            S state = start.state();
            add(ViewJson.encode(game.observeAll(state)), game.toAct(state), forbidden, hands);
            for (RecordStep<A> s : record.steps()) {
                state = game.apply(state, s.seat(), s.action()).orThrow().state();
                add(ViewJson.encode(game.observeAll(state)), game.toAct(state), forbidden, hands);
            }
            return new Knowledge(forbidden, hands);
        }

        private static void add(JsonNode all, Set<Integer> toAct, List<List<Set<Integer>>> forbidden, List<List<Set<Integer>>> hands) {
            Set<Integer> shown = new HashSet<>(tiles(all));
            List<Set<Integer>> h = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                JsonNode hand = all.get("hands").get(s);
                h.add(new HashSet<>(hand == null || hand.isNull() ? List.of() : tiles(hand)));
            }
            Set<Integer> drawn = all.hasNonNull("drawn") ? new HashSet<>(tiles(all.get("drawn"))) : Set.of();
            List<Set<Integer>> f = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                Set<Integer> no = new HashSet<>();
                for (int id = 0; id < 136; id++) {
                    if (!shown.contains(id)) {
                        no.add(id);
                    }
                }
                for (int o = 0; o < 4; o++) {
                    if (o != s) {
                        no.addAll(h.get(o));
                    }
                }
                if (!toAct.contains(s) || toAct.size() != 1) {
                    no.addAll(drawn);
                }
                f.add(no);
            }
            forbidden.add(f);
            hands.add(h);
        }

        /** The tiles of a frame to a seat that the seat may not know. */
        List<String> violations(int seat, JsonNode frame) {
            List<String> out = new ArrayList<>();
            int v = frame.path("version").asInt();
            switch (frame.path("type").asText()) {
                case "state" -> {
                    // A view may recall the previous hand's result (Guangdong's last_hand: the winner's hand, the
                    // horses). Those tiles were shown when that hand ended, and their ids are dealt again in the
                    // new hand, so they are not checked against the new hand's hidden tiles.
                    JsonNode view = frame.get("view").deepCopy();
                    if (view.isObject()) {
                        ((ObjectNode) view).remove("last_hand");
                    }
                    List<Integer> seen = tiles(view);
                    seen.addAll(tiles(frame.get("legal")));
                    for (int id : seen) {
                        if (forbidden.get(v).get(seat).contains(id)) {
                            out.add("tile " + id + " at version " + v);
                        }
                    }
                    if (!frame.path("over").asBoolean() && tiles(frame.get("view").get("hands").get(seat)).isEmpty()) {
                        out.add("the seat's own hand is missing at version " + v);
                    }
                }
                case "hand_end", "game_end" -> {
                    Set<Integer> winners = new HashSet<>();
                    frame.get("result").forEach(r -> {
                        if (r.path("type").asText().equals("Won")) {
                            winners.add(r.get("seat").asInt());
                        }
                    });
                    for (int id : tiles(frame.get("result"))) {
                        for (int o = 0; o < 4; o++) {
                            if (o != seat && !winners.contains(o) && hands.get(v - 1).get(o).contains(id)) {
                                out.add("result shows tile " + id + " of seat " + o + "'s concealed hand at version " + v);
                            }
                        }
                    }
                }
                case "welcome", "table", "pong" -> {
                    if (!tiles(frame).isEmpty()) {
                        out.add("a " + frame.path("type").asText() + " message with tiles");
                    }
                }
                default -> out.add("unexpected frame " + frame.path("type").asText());
            }
            return out;
        }
    }
}
