package org.jantaku.bench;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.TableFlow;
import org.jantaku.engine.table.TableState;

/**
 * One whole game of a table-flow variant played in place with the tsumogiri choice made on the state
 * (legal actions listed, no observation): a win when offered, else the drawn tile, else the last
 * action (a pass). The benchmarks' engine-steps loop.
 */
final class TsumogiriSteps {
    private TsumogiriSteps() {
    }

    /** The steps of game {@code seed}. */
    static <S extends TableState<?>, A extends TableAction> long play(TableFlow<S, ?, A, ?, ?> game, RuleSet rules, long seed,
            Predicate<A> win, Function<Tile, A> discard) {
        S s = game.start(rules, seed).state();
        long n = 0;
        while (!game.isOver(s)) {
            int seat = game.toAct(s).iterator().next();
            List<A> legal = game.legalActions(s, seat);
            A a = legal.get(legal.size() - 1);
            if (win.test(legal.get(0))) {
                a = legal.get(0);
            } else if (s.drawn().isPresent() && legal.size() > 1) {
                a = discard.apply(s.drawn().get());
            }
            game.play(s, seat, a).orThrow();
            n++;
        }
        return n;
    }
}
