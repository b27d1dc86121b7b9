package org.jantaku.engine.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.TableMeld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.result.HandRound;

/**
 * The view of a table's observation as far as every variant shows it alike (Riichi, Guizhou, Guangdong, the
 * example variant): the seats ({@link FlowSeat}) with their winds, hands, melds ({@link ViewMeld#of}) and ponds,
 * who the game waits for, the tile on offer and the last discard ({@link LastDiscards}). The variant says how it
 * shows what differs ({@link Shown}) and adds its own fields, of each seat and of the table.
 */
public final class FlowViews {
    private FlowViews() {
    }

    /** The shared view: the seats, who acts (in seat order), the tile on offer and the last discard. */
    public record Table<X>(List<FlowSeat<X>> seats, List<Integer> toAct, Optional<ViewTile> offered,
            Optional<LastDiscard> lastDiscard) {

        /**
         * The whole view of a variant's observation {@code p}: these seats and the table's shared fields (no fewer than
         * 0 tiles left: Riichi's count falls below 0 after a kan at the wall's end), with the variant's name, the hand's
         * captions as its result has them ({@link HandRound#label}, {@link HandRound#streakLabel}) and fields of the table.
         */
        public <T extends Centre> FlowTableView<X, T> view(String variant, TableObservation<?> p, HandRound round, T table) {
            return new FlowTableView<>(variant, p.seat(), round.label(), round.streakLabel(), p.hand() + 1, p.dealer(),
                    Math.max(0, p.tilesLeft()), table, p.scores().toList(), toAct, offered, lastDiscard, seats);
        }
    }

    /**
     * How a variant shows what the observation leaves to it.
     *
     * @param offered the tile on offer in this view (the table flow's: the claim tile, to every viewer; Riichi's:
     *     only to a seat asked about it)
     * @param turnDrew whether every viewer sees that the seat on turn drew (Riichi, Guangdong); else only the
     *     viewers shown the drawn tile know it
     * @param over whether the game is over, where the variant's view tells it
     * @param calledTiles whether a meld shows the tile it called (Riichi, Guangdong)
     * @param keptDiscards whether a pond keeps the discards another seat took, with every discard's flags (Riichi);
     *     else it shows the tiles still lying there, plain
     * @param seatWinds the seats' winds where the variant counts them otherwise than from the dealer as east
     */
    public record Shown(Optional<Tile> offered, boolean turnDrew, boolean over, boolean calledTiles, boolean keptDiscards,
            Optional<BySeat<Wind>> seatWinds) {

        /** How a variant of the table flow shows observation {@code p}: the claim tile on offer to every viewer. */
        public static Shown flow(TableObservation<?> p, boolean turnDrew, boolean over, boolean calledTiles) {
            return new Shown(p.claimTile(), turnDrew, over, calledTiles, false, Optional.empty());
        }

        /** The same, with the seats' winds as the variant counts them (广东: {@code gd.jh.seatWind=fixed}, seat 0 东). */
        public Shown withSeatWinds(BySeat<Wind> winds) {
            return new Shown(offered, turnDrew, over, calledTiles, keptDiscards, Optional.of(winds));
        }
    }

    /**
     * The shared view of an observation.
     *
     * @param p the table's part of the observation
     * @param shown how the variant shows it
     * @param name the variant's name of a meld (its key: {@code pong}, {@code diandou}, {@code open_kan} …)
     * @param extras the variant's fields of a seat
     */
    public static <M extends TableMeld, X> Table<X> of(TableObservation<M> p, Shown shown, Function<? super M, String> name,
            IntFunction<X> extras) {
        int players = p.hands().size();
        List<FlowSeat<X>> seats = new ArrayList<>(players);
        List<List<PondEntry>> ponds = new ArrayList<>(players);
        boolean[] drewNow = new boolean[players];
        for (int i = 0; i < players; i++) {
            Optional<List<Tile>> hand = p.hands().get(i);
            Optional<Tile> drawn = p.drawn().filter(d -> hand.map(h -> h.contains(d)).orElse(false));
            drewNow[i] = drawn.isPresent() || shown.turnDrew();
            List<PondEntry> pond = pond(p.pond(i), shown.keptDiscards());
            ponds.add(pond);
            List<ViewMeld> melds = new ArrayList<>();
            for (M m : p.melds(i)) {
                melds.add(ViewMeld.of(i, players, m, name.apply(m), shown.calledTiles()));
            }
            int seat = i;
            Wind wind = shown.seatWinds().map(w -> w.get(seat)).orElseGet(() -> Wind.ofSeat(seat, p.dealer(), players));
            seats.add(new FlowSeat<>(i, wind, i == p.dealer(), extras.apply(i),
                    hand.map(h -> h.stream().filter(t -> drawn.isEmpty() || !drawn.get().equals(t)).sorted().map(ViewTile::of).toList()),
                    p.handSizes().get(i), drawn.map(ViewTile::of), melds, pond));
        }
        List<Integer> toAct = p.toAct().stream().sorted().toList();
        Optional<ViewTile> offered = shown.offered().map(ViewTile::of);
        int turn = LastDiscards.turn(toAct, p.handSizes().toList(), shown.over()).orElse(-1);
        Optional<LastDiscard> last = offered.isPresent() ? LastDiscards.offered(ponds, offered.get())
                : turn >= 0 && drewNow[turn] && !beganWithCall(p.melds(turn), ponds, shown.keptDiscards())
                        ? LastDiscards.beforeTurnOf(ponds, turn) : Optional.empty();
        return new Table<>(seats, toAct, offered, last);
    }

    private static List<PondEntry> pond(List<PondTile> discards, boolean kept) {
        List<PondEntry> out = new ArrayList<>(discards.size());
        for (PondTile d : discards) {
            if (kept) {
                out.add(new PondEntry(ViewTile.of(d.tile()), Optional.of(d.tsumogiri()), d.declared(), d.taken()));
            } else if (!d.taken()) {
                out.add(PondEntry.plain(ViewTile.of(d.tile())));
            }
        }
        return out;
    }

    /**
     * Whether the turn of a seat with these {@code melds} began with its newest: where the ponds keep the discards
     * taken (Riichi), a chi, pon or open kan whose called tile lies last, taken, in some pond; else (the turn drew,
     * so only a kong of a discard, 明杠 / 点豆, can have come before the draw) a kong of a discard.
     */
    private static boolean beganWithCall(List<? extends TableMeld> melds, List<List<PondEntry>> ponds, boolean keptDiscards) {
        if (melds.isEmpty()) {
            return false;
        }
        TableMeld newest = melds.get(melds.size() - 1);
        if (!keptDiscards) {
            return newest.shape() == MeldShape.EXPOSED_KONG;
        }
        if (newest.shape().isOwnKong()) {
            return false;
        }
        int called = newest.called().orElseThrow().id();
        for (List<PondEntry> pond : ponds) {
            if (!pond.isEmpty() && pond.get(pond.size() - 1).called() && pond.get(pond.size() - 1).tile().id() == called) {
                return true;
            }
        }
        return false;
    }
}
