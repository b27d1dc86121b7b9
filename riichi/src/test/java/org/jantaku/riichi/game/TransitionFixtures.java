package org.jantaku.riichi.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.record.ObservationJson;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.scoring.Yaku;

/**
 * Before/after fixtures of single transitions: the first time each kind of transition (a chi, a
 * pon, each kan, a riichi accepted, a ron, a double ron, a chankan, a rinshan tsumo, each kind of
 * draw, a passed win that makes furiten, the game's end …) happens in the golden games' seeded play,
 * stored as JSON — the all-open view before, the seat and action, the events, the all-open view
 * after. {@link TransitionFixturesTest} plays to each position again and checks the one step.
 *
 * <p>Regenerate (working directory: the riichi module) with {@code -Djantaku.fixtures.write=true}
 * on the test, or run {@link #main}; then read the diff: a changed fixture is a changed rule.
 */
final class TransitionFixtures {
    static final Path SOURCE_DIR = Path.of("src/test/resources/org/jantaku/riichi/game/fixtures");
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final RiichiRecordCodec CODEC = new RiichiRecordCodec();
    private static final RiichiGame GAME = new RiichiGame();
    private static final int GAMES_PER_VARIANT = 400;

    private TransitionFixtures() {
    }

    /** The label of a transition, the most telling first; empty for an ordinary discard or draw. */
    static Optional<String> label(RiichiState before, int seat, RiichiAction action, List<RiichiEvent> events) {
        long wins = events.stream().filter(e -> e instanceof RiichiEvent.Won).count();
        for (RiichiEvent e : events) {
            switch (e) {
                case RiichiEvent.Won w when wins == 2 -> {
                    return Optional.of("double-ron");
                }
                case RiichiEvent.Won w when w.from() == w.seat() && has(w, Yaku.RINSHAN) -> {
                    return Optional.of("rinshan-tsumo");
                }
                case RiichiEvent.Won w when w.from() == w.seat() -> {
                    return Optional.of(events.stream().anyMatch(x -> x instanceof RiichiEvent.GameEnded) ? "tsumo-game-end" : "tsumo");
                }
                case RiichiEvent.Won w when has(w, Yaku.CHANKAN) -> {
                    return Optional.of("chankan");
                }
                case RiichiEvent.Won w -> {
                    return Optional.of(w.transfers().stream().anyMatch(t -> t.from() != w.from() && t.from() >= 0) ? "ron-pao" : "ron");
                }
                case RiichiEvent.HandDrawn d -> {
                    boolean nagashi = d.kind().equals("exhaustive") && d.transfers().stream().anyMatch(t -> t.points() >= 2000);
                    return Optional.of("draw-" + (nagashi ? "nagashi" : d.kind()));
                }
                case RiichiEvent.Table(TableEvent.Called c) -> {
                    return Optional.of(switch (c.meld().shape()) {
                        case CHI -> "chi";
                        case PUNG -> "pon";
                        case EXPOSED_KONG -> "open-kan";
                        case CONCEALED_KONG -> "closed-kan";
                        case ADDED_KONG -> "added-kan";
                    });
                }
                case RiichiEvent.RiichiAccepted r -> {
                    return Optional.of("riichi-accepted");
                }
                default -> {
                }
            }
        }
        if (action instanceof RiichiAction.Pass && GAME.legalActions(before, seat).contains(new RiichiAction.Ron())) {
            return Optional.of("ron-passed-furiten");
        }
        if (action instanceof RiichiAction.DeclareRiichi && before.phase() instanceof Phase.Turn) {
            return Optional.of("riichi-declared");
        }
        if (action instanceof RiichiAction.Discard && events.stream().noneMatch(e -> e instanceof RiichiEvent.Table(TableEvent.Drew d))) {
            return Optional.of("discard-claimable");
        }
        return Optional.empty();
    }

    private static boolean has(RiichiEvent.Won w, Yaku yaku) {
        return w.score().yaku().stream().anyMatch(y -> y.yaku() == yaku);
    }

    /** A fixture: where it is and what the step does. */
    record Fixture(String label, String variant, long seed, int step, ObjectNode json) {
    }

    /** The first fixture of each label in the golden games' seeded play. */
    static Map<String, Fixture> find() {
        Map<String, Fixture> found = new LinkedHashMap<>();
        for (String variant : new TreeSet<>(GoldenGames.variants().keySet())) {
            RuleSet rules = GoldenGames.variants().get(variant);
            for (int g = 0; g < GAMES_PER_VARIANT; g++) {
                long seed = GoldenGames.seed(variant, g);
                RiichiState s = GAME.start(rules, seed).state();
                SplittableRandom rnd = new SplittableRandom(seed);
                for (int step = 0; !s.isOver(); step++) {
                    int seat = new TreeSet<>(GAME.toAct(s)).first();
                    RiichiAction a = SeededPolicy.choose(s, seat, GAME.legalActions(s, seat), rnd);
                    Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, a).orThrow();
                    Optional<String> label = label(s, seat, a, t.events());
                    if (label.isPresent() && !found.containsKey(label.get())) {
                        found.put(label.get(), new Fixture(label.get(), variant, seed, step, json(label.get(), variant, seed, step,
                                s, seat, a, t)));
                    }
                    s = t.state();
                }
            }
        }
        return found;
    }

    /** The position before step {@code step} of a seeded game. */
    static RiichiState positionAt(RuleSet rules, long seed, int step) {
        RiichiState s = GAME.start(rules, seed).state();
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < step; i++) {
            int seat = new TreeSet<>(GAME.toAct(s)).first();
            RiichiAction a = SeededPolicy.choose(s, seat, GAME.legalActions(s, seat), rnd);
            s = GAME.apply(s, seat, a).orThrow().state();
        }
        return s;
    }

    static ObjectNode json(String label, String variant, long seed, int step, RiichiState before, int seat, RiichiAction a,
            Transition<RiichiState, RiichiEvent> t) {
        ObjectNode o = JSON.createObjectNode();
        o.put("label", label).put("variant", variant).put("seed", seed).put("step", step);
        o.set("before", ObservationJson.encode(GAME.observeAll(before)));
        o.put("seat", seat);
        o.set("action", CODEC.encodeAction(a));
        o.set("events", events(t.events()));
        o.set("after", ObservationJson.encode(GAME.observeAll(t.state())));
        return o;
    }

    static ArrayNode events(List<RiichiEvent> events) {
        ArrayNode out = JSON.createArrayNode();
        events.forEach(e -> out.add(CODEC.encodeEvent(e)));
        return out;
    }

    static JsonNode read(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }

    static void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Fixture f : find().values()) {
            Files.writeString(dir.resolve(f.label() + ".json"), JSON.writeValueAsString(f.json()) + "\n", StandardCharsets.UTF_8);
        }
    }

    /** Regenerates the fixtures (working directory: the riichi module). */
    public static void main(String[] args) throws IOException {
        write(args.length > 0 ? Path.of(args[0]) : SOURCE_DIR);
    }
}
