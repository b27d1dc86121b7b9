package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.TableObservation;

/**
 * A view of the table. A seat's view ({@link RiichiGame#observe}) holds exactly what that seat may
 * know: the table's observation (its own concealed tiles and draw, every meld and pond, the riichi
 * declarations, the scores, the dealer and 本場), the round, the sticks and the dora indicators, never
 * another seat's concealed tiles, the wall or an unrevealed indicator. The all-open view
 * ({@link RiichiGame#observeAll}, for replays and spectators after the game) shows every concealed hand.
 *
 * @param table the table's part: the viewer ({@code seat}, empty for the all-open view), the hands it
 *     shows, the hand sizes, the seats to act, the drawn tile it shows, the melds, the ponds, the riichi
 *     declarations ({@code declared}) and the tile others may claim now
 * @param nukis the Norths each seat has set aside (北抜き, three players; public)
 */
public record RiichiObservation(TableObservation<RiichiMeld> table, int round, int riichiSticks, List<Tile> doraIndicators,
        boolean over, BySeat<List<Tile>> nukis) implements RiichiView {

    public RiichiObservation {
        doraIndicators = List.copyOf(doraIndicators);
    }

    @Override
    public int players() {
        return table.scores().size();
    }

    @Override
    public List<Tile> nukisOf(int seat) {
        return nukis.get(seat);
    }

    @Override
    public List<Tile> hand() {
        return table.hands().get(viewer()).orElseThrow();
    }

    /** The viewing seat ({@link IllegalStateException} for the all-open view). */
    @Override
    public int viewer() {
        return table.seat().orElseThrow(() -> new IllegalStateException("the all-open view has no viewer"));
    }

    /** The claim tile, when this view is asked about it (any in the all-open view). */
    @Override
    public Optional<Tile> claimable() {
        return table.seat().isEmpty() || table.toAct().contains(table.seat().get()) ? table.claimTile() : Optional.empty();
    }

    @Override
    public int liveTilesLeft() {
        return Math.max(0, table.tilesLeft());
    }

    /** What {@code viewer} sees of {@code s} (with none, the all-open view). */
    static RiichiObservation of(RiichiState s, Optional<Integer> viewer) {
        return new RiichiObservation(TableObservation.of(s, viewer, s.phase().toAct()), s.round(), s.riichiSticks(),
                s.doraIndicators(), s.isOver(), s.riichiSeats().map(RiichiSeat::nukis));
    }
}
