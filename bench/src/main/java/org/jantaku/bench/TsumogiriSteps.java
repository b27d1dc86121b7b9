package org.jantaku.bench;

import java.util.List;
import org.jantaku.bots.play.Actions;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.TableFlow;
import org.jantaku.engine.table.TableParts;

/**
 * One whole game of a table-flow variant played in place with the tsumogiri choice made on the state
 * (legal actions listed, no observation): a win when offered, else the discard of the drawn tile (of its kind, where
 * a variant discards by kind), else the last action (a pass). The benchmarks' engine-steps loop.
 */
final class TsumogiriSteps {
    private TsumogiriSteps() {
    }

    /** The steps of game {@code seed}. */
    static <S extends TableParts<?>, A extends TableAction> long play(TableFlow<S, ?, A, ?, ?> game, RuleSet rules, long seed) {
        S s = game.start(rules, seed).state();
        long n = 0;
        while (!game.isOver(s)) {
            int seat = game.toAct(s).iterator().next();
            List<A> legal = game.legalActions(s, seat);
            A a = legal.get(legal.size() - 1);
            if (Actions.isWin(legal.get(0))) {
                a = legal.get(0);
            } else if (s.drawn().isPresent() && legal.size() > 1) {
                a = Actions.discardOf(legal, s.drawn().get()).orElseThrow();
            }
            game.play(s, seat, a).orThrow();
            n++;
        }
        return n;
    }
}
