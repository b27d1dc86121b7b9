package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/** The shared claim window: who is still to answer, and how the answers settle under a priority and a limit on wins. */
class ClaimWindowTest {
    private static final Tile TILE = Tile.of(40);

    private static ClaimWindow<String> open(int from, int pending) {
        ClaimWindow<String> w = new ClaimWindow<>();
        w.open(from, TILE, ClaimWindow.On.DISCARD, false, pending);
        return w;
    }

    @Test
    void waitsForEverySeatAskedAndKeepsTheAnswersInOrder() {
        ClaimWindow<String> w = open(0, 0b1010);
        assertThat(w.waitsFor(1)).isTrue();
        assertThat(w.waitsFor(2)).isFalse();
        assertThat(w.answer(3, Move.PUNG, "pung")).isFalse();
        assertThat(w.answer(1, Move.PASS, "pass")).isTrue();
        assertThat(w.answered()).isEqualTo(2);
        assertThat(w.answerer(0)).isEqualTo(3);
        assertThat(w.answerer(1)).isEqualTo(1);
        assertThat(w.action(3)).isEqualTo("pung");
        assertThatThrownBy(() -> w.answer(2, Move.PASS, "pass")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("seat 2");
    }

    @Test
    void aPungOrKongTakesTheTileBeforeAChi() {
        ClaimWindow<String> w = open(0, 0b1110);
        w.answer(1, Move.CHI, "chi");
        w.answer(2, Move.PASS, "pass");
        w.answer(3, Move.PUNG, "pung");
        assertThat(w.settle(4, ClaimPriority.STANDARD, WinLimit.ALL)).isEqualTo(ClaimWindow.Outcome.CALL);
        assertThat(w.caller(4, ClaimPriority.STANDARD)).isEqualTo(3);
        ClaimPriority chiFirst = m -> m == Move.CHI ? 5 : ClaimPriority.STANDARD.rank(m);
        assertThat(w.caller(4, chiFirst)).isEqualTo(1);
    }

    @Test
    void winsComeFirstNearestTheDiscarderFirst() {
        ClaimWindow<String> w = open(2, 0b1011);
        w.answer(0, Move.WIN, "ron");
        w.answer(1, Move.WIN, "ron");
        w.answer(3, Move.PUNG, "pung");
        assertThat(w.settle(4, ClaimPriority.STANDARD, WinLimit.ALL)).isEqualTo(ClaimWindow.Outcome.WIN);
        assertThat(w.winners(4, WinLimit.ALL)).containsExactly(0, 1);
        assertThat(w.winners(4, WinLimit.NEAREST)).containsExactly(0);
    }

    @Test
    void threeWinsWhereFewerMayEndTheHandOnlyUnderThatRule() {
        ClaimWindow<String> w = open(0, 0b1110);
        for (int seat = 1; seat < 4; seat++) {
            w.answer(seat, Move.WIN, "ron");
        }
        assertThat(w.settle(4, ClaimPriority.STANDARD, new WinLimit(2, true))).isEqualTo(ClaimWindow.Outcome.ABORT);
        assertThat(w.settle(4, ClaimPriority.STANDARD, new WinLimit(2, false))).isEqualTo(ClaimWindow.Outcome.WIN);
        assertThat(w.winners(4, new WinLimit(2, false))).containsExactly(1, 2);
        assertThat(w.settle(4, ClaimPriority.STANDARD, new WinLimit(3, true))).isEqualTo(ClaimWindow.Outcome.WIN);
    }

    @Test
    void threePlayersCountTheTurnOverThreeSeats() {
        ClaimWindow<String> w = open(1, 0b101);
        w.answer(0, Move.WIN, "ron");
        w.answer(2, Move.WIN, "ron");
        assertThat(w.winners(3, WinLimit.NEAREST)).containsExactly(2);
    }

    @Test
    void nobodyTakingTheTileSettlesAsNoneAndOnlyWhenAllAnswered() {
        ClaimWindow<String> w = open(0, 0b0110);
        w.answer(1, Move.PASS, "pass");
        assertThatThrownBy(() -> w.settle(4, ClaimPriority.STANDARD, WinLimit.ALL)).isInstanceOf(IllegalStateException.class);
        w.answer(2, Move.PASS, "pass");
        assertThat(w.settle(4, ClaimPriority.STANDARD, WinLimit.ALL)).isEqualTo(ClaimWindow.Outcome.NONE);
        assertThat(w.caller(4, ClaimPriority.STANDARD)).isEqualTo(-1);
    }

    @Test
    void aCopyIsIndependentAndEqual() {
        ClaimWindow<String> w = open(0, 0b0110);
        w.answer(1, Move.CHI, "chi");
        ClaimWindow<String> c = w.copy();
        assertThat(c).isEqualTo(w);
        c.answer(2, Move.PASS, "pass");
        assertThat(c).isNotEqualTo(w);
        assertThat(w.waitsFor(2)).isTrue();
    }

    @Test
    void aKongsTileOrOneSetAsideIsForAWinOnly() {
        ClaimWindow<String> w = new ClaimWindow<>();
        w.open(0, TILE, ClaimWindow.On.KONG, false, 0b10);
        assertThat(w.robbing()).isTrue();
        assertThat(w.winOnly()).isTrue();
        w.open(0, TILE, ClaimWindow.On.ASIDE, false, 0b10);
        assertThat(w.robbing()).isFalse();
        assertThat(w.winOnly()).isTrue();
    }
}
