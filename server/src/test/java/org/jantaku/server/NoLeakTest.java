package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jantaku.bots.Bots;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.table.Timing;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.ViewJson;
import org.jantaku.server.view.state.TableViews;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games of every playable preset played by one person's socket (random legal actions, calls
 * and wins included) against three bots, with a watcher. Every frame is checked against what the
 * seat may know, rebuilt independently from the stored record: never another seat's concealed or
 * drawn tile, never a tile the all-open view does not show (the wall, the dead wall, ura and unturned
 * indicators, the next draw, the chicken tile before its flip, horses before settlement), and never
 * who may claim: a frame that is not the person's own claim prompt is exactly the public state's
 * projection (the same whoever could have called), its {@code to_act} names only the public turn,
 * and every public version arrives once, in order. The watcher sees the table as every seat sees it
 * (no tile that any one seat may not see, no claimant, no action) and the hands' results.
 */
class NoLeakTest {
    private static final Set<String> PRIVATE = Set.of("Pass", "DeclareTenpai", "DeclareNoten");

    @TempDir
    Path dir;

    static Stream<String> presets() {
        return Bots.presetNames().stream();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void onePersonSeesOnlyWhatItsSeatMayKnow(String preset) {
        Timing timing = new Timing(Duration.ofMillis(1), Duration.ZERO, Duration.ZERO, Duration.ZERO);
        try (JantakuServer server = TestServers.sqlite(dir, timing)) {
            Bots.Game game = Bots.forPreset(preset).orElseThrow();
            int seats = game.bots().variant().seats(game.preset().rules());
            JsonNode t = TestServers.create(server.port(), "{\"preset\":\"" + preset + "\",\"seed\":11,"
                    + "\"seats\":[{\"kind\":\"human\"}" + ",{}".repeat(seats - 1) + "]}");
            String table = t.get("id").asText();
            List<JsonNode> frames;
            List<JsonNode> watched;
            try (WsClient watcher = WsClient.connect(server.port(), table, null);
                    WsClient person = WsClient.connect(server.port(), table, TestServers.token(t, 0))) {
                play(person, new SplittableRandom(preset.hashCode()));
                frames = List.copyOf(person.frames);
                watcher.next(n -> n.path("type").asText().equals("table") && n.get("table").get("status").asText().equals("finished"));
                watched = List.copyOf(watcher.frames);
            }
            Knowledge k = Knowledge.of(RecordReader.read(server.storage().record(table), VariantModules.records()));
            int claims = 0;
            for (JsonNode f : frames) {
                assertThat(k.violations(0, f)).as("frame %s", f).isEmpty();
                claims += f.path("claim").asBoolean() ? 1 : 0;
            }
            assertThat(frames).as("frames").hasSizeGreaterThan(200);
            assertThat(claims).as("claim prompts answered").isPositive();
            assertThat(k.windows()).as("private decisions in the game").isGreaterThan(claims);
            List<Integer> versions = frames.stream().filter(f -> f.path("type").asText().equals("state") && !f.path("claim").asBoolean())
                    .map(f -> f.get("version").asInt()).toList();
            assertThat(versions).as("every public version once, in order")
                    .isEqualTo(java.util.stream.IntStream.rangeClosed(0, k.lastVersion()).boxed().toList());
            assertThat(frames.stream().filter(f -> f.path("type").asText().equals("hand_end")).count()).isPositive();
            int boards = 0;
            for (JsonNode f : watched) {
                assertThat(k.watcherViolations(f)).as("watcher frame %s", f).isEmpty();
                if (f.path("type").asText().equals("table")) {
                    JsonNode s = f.get("table");
                    assertThat(s.get("to_act")).as("watcher frame %s", f).isEqualTo(k.publicToAct(s.get("version").asInt()));
                }
                boards += f.path("type").asText().equals("state") && !tiles(f.get("view")).isEmpty() ? 1 : 0;
            }
            assertThat(boards).as("watcher states showing the table's public tiles").isPositive();
            assertThat(watched.stream().filter(f -> f.path("type").asText().equals("hand_end")).count())
                    .as("hand results sent to the watcher").isPositive();
        }
    }

    /** Answers every prompt with a random legal action until the game is over. */
    private static void play(WsClient person, SplittableRandom random) {
        Set<String> answered = new HashSet<>();
        while (true) {
            JsonNode f = person.next(n -> n.path("type").asText().equals("state"), 60);
            if (f.path("over").asBoolean()) {
                return;
            }
            String prompt = f.get("version").asInt() + "/" + f.path("prompt").asInt(-1);
            if (!f.get("legal").isEmpty() && answered.add(prompt)) {
                person.act(f, random.nextInt(f.get("legal").size()));
            }
        }
    }

    @Test
    void theCheckCatchesALeak() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            JsonNode t = TestServers.create(server.port(), "{\"preset\":\"tenhou\",\"seed\":3,\"seats\":[{\"kind\":\"human\"},{},{},{}]}");
            String table = t.get("id").asText();
            try (WsClient c = WsClient.connect(server.port(), table, TestServers.token(t, 0))) {
                JsonNode frame = c.nextPrompt();
                Knowledge k = Knowledge.of(RecordReader.read(server.storage().record(table), VariantModules.records()));
                assertThat(k.violations(0, frame)).isEmpty();
                ObjectNode leaky = frame.deepCopy();
                JsonNode other = server.tables().find(table).map(x -> ViewJson.encode(observeAll(x.state(), server, table)))
                        .orElseThrow().get("table").get("hands").get(1).get(0);
                ((ObjectNode) leaky.get("view")).set("peek", other);
                assertThat(k.violations(0, leaky)).isNotEmpty();
                ObjectNode wall = frame.deepCopy();
                Set<Integer> seen = new HashSet<>(tiles(ViewJson.encode(observeAll(server.tables().find(table).orElseThrow().state(),
                        server, table))));
                int hidden = java.util.stream.IntStream.range(0, 136).filter(i -> !seen.contains(i)).findFirst().orElseThrow();
                ((ObjectNode) wall.get("view")).set("peek", ViewJson.tile(org.jantaku.core.tile.Tile.of(hidden)));
                assertThat(k.violations(0, wall)).isNotEmpty();
                ObjectNode claimant = frame.deepCopy();
                claimant.set("to_act", JsonNodeFactory.instance.arrayNode().add(0).add(2));
                assertThat(k.violations(0, claimant)).as("a frame naming a claimant").isNotEmpty();
                ObjectNode asWatcher = frame.deepCopy();
                asWatcher.putNull("seat");
                ((ObjectNode) asWatcher.get("view")).putNull("viewer");
                asWatcher.putArray("legal");
                assertThat(k.watcherViolations(asWatcher)).as("a watcher shown seat 0's hand")
                        .anyMatch(v -> v.contains("which seat 1 may not see"));
            }
        }
    }

    /** An all-open view's JSON with its table part (a table-flow variant's observation holds one) lifted to the top. */
    private static JsonNode tableLifted(JsonNode view) {
        if (!view.has("table")) {
            return view;
        }
        ObjectNode out = view.get("table").deepCopy();
        view.fields().forEachRemaining(e -> {
            if (!e.getKey().equals("table")) {
                out.set(e.getKey(), e.getValue());
            }
        });
        return out;
    }

    private static Object observeAll(Object state, JantakuServer server, String table) {
        String variant = server.tables().find(table).orElseThrow().info().variant();
        @SuppressWarnings("unchecked")
        Variant<Object, ?, ?, Object> v = (Variant<Object, ?, ?, Object>) VariantModules.records().find(variant).orElseThrow().variant();
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

    /**
     * What seat 0 may know, rebuilt from a record: per engine state the tiles it may not see (through
     * the all-open view) and the concealed hands; which states are public (not a private decision,
     * told here by the names of the actions offered) and, per public version, the public view, the
     * public legal actions and the seats the public state waits for.
     */
    record Knowledge(List<List<Set<Integer>>> forbidden, List<List<Set<Integer>>> hands, List<Integer> publicIndex,
            List<JsonNode> publicViews, List<JsonNode> publicLegal, List<JsonNode> windowViews, List<Integer> windowOf,
            int windows, boolean over) {
        static <S, A extends Action, E extends Event, O> Knowledge of(GameRecord<S, A, E, O> record) {
            return of(record, 0);
        }

        /** The knowledge of seat {@code viewer} (its views and legal actions; the forbidden tiles of every seat). */
        static <S, A extends Action, E extends Event, O> Knowledge of(GameRecord<S, A, E, O> record, int viewer) {
            Variant<S, A, E, O> game = record.variant().variant();
            Faces faces = Faces.of(game, record.header().rules());
            List<S> states = new ArrayList<>();
            S state = game.start(record.header().rules(), record.header().walls()).state();
            states.add(state);
            for (RecordStep<A> s : record.steps()) {
                state = game.apply(state, s.seat(), s.action()).orThrow().state();
                states.add(state);
            }
            List<List<Set<Integer>>> forbidden = new ArrayList<>();
            List<List<Set<Integer>>> hands = new ArrayList<>();
            List<Integer> publicIndex = new ArrayList<>();
            List<JsonNode> publicViews = new ArrayList<>();
            List<JsonNode> publicLegal = new ArrayList<>();
            List<JsonNode> windowViews = new ArrayList<>();
            List<Integer> windowOf = new ArrayList<>();
            int windows = 0;
            for (int i = 0; i < states.size(); i++) {
                S s = states.get(i);
                add(tableLifted(ViewJson.encode(game.observeAll(s))), game.toAct(s), forbidden, hands);
                boolean open = !game.isOver(s) && game.toAct(s).stream().anyMatch(seat -> game.legalActions(s, seat).stream()
                        .anyMatch(a -> PRIVATE.contains(a.getClass().getSimpleName())));
                ObjectNode view = faces.apply(TableViews.json(game.observe(s, viewer)));
                if (open) {
                    windows++;
                    boolean asked = game.toAct(s).contains(viewer);
                    view.set("to_act", asked ? JsonNodeFactory.instance.arrayNode().add(viewer) : JsonNodeFactory.instance.arrayNode());
                    windowViews.add(view);
                } else {
                    publicIndex.add(i);
                    publicViews.add(view);
                    ArrayNode legal = JsonNodeFactory.instance.arrayNode();
                    if (game.toAct(s).contains(viewer)) {
                        game.legalActions(s, viewer).forEach(a -> legal.add(a.getClass().getSimpleName()));
                    }
                    publicLegal.add(legal);
                    windowViews.add(null);
                }
                windowOf.add(publicIndex.size() - 1);
            }
            return new Knowledge(forbidden, hands, publicIndex, publicViews, publicLegal, windowViews, windowOf, windows,
                    game.isOver(states.get(states.size() - 1)));
        }

        int lastVersion() {
            return publicIndex.size() - 1;
        }

        /** The seats the public state of a version waits for. */
        JsonNode publicToAct(int version) {
            return publicViews.get(version).get("to_act");
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

        /** The engine states a frame of a version may show: the public one and the private decisions after it. */
        private List<Integer> statesOf(int version) {
            List<Integer> out = new ArrayList<>();
            for (int i = publicIndex.get(version); i < windowOf.size() && windowOf.get(i) == version; i++) {
                out.add(i);
            }
            return out;
        }

        /** What a frame to a seat shows that the seat may not know. */
        List<String> violations(int seat, JsonNode frame) {
            List<String> out = new ArrayList<>();
            int v = frame.path("version").asInt();
            switch (frame.path("type").asText()) {
                case "state" -> state(seat, frame, v, out);
                case "hand_end", "game_end" -> {
                    Set<Integer> winners = new HashSet<>();
                    frame.get("result").path("wins").forEach(w -> winners.add(w.get("seat").asInt()));
                    int before = publicIndex.get(v) - 1;
                    for (JsonNode h : frame.get("result").path("outcome").path("shown")) {
                        int shown = h.get("seat").asInt();
                        List<Integer> tiles = tiles(h.get("hand"));
                        if (!hands.get(before).get(shown).containsAll(tiles) || !tenpai(tiles)) {
                            out.add("a draw lays open seat " + shown + "'s " + tiles + ", not a tenpai hand of it, at version " + v);
                        } else {
                            winners.add(shown); // a tenpai hand laid open at the draw
                        }
                    }
                    for (int id : tiles(frame.get("result"))) {
                        for (int o = 0; o < 4; o++) {
                            if (o != seat && !winners.contains(o) && hands.get(before).get(o).contains(id)) {
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

        /**
         * What a frame to a watcher shows that some seat may not know: a tile any one seat may not see
         * (so no concealed or drawn tile), a viewer, an offer, an action, or a turn that is not public.
         */
        List<String> watcherViolations(JsonNode frame) {
            if (!frame.path("type").asText().equals("state")) {
                return violations(-1, frame);
            }
            List<String> out = new ArrayList<>();
            int v = frame.path("version").asInt();
            List<Integer> states = statesOf(v);
            for (int id : tiles(frame.get("view"))) {
                for (int seat = 0; seat < 4; seat++) {
                    int s = seat;
                    if (states.stream().allMatch(i -> forbidden.get(i).get(s).contains(id))) {
                        out.add("tile " + id + " at version " + v + ", which seat " + seat + " may not see");
                    }
                }
            }
            if (!frame.get("seat").isNull() || !frame.get("view").get("viewer").isNull()) {
                out.add("a watcher's state with a seat or a viewer at version " + v);
            }
            if (!frame.get("legal").isEmpty() || frame.path("claim").asBoolean() || !frame.get("view").path("offered").isNull()) {
                out.add("a watcher's state offering something at version " + v);
            }
            if (!frame.get("to_act").equals(publicToAct(v)) || !frame.get("view").get("to_act").equals(publicToAct(v))) {
                out.add("to_act " + frame.get("to_act") + " at version " + v + ", the public turn is " + publicToAct(v));
            }
            return out;
        }

        /** Whether concealed tiles (13 less three per meld) are one tile from a complete hand. */
        private static boolean tenpai(List<Integer> tiles) {
            int[] counts = new int[34];
            tiles.forEach(id -> counts[id / 4]++);
            return tiles.size() % 3 == 1 && org.jantaku.core.analysis.Shanten.of(counts, (13 - tiles.size()) / 3) == 0;
        }

        private void state(int seat, JsonNode frame, int v, List<String> out) {
            List<Integer> seen = tiles(frame.get("view"));
            seen.addAll(tiles(frame.get("legal")));
            List<Integer> states = statesOf(v);
            for (int id : seen) {
                if (states.stream().allMatch(i -> forbidden.get(i).get(seat).contains(id))) {
                    out.add("tile " + id + " at version " + v);
                }
            }
            if (!frame.path("over").asBoolean() && tiles(frame.get("view").get("seats").get(seat).get("hand")).isEmpty()) {
                out.add("the seat's own hand is missing at version " + v);
            }
            Set<Integer> named = new TreeSet<>();
            frame.get("to_act").forEach(x -> named.add(x.asInt()));
            frame.get("view").path("to_act").forEach(x -> named.add(x.asInt()));
            Set<Integer> allowed = new TreeSet<>();
            publicToAct(v).forEach(x -> allowed.add(x.asInt()));
            allowed.add(seat);
            if (!allowed.containsAll(named)) {
                out.add("to_act names " + named + " at version " + v + ", the public turn is " + publicToAct(v));
            }
            if (frame.path("claim").asBoolean()) {
                if (states.stream().noneMatch(i -> frame.get("view").equals(windowViews.get(i)))) {
                    out.add("a claim prompt at version " + v + " that is no private decision of the seat");
                }
            } else {
                if (!frame.get("view").equals(publicViews.get(v))) {
                    out.add("a frame at version " + v + " that is not the public state's view");
                }
                List<String> legal = new ArrayList<>();
                frame.get("legal").forEach(a -> legal.add(a.get("type").asText()));
                List<String> expected = new ArrayList<>();
                publicLegal.get(v).forEach(a -> expected.add(a.asText()));
                if (!legal.equals(expected)) {
                    out.add("legal actions " + legal + " at version " + v + ", the public state offers " + expected);
                }
            }
        }
    }
}
