package org.jantaku.engine.settle;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Lang;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * What the table-side settlers (捉鸡, 广东) check alike of a hand's end described at the table (read by a
 * {@link HandEndReader}), each refusal a {@link SettleException} naming the JSON field, worded in the variant's terms
 * (a term's key and native name: {@code pong (碰)}).
 *
 * @param seats how many seats the table has, numbered from 0 (the variant says: four for 捉鸡 and 广东)
 * @param melds the variant's meld names
 * @param ways its ways of winning
 * @param kong its word for any kong ({@code 豆}, {@code 杠})
 * @param layout where its JSON puts the hands and a win's tile ({@link #tileField})
 * @param fedKongDraw whether a win on a kong's replacement tile names the kong's feeder as its {@code from} (the
 *     winner for his own concealed or added kong)
 */
public record HandEndChecks(int seats, Terms<MeldShape> melds, Terms<WinSource> ways, String kong, SettleForm.Layout layout,
        boolean fedKongDraw) {
    /** A winner: the seat, the winning tile, how it was won and who fed it (the winner himself for a self-draw). */
    public interface Win {
        int seat();
        TileKind tile();
        WinSource way();
        int from();
    }

    /** A win's field for its winning tile: {@code tile} ({@link SettleForm.Layout#SEATS}), {@code win_tile} ({@link SettleForm.Layout#WINNERS}). */
    public String tileField() {
        return layout == SettleForm.Layout.SEATS ? "tile" : "win_tile";
    }

    /** A meld fed by the seat its shape allows: a chi by 上家, a pung or an open kong by another seat, a concealed kong by none. */
    public void meld(Meld m, int owner, String field) {
        String a = "a " + meldName(m.shape()) + " is made of ";
        int left = (owner + seats - 1) % seats;
        String problem = switch (m.shape()) {
            case CHI -> m.from() == left ? "" : a + "上家's discard, seat " + left + "'s, not seat " + m.from() + "'s";
            case PUNG, EXPOSED_KONG, ADDED_KONG -> m.from() != owner ? "" : a + "another seat's discard" + (m.shape() == MeldShape.ADDED_KONG
                    ? " (the one its " + meldName(MeldShape.PUNG) + " took)" : "") + ", not seat " + owner + "'s own";
            case CONCEALED_KONG -> m.from() == owner ? "" : a + "seat " + owner + "'s own tiles, not fed by seat " + m.from();
        };
        if (!problem.isEmpty()) {
            throw new SettleException(field + ".from", problem);
        }
    }

    /**
     * The winners: each with the {@code from} his way has (another seat on a discard or a robbed kong, himself on a
     * self-draw and on a kong's replacement, or the kong's feeder: {@link #fedKongDraw}; seats are read in range by a
     * {@link HandEndReader}), winning once, holding the winning tile in his concealed tiles ({@code hands});
     * several winners only on one tile from one seat, one way, a way of the variant's on another seat's tile (一炮多响);
     * a robbed seat's pung of the tile; the kong a win after one follows.
     */
    public <W extends Win> void wins(List<W> wins, Function<W, List<TileKind>> hands, BySeat<List<Meld>> melds) {
        for (int i = 0; i < wins.size(); i++) {
            W w = wins.get(i);
            String field = "wins[" + i + "]";
            boolean drawn = w.way() == WinSource.SELF_DRAW || w.way() == WinSource.REPLACEMENT_DRAW && !fedKongDraw;
            if (drawn ? w.from() != w.seat() : !w.way().isSelfDraw() && w.from() == w.seat()) {
                throw new SettleException(field + ".from", "a " + name(ways, w.way()) + (drawn
                        ? " is drawn by the winner: leave 'from' out, not seat " + w.from()
                        : " win is on another seat's tile: 'from' is that seat, not the winner"));
            }
            if (wins.subList(0, i).stream().anyMatch(o -> o.seat() == w.seat())) {
                throw new SettleException(field + ".seat", "seat " + w.seat() + " wins twice");
            }
            Win first = wins.get(0);
            if (wins.size() > 1 && (w.way().isSelfDraw() || w.way() != first.way() || w.from() != first.from() || w.tile() != first.tile())) {
                throw new SettleException(field, "several winners (一炮多响) all win on the same tile from the same seat, the same way (one of: "
                        + ways.values().stream().filter(v -> !v.isSelfDraw()).map(v -> name(ways, v)).collect(Collectors.joining(", ")) + ")");
            }
            if (!hands.apply(w).contains(w.tile())) {
                throw new SettleException(field + "." + tileField(), "the winning tile " + w.tile().mpsz() + " is not in the winner's hand");
            }
            String pung = meldName(MeldShape.PUNG);
            if (w.way() == WinSource.ROBBED_KONG && melds.get(w.from()).stream().noneMatch(m -> m.shape() == MeldShape.PUNG && m.kind() == w.tile())) {
                throw new SettleException(field + ".from", "a " + name(ways, w.way()) + " takes the " + w.tile().mpsz() + " seat " + w.from()
                        + " adds to its " + pung + ", and seat " + w.from() + " has no " + pung + " of " + w.tile().mpsz());
            }
            boolean replacement = w.way() == WinSource.REPLACEMENT_DRAW;
            int owner = replacement ? w.seat() : w.from();
            boolean fed = replacement && w.from() != w.seat();
            if ((replacement || w.way() == WinSource.DISCARD_AFTER_KONG) && melds.get(owner).stream()
                    .noneMatch(m -> m.shape().isKong() && (!fed || m.shape() == MeldShape.EXPOSED_KONG && m.from() == w.from()))) {
                throw new SettleException(field + (fed ? ".from" : ".way"), "a " + name(ways, w.way()) + " follows a " + kong + " of seat "
                        + owner + (fed ? " made of seat " + w.from() + "'s discard" : "") + ", and seat " + owner + " has none");
            }
        }
    }

    /** A meld type's key and native name: {@code pong (碰)}. */
    String meldName(MeldShape shape) {
        return name(melds, shape);
    }

    private static <V extends Enum<V>> String name(Terms<V> terms, V value) {
        return terms.key(value) + " (" + terms.names(value).in(Lang.ZH) + ")";
    }
}
