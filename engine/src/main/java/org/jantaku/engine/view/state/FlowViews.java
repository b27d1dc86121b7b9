package org.jantaku.engine.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.Caption;

/**
 * The view of a table-flow variant (Guizhou, Guangdong) as far as every such variant shows it alike: the
 * seats ({@link FlowSeat}) with their hands, melds and ponds, who the game waits for, the tile on offer
 * and the last discard ({@link LastDiscards}). The variant adds its own fields, of each seat and of the table.
 */
public final class FlowViews {
    private FlowViews() {
    }

    /** The shared view: the seats, who acts (in seat order), the tile on offer and the last discard. */
    public record Table<X>(List<FlowSeat<X>> seats, List<Integer> toAct, Optional<ViewTile> offered,
            Optional<LastDiscard> lastDiscard) {

        /**
         * The whole view of observation {@code p}'s table: these seats and the table's shared fields, with the
         * variant's name, labels and fields of the table.
         */
        public <T> FlowTableView<X, T> view(String variant, TableObservation p, Caption roundLabel, Optional<Caption> streakLabel,
                T table) {
            return new FlowTableView<>(variant, p.seat(), roundLabel, streakLabel, p.hand() + 1, p.dealer(), p.tilesLeft(), table,
                    p.scores().toList(), toAct, offered, lastDiscard, seats);
        }
    }

    /**
     * The shared view of a flow variant's observation.
     *
     * @param p the table's part of the observation
     * @param turnDrew whether the seat on turn drew, where the variant tells it to everyone (Guangdong)
     * @param over whether the game is over, where the variant's view tells it
     * @param name the variant's name of a meld (its key: {@code pong}, {@code diandou}, {@code kong} …)
     * @param called the tile a meld took from another seat, where the variant shows it
     * @param extras the variant's fields of a seat
     */
    public static <X> Table<X> of(TableObservation p, boolean turnDrew, boolean over, Function<Meld, String> name,
            Function<Meld, Optional<Tile>> called, IntFunction<X> extras) {
        List<FlowSeat<X>> seats = new ArrayList<>();
        List<List<PondEntry>> ponds = new ArrayList<>();
        List<Boolean> drewNow = new ArrayList<>();
        for (int i = 0; i < p.hands().size(); i++) {
            Optional<List<Tile>> hand = p.hands().get(i);
            Optional<Tile> drawn = Hands.drawnIn(hand, p.drawn());
            drewNow.add(drawn.isPresent() || turnDrew);
            List<PondEntry> pond = p.ponds().get(i).stream().map(t -> PondEntry.plain(ViewTile.of(t))).toList();
            ponds.add(pond);
            int seat = i;
            seats.add(new FlowSeat<>(i, Wind.ofSeat(i, p.dealer()), i == p.dealer(), extras.apply(i), Hands.without(hand, drawn),
                    p.handSizes().get(i), Hands.tile(drawn),
                    p.melds().get(i).stream().map(m -> meld(seat, m, name.apply(m), called.apply(m))).toList(), pond));
        }
        List<Integer> toAct = p.toAct().stream().sorted().toList();
        Optional<ViewTile> offered = Hands.tile(p.claimTile());
        Optional<LastDiscard> last = offered.isPresent() ? LastDiscards.offered(ponds, offered.get())
                : LastDiscards.beforeDraw(ponds, drewNow, LastDiscards.turn(toAct, p.handSizes().toList(), over),
                        seat -> discardKongLast(p.melds().get(seat)));
        return new Table<>(seats, toAct, offered, last);
    }

    /** Whether a seat's newest meld is a kong of a discard (明杠, 点豆: the turn then ends in a draw, but not after that discard). */
    private static boolean discardKongLast(List<Meld> melds) {
        return !melds.isEmpty() && melds.get(melds.size() - 1).shape() == MeldShape.EXPOSED_KONG;
    }

    private static ViewMeld meld(int owner, Meld m, String name, Optional<Tile> called) {
        List<ViewTile> tiles = m.tiles().stream().sorted().map(ViewTile::of).toList();
        int from = m.from();
        return new ViewMeld(m.shape(), name, tiles, called.map(ViewTile::of), Optional.empty(),
                from == owner ? Optional.empty() : Optional.of(Direction.of(owner, from)));
    }
}
