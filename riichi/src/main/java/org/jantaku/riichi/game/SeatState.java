package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;

/**
 * One seat's part of a hand.
 *
 * @param hand concealed tiles, sorted by id
 * @param pond discards in order
 * @param riichi in riichi (the stick accepted)
 * @param doubleRiichi the riichi was declared on the first discard with no call before it
 * @param ippatsu a riichi win now would be ippatsu (until the seat's next discard or any call)
 * @param temporaryFuriten 同巡内フリテン: let a winning tile pass since its own last discard
 * @param riichiFuriten 立直後の見逃し: let a winning tile pass while in riichi; lasts the hand
 */
public record SeatState(List<Tile> hand, List<PondTile> pond, boolean riichi, boolean doubleRiichi, boolean ippatsu,
        boolean temporaryFuriten, boolean riichiFuriten) {

    public SeatState {
        hand = List.copyOf(hand);
        pond = List.copyOf(pond);
    }

    static SeatState dealt(List<Tile> hand) {
        return new SeatState(sorted(hand), List.of(), false, false, false, false, false);
    }

    /** Whether the seat has not discarded yet this hand (its first turn). */
    public boolean firstTurn() {
        return pond.isEmpty();
    }

    SeatState draw(Tile t) {
        List<Tile> h = new ArrayList<>(hand);
        h.add(t);
        return new SeatState(sorted(h), pond, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten);
    }

    /** Discards a tile; the seat's own discard ends its temporary furiten and its ippatsu chance. */
    SeatState discard(Tile t, boolean tsumogiri, boolean declaresRiichi) {
        List<Tile> h = new ArrayList<>(hand);
        if (!h.remove(t)) {
            throw new IllegalStateException("tile " + t + " is not in the hand");
        }
        List<PondTile> p = new ArrayList<>(pond);
        p.add(new PondTile(t, tsumogiri, declaresRiichi));
        return new SeatState(h, p, riichi, doubleRiichi, false, false, riichiFuriten);
    }

    /** The riichi declared with the last discard is accepted. */
    SeatState acceptRiichi(boolean isDouble) {
        return new SeatState(hand, pond, true, isDouble, true, temporaryFuriten, riichiFuriten);
    }

    /** Let a winning tile pass. */
    SeatState missedWin() {
        return new SeatState(hand, pond, riichi, doubleRiichi, ippatsu, true, riichiFuriten || riichi);
    }

    private static List<Tile> sorted(List<Tile> tiles) {
        List<Tile> s = new ArrayList<>(tiles);
        s.sort(null);
        return s;
    }
}
