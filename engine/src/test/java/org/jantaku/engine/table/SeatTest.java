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
        s.toPond(t(5), false, false);
        s.toPond(t(6), true, false);
        List<Tile> before = s.pond();
        List<PondTile> flaggedBefore = s.pondTiles();
        s.pondTaken();
        s.toPond(t(7), false, true);
        s.toPond(t(8), false, false);
        assertThat(before).containsExactly(t(5), t(6));
        assertThat(flaggedBefore).containsExactly(PondTile.of(t(5), false, false), PondTile.of(t(6), true, false));
        assertThat(s.pond()).containsExactly(t(5), t(7), t(8));
        assertThat(s.pondTiles()).containsExactly(PondTile.of(t(5), false, false), PondTile.of(t(6), true, false).asTaken(),
                PondTile.of(t(7), false, true), PondTile.of(t(8), false, false));
        assertThat(s.discards()).isEqualTo(4);
    }

    @Test
    void aPondKeepsItsKindsAndFlagsAndStartsAfreshWithoutTouchingSnapshots() {
        Pond p = new Pond();
        p.add(t(0), true, false);
        p.add(t(36), false, true);
        p.takeLast();
        assertThat(p.kinds()).isEqualTo(1L | 1L << 9);
        assertThat(p.get(1)).isEqualTo(new PondTile(t(36), false, true, true));
        assertThat(p.lying()).containsExactly(t(0));
        List<PondTile> live = p.live();
        List<PondTile> snapshot = p.discards();
        p.clear();
        p.add(t(100), false, false);
        assertThat(snapshot).containsExactly(new PondTile(t(0), true, false, false), new PondTile(t(36), false, true, true));
        assertThat(live).containsExactly(new PondTile(t(100), false, false, false));
        assertThat(p.kinds()).isEqualTo(1L << 25);
    }

    @Test
    void aCopyIsIndependent() {
        Seat<TableMeld> a = new Seat<>();
        a.add(t(10));
        a.toPond(t(20), false, false);
        Seat<TableMeld> b = a.copy();
        a.toPond(t(21), false, false);
        b.toPond(t(22), false, false);
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
    void aNewDealStartsTheSeatAfresh() {
        Seat<TableMeld> s = new Seat<>();
        s.add(t(10));
        s.toPond(t(20), false, true);
        s.declare();
        s.lock(1L << 5);
        s.deal(List.of(t(33), t(1), t(2)));
        assertThat(s.hand()).containsExactly(t(1), t(2), t(33));
        assertThat(s.count(0)).isEqualTo(2);
        assertThat(s.heldAtLeast(2)).isEqualTo(1L);
        assertThat(s.pondTiles()).isEmpty();
        assertThat(s.declared()).isFalse();
        assertThat(s.locked()).isZero();
        Seat<TableMeld> fresh = new Seat<>();
        fresh.add(t(1));
        fresh.add(t(2));
        fresh.add(t(33));
        assertThat(s).isEqualTo(fresh);
    }

    @Test
    void eachLockEndsAtItsOwnEnd() {
        Seat<TableMeld> s = new Seat<>();
        s.lock(1L << 1, LockEnd.DRAW);
        s.lock(1L << 2, LockEnd.OWN_DISCARD);
        s.lock(1L << 3, LockEnd.HAND);
        assertThat(s.locked()).isEqualTo(0b1110L);
        Seat<TableMeld> copy = s.copy();
        s.unlock();
        assertThat(s.locked()).isEqualTo(0b1100L);
        assertThat(s).isNotEqualTo(copy);
        s.add(t(0));
        s.remove(t(0));
        s.toPond(t(0), false, false);
        assertThat(s.locked(LockEnd.OWN_DISCARD)).isZero();
        assertThat(s.locked()).isEqualTo(0b1000L);
        s.deal(List.of(t(4)));
        assertThat(s.locked(LockEnd.HAND)).isZero();
        assertThat(copy.locked()).isEqualTo(0b1110L);
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
