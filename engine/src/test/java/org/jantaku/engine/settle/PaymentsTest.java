package org.jantaku.engine.settle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PaymentsTest {
    @Test
    void fromOthersInTurnStartsAtTheNextSeat() {
        Payments<String> out = new Payments<>(4);
        out.fromOthersInTurn(2, 5, "hu");
        assertThat(out.list()).extracting(Transfer::from).containsExactly(3, 0, 1);
        assertThat(out.list()).allMatch(t -> t.to() == 2 && t.points() == 5);
    }

    @Test
    void fromEachOtherGoesInSeatOrderAndNothingIsNoTransfer() {
        Payments<String> out = new Payments<>(4);
        out.fromEachOther(2, 1, "hu");
        out.fromOthersInTurn(1, 0, "nothing");
        assertThat(out.list()).extracting(Transfer::from).containsExactly(0, 1, 3);
    }
}
