package org.jantaku.example.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.WinSource;
import org.jantaku.example.rules.PairsRules;
import org.junit.jupiter.api.Test;

/** Flat points: the discarder (or robbed player) pays each winner, a self-draw is paid by all three; they sum to zero. */
class PairsSettlementTest {
    private static final RuleSet RULES = PairsRules.CATALOG.defaults();
    private static final Tile TILE = Tile.of(40);

    @Test
    void theDiscarderPaysEachWinner() {
        PairsSettlement s = PairsSettlement.of(RULES, List.of(new PairsSettlement.Win(1, 0, WinSource.DISCARD, TILE),
                new PairsSettlement.Win(3, 0, WinSource.DISCARD, TILE)));
        assertThat(s.net().toList()).containsExactly(-8, 4, 0, 4);
    }

    @Test
    void aSelfDrawIsPaidByTheOtherThreeAndARobbedKongByTheRobbed() {
        assertThat(PairsSettlement.of(RULES, List.of(new PairsSettlement.Win(2, 2, WinSource.REPLACEMENT_DRAW, TILE))).net().toList())
                .containsExactly(-2, -2, 6, -2);
        RuleSet five = RULES.with(PairsRules.DISCARD_POINTS, 5);
        assertThat(PairsSettlement.of(five, List.of(new PairsSettlement.Win(0, 3, WinSource.ROBBED_KONG, TILE))).net().toList())
                .containsExactly(5, 0, 0, -5);
    }

    @Test
    void anExhaustedWallPaysNothing() {
        assertThat(PairsSettlement.of(RULES, List.of()).transfers()).isEmpty();
    }
}
