package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.junit.jupiter.api.Test;

/** A seat's concealed tiles read as a list sorted by id, whatever was added or taken out in between. */
class ConcealedTilesTest {
    private static List<Tile> tiles(int... ids) {
        return IntStream.of(ids).mapToObj(Tile::of).toList();
    }

    @Test
    void aDealIsSortedByIdAndATileAddedIsReadInItsPlace() {
        ConcealedTiles h = new ConcealedTiles(2);
        h.deal(tiles(100, 3, 64, 135, 0));
        assertThat(h.snapshot()).isEqualTo(tiles(0, 3, 64, 100, 135));
        h.add(50);
        assertThat(h.idAt(0)).isZero();
        assertThat(h.idAt(5)).isEqualTo(135);
        assertThat(h.view()).isEqualTo(tiles(0, 3, 50, 64, 100, 135));
        assertThat(h.holds(50)).isTrue();
        assertThat(h.holds(51)).isFalse();
    }

    @Test
    void theTileJustAddedAndAnyOtherComeOut() {
        ConcealedTiles h = new ConcealedTiles(14);
        h.deal(tiles(8, 9, 40));
        h.add(10);
        h.remove(10);
        assertThat(h.snapshot()).isEqualTo(tiles(8, 9, 40));
        h.add(1);
        h.remove(9);
        assertThat(h.snapshot()).isEqualTo(tiles(1, 8, 40));
        assertThatThrownBy(() -> h.remove(9)).isInstanceOf(IllegalStateException.class).hasMessageContaining("not in the hand");
    }

    @Test
    void kindsAreReadLowestFirst() {
        ConcealedTiles h = new ConcealedTiles(14);
        h.deal(tiles(6, 20));
        h.add(5);
        assertThat(h.lowest(1)).isEqualTo(Tile.of(5));
        assertThat(h.ofKind(TileKind.of(1))).isEqualTo(tiles(5, 6));
        assertThatThrownBy(() -> h.lowest(2)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aCopyIsIndependentAndASnapshotDoesNotChange() {
        ConcealedTiles h = new ConcealedTiles(14);
        h.deal(tiles(1, 2, 3));
        h.add(70);
        List<Tile> before = h.snapshot();
        ConcealedTiles c = h.copy();
        c.remove(2);
        h.add(0);
        assertThat(before).isEqualTo(tiles(1, 2, 3, 70));
        assertThat(c.snapshot()).isEqualTo(tiles(1, 3, 70));
        assertThat(h.snapshot()).isEqualTo(tiles(0, 1, 2, 3, 70));
        assertThat(h.sameTiles(c)).isFalse();
        c.add(2);
        c.add(0);
        assertThat(h.sameTiles(c)).isTrue();
    }

    @Test
    void randomChangesKeepTheOrder() {
        Random r = new Random(7);
        List<Integer> all = new ArrayList<>(IntStream.range(0, Tile.COUNT).boxed().toList());
        Collections.shuffle(all, r);
        TreeSet<Integer> want = new TreeSet<>(all.subList(0, 13));
        ConcealedTiles h = new ConcealedTiles(14);
        h.deal(want.stream().map(Tile::of).toList());
        int next = 13;
        for (int step = 0; step < 100; step++) {
            h.add(all.get(next));
            want.add(all.get(next++));
            List<Integer> held = new ArrayList<>(want);
            int out = held.get(r.nextInt(held.size()));
            h.remove(out);
            want.remove(out);
            all.add(out);
            assertThat(h.snapshot()).isEqualTo(want.stream().map(Tile::of).toList());
            assertCounted(h, want);
        }
    }

    /** The counts by kind and the "held at least n times" bits agree with the tiles held. */
    private static void assertCounted(ConcealedTiles h, TreeSet<Integer> held) {
        int[] want = new int[TileKind.COUNT];
        held.forEach(id -> want[id >> 2]++);
        assertThat(h.counts()).containsExactly(want);
        for (int n = 1; n <= 4; n++) {
            long bits = 0;
            for (int k = 0; k < TileKind.COUNT; k++) {
                bits |= want[k] >= n ? 1L << k : 0;
            }
            assertThat(h.heldAtLeast(n)).as("held at least %d times", n).isEqualTo(bits);
        }
    }

    @Test
    void countsFollowADealADrawAndACopy() {
        ConcealedTiles h = new ConcealedTiles(14);
        h.deal(tiles(0, 1, 2, 3, 4, 5, 40));
        assertThat(h.count(0)).isEqualTo(4);
        assertThat(h.heldAtLeast(4)).isEqualTo(1L);
        assertThat(h.heldAtLeast(2)).isEqualTo(0b11L);
        ConcealedTiles c = h.copy();
        h.remove(0);
        h.add(41);
        assertThat(h.count(0)).isEqualTo(3);
        assertThat(h.heldAtLeast(4)).isZero();
        assertThat(h.heldAtLeast(2)).isEqualTo(0b11L | 1L << 10);
        assertThat(c.count(0)).isEqualTo(4);
        assertThat(c.heldAtLeast(2)).isEqualTo(0b11L);
        assertThat(h.holds(40)).isTrue();
        assertThat(h.holds(44)).isFalse();
    }

    @Test
    void aDealWithATileTwiceIsRefused() {
        assertThatThrownBy(() -> new ConcealedTiles(14).deal(tiles(4, 4))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("twice");
    }
}
