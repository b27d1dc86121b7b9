package org.jantaku.bots.riichi;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * Builds seat 0's view of a constructed position from mpsz notation, every tile a distinct physical
 * copy (no red fives).
 */
final class Table {
    private final TileAllocator tiles = new TileAllocator(TileSet.STANDARD_136, false);
    private List<Tile> hand = List.of();
    private final List<List<Meld>> melds = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    private final List<List<PondTile>> ponds = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    private final boolean[] riichi = new boolean[4];
    private List<Tile> dora = List.of();
    private Optional<Tile> drawn = Optional.empty();
    private Optional<Tile> claimable = Optional.empty();

    List<Tile> tiles(String mpsz) {
        return tiles.takeAll(Notation.parse(mpsz));
    }

    Tile tile(String mpsz) {
        return tiles(mpsz).get(0);
    }

    /** Seat 0's concealed tiles; the last one is the drawn tile when {@code withDraw}. */
    Table hand(String mpsz, boolean withDraw) {
        hand = tiles(mpsz);
        drawn = withDraw ? Optional.of(hand.get(hand.size() - 1)) : Optional.empty();
        return this;
    }

    Table pond(int seat, String mpsz) {
        for (Tile t : tiles(mpsz)) {
            ponds.get(seat).add(new PondTile(t, false, false, false));
        }
        return this;
    }

    Table riichi(int seat) {
        riichi[seat] = true;
        return this;
    }

    Table pon(int seat, String kind) {
        List<Tile> t = tiles(kind + kind + kind);
        melds.get(seat).add(new Pon(t, t.get(0), From.ofSeatOffset(2)));
        return this;
    }

    Table chi(int seat, String run) {
        List<Tile> t = tiles(run);
        melds.get(seat).add(new Chi(t, t.get(0)));
        return this;
    }

    Table dora(String mpsz) {
        dora = tiles(mpsz);
        return this;
    }

    /** A tile another seat discarded, which seat 0 is asked about. */
    Table claimable(String mpsz) {
        claimable = Optional.of(tile(mpsz));
        return this;
    }

    Tile claimed() {
        return claimable.orElseThrow();
    }

    List<Tile> hand() {
        return hand;
    }

    /** The discards of every tile of the hand, as a turn offers them. */
    List<RiichiAction> discards() {
        List<RiichiAction> out = new ArrayList<>();
        for (Tile t : hand) {
            out.add(new RiichiAction.Discard(t));
        }
        return out;
    }

    /** The hand's tile of kind {@code mpsz} (the first). */
    Tile held(String mpsz) {
        int kind = Notation.parseOne(mpsz).kind().index();
        return hand.stream().filter(t -> t.id() >> 2 == kind).findFirst().orElseThrow();
    }

    RiichiObservation view() {
        if (dora.isEmpty()) {
            dora = tiles("1z");
        }
        BySeat<List<RiichiMeld>> tableMelds = BySeat.of(i -> melds.get(i).stream()
                .map(m -> new RiichiMeld(m, (i + (m instanceof Pon p ? p.from() : From.KAMICHA).seatOffset()) & 3, -1)).toList());
        return new RiichiObservation(new TableObservation<>(Optional.of(0), 0, 0, 0, BySeat.all(25000), 50,
                new BySeat<>(Optional.of(hand), Optional.empty(), Optional.empty(), Optional.empty()),
                BySeat.of(i -> i == 0 ? hand.size() : 13), drawn, tableMelds, BySeat.of(ponds.stream().map(List::copyOf).toList()),
                new BySeat<>(riichi[0], riichi[1], riichi[2], riichi[3]), Set.of(0), claimable), 0, 0, dora, false,
                BySeat.all(List.of()));
    }
}
