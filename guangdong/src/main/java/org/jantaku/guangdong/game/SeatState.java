package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * One seat in a hand.
 *
 * @param hand concealed tiles, sorted
 * @param melds melds in the order made (an added kong in its 碰's place)
 * @param pond discards not claimed
 * @param locked 漏胡: kinds the seat passed a win on, barred until it 动牌 (draws or calls)
 * @param discards how many tiles the seat has discarded this hand (claimed ones included)
 */
public record SeatState(List<Tile> hand, List<PlayedMeld> melds, List<Tile> pond, Set<TileKind> locked, int discards) {
    public SeatState {
        hand = hand.stream().sorted().toList();
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
        locked = Set.copyOf(locked);
    }

    static SeatState dealt(List<Tile> tiles) {
        return new SeatState(tiles, List.of(), List.of(), Set.of(), 0);
    }

    /** Concealed counts by kind. */
    public int[] counts() {
        int[] c = new int[TileKind.COUNT];
        for (Tile t : hand) {
            c[t.kind().index()]++;
        }
        return c;
    }

    public int count(TileKind kind) {
        return (int) hand.stream().filter(t -> t.kind() == kind).count();
    }

    /** The lowest copy of a kind in the hand. */
    Tile take(TileKind kind) {
        return hand.stream().filter(t -> t.kind() == kind).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + kind.mpsz() + " in the hand"));
    }

    SeatState withHand(List<Tile> h) {
        return new SeatState(h, melds, pond, locked, discards);
    }

    SeatState plus(Tile t) {
        List<Tile> h = new ArrayList<>(hand);
        h.add(t);
        return withHand(h);
    }

    SeatState minus(List<Tile> tiles) {
        List<Tile> h = new ArrayList<>(hand);
        for (Tile t : tiles) {
            if (!h.remove(t)) {
                throw new IllegalStateException("tile " + t + " is not in the hand");
            }
        }
        return withHand(h);
    }

    /** After a draw or a call (动牌): the 漏胡 lock is lifted. */
    SeatState unlocked() {
        return new SeatState(hand, melds, pond, Set.of(), discards);
    }

    SeatState lockedOn(TileKind kind) {
        Set<TileKind> l = new java.util.HashSet<>(locked);
        l.add(kind);
        return new SeatState(hand, melds, pond, l, discards);
    }

    SeatState withMelds(List<PlayedMeld> m) {
        return new SeatState(hand, m, pond, locked, discards);
    }

    SeatState discarded(Tile t) {
        List<Tile> p = new ArrayList<>(pond);
        p.add(t);
        List<Tile> h = new ArrayList<>(hand);
        h.remove(t);
        return new SeatState(h, melds, p, locked, discards + 1);
    }

    /** The last discard was claimed: it leaves the pond. */
    SeatState lostLastDiscard() {
        return new SeatState(hand, melds, pond.subList(0, pond.size() - 1), locked, discards);
    }
}
