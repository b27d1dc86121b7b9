package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.jantaku.bots.Bots;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every legal action the page is sent says what it does ({@code move}), so the page knows discards, declarations,
 * wins, calls and passes by it and never by a variant's record names; only a variant's own kinds of action
 * (nine terminals, 北抜き, the tenpai declarations, the dealer's choice) have none. An action's {@code word}, where it has
 * one, is a word a variant brings to the page.
 */
class ActionMoveTest {
    /** The move each variant's action types make, by record name. */
    private static final Map<String, String> MOVES = Map.ofEntries(Map.entry("Discard", "discard"),
            Map.entry("DeclareRiichi", "declare"), Map.entry("DeclareReady", "declare"), Map.entry("Tsumo", "self_draw"),
            Map.entry("SelfDraw", "self_draw"), Map.entry("SelfDrawWin", "self_draw"), Map.entry("Ron", "win"), Map.entry("Win", "win"), Map.entry("Pass", "pass"),
            Map.entry("Chi", "chi"), Map.entry("Pon", "pung"), Map.entry("Pong", "pung"), Map.entry("OpenKan", "kong"),
            Map.entry("Kong", "kong"), Map.entry("ClosedKan", "concealed_kong"), Map.entry("ConcealedKong", "concealed_kong"),
            Map.entry("AddedKan", "added_kong"), Map.entry("AddedKong", "added_kong"));
    /** The keys of the words the variants bring to the page. */
    private static final Set<String> WORDS = new HashSet<>();

    static {
        VariantModules.all().forEach(v -> WORDS.addAll(v.words().in(Lang.EN).keySet()));
    }

    private static final Set<String> OWN = Set.of("NineTerminals", "Nuki", "DeclareTenpai", "DeclareNoten", "PlayOn", "EndGame");

    static Stream<Bots.Game> games() {
        return Bots.all().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyActionSaysWhatItDoes(Bots.Game g) {
        Set<String> seen = play(g.bots().variant(), g);
        assertThat(seen).as(g.preset().name() + ": the moves random play was offered").contains("discard", "pass");
    }

    private static <S, A extends Action, E extends Event, O> Set<String> play(Variant<S, A, E, O> game, Bots.Game g) {
        Random random = new Random(7);
        Set<String> seen = new HashSet<>();
        S s = game.start(g.preset().rules(), 7).state();
        for (int step = 0; step < 3_000 && !game.isOver(s); step++) {
            int seat = List.copyOf(game.toAct(s)).get(0);
            List<A> legal = game.legalActions(s, seat);
            for (A a : legal) {
                ObjectNode json = ActionLabel.json(Views.of(game), a);
                String type = a.getClass().getSimpleName();
                if (json.has("word")) {
                    assertThat(WORDS).as(type + "'s word").contains(json.get("word").asText());
                }
                if (OWN.contains(type)) {
                    assertThat(json.has("move")).as(type + " is the variant's own").isFalse();
                } else {
                    assertThat(MOVES).as(g.preset().name() + ": a known action type").containsKey(type);
                    assertThat(json.path("move").asText()).as(type).isEqualTo(MOVES.get(type));
                    seen.add(MOVES.get(type));
                }
            }
            s = game.apply(s, seat, legal.get(random.nextInt(legal.size()))).orThrow().state();
        }
        return seen;
    }
}
