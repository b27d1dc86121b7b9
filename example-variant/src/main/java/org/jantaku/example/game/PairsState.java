package org.jantaku.example.game;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableState;

/** A game of pairs 七对, played in place by {@link PairsGame}: the table's state and nothing more; scores start at 0. */
public final class PairsState extends TableState<Meld> {

    PairsState(RuleSet rules, Walls walls) {
        super(rules, walls);
    }

    private PairsState(PairsState o) {
        super(o);
    }

    @Override
    public PairsState copy() {
        return new PairsState(this);
    }
}
