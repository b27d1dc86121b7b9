package org.jantaku.riichi.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.view.state.Direction;
import org.jantaku.engine.view.state.Hands;
import org.jantaku.engine.view.state.LastDiscard;
import org.jantaku.engine.view.state.LastDiscards;
import org.jantaku.engine.view.state.PondEntry;
import org.jantaku.engine.view.state.ViewMeld;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.riichi.game.RiichiObservation;

/** The Riichi view ({@link RiichiSeatView}) built from the engine's {@link RiichiObservation}. */
final class RiichiViews {
    private RiichiViews() {
    }

    static RiichiSeatView of(RiichiObservation o) {
        List<RiichiSeat> seats = new ArrayList<>();
        List<List<PondEntry>> ponds = new ArrayList<>();
        for (int i = 0; i < o.players(); i++) {
            Optional<List<Tile>> hand = o.hands().get(i);
            Optional<Tile> drawn = Hands.drawnIn(hand, o.drawn());
            List<PondEntry> pond = o.ponds().get(i).stream().map(RiichiViews::entry).toList();
            ponds.add(pond);
            seats.add(new RiichiSeat(i, Wind.ofSeat(i, o.dealer(), o.players()), i == o.dealer(), o.riichi().get(i),
                    Hands.without(hand, drawn), o.handSizes().get(i), Hands.tile(drawn),
                    o.melds().get(i).stream().map(RiichiViews::meld).toList(), pond, o.nukisOf(i).stream().map(ViewTile::of).toList()));
        }
        List<Integer> toAct = o.toAct().stream().sorted().toList();
        Optional<ViewTile> offered = Hands.tile(o.claimable());
        Optional<LastDiscard> last = offered.isPresent() ? LastDiscards.offered(ponds, offered.get())
                : lastBeforeTurn(o, ponds, LastDiscards.turn(toAct, o.handSizes().toList(), o.over()));
        return new RiichiSeatView(o.seat().isPresent() ? Optional.of(o.seat().getAsInt()) : Optional.empty(),
                Wind.ofRound(o.round() / 4), o.round() % 4 + 1, o.honba(), o.riichiSticks(), o.dealer(), o.liveTilesLeft(),
                o.doraIndicators().stream().map(ViewTile::of).toList(), o.scores().toList(), toAct, offered, last, o.over(), seats);
    }

    /**
     * In a turn, the discard before it, unless the turn began with a call: then the seat's newest
     * meld holds a called tile that is still the last, called tile of some pond.
     */
    private static Optional<LastDiscard> lastBeforeTurn(RiichiObservation o, List<List<PondEntry>> ponds, OptionalInt turn) {
        if (turn.isEmpty()) {
            return Optional.empty();
        }
        int seat = turn.getAsInt();
        List<Meld> melds = o.melds().get(seat);
        Optional<Tile> called = melds.isEmpty() ? Optional.empty() : calledTile(melds.get(melds.size() - 1));
        boolean afterCall = called.isPresent() && ponds.stream().anyMatch(p -> !p.isEmpty() && p.get(p.size() - 1).called()
                && p.get(p.size() - 1).tile().id() == called.get().id());
        return afterCall ? Optional.empty() : LastDiscards.beforeTurnOf(ponds, seat);
    }

    private static Optional<Tile> calledTile(Meld m) {
        return switch (m) {
            case Chi c -> Optional.of(c.called());
            case Pon p -> Optional.of(p.called());
            case OpenKan k -> Optional.of(k.called());
            case ClosedKan k -> Optional.empty();
            case AddedKan a -> Optional.empty();
        };
    }

    private static PondEntry entry(PondTile p) {
        return new PondEntry(ViewTile.of(p.tile()), Optional.of(p.tsumogiri()), p.declared(), p.taken());
    }

    /** A meld by its shape; Riichi names it by the shape's own view key ({@code pon}, {@code open_kan} …). */
    static ViewMeld meld(Meld m) {
        List<ViewTile> tiles = m.tiles().stream().sorted().map(ViewTile::of).toList();
        String name = m.shape().viewKey();
        return switch (m) {
            case Chi c -> new ViewMeld(m.shape(), name, tiles, Optional.of(ViewTile.of(c.called())), Optional.empty(),
                    Optional.of(Direction.LEFT));
            case Pon p -> new ViewMeld(m.shape(), name, tiles, Optional.of(ViewTile.of(p.called())), Optional.empty(),
                    Optional.of(direction(p.from())));
            case OpenKan k -> new ViewMeld(m.shape(), name, tiles, Optional.of(ViewTile.of(k.called())), Optional.empty(),
                    Optional.of(direction(k.from())));
            case ClosedKan k -> new ViewMeld(m.shape(), name, tiles, Optional.empty(), Optional.empty(), Optional.empty());
            case AddedKan a -> new ViewMeld(m.shape(), name, tiles, Optional.of(ViewTile.of(a.called())),
                    Optional.of(ViewTile.of(a.added())), Optional.of(direction(a.from())));
        };
    }

    private static Direction direction(From f) {
        return switch (f) {
            case KAMICHA -> Direction.LEFT;
            case TOIMEN -> Direction.ACROSS;
            case SHIMOCHA -> Direction.RIGHT;
        };
    }
}
