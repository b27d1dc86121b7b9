package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.TableSight;

/**
 * What one seat sees of a {@link RiichiState}, read live: the same values as the engine's
 * {@link RiichiObservation} of that seat at the same moment, built only as far as an agent asks.
 * The hand and the ponds are live lists over the seats' arrays: read them before the next step.
 */
final class LiveView implements RiichiView, TableSight<RiichiMeld> {
    private final RiichiState state;
    private final int seat;

    LiveView(RiichiState state, int seat) {
        this.state = state;
        this.seat = seat;
    }

    @Override
    public int viewer() {
        return seat;
    }

    @Override
    public List<Tile> hand() {
        return state.seat(seat).handView();
    }

    @Override
    public Optional<Tile> drawn() {
        return state.turnSeat() == seat ? state.drawn() : Optional.empty(); // none outside a turn; no phase value made
    }

    @Override
    public Optional<Tile> claimable() {
        return state.inClaims() && state.claims().waitsFor(seat) ? Optional.of(state.claimedTile()) : Optional.empty();
    }

    /** This view: it reads the table's part live too. */
    @Override
    public TableSight<RiichiMeld> table() {
        return this;
    }

    @Override
    public List<RiichiMeld> melds(int seat) {
        return state.seat(seat).melds();
    }

    @Override
    public List<PondTile> pond(int seat) {
        return state.seat(seat).pondView();
    }

    @Override
    public boolean declared(int seat) {
        return state.seat(seat).declared();
    }

    @Override
    public int players() {
        return state.players();
    }

    @Override
    public List<Tile> nukisOf(int seat) {
        return state.riichiSeat(seat).nukis();
    }

    @Override
    public int round() {
        return state.round();
    }

    @Override
    public int dealer() {
        return state.dealer();
    }

    @Override
    public int riichiSticks() {
        return state.riichiSticks();
    }

    @Override
    public List<Tile> doraIndicators() {
        return state.doraIndicators();
    }

    @Override
    public int liveTilesLeft() {
        return state.liveTilesLeft();
    }

    @Override
    public long pondEpoch() {
        return state.epoch();
    }
}
