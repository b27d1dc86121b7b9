package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/** A seat played in place: its snapshots keep what they showed, and a copy is independent. */
class SeatTest {

    private static Tile t(int id) {
        return Tile.of(id);
    }

    @Test
    void handStaysSortedAndCounted() {
        Seat<TableMeld> s = new Seat<>();
        s.add(t(40));
        s.add(t(3));
        s.add(t(1));
        s.add(t(41));
        assertThat(s.hand()).containsExactly(t(1), t(3), t(40), t(41));
        assertThat(s.count(0)).isEqualTo(2);
        assertThat(s.count(10)).isEqualTo(2);
        s.remove(t(3));
        assertThat(s.hand()).containsExactly(t(1), t(40), t(41));
        assertThat(s.count(0)).isEqualTo(1);
        assertThat(s.lowest(10)).isEqualTo(t(40));
    }

    @Test
    void pondSnapshotsKeepWhatTheyShowed() {
        Seat<TableMeld> s = new Seat<>();
        s.toPond(t(5));
        s.toPond(t(6));
        List<Tile> before = s.pond();
        s.fromPond();
        s.toPond(t(7));
        s.toPond(t(8));
        assertThat(before).containsExactly(t(5), t(6));
        assertThat(s.pond()).containsExactly(t(5), t(7), t(8));
    }

    @Test
    void aCopyIsIndependent() {
        Seat<TableMeld> a = new Seat<>();
        a.add(t(10));
        a.toPond(t(20));
        Seat<TableMeld> b = a.copy();
        a.toPond(t(21));
        b.toPond(t(22));
        b.add(t(11));
        b.lock(1L << 3);
        assertThat(a.pond()).containsExactly(t(20), t(21));
        assertThat(b.pond()).containsExactly(t(20), t(22));
        assertThat(a.hand()).containsExactly(t(10));
        assertThat(a).isNotEqualTo(b);
        assertThat(a.locked()).isZero();
        Seat<TableMeld> c = a.copy();
        assertThat(c).isEqualTo(a);
    }

    @Test
    void winKindsSurviveOnlyTheDrawnTileLeaving() {
        Seat<TableMeld> s = new Seat<>();
        s.add(t(0));
        s.winKinds(1L);
        s.add(t(50));
        assertThat(s.winKindsKnown()).isTrue();
        s.removeDrawn(t(50));
        assertThat(s.winKindsKnown()).isTrue();
        s.remove(t(0));
        assertThat(s.winKindsKnown()).isFalse();
    }
}
