package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/**
 * One seat's part of a hand.
 *
 * @param hand concealed tiles, sorted by id
 * @param melds calls and kans, in the order made
 * @param pond discards in order
 * @param riichi in riichi (the stick accepted)
 * @param doubleRiichi the riichi was declared on the first discard with no call before it
 * @param ippatsu a riichi win now would be ippatsu (until the seat's next discard or any call)
 * @param temporaryFuriten 同巡内フリテン: let a winning tile pass since its own last discard
 * @param riichiFuriten 立直後の見逃し: let a winning tile pass while in riichi; lasts the hand
 * @param liable the seat liable (包) for this seat's daisangen or daisuushii, or −1
 */
public record SeatState(List<Tile> hand, List<Meld> melds, List<PondTile> pond, boolean riichi, boolean doubleRiichi,
        boolean ippatsu, boolean temporaryFuriten, boolean riichiFuriten, int liable) {

    public SeatState {
        hand = List.copyOf(hand);
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
    }

    static SeatState dealt(List<Tile> hand) {
        return new SeatState(sorted(hand), List.of(), List.of(), false, false, false, false, false, -1);
    }

    /** Whether the seat has not discarded yet this hand (its first turn). */
    public boolean firstTurn() {
        return pond.isEmpty();
    }

    /** 門前: no open meld. */
    public boolean closed() {
        return melds.stream().noneMatch(Meld::isOpen);
    }

    SeatState withHand(List<Tile> h) {
        return new SeatState(sorted(h), melds, pond, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten, liable);
    }

    SeatState draw(Tile t) {
        List<Tile> h = new ArrayList<>(hand);
        h.add(t);
        return withHand(h);
    }

    /** Discards a tile; the seat's own discard ends its temporary furiten and its ippatsu chance. */
    SeatState discard(Tile t, boolean tsumogiri, boolean declaresRiichi) {
        List<Tile> h = new ArrayList<>(hand);
        if (!h.remove(t)) {
            throw new IllegalStateException("tile " + t + " is not in the hand");
        }
        List<PondTile> p = new ArrayList<>(pond);
        p.add(new PondTile(t, tsumogiri, declaresRiichi, false));
        return new SeatState(h, melds, p, riichi, doubleRiichi, false, false, riichiFuriten, liable);
    }

    /** The last discard was called by another seat. */
    SeatState lastDiscardTaken() {
        List<PondTile> p = new ArrayList<>(pond);
        p.set(p.size() - 1, p.get(p.size() - 1).taken());
        return new SeatState(hand, melds, p, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten, liable);
    }

    /** Removes {@code used} from the hand and adds a new meld; {@code liableSeat} ≥ 0 makes that seat liable (包). */
    SeatState addMeld(Meld meld, List<Tile> used, int liableSeat) {
        List<Meld> m = new ArrayList<>(melds);
        m.add(meld);
        return new SeatState(without(used), m, pond, riichi, doubleRiichi, false, temporaryFuriten, riichiFuriten,
                liableSeat >= 0 ? liableSeat : liable);
    }

    /** Turns a pon into the added kan {@code kan}, taking the added tile from the hand. */
    SeatState upgradePon(Meld pon, Meld kan, Tile added) {
        List<Meld> m = new ArrayList<>(melds);
        m.set(m.indexOf(pon), kan);
        return new SeatState(without(List.of(added)), m, pond, riichi, doubleRiichi, false, temporaryFuriten,
                riichiFuriten, liable);
    }

    private List<Tile> without(List<Tile> used) {
        List<Tile> h = new ArrayList<>(hand);
        for (Tile t : used) {
            if (!h.remove(t)) {
                throw new IllegalStateException("tile " + t + " is not in the hand");
            }
        }
        return sorted(h);
    }

    /** The riichi declared with the last discard is accepted. */
    SeatState acceptRiichi(boolean isDouble) {
        return new SeatState(hand, melds, pond, true, isDouble, true, temporaryFuriten, riichiFuriten, liable);
    }

    /** Any call or kan at the table ends every ippatsu chance. */
    SeatState noIppatsu() {
        return new SeatState(hand, melds, pond, riichi, doubleRiichi, false, temporaryFuriten, riichiFuriten, liable);
    }

    /** Let a winning tile pass. */
    SeatState missedWin() {
        return new SeatState(hand, melds, pond, riichi, doubleRiichi, ippatsu, true, riichiFuriten || riichi, liable);
    }

    private static List<Tile> sorted(List<Tile> tiles) {
        List<Tile> s = new ArrayList<>(tiles);
        s.sort(null);
        return s;
    }
}
