package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * What every variant checks of a hand's end described at the table: who fed each meld, who fed each
 * win (read from the JSON alike: {@link #meldFrom}, {@link #winFrom}), the winners themselves. Each check refuses with a {@link SettleException} naming the JSON
 * field, worded in the variant's terms (a term's key and native name: {@code pong (碰)}).
 *
 * @param melds the variant's meld names
 * @param ways its ways of winning
 * @param kong its word for any kong ({@code 豆}, {@code 杠})
 * @param tileField a win's field for its winning tile ({@code tile}, {@code win_tile})
 * @param shared the ways several winners can win by on one tile (一炮多响)
 * @param fedKongDraw whether a win on a kong's replacement tile names the kong's feeder as its
 *     {@code from} (the winner for his own concealed or added kong)
 */
public record HandEndChecks(Terms<MeldShape> melds, Terms<WinSource> ways, String kong, String tileField, Set<WinSource> shared,
        boolean fedKongDraw) {
    public HandEndChecks {
        shared = Set.copyOf(shared);
    }

    /** A meld fed by the seat its shape allows: a chi by 上家, a pung or an open kong by another seat, a concealed kong by none. */
    public void meld(Meld m, int owner, String field) {
        String name = name(melds.names(m.shape()));
        int left = (owner + 3) % 4;
        String problem = switch (m.shape()) {
            case CHI -> m.from() == left ? "" : "a " + name + " is made of 上家's discard, seat " + left + "'s, not seat " + m.from() + "'s";
            case PUNG, EXPOSED_KONG, ADDED_KONG -> m.from() != owner ? "" : "a " + name + " is made of another seat's discard"
                    + (m.shape() == MeldShape.ADDED_KONG ? " (the one its " + name(melds.names(MeldShape.PUNG)) + " took)" : "")
                    + ", not seat " + owner + "'s own";
            case CONCEALED_KONG -> m.from() == owner ? "" : "a " + name + " is made of seat " + owner + "'s own tiles, not fed by seat "
                    + m.from();
        };
        if (!problem.isEmpty()) {
            throw new SettleException(field + ".from", problem);
        }
    }

    /**
     * A win's seats 0-3 and its {@code from} as its way has it: another seat on a discard or a robbed kong,
     * the winner on a self-draw and on a kong's replacement (or the kong's feeder, {@link #fedKongDraw}).
     */
    public void from(String field, int seat, WinSource way, int from) {
        seat(field + ".seat", seat);
        seat(field + ".from", from);
        boolean drawn = way == WinSource.SELF_DRAW || way == WinSource.REPLACEMENT_DRAW && !fedKongDraw;
        if (drawn ? from != seat : !way.isSelfDraw() && from == seat) {
            throw new SettleException(field + ".from", drawn
                    ? "a " + name(ways.names(way)) + " is drawn by the winner: leave 'from' out, not seat " + from
                    : "a " + name(ways.names(way)) + " win is on another seat's tile: 'from' is that seat, not the winner");
        }
    }

    /**
     * The winners: each as {@link #from}, winning once, holding the winning tile in his concealed tiles
     * ({@code hands}); a robbed seat's pung of the tile; the kong a win after one follows; several winners
     * only on one tile from one seat, one way, of the {@link #shared} ways (一炮多响).
     */
    public <W extends EndWin> void wins(List<W> wins, Function<W, List<TileKind>> hands, BySeat<List<Meld>> melds) {
        for (int i = 0; i < wins.size(); i++) {
            W w = wins.get(i);
            String field = "wins[" + i + "]";
            from(field, w.seat(), w.way(), w.from());
            for (int j = 0; j < i; j++) {
                if (wins.get(j).seat() == w.seat()) {
                    throw new SettleException(field + ".seat", "seat " + w.seat() + " wins twice");
                }
            }
            EndWin first = wins.get(0);
            if (wins.size() > 1 && (!shared.contains(w.way()) || w.way() != first.way() || w.from() != first.from()
                    || w.tile() != first.tile())) {
                throw new SettleException(field, "several winners (一炮多响) all win on the same tile from the same seat, the same way (one of: "
                        + ways.values().stream().filter(shared::contains).map(v -> name(ways.names(v))).collect(Collectors.joining(", ")) + ")");
            }
            if (!hands.apply(w).contains(w.tile())) {
                throw new SettleException(field + "." + tileField, "the winning tile " + w.tile().mpsz() + " is not in the winner's hand");
            }
            afterKong(w, field, melds);
        }
    }

    /** A robbed kong: the robbed seat's pung of the tile; a win after a kong: the kong. */
    private void afterKong(EndWin w, String field, BySeat<List<Meld>> melds) {
        if (w.way() == WinSource.ROBBED_KONG
                && melds.get(w.from()).stream().noneMatch(m -> m.shape() == MeldShape.PUNG && m.kind() == w.tile())) {
            String pung = name(this.melds.names(MeldShape.PUNG));
            throw new SettleException(field + ".from", "a " + name(ways.names(w.way())) + " takes the " + w.tile().mpsz() + " seat "
                    + w.from() + " adds to its " + pung + ", and seat " + w.from() + " has no " + pung + " of " + w.tile().mpsz());
        }
        boolean replacement = w.way() == WinSource.REPLACEMENT_DRAW;
        if (replacement || w.way() == WinSource.DISCARD_AFTER_KONG) {
            int owner = replacement ? w.seat() : w.from();
            boolean fed = replacement && w.from() != w.seat();
            if (melds.get(owner).stream().noneMatch(m -> m.shape().isKong() && (!fed || m.shape() == MeldShape.EXPOSED_KONG
                    && m.from() == w.from()))) {
                throw new SettleException(field + (fed ? ".from" : ".way"), "a " + name(ways.names(w.way())) + " follows a " + kong
                        + " of seat " + owner + (fed ? " made of seat " + w.from() + "'s discard" : "") + ", and seat " + owner
                        + " has none");
            }
        }
    }

    /** A meld's {@code from} in its JSON: the seat that fed it, which a concealed kong may leave out (its owner). */
    public static int meldFrom(JsonNode meld, String field, MeldShape shape, int owner) {
        return SettleFields.integer(meld, "from", field + ".from", 0, 3,
                shape == MeldShape.CONCEALED_KONG ? Optional.of(owner) : Optional.empty());
    }

    /** A win's {@code from} in its JSON, which a self-draw may leave out (the winner); {@link #from} checks it. */
    public static int winFrom(JsonNode win, String field, int seat, WinSource way) {
        return SettleFields.integer(win, "from", field + ".from", 0, 3, way.isSelfDraw() ? Optional.of(seat) : Optional.empty());
    }

    /** A seat number, 0-3. */
    public static int seat(String field, int seat) {
        if (seat < 0 || seat > 3) {
            throw new SettleException(field, "seats are 0-3, not " + seat);
        }
        return seat;
    }

    private static String name(Names n) {
        return n.key() + " (" + n.zh() + ")";
    }
}
