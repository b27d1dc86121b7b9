package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/**
 * What one seat sees of a {@link RiichiTable}, read live: the same values as the engine's
 * {@link RiichiObservation} of that seat at the same moment, built only as far as an agent asks.
 * The hand and the ponds are live lists over the table's arrays: read them before the next step.
 */
final class TableView implements RiichiView {
    private final RiichiTable table;
    private final int seat;

    TableView(RiichiTable table, int seat) {
        this.table = table;
        this.seat = seat;
    }

    @Override
    public int viewer() {
        return seat;
    }

    /** {@code Optional.of} each tile, made once: the drawn tile is asked on every turn. */
    @SuppressWarnings("unchecked")
    private static final Optional<Tile>[] SOME = new Optional[Tile.COUNT];

    static {
        for (int id = 0; id < Tile.COUNT; id++) {
            SOME[id] = Optional.of(Tile.of(id));
        }
    }

    @Override
    public List<Tile> hand() {
        return table.seat(seat).handView();
    }

    @Override
    public Optional<Tile> drawn() {
        Tile t = table.drawnBy(seat);
        return t == null ? Optional.empty() : SOME[t.id()];
    }

    @Override
    public Optional<Tile> claimable() {
        return Optional.ofNullable(table.claimableBy(seat));
    }

    @Override
    public List<Meld> meldsOf(int seat) {
        return table.seat(seat).melds();
    }

    @Override
    public List<PondTile> pondOf(int seat) {
        return table.seat(seat).pondView();
    }

    @Override
    public boolean inRiichi(int seat) {
        return table.seat(seat).riichi();
    }

    @Override
    public int scoreOf(int seat) {
        return table.score(seat);
    }

    @Override
    public int round() {
        return table.base().round();
    }

    @Override
    public int dealer() {
        return table.base().dealer();
    }

    @Override
    public int honba() {
        return table.base().honba();
    }

    @Override
    public int riichiSticks() {
        return table.base().riichiSticks();
    }

    @Override
    public List<Tile> doraIndicators() {
        return table.base().doraIndicators();
    }

    @Override
    public int liveTilesLeft() {
        return table.liveTilesLeft();
    }

    @Override
    public long pondEpoch() {
        return table.loads();
    }
}
