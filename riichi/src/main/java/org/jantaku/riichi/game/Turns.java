package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.analysis.ShantenParts;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.riichi.scoring.RiichiScorer;

/** A seat's turn after its draw: what it may do, and what a discard leads to. */
final class Turns {
    private Turns() {
    }

    /**
     * Legal actions in canonical order: tsumo, nine terminals, kans, Norths to set aside (北抜き, by
     * tile id), riichi declarations, discards (by tile id). After a chi or pon only discards, never of a kuikae kind. A turn that can do
     * nothing but discard (nearly every turn) is answered without weighing any of the rest.
     */
    static List<RiichiAction> legal(RiichiState s, Phase.Turn turn, RiichiScorer scorer) {
        SeatState me = s.seat(turn.seat());
        if (turn.drawn().isEmpty()) {
            return me.discards(turn.forbidden());
        }
        Tile drawn = turn.drawn().get();
        if (!mayDoMore(s, me, turn)) {
            return me.riichi() ? Actions.discardOnly(drawn) : me.discards(turn.forbidden());
        }
        List<RiichiAction> out = new ArrayList<>(me.handSize() + 2);
        if (WinChecks.mayTsumo(s, turn.seat(), drawn, turn.rinshan(), scorer)) {
            out.add(Actions.TSUMO);
        }
        if (nineTerminalsOffered(s, me)) {
            out.add(Actions.NINE_TERMINALS);
        }
        out.addAll(Calls.ownKans(s, turn));
        Nukis.addOffered(s, me, turn, out);
        if (me.riichi()) {
            out.add(Actions.discard(drawn));
            return out;
        }
        if (mayDeclareRiichi(s, me, turn.seat())) {
            int[] counts = me.counts();
            ShantenParts parts = new ShantenParts(counts, me.melds().size(), TileSet.STANDARD_136);
            long checked = 0;
            long allowed = 0;
            for (int i = 0, n = me.handSize(); i < n; i++) {
                Tile t = me.tile(i);
                int kind = t.id() >> 2;
                if ((checked & 1L << kind) == 0) {
                    checked |= 1L << kind;
                    allowed |= parts.shantenWith(kind, -1) == 0 && riichiDiscard(s, me, kind) ? 1L << kind : 0;
                }
                if ((allowed & 1L << kind) != 0) {
                    out.add(Actions.riichi(t));
                }
            }
        }
        for (int i = 0, n = me.handSize(); i < n; i++) {
            Tile t = me.tile(i);
            if ((turn.forbidden() & 1L << (t.id() >> 2)) == 0) {
                out.add(Actions.discard(t));
            }
        }
        return out;
    }

    /**
     * Whether the seat, after its draw, might do more than discard: win, declare nine terminals
     * (its first turn before any call), a kan, set a North aside or declare riichi. Each test is cheap (a bit test, or the
     * shanten after the draw settled from the hand before it); the turn's list weighs them exactly.
     */
    private static boolean mayDoMore(RiichiState s, SeatState me, Phase.Turn turn) {
        return me.shantenAtMost(-1) || me.firstTurn() && !s.melded() || Calls.kanShape(me) && Calls.kansAllowed(s)
                || Nukis.mayNuki(s, me, turn) || !me.riichi() && mayDeclareRiichi(s, me, turn.seat());
    }

    /**
     * Whether the seat (after its draw, not in riichi) may declare riichi with some discard: closed,
     * enough points and live tiles, and at most tenpai with the drawn tile (a discard never lowers
     * the shanten of the hand before it).
     */
    static boolean mayDeclareRiichi(RiichiState s, SeatState me, int seat) {
        GameRules g = s.options();
        return me.closed() && s.score(seat) >= g.riichiMinPoints() && s.liveTilesLeft() >= g.riichiMinLiveTiles()
                && me.shantenAtMost(0); // the shanten asked last: it may need a search
    }

    /** Whether discarding {@code t} declares a legal riichi (the seat may declare: {@link #mayDeclareRiichi}). */
    static boolean riichiDiscard(RiichiState s, SeatState me, Tile t) {
        return riichiDiscard(s, me, t.id() >> 2);
    }

    /**
     * Whether discarding a tile of {@code kind} leaves a tenpai hand that may declare riichi (furiten
     * per the rules). The seat keeps the shape it leaves ({@link SeatState#shantenDiscarding}), so
     * the discard then played is not worked out again.
     */
    private static boolean riichiDiscard(RiichiState s, SeatState me, int kind) {
        if (me.shantenDiscarding(kind) != 0) {
            return false;
        }
        if (s.options().furitenRiichi()) {
            return true;
        }
        long waits = me.waitsDiscarding(kind);
        return (waits & 1L << kind) == 0 && (waits & me.pondKinds()) == 0;
    }

    /**
     * 九種九牌 on the first turn with {@code optional}: nine or more different terminal and honour kinds.
     * With {@code forcedTiles>9} nothing is offered: the draw is forced, or there is none.
     */
    static boolean nineTerminalsOffered(RiichiState s, SeatState me) {
        return me.firstTurn() && !s.melded() && s.options().abortiveKyuushu().equals("optional")
                && Long.bitCount(me.heldAtLeast(1) & YAOCHU) >= 9;
    }

    /** The terminal and honour kinds (么九牌), a bit per kind: 1 and 9 of each suit, the seven honours. */
    private static final long YAOCHU = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26 | 0x7FL << 27;

    /** With {@code forcedTiles>9}, more than nine terminal and honour tiles on the first turn end the hand at once. */
    static boolean nineTerminalsForced(RiichiState s, SeatState me) {
        if (!me.firstTurn() || s.melded() || !s.options().abortiveKyuushu().equals("forcedTiles>9")) {
            return false;
        }
        int tiles = 0;
        for (long k = me.heldAtLeast(1) & YAOCHU; k != 0; k &= k - 1) {
            tiles += me.count(Long.numberOfTrailingZeros(k));
        }
        return tiles > 9;
    }
}
