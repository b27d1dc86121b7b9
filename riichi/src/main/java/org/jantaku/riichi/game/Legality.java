package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.scoring.RiichiScorer;

/**
 * Whether one action is legal, answered without listing every legal action: exactly
 * {@code legalActions(s, seat).contains(action)}, each case mirroring how {@link Turns#legal} and
 * {@link RiichiGame}'s claim answers list it.
 */
final class Legality {
    private Legality() {
    }

    /** Whether {@code seat} may take {@code action} in {@code s}. */
    static boolean isLegal(RiichiState s, int seat, RiichiAction action, RiichiScorer scorer) {
        return switch (s.phase()) {
            case Phase.Turn t -> t.seat() == seat && onTurn(s, t, action, scorer);
            case Phase.Claims c -> c.waiting().contains(seat) && inClaims(s, seat, action);
            case Phase.Declarations d -> d.waiting().get(0) == seat && Actions.DECLARATIONS.contains(action);
            case Phase.DealerChoice d -> d.dealer() == seat && Actions.DEALER_CHOICES.contains(action);
            case Phase.Over o -> false;
        };
    }

    /** Whether the action answers a discard (or an added kan) rather than being played on a turn. */
    static boolean isAnswer(RiichiAction action) {
        return switch (action) {
            case RiichiAction.Ron x -> true;
            case RiichiAction.Pass x -> true;
            case RiichiAction.Chi x -> true;
            case RiichiAction.Pon x -> true;
            case RiichiAction.OpenKan x -> true;
            case RiichiAction.Discard x -> false;
            case RiichiAction.DeclareRiichi x -> false;
            case RiichiAction.Tsumo x -> false;
            case RiichiAction.NineTerminals x -> false;
            case RiichiAction.ClosedKan x -> false;
            case RiichiAction.AddedKan x -> false;
            case RiichiAction.DeclareTenpai x -> false;
            case RiichiAction.DeclareNoten x -> false;
            case RiichiAction.PlayOn x -> false;
            case RiichiAction.EndGame x -> false;
            case RiichiAction.Nuki x -> false;
        };
    }

    private static boolean onTurn(RiichiState s, Phase.Turn turn, RiichiAction action, RiichiScorer scorer) {
        SeatState me = s.seats().get(turn.seat());
        boolean drew = turn.drawn().isPresent();
        return switch (action) {
            case RiichiAction.Discard d -> inHand(me, d.tile()) && (turn.forbidden() & 1L << (d.tile().id() >> 2)) == 0
                    && !(drew && me.riichi() && !d.tile().equals(turn.drawn().get()));
            case RiichiAction.DeclareRiichi r -> drew && !me.riichi() && inHand(me, r.tile())
                    && Turns.mayDeclareRiichi(s, me, turn.seat()) && Turns.riichiDiscard(s, me, r.tile());
            case RiichiAction.Tsumo x -> drew
                    && WinChecks.mayTsumo(s, turn.seat(), turn.drawn().get(), turn.rinshan(), scorer);
            case RiichiAction.NineTerminals x -> drew && Turns.nineTerminalsOffered(s, me);
            case RiichiAction.ClosedKan k -> Calls.ownKans(s, turn).contains(action);
            case RiichiAction.AddedKan k -> Calls.ownKans(s, turn).contains(action);
            case RiichiAction.Nuki n -> Nukis.isOffered(s, me, turn, n.tile());
            case RiichiAction.Ron x -> false;
            case RiichiAction.Pass x -> false;
            case RiichiAction.Chi x -> false;
            case RiichiAction.Pon x -> false;
            case RiichiAction.OpenKan x -> false;
            case RiichiAction.DeclareTenpai x -> false;
            case RiichiAction.DeclareNoten x -> false;
            case RiichiAction.PlayOn x -> false;
            case RiichiAction.EndGame x -> false;
        };
    }

    /** In a claim window: a pass always; a ron, call or kan when the seat's answers list it ({@link RiichiGame#answers}). */
    private static boolean inClaims(RiichiState s, int seat, RiichiAction action) {
        return action instanceof RiichiAction.Pass || isAnswer(action) && RiichiGame.claimAnswers(s, seat).contains(action);
    }

    private static boolean inHand(SeatState me, Tile t) {
        return me.holds(t);
    }
}
