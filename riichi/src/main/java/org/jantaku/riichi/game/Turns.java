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
     * Legal actions in canonical order: tsumo, nine terminals, kans, riichi declarations, discards
     * (by tile id). After a chi or pon only discards, never of a kuikae kind.
     */
    static List<RiichiAction> legal(RiichiState s, Phase.Turn turn, RiichiScorer scorer) {
        SeatState me = s.seats().get(turn.seat());
        List<RiichiAction> out = new ArrayList<>(me.hand().size() + 2);
        if (turn.drawn().isPresent()) {
            Tile drawn = turn.drawn().get();
            if (WinChecks.mayTsumo(s, turn.seat(), drawn, turn.rinshan(), scorer)) {
                out.add(Actions.TSUMO);
            }
            if (nineTerminalsOffered(s, me)) {
                out.add(Actions.NINE_TERMINALS);
            }
            out.addAll(Calls.ownKans(s, turn));
            if (me.riichi()) {
                out.add(Actions.discard(drawn));
                return out;
            }
            if (mayDeclareRiichi(s, me, turn.seat())) {
                int[] counts = me.counts();
                ShantenParts parts = new ShantenParts(counts, me.melds().size(), TileSet.STANDARD_136);
                long checked = 0;
                long allowed = 0;
                for (Tile t : me.hand()) {
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
        }
        for (Tile t : me.hand()) {
            if ((turn.forbidden() & 1L << (t.id() >> 2)) == 0) {
                out.add(Actions.discard(t));
            }
        }
        return out;
    }

    /**
     * Whether the seat (after its draw, not in riichi) may declare riichi with some discard: closed,
     * enough points and live tiles, and at most tenpai with the drawn tile (a discard never lowers
     * the shanten of the hand before it).
     */
    static boolean mayDeclareRiichi(RiichiState s, SeatState me, int seat) {
        return mayDeclareRiichi(s.options(), me.shape(), s.scores().get(seat), s.liveTilesLeft());
    }

    /**
     * {@link #mayDeclareRiichi(RiichiState, SeatState, int)} of a hand {@code shape} with {@code points}
     * and {@code liveTilesLeft} (the shanten asked last: it may need a search).
     */
    static boolean mayDeclareRiichi(GameRules g, WorkedShape shape, int points, int liveTilesLeft) {
        return shape.closed() && points >= g.riichiMinPoints() && liveTilesLeft >= g.riichiMinLiveTiles()
                && shape.shantenAtMost(0);
    }

    /** Whether discarding {@code t} declares a legal riichi (the seat may declare: {@link #mayDeclareRiichi}). */
    static boolean riichiDiscard(RiichiState s, SeatState me, Tile t) {
        return riichiDiscard(s, me, t.id() >> 2);
    }

    /**
     * Whether discarding a tile of {@code kind} leaves a tenpai hand that may declare riichi (furiten
     * per the rules). The hand it leaves is kept by the seat's shape ({@code Shape.discarding}), so
     * the discard then played is not worked out again.
     */
    private static boolean riichiDiscard(RiichiState s, SeatState me, int kind) {
        SeatState.Shape after = me.shape().discarding(kind);
        if (after.shanten() != 0) {
            return false;
        }
        if (s.options().furitenRiichi()) {
            return true;
        }
        long waits = after.waits();
        return (waits & 1L << kind) == 0 && (waits & me.pondKinds()) == 0;
    }

    /**
     * 九種九牌 on the first turn with {@code optional}: nine or more different terminal and honour kinds.
     * With {@code forcedTiles>9} nothing is offered: the draw is forced, or there is none.
     */
    static boolean nineTerminalsOffered(RiichiState s, SeatState me) {
        return me.firstTurn() && !s.callMade() && nineTerminalsOffered(s.options(), me.hand());
    }

    /** On a first turn before any call: whether {@code hand} may declare nine terminals. */
    static boolean nineTerminalsOffered(GameRules g, List<Tile> hand) {
        return g.abortiveKyuushu().equals("optional") && yaochuKinds(hand) >= 9;
    }

    /**
     * {@link #nineTerminalsOffered(GameRules, List)} of a hand given by the kinds it holds (bit per
     * kind): the table keeps them, and asks on every seat's first turn.
     */
    static boolean nineTerminalsOffered(GameRules g, long heldKinds) {
        return g.abortiveKyuushu().equals("optional") && Long.bitCount(heldKinds & YAOCHU) >= 9;
    }

    /** The terminal and honour kinds (么九牌), a bit per kind: 1 and 9 of each suit, the seven honours. */
    private static final long YAOCHU = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26 | 0x7FL << 27;

    /** With {@code forcedTiles>9}, more than nine terminal and honour tiles on the first turn end the hand at once. */
    static boolean nineTerminalsForced(RiichiState s, SeatState me) {
        return me.firstTurn() && !s.callMade() && nineTerminalsForced(s.options(), me.hand());
    }

    /** On a first turn before any call: whether {@code hand} ends the hand at once (nine terminals forced). */
    static boolean nineTerminalsForced(GameRules g, List<Tile> hand) {
        return g.abortiveKyuushu().equals("forcedTiles>9")
                && hand.stream().filter(t -> t.kind().isTerminalOrHonor()).count() > 9;
    }

    private static int yaochuKinds(List<Tile> hand) {
        long kinds = 0;
        for (int i = 0, n = hand.size(); i < n; i++) { // no iterator: the table asks on every first turn
            Tile t = hand.get(i);
            if (t.kind().isTerminalOrHonor()) {
                kinds |= 1L << (t.id() >> 2);
            }
        }
        return Long.bitCount(kinds);
    }
}
