package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * One seat during a hand.
 *
 * @param hand concealed tiles, sorted by id (the drawn tile included)
 * @param melds 碰 and 豆 in the order made
 * @param pond discards not claimed, in order
 * @param baoting declared 报听
 * @param discarded whether the seat has discarded this hand (报听 comes with the first discard)
 * @param locked kinds (bit per kind index) the seat may not win on a discard until its next draw (过水)
 * @param lateKongs kinds (bit per kind index) whose 闷豆/转弯豆 the seat let pass: made later, they
 *     are ordinary replacements (普通补张)
 */
public record SeatState(List<Tile> hand, List<GameMeld> melds, List<Tile> pond, boolean baoting, boolean discarded,
        long locked, long lateKongs) {
    public SeatState {
        hand = List.copyOf(hand);
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
    }

    static SeatState dealt(List<Tile> tiles) {
        return new SeatState(tiles.stream().sorted().toList(), List.of(), List.of(), false, false, 0, 0);
    }

    /** Concealed counts by kind (34 entries). */
    public int[] counts() {
        int[] c = new int[TileKind.COUNT];
        for (Tile t : hand) {
            c[t.kind().index()]++;
        }
        return c;
    }

    SeatState withHand(List<Tile> h) {
        return new SeatState(h.stream().sorted().toList(), melds, pond, baoting, discarded, locked, lateKongs);
    }

    SeatState plus(Tile t) {
        List<Tile> h = new ArrayList<>(hand);
        h.add(t);
        return withHand(h);
    }

    SeatState minus(Tile t) {
        List<Tile> h = new ArrayList<>(hand);
        if (!h.remove(t)) {
            throw new IllegalStateException(t + " is not in the hand");
        }
        return new SeatState(h, melds, pond, baoting, discarded, locked, lateKongs);
    }

    SeatState withMelds(List<GameMeld> m) {
        return new SeatState(hand, m, pond, baoting, discarded, locked, lateKongs);
    }

    SeatState withPond(List<Tile> p) {
        return new SeatState(hand, melds, p, baoting, discarded, locked, lateKongs);
    }

    SeatState discarding(Tile t, boolean declare, long passedKongs) {
        List<Tile> p = new ArrayList<>(pond);
        p.add(t);
        return new SeatState(minus(t).hand, melds, p, baoting || declare, true, locked, lateKongs | passedKongs);
    }

    SeatState withLocked(long l) {
        return new SeatState(hand, melds, pond, baoting, discarded, l, lateKongs);
    }

    /** The tiles of a kind in the concealed hand, lowest id first. */
    List<Tile> ofKind(TileKind k) {
        return hand.stream().filter(t -> t.kind() == k).toList();
    }
}
