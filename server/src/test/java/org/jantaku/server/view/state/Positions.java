package org.jantaku.server.view.state;

import java.util.List;
import java.util.Set;
import org.jantaku.bots.Bots;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Variant;

/**
 * Seeded positions for the view tests: a preset's game from a seed, played by a policy in which
 * seats 1 and 3 call every tile they can (so melds of every kind, called pond tiles and added kans
 * turn up) and seats 0 and 2 never call but declare riichi / 报听 when offered; nobody wins, and a
 * turn discards the drawn tile; until seat 0 is to discard after at least {@code steps} actions.
 */
final class Positions {
    private static final Set<String> CALLS = Set.of("Chi", "Pon", "Pong", "OpenKan", "Kong", "ClosedKan", "ConcealedKong",
            "AddedKan", "AddedKong");
    private static final Set<String> DECLARE = Set.of("DeclareRiichi", "DeclareReady");

    private Positions() {
    }

    /** A reached position: the variant and its state. */
    record Position<S, O>(Variant<S, ?, ?, O> variant, S state) {
        O seat(int seat) {
            return variant.observe(state, seat);
        }

        O allOpen() {
            return variant.observeAll(state);
        }
    }

    static Position<?, ?> of(String preset, long seed, int steps) {
        Bots.Game game = Bots.forPreset(preset).orElseThrow(() -> new IllegalArgumentException("no preset " + preset));
        return play(game.bots().variant(), game.preset().rules(), seed, steps);
    }

    private static <S, A extends Action, O> Position<S, O> play(Variant<S, A, ?, O> variant, RuleSet rules, long seed, int steps) {
        S state = variant.start(rules, seed).state();
        for (int step = 0; step < 5000; step++) {
            if (variant.isOver(state)) {
                throw new IllegalStateException("the game ended before seat 0 discarded after " + steps + " steps");
            }
            int seat = variant.toAct(state).stream().sorted().findFirst().orElseThrow();
            List<A> legal = variant.legalActions(state, seat);
            if (step >= steps && seat == 0 && variant.toAct(state).size() == 1 && legal.stream().anyMatch(a -> name(a).equals("Discard"))) {
                return new Position<>(variant, state);
            }
            state = variant.apply(state, seat, choose(legal, seat % 2 == 1)).orThrow().state();
        }
        throw new IllegalStateException("no position after 5000 steps");
    }

    private static <A extends Action> A choose(List<A> legal, boolean caller) {
        for (Set<String> wanted : caller ? List.of(CALLS, Set.of("Pass", "PlayOn")) : List.of(DECLARE, Set.of("Pass", "PlayOn"))) {
            for (A a : legal) {
                if (wanted.contains(name(a))) {
                    return a;
                }
            }
        }
        A pick = legal.get(0);
        for (A a : legal) {
            if (name(a).equals("Discard")) {
                pick = a;
            }
        }
        return pick;
    }

    private static String name(Action a) {
        return a.getClass().getSimpleName();
    }
}
