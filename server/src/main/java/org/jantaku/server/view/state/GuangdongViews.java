package org.jantaku.server.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.MeldShape;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.settlement.GuangdongTerms;

/**
 * The Guangdong view ({@link GuangdongSeatView}) built from the engine's {@link GuangdongObservation}; a
 * turn's last discard is named for every viewer, the draw that began the turn being public.
 * The engine's {@code last_hand} (the previous hand's result) is left out: results come in
 * {@code hand_end}.
 */
final class GuangdongViews {
    private GuangdongViews() {
    }

    static GuangdongSeatView of(GuangdongObservation o) {
        List<GuangdongSeat> seats = new ArrayList<>();
        List<List<PondEntry>> ponds = new ArrayList<>();
        List<Boolean> drewNow = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Optional<List<Tile>> hand = o.table().hands().get(i);
            Optional<Tile> drawn = Hands.drawnIn(hand, o.table().drawn());
            drewNow.add(drawn.isPresent() || o.turnDrew());
            List<PondEntry> pond = o.table().ponds().get(i).stream().map(t -> PondEntry.plain(ViewTile.of(t))).toList();
            ponds.add(pond);
            int seat = i;
            List<Meld> melds = o.table().melds().get(i);
            boolean twelve = melds.size() == 4 && melds.stream().allMatch(Meld::isExposed);
            seats.add(new GuangdongSeat(i, Wind.ofSeat(i, o.table().dealer()), i == o.table().dealer(), twelve, Hands.without(hand, drawn),
                    o.table().handSizes().get(i), Hands.tile(drawn), melds.stream().map(m -> meld(seat, m)).toList(), pond));
        }
        List<Integer> toAct = o.table().toAct().stream().sorted().toList();
        Optional<ViewTile> offered = Hands.tile(o.table().claimTile());
        Optional<LastDiscard> last = offered.isPresent() ? LastDiscards.offered(ponds, offered.get())
                : LastDiscards.beforeDraw(ponds, drewNow, LastDiscards.turn(toAct, o.table().handSizes().toList(), o.over()),
                        seat -> discardKongLast(o, seat));
        return new GuangdongSeatView(o.table().seat(), Wind.ofKind(o.prevailing()), o.table().hand() + 1, o.table().streak(), o.table().dealer(),
                o.table().tilesLeft(), o.horsesFaceDown(), o.table().scores().toList(), toAct, offered, last, o.over(), seats);
    }

    /** Whether a seat's newest meld is a 明杠 of a discard (the turn then ends in a draw, but not after that discard). */
    private static boolean discardKongLast(GuangdongObservation o, int seat) {
        List<Meld> melds = o.table().melds().get(seat);
        return !melds.isEmpty() && melds.get(melds.size() - 1).shape() == MeldShape.EXPOSED_KONG;
    }

    static ViewMeld meld(int owner, Meld m) {
        List<ViewTile> tiles = m.tiles().stream().sorted().map(ViewTile::of).toList();
        MeldKind kind = switch (m.shape()) {
            case CHI -> MeldKind.CHI;
            case PUNG -> MeldKind.PON;
            case EXPOSED_KONG -> MeldKind.OPEN_KAN;
            case ADDED_KONG -> MeldKind.ADDED_KAN;
            case CONCEALED_KONG -> MeldKind.CLOSED_KAN;
        };
        int from = m.from();
        return new ViewMeld(kind, GuangdongTerms.MELDS.key(m.shape()), tiles, m.called().map(ViewTile::of), Optional.empty(),
                from == owner ? Optional.empty() : Optional.of(Direction.of(owner, from)));
    }
}
