package org.jantaku.bench;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Move;
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
            Move first = legal.get(0).move();
            if (first == Move.SELF_DRAW || first == Move.WIN) {
                a = legal.get(0);
            } else if (s.drawn().isPresent() && legal.size() > 1) {
                a = discardOf(legal, s.drawn().get());
            }
            game.play(s, seat, a).orThrow();
            n++;
        }
        return n;
    }

    /** The listed discard of {@code drawn}: of the tile itself, or of its kind. */
    private static <A extends TableAction> A discardOf(List<A> legal, Tile drawn) {
        for (int i = legal.size() - 1; i >= 0; i--) {
            A a = legal.get(i);
            if (a.move() == Move.DISCARD && (a instanceof TableAction.OfTile t ? t.tile().equals(drawn)
                    : a instanceof TableAction.OfKind k && k.kind() == drawn.kind())) {
                return a;
            }
        }
        throw new IllegalStateException("no discard of the drawn " + drawn + " in " + legal);
    }
}
