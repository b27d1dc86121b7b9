package org.jantaku.server.view.result;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.jantaku.bots.Bots;
import org.jantaku.bots.VariantBots;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordWriter;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.view.result.FlowHandView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.guangdong.view.GuangdongHandEnd;
import org.jantaku.guizhou.view.GuizhouHandEnd;
import org.jantaku.riichi.view.RiichiHandEnd;
import org.jantaku.riichi.view.RiichiRound;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Finds the games the golden result tests read ({@link ResultViewGoldenTest}): bots play seeded games of
 * a preset until a step ends a hand the way a fixture wants (a ron with ura-dora, a 捉鸡 win with
 * chickens, 查叫 …); the game's record up to that step is written to
 * {@code src/test/resources/golden/results/NAME.jsonl}. Runs only when asked:
 * {@code ./mvnw -o test -pl server -am -Dtest=ResultFixtures -Djantaku.golden.find=true} (then
 * regenerate the golden views, see {@link ResultViewGoldenTest}). The fixtures are records, not seeds,
 * so a change of the bots never changes them.
 */
@EnabledIfSystemProperty(named = "jantaku.golden.find", matches = "true")
class ResultFixtures {
    static final Path DIR = Path.of("src", "test", "resources", "golden", "results");

    /** A fixture: its name, its preset, and the hand end it wants. */
    record Wanted(String name, String preset, Predicate<HandResultView> hand) {
    }

    static final List<Wanted> WANTED = List.of(
            new Wanted("tenhou-ron", "tenhou", v -> v.outcome() instanceof Outcome.Win w && !w.selfDraw()
                    && extras(v, RiichiHandEnd.class).uraIndicators().size() > 0 && v.wins().get(0).melds().isEmpty()),
            new Wanted("tenhou-tsumo", "tenhou", v -> v.outcome() instanceof Outcome.Win w && w.selfDraw()
                    && !v.wins().get(0).melds().isEmpty() && ((RiichiRound) v.round()).honba() > 0),
            new Wanted("tenhou-draw", "tenhou", v -> v.outcome() instanceof Outcome.Draw d && d.draw().key().equals("draw.exhaustive")
                    && d.ready().size() == 2),
            new Wanted("tenhou-double-ron", "tenhou", v -> v.wins().size() > 1),
            new Wanted("kyoto-club-win", "kyoto-club", v -> v.outcome() instanceof Outcome.Win w && !w.selfDraw()),
            new Wanted("baochong-win", "baochong", v -> v.outcome() instanceof Outcome.Win),
            new Wanted("guizhou-win", "guizhou-liupanshui", v -> extras(v, Object.class) instanceof GuizhouHandEnd g
                    && g.chickens().isPresent()
                    && g.chickens().get().flip().isPresent() && !v.wins().get(0).melds().isEmpty()
                    && v.payments().transfers().stream().anyMatch(t -> t.reason().key().equals("reason.ji"))),
            new Wanted("guizhou-chajiao", "guizhou-liupanshui", v -> extras(v, Object.class) instanceof GuizhouHandEnd g
                    && v.outcome() instanceof Outcome.Draw
                    && !g.chajiao().isEmpty() && g.chajiao().size() < 4 && !v.payments().transfers().isEmpty()),
            new Wanted("jihu-win", "guangdong-jihu", v -> v.outcome() instanceof Outcome.Win w && !w.selfDraw()
                    && !v.wins().get(0).melds().isEmpty()),
            new Wanted("jihu-draw", "guangdong-jihu", v -> v.outcome() instanceof Outcome.Draw),
            new Wanted("tuidaohu-horses", "guangdong-tuidaohu", v -> extras(v, Object.class) instanceof GuangdongHandEnd g
                    && !g.horses().isEmpty()
                    && v.outcome() instanceof Outcome.Win && v.payments().transfers().stream()
                            .anyMatch(t -> t.reason().key().equals("reason.horse"))),
            new Wanted("sanma-tsumo", "tenhou-sanma", v -> v.outcome() instanceof Outcome.Win w && w.selfDraw()
                    && v.wins().get(0).items().stream().anyMatch(i -> i.name().map(Label::key).orElse("").equals("yaku.nuki_dora"))
                    && v.round().dealer() != v.wins().get(0).seat()),
            new Wanted("sanma-draw", "tenhou-sanma", v -> v.outcome() instanceof Outcome.Draw d
                    && d.draw().key().equals("draw.exhaustive") && d.ready().size() == 1));

    /** A result view's variant fields ({@link FlowHandView#extras}) as their type. */
    static <X> X extras(HandResultView v, Class<X> type) {
        return type.cast(((FlowHandView<?, ?>) v).extras());
    }

    /** Finds the fixtures that are missing (an existing one is a record, kept whatever the bots do now). */
    @Test
    void findEveryFixture() throws IOException {
        Files.createDirectories(DIR);
        for (Wanted w : WANTED) {
            if (Files.exists(DIR.resolve(w.name() + ".jsonl"))) {
                continue;
            }
            Bots.Game game = Bots.forPreset(w.preset()).orElseThrow();
            String text = find(game.bots(), game, w).orElseThrow(() -> new AssertionError("no game gives " + w.name()));
            Files.writeString(DIR.resolve(w.name() + ".jsonl"), text);
            System.out.println("wrote " + w.name());
        }
    }

    @SuppressWarnings("unchecked")
    private static <S, A extends Action, E extends Event, O> Optional<String> find(VariantBots<?, ?, ?, ?> rawBots,
            Bots.Game game, Wanted wanted) {
        VariantBots<S, A, E, O> bots = (VariantBots<S, A, E, O>) rawBots;
        RecordedVariant<S, A, E, O> rv = bots.recorded();
        Variant<S, A, E, O> variant = rv.variant();
        for (long seed = 1; seed <= 400; seed++) {
            RecordHeader header = new RecordHeader(rv.name(), game.preset().rules(), Optional.of(game.preset().name()),
                    new Walls.Seeded(variant.tileSet(game.preset().rules()), seed),
                    List.of("A", "B", "C", "D").subList(0, variant.seats(game.preset().rules())));
            Recorder<S, A, E, O> recorder = Recorder.start(rv, header, new StringWriter());
            List<Agent<A, O>> agents = new ArrayList<>();
            for (int seat = 0; seat < variant.seats(game.preset().rules()); seat++) {
                agents.add(bots.agent(seat % 2 == 0 ? "efficiency" : "random", game.preset().rules()).create(seat, seed * 31 + seat));
            }
            int hands = 0;
            while (!variant.isOver(recorder.state()) && hands < 12) {
                S before = recorder.state();
                int seat = variant.toAct(before).stream().sorted().findFirst().orElseThrow();
                A choice = agents.get(seat).choose(variant.observe(before, seat), variant.legalActions(before, seat), Duration.ofSeconds(2));
                Result<Transition<S, E>> r = recorder.apply(seat, choice);
                List<E> events = r.orThrow().events();
                Optional<HandResultView> view = ResultViews.hand(before, events);
                if (view.isPresent()) {
                    hands++;
                    if (wanted.hand().test(view.get())) {
                        GameRecord<S, A, E, O> all = recorder.record();
                        return Optional.of(RecordWriter.toText(all));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
