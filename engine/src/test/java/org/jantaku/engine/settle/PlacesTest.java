package org.jantaku.engine.settle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.engine.settle.Places.Ties;
import org.junit.jupiter.api.Test;

class PlacesTest {
    @Test
    void theHigherScoreRanksFirst() {
        int[] scores = {25_000, 40_000, 10_000, 25_100};
        assertThat(Places.of(scores, Ties.SHARED)).containsExactly(3, 1, 4, 2);
        assertThat(Places.of(scores, Ties.bySeatFrom(2))).containsExactly(3, 1, 4, 2);
        assertThat(Places.order(scores, 0)).containsExactly(1, 3, 0, 2);
    }

    @Test
    void twoEqualScoresShareAPlaceAndTheNextIsSkipped() {
        assertThat(Places.of(new int[] {30, 20, 20, 10}, Ties.SHARED)).containsExactly(1, 2, 2, 4);
        assertThat(Places.of(new int[] {20, 30, 10, 20}, Ties.SHARED)).containsExactly(2, 1, 4, 2);
    }

    @Test
    void threeEqualScoresShareAPlace() {
        assertThat(Places.of(new int[] {20, 20, 30, 20}, Ties.SHARED)).containsExactly(2, 2, 1, 2);
        assertThat(Places.of(new int[] {10, 10, 10, 5}, Ties.SHARED)).containsExactly(1, 1, 1, 4);
        assertThat(Places.of(new int[] {7, 7, 7, 7}, Ties.SHARED)).containsExactly(1, 1, 1, 1);
    }

    @Test
    void twoEqualScoresRankInSeatOrderFromTheFirstSeat() {
        int[] scores = {20, 30, 10, 20};
        assertThat(Places.of(scores, Ties.bySeatFrom(0))).containsExactly(2, 1, 4, 3);
        assertThat(Places.of(scores, Ties.bySeatFrom(1))).containsExactly(3, 1, 4, 2); // 1, 2, 3, 0: seat 3 first
        assertThat(Places.of(scores, Ties.bySeatFrom(3))).containsExactly(3, 1, 4, 2);
        assertThat(Places.of(scores, Ties.bySeatFrom(2))).containsExactly(3, 1, 4, 2); // 2, 3, 0, 1
        assertThat(Places.order(scores, 1)).containsExactly(1, 3, 0, 2);
    }

    @Test
    void threeEqualScoresRankInSeatOrderFromTheFirstSeat() {
        int[] scores = {20, 20, 30, 20};
        assertThat(Places.of(scores, Ties.bySeatFrom(0))).containsExactly(2, 3, 1, 4);
        assertThat(Places.of(scores, Ties.bySeatFrom(1))).containsExactly(4, 2, 1, 3);
        assertThat(Places.of(scores, Ties.bySeatFrom(3))).containsExactly(3, 4, 1, 2);
        assertThat(Places.order(scores, 2)).containsExactly(2, 3, 0, 1);
    }

    @Test
    void threePlayers() {
        int[] scores = {35_000, 35_000, 35_000};
        assertThat(Places.of(scores, Ties.SHARED)).containsExactly(1, 1, 1);
        assertThat(Places.of(scores, Ties.bySeatFrom(0))).containsExactly(1, 2, 3);
        assertThat(Places.of(scores, Ties.bySeatFrom(2))).containsExactly(2, 3, 1);
        assertThat(Places.order(scores, 1)).containsExactly(1, 2, 0);
        int[] two = {40_000, 32_500, 32_500};
        assertThat(Places.of(two, Ties.SHARED)).containsExactly(1, 2, 2);
        assertThat(Places.of(two, Ties.bySeatFrom(0))).containsExactly(1, 2, 3);
        assertThat(Places.of(two, Ties.bySeatFrom(2))).containsExactly(1, 3, 2);
        assertThat(Places.order(new int[] {10, 30, 20}, 0)).containsExactly(1, 2, 0);
    }

    @Test
    void aListOfScoresGivesAListOfPlaces() {
        assertThat(Places.of(List.of(10, 30, 30, 20), Ties.SHARED)).containsExactly(4, 1, 1, 3);
        assertThat(Places.of(List.of(10, 30, 30, 20), Ties.bySeatFrom(0))).containsExactly(4, 1, 2, 3);
        assertThat(Places.of(List.of(10, 30, 30), Ties.bySeatFrom(0))).containsExactly(3, 1, 2);
    }
}
