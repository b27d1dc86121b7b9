package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Transition;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The table played in place ({@link RiichiTable}) against the engine ({@link RiichiGame}), step by
 * step over seeded games under the Riichi presets and a rule set of rarely used options: the same
 * seats to act, the same legal actions in the same order for every seat, the same events, the same
 * view as the engine's observation for the seat that acts, and — at seeded random steps and at the
 * end, so that the table is also run long stretches without being frozen — a state equal to the
 * engine's. The policy ({@link SeededPolicy}) wins, calls, declares riichi and makes kans often, so
 * the plain steps and every hand-over to the engine are exercised.
 */
class RiichiTableTest {
    private static final RiichiGame GAME = new RiichiGame();
    private static final int GAMES = 40;

    static Stream<Arguments> ruleSets() {
        RuleSet rare = RiichiPresets.TENHOU.rules()
                .with(RiichiRules.GAME_LENGTH, "tonpuu").with(RiichiRules.MULTIPLE_RON, "headBump")
                .with(RiichiRules.KOKUSHI_ROBS_ANKAN, true).with(RiichiRules.KEISHIKI_TENPAI, false)
                .with(RiichiRules.ATOZUKE, false).with(RiichiRules.DEAD_WALL_MODE, "stackPairs")
                .with(RiichiRules.KUIKAE, "allowed").with(RiichiRules.FURITEN_RIICHI, false)
                .with(RiichiRules.KAN_DORA_TIMING_OPEN, "immediate").with(RiichiRules.ABORTIVE_KYUUSHU, "forcedTiles>9")
                .with(RiichiRules.RIICHI_ANKAN, "anyTenpai").with(RiichiRules.NOTEN_DECLARATION_WHEN_TENPAI, true)
                .with(RiichiRules.AGARI_YAME, "kyoto").with(RiichiRules.TENPAI_YAME, "kyoto")
                .with(RiichiRules.RYANHAN_SHIBARI, true).with(RiichiRules.MAX_KANS, 3);
        return Stream.of(
                Arguments.of("tenhou", RiichiPresets.TENHOU.rules()),
                Arguments.of("kyoto-club", RiichiPresets.byName("kyoto-club").orElseThrow().rules()),
                Arguments.of("baochong", RiichiPresets.byName("baochong").orElseThrow().rules()),
                Arguments.of("rare options", rare));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void playsTheEngineGameStepForStep(String name, RuleSet rules) {
        long steps = 0;
        long frozen = 0;
        long sameEpoch = 0;
        long ownSteps = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 7919L * game + name.hashCode();
            SplittableRandom policy = new SplittableRandom(seed);
            SplittableRandom freezeAt = new SplittableRandom(~seed);
            Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
            List<RiichiEvent> tableEvents = new ArrayList<>();
            RiichiTable table = RiichiTable.start(rules, seed, tableEvents);
            assertThat(tableEvents).isEqualTo(start.events());
            assertThat(table.state()).isEqualTo(start.state());
            RiichiState s = start.state();
            PondWatch watch = new PondWatch(table.view(0));
            while (!GAME.isOver(s)) {
                String where = name + " game " + game + " step " + steps;
                assertThat(table.isOver()).as(where).isFalse();
                assertThat(table.toAct()).as(where).isEqualTo(GAME.toAct(s));
                for (int seat = 0; seat < 4; seat++) {
                    assertThat(table.legalActions(seat)).as(where + " seat " + seat)
                            .containsExactlyElementsOf(GAME.legalActions(s, seat));
                }
                int seat = Integer.numberOfTrailingZeros(table.toActMask());
                sameEpoch += watch.check(where);
                assertSameView(table.view(seat), GAME.observe(s, seat), where);
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                assertCanonicalOrder(legal, where);
                RiichiAction action = SeededPolicy.choose(s, seat, legal, policy);
                Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, action).orThrow();
                tableEvents.clear();
                table.legalActions(seat); // as a simulator asks before it acts
                long loads = table.loads();
                table.apply(seat, action, tableEvents);
                assertThat(tableEvents).as(where + " " + action).isEqualTo(t.events());
                if (table.loads() == loads) {
                    assertThat(tableEvents).as(where + " a step of the table's own")
                            .allMatch(e -> e instanceof RiichiEvent.Drew || e instanceof RiichiEvent.Discarded);
                    ownSteps++;
                }
                s = t.state();
                if (freezeAt.nextInt(20) == 0) {
                    assertThat(table.state()).as(where + " " + action).isEqualTo(s);
                    frozen++;
                }
                steps++;
            }
            assertThat(table.isOver()).isTrue();
            assertThat(table.state()).isEqualTo(s);
        }
        assertThat(steps).as("steps played").isGreaterThan(GAMES * 200L);
        assertThat(frozen).as("states compared mid-game").isGreaterThan(steps / 40);
        assertThat(ownSteps).as("steps the table took itself").isGreaterThan(steps / 2);
        assertThat(sameEpoch).as("steps within one pond epoch").isGreaterThan(steps / 2).isLessThan(steps);
    }

    /**
     * What {@link RiichiView#pondEpoch} promises, read from one live view: while the epoch stays,
     * every pond only grew at its end and no meld, riichi or dora indicator changed.
     */
    private static final class PondWatch {
        private final RiichiView view;
        private long epoch = -1;
        private final List<List<PondTile>> ponds = new ArrayList<>();
        private final List<Object> rest = new ArrayList<>();

        PondWatch(RiichiView view) {
            this.view = view;
        }

        /** 1 when the epoch is the one of the last check (after checking the promise), else 0. */
        int check(String where) {
            long now = view.pondEpoch();
            assertThat(now).as(where + " a live view's epoch").isNotNegative();
            boolean same = now == epoch;
            List<Object> restNow = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                List<PondTile> pond = List.copyOf(view.pondOf(seat));
                if (same) {
                    List<PondTile> before = ponds.get(seat);
                    assertThat(pond.size()).as(where + " pond of seat " + seat + " in one epoch").isGreaterThanOrEqualTo(before.size());
                    assertThat(pond.subList(0, before.size())).as(where + " pond of seat " + seat + " in one epoch").isEqualTo(before);
                }
                if (ponds.size() > seat) {
                    ponds.set(seat, pond);
                } else {
                    ponds.add(pond);
                }
                restNow.add(List.copyOf(view.meldsOf(seat)));
                restNow.add(view.inRiichi(seat));
            }
            restNow.add(List.copyOf(view.doraIndicators()));
            if (same) {
                assertThat(restNow).as(where + " melds, riichi and dora in one epoch").isEqualTo(rest);
            }
            rest.clear();
            rest.addAll(restNow);
            epoch = now;
            return same ? 1 : 0;
        }
    }

    /**
     * The order agents may rely on ({@link RiichiGame#legalActions}): a win, a tenpai declaration or
     * a dealer's playing on only first; the discards last, by tile id; a claim's pass last.
     */
    private static void assertCanonicalOrder(List<RiichiAction> legal, String where) {
        for (int i = 1; i < legal.size(); i++) {
            RiichiAction a = legal.get(i);
            assertThat(a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron
                    || a instanceof RiichiAction.DeclareTenpai || a instanceof RiichiAction.PlayOn)
                    .as(where + " " + a + " after the first in " + legal).isFalse();
            if (legal.get(i - 1) instanceof RiichiAction.Discard before) {
                assertThat(a instanceof RiichiAction.Discard d && d.tile().id() > before.tile().id())
                        .as(where + " discards last, by tile id: " + legal).isTrue();
            }
            if (a instanceof RiichiAction.Pass) {
                assertThat(i).as(where + " pass last: " + legal).isEqualTo(legal.size() - 1);
            }
        }
    }

    /** Every value an agent can read equals the observation's. */
    private static void assertSameView(RiichiView view, RiichiObservation o, String where) {
        assertThat(view.viewer()).as(where).isEqualTo(o.viewer());
        assertThat(view.hand()).as(where).isEqualTo(o.hand());
        assertThat(view.drawn()).as(where).isEqualTo(o.drawn());
        assertThat(view.claimable()).as(where).isEqualTo(o.claimable());
        for (int seat = 0; seat < 4; seat++) {
            assertThat(view.meldsOf(seat)).as(where).isEqualTo(o.meldsOf(seat));
            assertThat(view.pondOf(seat)).as(where).isEqualTo(o.pondOf(seat));
            assertThat(view.inRiichi(seat)).as(where).isEqualTo(o.inRiichi(seat));
            assertThat(view.scoreOf(seat)).as(where).isEqualTo(o.scoreOf(seat));
        }
        assertThat(List.of(view.round(), view.dealer(), view.honba(), view.riichiSticks(), view.liveTilesLeft()))
                .as(where).isEqualTo(List.of(o.round(), o.dealer(), o.honba(), o.riichiSticks(), o.liveTilesLeft()));
        assertThat(view.doraIndicators()).as(where).isEqualTo(o.doraIndicators());
    }

    @Test
    void refusesAnIllegalActionWithTheEnginesReasonAndStaysAsItWas() {
        RuleSet rules = RiichiPresets.TENHOU.rules();
        RiichiTable table = RiichiTable.start(rules, 5, new ArrayList<>());
        RiichiState before = table.state();
        int seat = Integer.numberOfTrailingZeros(table.toActMask());
        Tile notHeld = Tile.of(0);
        for (int id = 0; before.seats().get(seat).hand().contains(notHeld); id++) {
            notHeld = Tile.of(id);
        }
        RiichiAction discard = new RiichiAction.Discard(notHeld);
        String reason = ((org.jantaku.engine.contract.Result.Illegal<?>) GAME.apply(before, seat, discard)).reason();
        assertThatThrownBy(() -> table.apply(seat, discard, new ArrayList<>()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(reason);
        assertThatThrownBy(() -> table.apply((seat + 1) % 4, new RiichiAction.Pass(), new ArrayList<>()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("turn");
        assertThat(table.state()).isEqualTo(before);
        assertThat(table.legalActions(seat)).containsExactlyElementsOf(GAME.legalActions(before, seat));
        // Listed actions are trusted only for the seat they were listed for, and nothing else is.
        RiichiAction listed = table.legalActions(seat).get(0);
        assertThatThrownBy(() -> table.apply((seat + 1) % 4, listed, new ArrayList<>()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("turn");
        table.legalActions(seat);
        assertThatThrownBy(() -> table.apply(seat, discard, new ArrayList<>()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(reason);
        assertThat(table.state()).isEqualTo(before);
    }
}
