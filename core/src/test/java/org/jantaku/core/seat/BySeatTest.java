package org.jantaku.core.seat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BySeatTest {

    @Test
    void getWithMapAndAfter() {
        BySeat<Integer> scores = BySeat.all(25000);
        BySeat<Integer> changed = scores.with(2, 33000);
        assertThat(changed.toList()).containsExactly(25000, 25000, 33000, 25000);
        assertThat(scores.get(2)).isEqualTo(25000);
        assertThat(changed.map(s -> s / 1000).toList()).containsExactly(25, 25, 33, 25);
        assertThat(BySeat.of(seat -> seat * 10).mapWithSeat((seat, v) -> seat + v).toList()).containsExactly(0, 11, 22, 33);
        assertThat(BySeat.of(List.of("E", "S", "W", "N")).get(3)).isEqualTo("N");
        assertThat(BySeat.after(3, 1)).isZero();
        assertThat(BySeat.after(0, -1)).isEqualTo(3);
    }

    @Test
    void firstAfterCountsFromTheNextSeatAndEndsWithTheSeatItself() {
        assertThat(BySeat.firstAfter(2, s -> s == 0 || s == 1)).hasValue(0);
        assertThat(BySeat.firstAfter(3, s -> s == 1 || s == 2)).hasValue(1);
        assertThat(BySeat.firstAfter(1, s -> s == 1)).hasValue(1);
        assertThat(BySeat.firstAfter(1, s -> false)).isEmpty();
    }

    @Test
    void badSeatsAndSizes() {
        assertThatThrownBy(() -> BySeat.all(1).get(4)).hasMessage("seats are 0-3, not 4");
        assertThatThrownBy(() -> BySeat.of(List.of(1, 2, 3))).hasMessageContaining("four values");
        assertThatThrownBy(() -> new BySeat<>(1, 2, null, 4)).isInstanceOf(NullPointerException.class);
    }
}
