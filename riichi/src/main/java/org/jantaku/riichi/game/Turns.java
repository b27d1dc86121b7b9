package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.analysis.ShantenParts;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Seat;

/**
 * Riichi's rules of a turn after a draw, which the table flow's turn list asks: the riichi declarations, nine
 * terminals offered or forced.
 */
final class Turns {
    private Turns() {
    }

    /**
     * The riichi declarations a turn offers after its draw (the table flow's declarations): a declaration with each of
     * {@code discards} (a discard of each concealed tile, by id) whose kind leaves a tenpai hand that may declare
     * riichi; none unless the seat may declare ({@link #mayDeclareRiichi}).
     */
    static List<RiichiAction> riichiDeclarations(RiichiState s, int seat, List<RiichiAction> discards) {
        Seat<RiichiMeld> me = s.seat(seat);
        if (me.declared() || !mayDeclareRiichi(s, seat)) {
            return List.of();
        }
        SeatShape shape = s.riichiSeat(seat).shape();
        ShantenParts parts = new ShantenParts(me.counts(), me.melds().size(), TileSet.STANDARD_136);
        long checked = 0;
        long allowed = 0;
        List<RiichiAction> out = new ArrayList<>();
        for (int i = 0, n = discards.size(); i < n; i++) {
            Tile t = ((RiichiAction.Discard) discards.get(i)).tile();
            int kind = t.id() >> 2;
            if ((checked & 1L << kind) == 0) {
                checked |= 1L << kind;
                allowed |= parts.shantenWith(kind, -1) == 0 && riichiDiscard(s, me, shape, kind) ? 1L << kind : 0;
            }
            if ((allowed & 1L << kind) != 0) {
                out.add(RiichiGame.ACTIONS.declare(t));
            }
        }
        return out;
    }

    /** 九種九牌 offered as the turn's own action before its kans ({@link #nineTerminalsOffered}), else none. */
    static List<RiichiAction> nineTerminals(RiichiState s, int seat) {
        return nineTerminalsOffered(s, seat) ? NINE_TERMINALS : List.of();
    }

    private static final List<RiichiAction> NINE_TERMINALS = List.of(Actions.NINE_TERMINALS);

    /**
     * Whether the seat (after its draw, not in riichi) may declare riichi with some discard: closed,
     * enough points and live tiles, and at most tenpai with the drawn tile (a discard never lowers
     * the shanten of the hand before it).
     */
    static boolean mayDeclareRiichi(RiichiState s, int seat) {
        GameRules g = s.options();
        RiichiSeat me = s.riichiSeat(seat);
        return me.closed() && s.score(seat) >= g.riichiMinPoints() && s.liveTilesLeft() >= g.riichiMinLiveTiles()
                && me.shape().shantenAtMost(0); // the shanten asked last: it may need a search
    }

    /**
     * Whether discarding a tile of {@code kind} leaves a tenpai hand that may declare riichi (furiten
     * per the rules). The seat keeps the shape it leaves ({@link SeatShape#shantenDiscarding}), so
     * the discard then played is not worked out again.
     */
    private static boolean riichiDiscard(RiichiState s, Seat<RiichiMeld> me, SeatShape shape, int kind) {
        if (shape.shantenDiscarding(kind) != 0) {
            return false;
        }
        if (s.options().furitenRiichi()) {
            return true;
        }
        long waits = shape.waitsDiscarding(kind);
        return (waits & 1L << kind) == 0 && (waits & me.pondKinds()) == 0;
    }

    /**
     * 九種九牌 on the first turn with {@code optional}: nine or more different terminal and honour kinds.
     * With {@code forcedTiles>9} nothing is offered: the draw is forced, or there is none.
     */
    static boolean nineTerminalsOffered(RiichiState s, int seat) {
        return s.firstGoAround(seat) && s.options().abortiveKyuushu().equals("optional")
                && Long.bitCount(s.seat(seat).heldAtLeast(1) & YAOCHU) >= 9;
    }

    /** The terminal and honour kinds (么九牌), a bit per kind: 1 and 9 of each suit, the seven honours. */
    private static final long YAOCHU = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26 | 0x7FL << 27;

    /** With {@code forcedTiles>9}, more than nine terminal and honour tiles on the first turn end the hand at once. */
    static boolean nineTerminalsForced(RiichiState s, int seat) {
        Seat<RiichiMeld> me = s.seat(seat);
        if (!s.firstGoAround(seat) || !s.options().abortiveKyuushu().equals("forcedTiles>9")) {
            return false;
        }
        int tiles = 0;
        for (long k = me.heldAtLeast(1) & YAOCHU; k != 0; k &= k - 1) {
            tiles += me.count(Long.numberOfTrailingZeros(k));
        }
        return tiles > 9;
    }
}
