package org.jantaku.server.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.MeldShape;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.settlement.GuizhouTerms;

/** The Guizhou view ({@link GuizhouSeatView}) built from the engine's {@link GuizhouObservation}. */
final class GuizhouViews {
    private GuizhouViews() {
    }

    static GuizhouSeatView of(GuizhouObservation o) {
        List<GuizhouSeat> seats = new ArrayList<>();
        List<List<PondEntry>> ponds = new ArrayList<>();
        List<Boolean> drewNow = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Optional<List<Tile>> hand = o.table().hands().get(i);
            Optional<Tile> drawn = Hands.drawnIn(hand, o.table().drawn());
            drewNow.add(drawn.isPresent());
            List<PondEntry> pond = o.table().ponds().get(i).stream().map(t -> PondEntry.plain(ViewTile.of(t))).toList();
            ponds.add(pond);
            int seat = i;
            List<Meld> melds = o.table().melds().get(i);
            seats.add(new GuizhouSeat(i, Wind.ofSeat(i, o.table().dealer()), i == o.table().dealer(), o.table().declared().get(i),
                    (int) melds.stream().filter(m -> m.shape().isKong() && !m.late()).count(), Hands.without(hand, drawn), o.table().handSizes().get(i),
                    Hands.tile(drawn), melds.stream().map(m -> meld(seat, m)).toList(), pond));
        }
        List<Integer> toAct = o.table().toAct().stream().sorted().toList();
        Optional<ViewTile> offered = Hands.tile(o.table().claimTile());
        Optional<LastDiscard> last = offered.isPresent() ? LastDiscards.offered(ponds, offered.get())
                : LastDiscards.beforeDraw(ponds, drewNow, LastDiscards.turn(toAct, o.table().handSizes().toList(), false),
                        seat -> discardKongLast(o, seat));
        return new GuizhouSeatView(o.table().seat(), o.table().hand() + 1, o.table().streak(), o.table().dealer(), o.table().tilesLeft(), o.table().scores().toList(), toAct, offered,
                last, seats);
    }

    /** Whether a seat's newest meld is a 点豆 of a discard (the turn then ends in a draw, but not after that discard). */
    private static boolean discardKongLast(GuizhouObservation o, int seat) {
        List<Meld> melds = o.table().melds().get(seat);
        return !melds.isEmpty() && melds.get(melds.size() - 1).shape() == MeldShape.EXPOSED_KONG;
    }

    static ViewMeld meld(int owner, Meld m) {
        List<ViewTile> tiles = m.tiles().stream().sorted().map(ViewTile::of).toList();
        MeldKind kind = switch (m.shape()) {
            case CHI -> MeldKind.CHI;
            case PUNG -> MeldKind.PON;
            case EXPOSED_KONG -> MeldKind.OPEN_KAN;
            case CONCEALED_KONG -> MeldKind.CLOSED_KAN;
            case ADDED_KONG -> MeldKind.ADDED_KAN;
        };
        int from = m.from();
        return new ViewMeld(kind, GuizhouTerms.MELDS.key(m.shape()), tiles, Optional.empty(), Optional.empty(),
                from == owner ? Optional.empty() : Optional.of(Direction.of(owner, from)));
    }
}
