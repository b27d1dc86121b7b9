package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.Seat;

/**
 * A view of the table. A seat's view ({@link RiichiGame#observe}) holds exactly what that seat may
 * know: its own concealed tiles, every meld and pond, the riichi declarations, scores, the round and
 * the dora indicators, never another seat's concealed tiles, the wall or an unrevealed indicator.
 * The all-open view ({@link RiichiGame#observeAll}, for replays and spectators after the game) shows
 * every concealed hand.
 *
 * @param seat the seat whose view this is; empty for the all-open view
 * @param hands each seat's concealed tiles where this view shows them (only the own seat's in a seat's view)
 * @param handSizes how many concealed tiles each seat holds, its drawn tile included (public)
 * @param toAct the seats the game waits for
 * @param drawn the tile just drawn by the seat to act, when this view shows it (the own draw, or any in the open view)
 * @param claimable the tile others may claim now, when this view is asked about it (or any in the open view)
 * @param nukis the Norths each seat has set aside (北抜き, three players; public)
 */
public record RiichiObservation(OptionalInt seat, BySeat<Optional<List<Tile>>> hands, BySeat<Integer> handSizes,
        BySeat<List<Meld>> melds,
        BySeat<List<PondTile>> ponds, BySeat<Boolean> riichi, BySeat<Integer> scores, int round, int dealer, int honba,
        int riichiSticks, List<Tile> doraIndicators, int liveTilesLeft, Set<Integer> toAct, Optional<Tile> drawn,
        Optional<Tile> claimable, boolean over, BySeat<List<Tile>> nukis) implements RiichiView {

    public RiichiObservation {
        doraIndicators = List.copyOf(doraIndicators);
        toAct = Set.copyOf(toAct);
    }

    /** A view of a four-player game (no North set aside). */
    public RiichiObservation(OptionalInt seat, BySeat<Optional<List<Tile>>> hands, BySeat<Integer> handSizes,
            BySeat<List<Meld>> melds, BySeat<List<PondTile>> ponds, BySeat<Boolean> riichi, BySeat<Integer> scores,
            int round, int dealer, int honba, int riichiSticks, List<Tile> doraIndicators, int liveTilesLeft,
            Set<Integer> toAct, Optional<Tile> drawn, Optional<Tile> claimable, boolean over) {
        this(seat, hands, handSizes, melds, ponds, riichi, scores, round, dealer, honba, riichiSticks, doraIndicators,
                liveTilesLeft, toAct, drawn, claimable, over, BySeat.all(List.of()));
    }

    @Override
    public int players() {
        return scores.size();
    }

    @Override
    public List<Tile> nukisOf(int seat) {
        return nukis.get(seat);
    }

    /** The viewing seat's concealed tiles. */
    @Override
    public List<Tile> hand() {
        return hands.get(seat.orElseThrow(() -> new IllegalStateException("the all-open view has no own hand"))).orElseThrow();
    }

    /** The viewing seat ({@link IllegalStateException} for the all-open view). */
    @Override
    public int viewer() {
        return seat.orElseThrow(() -> new IllegalStateException("the all-open view has no viewer"));
    }

    @Override
    public List<Meld> meldsOf(int seat) {
        return melds.get(seat);
    }

    @Override
    public List<PondTile> pondOf(int seat) {
        return ponds.get(seat);
    }

    @Override
    public boolean inRiichi(int seat) {
        return riichi.get(seat);
    }

    @Override
    public int scoreOf(int seat) {
        return scores.get(seat);
    }

    static RiichiObservation of(RiichiState s, int seat) {
        Optional<Tile> drawn = s.phase() instanceof Phase.Turn t && t.seat() == seat ? t.drawn() : Optional.empty();
        Optional<Tile> claimable = s.phase() instanceof Phase.Claims c && c.waiting().contains(seat)
                ? Optional.of(c.tile()) : Optional.empty();
        Optional<List<Tile>> own = Optional.of(s.seats().get(seat).hand());
        BySeat<Optional<List<Tile>>> hands = BySeat.<Optional<List<Tile>>>all(s.players(), Optional.empty()).with(seat, own);
        return view(s, OptionalInt.of(seat), hands, drawn, claimable);
    }

    static RiichiObservation allOpen(RiichiState s) {
        Optional<Tile> drawn = s.phase() instanceof Phase.Turn t ? t.drawn() : Optional.empty();
        Optional<Tile> claimable = s.phase() instanceof Phase.Claims c ? Optional.of(c.tile()) : Optional.empty();
        BySeat<Optional<List<Tile>>> hands = BySeat.of(s.players(), i -> Optional.of(s.seats().get(i).hand()));
        return view(s, OptionalInt.empty(), hands, drawn, claimable);
    }

    private static RiichiObservation view(RiichiState s, OptionalInt seat, BySeat<Optional<List<Tile>>> hands,
            Optional<Tile> drawn, Optional<Tile> claimable) {
        Set<Integer> toAct = s.phase().toAct();
        return new RiichiObservation(seat, hands, s.seats().map(st -> st.hand().size()), s.riichiSeats().map(RiichiSeat::handMelds),
                s.seats().map(Seat::pondTiles),
                s.seats().map(Seat::declared), s.scores(), s.round(), s.dealer(), s.streak(), s.riichiSticks(),
                s.doraIndicators(), s.liveTilesLeft(), toAct, drawn, claimable, s.isOver(), s.riichiSeats().map(RiichiSeat::nukis));
    }
}
