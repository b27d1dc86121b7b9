package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Transition;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RiichiTable#passCallsFor} and {@link RiichiTable#passCalls}: seats taken to pass every chi, pon and open kan get no claim
 * window on a plain discard, and the game is exactly the engine's game in which those seats are
 * asked and pass (but may still ron): the same events in the same order and the same final state,
 * with the engine's passes of those seats left out.
 */
class RiichiTablePassingTest {
    private static final RiichiGame GAME = new RiichiGame();
    private static final int GAMES = 25;

    /** A step of the engine's game; {@code kindsPassed}: the kinds the seat told, as it discarded, it passes calls on. */
    private record Step(int seat, RiichiAction action, long kindsPassed) {
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.jantaku.riichi.game.RiichiTableTest#ruleSets")
    void playsTheEngineGameWithoutAskingTheSeatsThatPass(String name, RuleSet rules) {
        long skipped = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 104729L * game + name.hashCode();
            int passing = 1 + game % 15; // every non-empty mask of seats
            // The engine's game, the passing seats asked like any other.
            SplittableRandom policy = new SplittableRandom(seed);
            Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
            List<RiichiEvent> engineEvents = new ArrayList<>(start.events());
            List<Step> steps = new ArrayList<>();
            RiichiState s = start.state();
            while (!GAME.isOver(s)) {
                int seat = java.util.Collections.min(GAME.toAct(s)); // the lowest seat answers first, as a simulator asks
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                RiichiAction action = (passing & 1 << seat) != 0 && onlyCallsOrPass(legal) ? Actions.PASS
                        : SeededPolicy.choose(s, seat, legal, policy);
                Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, action).orThrow();
                engineEvents.addAll(t.events());
                steps.add(new Step(seat, action, 0));
                s = t.state();
            }
            skipped += replay(name + " game " + game, rules, seed, passing, steps, engineEvents, s);
        }
        assertThat(skipped).as("claim windows not opened").isGreaterThan(GAMES * 10L);
    }

    /**
     * {@link RiichiTable#passCalls}: a seat that tells, as it discards, the kinds it will pass calls
     * on until its next turn gets no claim window on those, and the game is the engine's game in
     * which it is asked and passes.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.jantaku.riichi.game.RiichiTableTest#ruleSets")
    void playsTheEngineGameWithoutAskingForTheKindsASeatPassesOn(String name, RuleSet rules) {
        long skipped = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 7919L * game + name.hashCode();
            SplittableRandom policy = new SplittableRandom(seed);
            SplittableRandom told = new SplittableRandom(~seed);
            long[] passing = new long[4];
            Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
            List<RiichiEvent> engineEvents = new ArrayList<>(start.events());
            List<Step> steps = new ArrayList<>();
            RiichiState s = start.state();
            while (!GAME.isOver(s)) {
                int seat = java.util.Collections.min(GAME.toAct(s));
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                long kinds = 0;
                RiichiAction action;
                if (s.phase() instanceof Phase.Claims c && (passing[seat] & 1L << (c.tile().id() >> 2)) != 0
                        && onlyCallsOrPass(legal)) {
                    action = Actions.PASS;
                } else {
                    action = SeededPolicy.choose(s, seat, legal, policy);
                }
                if (s.phase() instanceof Phase.Turn && (action instanceof RiichiAction.Discard
                        || action instanceof RiichiAction.DeclareRiichi)) {
                    kinds = told.nextBoolean() ? (1L << 34) - 1 : told.nextLong() & (1L << 34) - 1;
                    passing[seat] = kinds; // until its next turn
                } else if (s.phase() instanceof Phase.Turn) {
                    passing[seat] = 0; // a win, a kan…: told nothing
                }
                Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, action).orThrow();
                engineEvents.addAll(t.events());
                steps.add(new Step(seat, action, kinds));
                s = t.state();
            }
            skipped += replay(name + " game " + game, rules, seed, 0, steps, engineEvents, s);
        }
        assertThat(skipped).as("claim windows not opened").isGreaterThan(GAMES * 10L);
    }

    /**
     * Replays the engine's game of {@code steps} on a table told which seats pass every call
     * ({@code passing}) and, at each discard, the kinds the seat passes calls on: the passes in
     * windows it does not open are not asked, and the events and the end are the engine's. Returns
     * how many passes were skipped.
     */
    private static long replay(String where, RuleSet rules, long seed, int passing, List<Step> steps,
            List<RiichiEvent> engineEvents, RiichiState end) {
        long skipped = 0;
        List<RiichiEvent> tableEvents = new ArrayList<>();
        RiichiTable table = RiichiTable.start(rules, seed, tableEvents);
        table.passCallsFor(passing);
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            String at = where + " step " + i;
            boolean asked = (table.toActMask() & 1 << step.seat()) != 0;
            if (!asked || step.action() instanceof RiichiAction.Pass
                    && !table.legalActions(step.seat()).contains(Actions.PASS)) {
                // A window the table did not open: the next draw may already be this seat's turn.
                assertThat(step.action()).as(at).isInstanceOf(RiichiAction.Pass.class);
                if (passing != 0) {
                    assertThat(passing & 1 << step.seat()).as(at + ": only a passing seat is skipped").isNotZero();
                }
                skipped++;
                continue;
            }
            assertThat(Integer.numberOfTrailingZeros(table.toActMask())).as(at).isEqualTo(step.seat());
            table.legalActions(step.seat());
            if (step.kindsPassed() != 0) {
                table.passCalls(step.seat(), step.kindsPassed());
            }
            table.apply(step.seat(), step.action(), tableEvents);
        }
        assertThat(tableEvents).as(where).isEqualTo(engineEvents);
        assertThat(table.isOver()).isTrue();
        assertThat(table.state()).isEqualTo(end);
        return skipped;
    }

    /** A claim window that offers no ron: chi, pon and open kan, and the pass. */
    private static boolean onlyCallsOrPass(List<RiichiAction> legal) {
        boolean pass = false;
        for (RiichiAction a : legal) {
            switch (a) {
                case RiichiAction.Pass p -> pass = true;
                case RiichiAction.Chi c -> { }
                case RiichiAction.Pon p -> { }
                case RiichiAction.OpenKan k -> { }
                default -> {
                    return false;
                }
            }
        }
        return pass;
    }

    @Test
    void refusesAMaskNamingNoSeat() {
        RiichiTable table = RiichiTable.start(RiichiPresets.TENHOU.rules(), 3, new ArrayList<>());
        assertThatThrownBy(() -> table.passCallsFor(16)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0-3");
        assertThatThrownBy(() -> table.passCallsFor(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> table.passCalls(4, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0-3");
    }
}
