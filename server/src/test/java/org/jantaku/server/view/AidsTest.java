package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.guangdong.GuangdongBots;
import org.jantaku.bots.guizhou.GuizhouBots;
import org.jantaku.bots.riichi.RiichiBots;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.table.PondTile;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/**
 * The {@code aids} of a seat's state: seeded games played by the efficiency bots, every seat's aids
 * checked at every step against its own view: the waits those of its 13-tile hand (recomputed from
 * the view's hand), furiten whenever a wait lies in its own pond, unseen counts what its view does not
 * show; positions with waits, and furiten ones, must occur.
 */
class AidsTest {
    @Test
    void riichiWaitsAndFuritenFollowTheSeatsOwnHand() {
        int waiting = 0;
        int furiten = 0;
        for (long seed = 1; seed <= 8; seed++) {
            for (Step<RiichiState> step : play(RiichiBots.INSTANCE, RiichiPresets.TENHOU.rules(), seed)) {
                RiichiObservation view = RiichiBots.INSTANCE.variant().observe(step.state(), step.seat());
                ObjectNode aids = step.aids().orElseThrow();
                List<String> waits = kinds(aids);
                List<String> expected = new ArrayList<>();
                List<Tile> hand = view.hand();
                int melds = view.table().melds(step.seat()).size();
                if (hand.size() == 13 - 3 * melds) {
                    int[] counts = new int[34];
                    hand.forEach(t -> counts[t.kind().index()]++);
                    long mask = Waits.mask(counts, melds, TileSet.STANDARD_136);
                    for (int k = 0; k < 34; k++) {
                        if ((mask & 1L << k) != 0) {
                            expected.add(org.jantaku.core.tile.TileKind.of(k).mpsz());
                        }
                    }
                }
                assertThat(waits).as("waits of seat %d: %s", step.seat(), hand).isEqualTo(expected);
                boolean inPond = view.table().pond(step.seat()).stream().map(PondTile::tile)
                        .anyMatch(t -> waits.contains(t.kind().mpsz()));
                if (inPond) {
                    assertThat(aids.get("furiten").asBoolean()).as("a wait in the own pond is furiten").isTrue();
                }
                if (waits.isEmpty()) {
                    assertThat(aids.get("furiten").asBoolean()).isFalse();
                }
                checkUnseen(aids, hand);
                waiting += waits.isEmpty() ? 0 : 1;
                furiten += aids.get("furiten").asBoolean() ? 1 : 0;
            }
        }
        assertThat(waiting).as("steps where a seat waits").isGreaterThan(10);
        assertThat(furiten).as("steps where a seat is furiten").isGreaterThan(0);
    }

    @Test
    void chineseRulesSendTheWaitsWithoutFuriten() {
        for (var rules : List.of(GuizhouPresets.LIUPANSHUI.rules())) {
            checkChinese(GuizhouBots.INSTANCE, rules);
        }
        for (var rules : List.of(GuangdongPresets.JIHU.rules(), GuangdongPresets.TUIDAOHU.rules())) {
            checkChinese(GuangdongBots.INSTANCE, rules);
        }
    }

    private static <S> void checkChinese(VariantBots<S, ?, ?, ?> bots, RuleSet rules) {
        int waiting = 0;
        for (Step<S> step : play(bots, rules, 7)) {
            ObjectNode aids = step.aids().orElseThrow();
            assertThat(aids.has("furiten")).isFalse();
            waiting += aids.get("waits").isEmpty() ? 0 : 1;
            checkUnseen(aids, List.of());
        }
        assertThat(waiting).as("steps where a seat waits (%s)", bots.variant().name()).isGreaterThan(0);
    }

    /** Each wait's unseen count is 0-4 and never counts the seat's own copies. */
    private static void checkUnseen(ObjectNode aids, List<Tile> hand) {
        for (JsonNode w : aids.get("waits")) {
            String kind = w.get("kind").asText();
            long own = hand.stream().filter(t -> t.kind().mpsz().equals(kind)).count();
            assertThat(w.get("unseen").asInt()).isBetween(0, (int) (4 - own));
        }
    }

    @Test
    void unseenCountsEachCopyInTheViewOnce() {
        JsonNode view = ViewJson.encode(java.util.Map.of("hand", List.of(Tile.of(16), Tile.of(17)), "drawn", Tile.of(17),
                "pond", List.of(Tile.of(18))));
        assertThat(Aids.seen(view)).containsEntry("5m", 3).hasSize(1);
    }

    private static List<String> kinds(ObjectNode aids) {
        List<String> out = new ArrayList<>();
        aids.get("waits").forEach(w -> out.add(w.get("kind").asText()));
        return out;
    }

    record Step<S>(S state, int seat, Optional<ObjectNode> aids) {
    }

    /** A seeded game of efficiency bots (its first 1500 moves): every seat's aids after every move. */
    private static <S, A extends Action, E extends Event, O> List<Step<S>> play(VariantBots<S, A, E, O> bots, RuleSet rules,
            long seed) {
        Variant<S, A, E, O> v = bots.variant();
        List<Agent<A, O>> agents = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            agents.add(bots.agent("efficiency", rules).create(seat, seed + seat));
        }
        S s = v.start(rules, seed).state();
        List<Step<S>> out = new ArrayList<>();
        for (int move = 0; move < 1500 && !v.isOver(s); move++) {
            int seat = v.toAct(s).iterator().next();
            A a = agents.get(seat).choose(v.observe(s, seat), v.legalActions(s, seat), Duration.ofSeconds(1));
            Result<Transition<S, E>> r = v.apply(s, seat, a);
            s = switch (r) {
                case Result.Ok<Transition<S, E>> ok -> ok.value().state();
                case Result.Illegal<Transition<S, E>> bad -> throw new AssertionError(bad.reason());
            };
            for (int i = 0; i < 4; i++) {
                out.add(new Step<>(s, i, Aids.of(s, i, ViewJson.encode(v.observe(s, i)))));
            }
        }
        return out;
    }
}
