package org.jantaku.server.view.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.ShownHand;
import org.jantaku.engine.view.result.TransferView;
import org.jantaku.guangdong.view.GuangdongHandEnd;
import org.jantaku.guizhou.view.GuizhouHandEnd;
import org.jantaku.riichi.view.RiichiHandEnd;
import org.jantaku.server.view.Faces;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code hand_end} / {@code game_end} messages of one hand of every rule set, frozen: each
 * fixture is a game record ({@code src/test/resources/golden/results/NAME.jsonl}, written by
 * {@link ResultFixtures}) whose last step ends a hand; the messages that step brings must equal
 * {@code NAME.json} field for field (a renamed, added or changed field fails), and the hand must be
 * the kind the fixture is for (a ron with ura-dora, a double ron, 查叫, horses …).
 *
 * <p>To regenerate the golden files after a deliberate change of the protocol, run
 * {@code ./mvnw -B -o test -pl server -am -Dtest=ResultViewGoldenTest -Djantaku.golden.update=true
 * -Dsurefire.failIfNoSpecifiedTests=false}, read the diff of {@code golden/results/*.json}, and document
 * the change in docs/protocol.md.
 */
class ResultViewGoldenTest {
    private static final Path DIR = Path.of("src", "test", "resources", "golden", "results");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final boolean UPDATE = Boolean.getBoolean("jantaku.golden.update");

    static Stream<Arguments> fixtures() {
        return Stream.of(
                fixture("tenhou-ron", v -> {
                    assertThat(v.outcome()).isInstanceOfSatisfying(Outcome.Win.class, w -> assertThat(w.selfDraw()).isFalse());
                    assertThat(ResultFixtures.extras(v, RiichiHandEnd.class).uraIndicators()).isNotEmpty();
                }),
                fixture("tenhou-tsumo", v -> {
                    assertThat(v.outcome()).isInstanceOfSatisfying(Outcome.Win.class, w -> assertThat(w.selfDraw()).isTrue());
                    assertThat(v.wins().get(0).melds()).isNotEmpty();
                }),
                fixture("tenhou-draw", v -> assertThat(v.outcome()).isInstanceOfSatisfying(Outcome.Draw.class, d -> {
                    assertThat(d.ready()).hasSize(2);
                    assertThat(d.shown()).as("the tenpai hands laid open").extracting(ShownHand::seat).isEqualTo(d.ready());
                    assertThat(d.shown()).allSatisfy(h -> assertThat(h.hand().size() + 3 * h.melds().size()).isEqualTo(13));
                })),
                fixture("tenhou-double-ron", v -> assertThat(v.wins()).hasSizeGreaterThan(1)),
                fixture("kyoto-club-win", v -> assertThat(v.wins()).isNotEmpty()),
                fixture("baochong-win", v -> assertThat(v.wins()).isNotEmpty()),
                fixture("guizhou-win", v -> {
                    GuizhouHandEnd g = ResultFixtures.extras(v, GuizhouHandEnd.class);
                    assertThat(g.chickens()).hasValueSatisfying(c -> assertThat(c.tiles()).isNotEmpty());
                    assertThat(reasons(v)).contains("reason.ji");
                }),
                fixture("guizhou-chajiao", v -> {
                    assertThat(ResultFixtures.extras(v, GuizhouHandEnd.class).chajiao()).isNotEmpty();
                    assertThat(reasons(v)).contains("reason.chajiao");
                }),
                fixture("jihu-win", v -> assertThat(v.wins()).isNotEmpty()),
                fixture("jihu-draw", v -> assertThat(v.outcome()).isInstanceOf(Outcome.Draw.class)),
                fixture("tuidaohu-horses", v -> {
                    assertThat(ResultFixtures.extras(v, GuangdongHandEnd.class).horses()).isNotEmpty();
                    assertThat(reasons(v)).contains("reason.horse");
                }),
                fixture("sanma-tsumo", v -> {
                    assertThat(v.payments().seats()).as("three seats").hasSize(3);
                    assertThat(v.wins().get(0).items()).anySatisfy(i -> assertThat(i.name().map(Label::key)).hasValue("yaku.nuki_dora"));
                    int winner = v.wins().get(0).seat();
                    assertThat(v.payments().transfers()).filteredOn(t -> t.reason().key().equals("reason.tsumo"))
                            .as("ツモ損: the two others pay").extracting(TransferView::from).doesNotContain(winner).hasSize(2);
                }),
                fixture("sanma-draw", v -> {
                    assertThat(v.payments().seats()).hasSize(3);
                    assertThat(v.payments().transfers()).filteredOn(t -> t.reason().key().equals("reason.noten"))
                            .as("the lone tenpai seat gets 1,000 from each of the two others").hasSize(2)
                            .allSatisfy(t -> assertThat(t.points()).isEqualTo(1000));
                }));
    }

    private static Arguments fixture(String name, Consumer<HandResultView> kind) {
        return Arguments.of(name, kind);
    }

    private static List<String> reasons(HandResultView v) {
        return v.payments().transfers().stream().map(t -> t.reason().key()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theResultOfTheLastStepIsTheGoldenOne(String name, Consumer<HandResultView> kind) throws IOException {
        GameRecord<?, ?, ?, ?> record = RecordReader.read(Files.readString(DIR.resolve(name + ".jsonl")), VariantModules.records());
        LastStep last = lastStep(record);
        HandResultView view = ResultViews.hand(last.before(), last.events()).orElseThrow(
                () -> new AssertionError(name + ": the record's last step ends no hand"));
        kind.accept(view);
        checkSums(view);
        ArrayNode messages = JsonNodeFactory.instance.arrayNode();
        ResultJson.messages(last.before(), last.events(), last.faces()).forEach(messages::add);
        String actual = JSON.writeValueAsString(messages) + "\n";
        Path golden = DIR.resolve(name + ".json");
        if (UPDATE) {
            Files.writeString(golden, actual);
        }
        assertThat(Files.exists(golden)).as("%s exists (run with -Djantaku.golden.update=true to write it)", golden).isTrue();
        JsonNode expected = JSON.readTree(Files.readString(golden));
        assertThat(actual).as("%s (regenerate with -Djantaku.golden.update=true if the change is meant)", golden)
                .isEqualTo(JSON.writeValueAsString(expected) + "\n");
    }

    /** The payments move exactly the scores' differences, and every seat's lines add up to its change. */
    private static void checkSums(HandResultView v) {
        for (PaymentTable.SeatLine s : v.payments().seats()) {
            assertThat(s.lines().stream().mapToInt(PaymentTable.Amount::points).sum()).as("seat %d", s.seat()).isEqualTo(s.change());
        }
    }

    private record LastStep(Object before, List<? extends Event> events, Faces faces) {
    }

    private static <S, A extends Action, E extends Event, O> LastStep lastStep(GameRecord<S, A, E, O> record) {
        Variant<S, A, E, O> game = record.variant().variant();
        S state = game.start(record.header().rules(), record.header().walls()).state();
        S before = state;
        List<E> events = List.of();
        for (RecordStep<A> s : record.steps()) {
            before = state;
            Transition<S, E> t = game.apply(state, s.seat(), s.action()).orThrow();
            state = t.state();
            events = t.events();
        }
        return new LastStep(before, events, Faces.of(game, record.header().rules()));
    }
}
