package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Condition;
import org.jantaku.riichi.penalty.Effect;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.penalty.PenaltyItem;
import org.jantaku.riichi.penalty.Subject;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.RiichiPayments;
import org.jantaku.riichi.settlement.Win;

/**
 * Applies the effects of a foul's option letter to the table: flags, deposits, payments, and at the
 * end a chombo (payment 7-01, deal 7-02 / 7-02-01, deposits 7-03), a redeal or the end of the game.
 */
final class Fouls {
    private final Table t;
    private final PenaltyItem item;
    private final int offender;
    private final Facts facts;
    private final int nth;
    /** Charge a chombo's fee but do not end the hand (7-05-01-01 b). */
    private final boolean feeOnly;
    /** The seats whose hands were dead before this foul (for {@code riichi.deadHandAgain}). */
    private final boolean[] deadBefore;

    final List<Integer> chombo = new ArrayList<>();
    boolean redeal;
    boolean bust;
    /** A VOID of a win item: the win is cancelled. */
    boolean winVoid;

    private Fouls(Table t, PenaltyItem item, int offender, Facts facts, int nth, boolean feeOnly) {
        this.t = t;
        this.item = item;
        this.offender = offender;
        this.facts = facts;
        this.nth = nth;
        this.feeOnly = feeOnly;
        this.deadBefore = new boolean[t.players];
        for (int seat = 0; seat < t.players; seat++) {
            deadBefore[seat] = t.has(seat, SeatFlag.DEAD_HAND);
        }
    }

    /**
     * Applies item {@code itemId}'s chosen letter for {@code seat} and settles the hand if the
     * effects end it. Returns what happened, for win handling.
     */
    static Fouls report(Table t, String itemId, int seat, Facts facts, boolean feeOnly) {
        PenaltyItem item = Penalties.item(itemId).orElseThrow(() -> new KeepException("item", "no penalty item '" + itemId
                + "' (items are 7-01 … 7-09-06; see jantaku rules)"));
        if (item.subject() == Subject.SETTING) {
            throw new KeepException("item", itemId + " (" + item.english() + ") is a setting, not a foul one can report");
        }
        Facts f = t.riichi.contains(seat) ? facts.with(Fact.IN_RIICHI) : facts;
        int nth = t.offences.merge(itemId + "@" + seat, 1, Integer::sum);
        var letter = Penalties.chosen(t.rules, itemId);
        t.note(NoteKind.FOUL, "item", new NoteArg.Item(itemId, item.term(), item.english()), "seat", seat, "letter", letter.letter(),
                "code", letter.code());
        if (f.call().isEmpty() && Condition.asksCall(letter.effects())) {
            throw new KeepException("facts.call", "item " + itemId + " under letter " + letter.letter() + " depends on what was "
                    + "called: give facts.call = " + Call.names());
        }
        Fouls fouls = new Fouls(t, item, seat, f, nth, feeOnly);
        if (item.subject() == Subject.LOOKING && f.has(Fact.WITH_PERMISSION)
                && Penalties.setting(t.rules, "7-06-05-01", Effect.Permission.class).excuses()) {
            t.note(NoteKind.NO_PENALTY_PERMISSION);
            return fouls;
        }
        fouls.applyAll(letter.effects(), seat);
        fouls.finish();
        return fouls;
    }

    private void applyAll(List<Effect> effects, int seat) {
        for (Effect e : effects) {
            apply(e, seat);
        }
    }

    private void apply(Effect e, int seat) {
        switch (e) {
            case Effect.Chombo c -> {
                if (feeOnly) {
                    chargeFee(t, seat, facts);
                } else if (!chombo.contains(seat)) {
                    chombo.add(seat);
                }
            }
            case Effect.ChomboAtDraw c -> flag(seat, SeatFlag.CHOMBO_AT_DRAW);
            case Effect.ChomboDeadHand c -> {
                if (c.feeNow()) {
                    chargeFee(t, seat, facts);
                } else {
                    flag(seat, SeatFlag.FEE_AT_END);
                }
                flag(seat, SeatFlag.DEAD_HAND);
            }
            case Effect.ChomboPlayOn c -> chargeFee(t, seat, facts);
            case Effect.ChomboOnWin c -> flag(seat, SeatFlag.CHOMBO_ON_WIN);
            case Effect.DeadHand d -> deadHand(seat);
            case Effect.NoWin n -> flag(seat, SeatFlag.NO_WIN);
            case Effect.NoCallBeforeTurn n -> flag(seat, SeatFlag.NO_CALL_BEFORE_TURN);
            case Effect.RiichiCountsNoten n -> flag(seat, SeatFlag.RIICHI_COUNTS_NOTEN);
            case Effect.CountsAtDraw c -> flag(seat, c.tenpai() ? SeatFlag.TENPAI_AT_DRAW : SeatFlag.NOTEN_AT_DRAW);
            case Effect.Deposit d -> deposit(seat, d.perTile() ? d.points() * facts.tiles() : d.points());
            case Effect.Void v -> voided(seat, v);
            case Effect.Tsumogiri x -> flag(seat, SeatFlag.TSUMOGIRI);
            case Effect.FuritenRiichi x -> flag(seat, SeatFlag.FURITEN_RIICHI);
            case Effect.ForceWin x -> flag(seat, SeatFlag.FORCE_WIN);
            case Effect.Redeal r -> redeal = true;
            case Effect.Pay p -> {
                for (int other = 0; other < t.players; other++) { // each other player: two at a table of three
                    if (other != seat) {
                        t.pay(new Payment(seat, other, p.each(), "penalty " + item.id()));
                    }
                }
            }
            case Effect.PayLimit p -> payLimit(t, seat, p.basePoints(), "penalty " + item.id());
            case Effect.SessionDeduction d -> {
                t.deductions[seat] += d.points();
                t.note(NoteKind.SESSION_DEDUCTION, "seat", seat, "points", d.points());
            }
            case Effect.Bust b -> bust = true;
            case Effect.When w -> applyAll(w.condition().holds(facts, nth) ? w.then() : w.otherwise(), seat);
            case Effect.Other o -> applyAll(List.of(o.effect()), other());
            case Effect.None n -> {
                if (n.procedure().isEmpty()) {
                    t.note(NoteKind.NO_PENALTY);
                } else {
                    t.note(NoteKind.NO_PENALTY_PROCEDURE, "procedure", Note.untranslated(n.procedure()));
                }
            }
            case Effect.Referee r -> t.note(NoteKind.REFEREE, "what", Note.untranslated(r.what()));
            case Effect.Admin a -> t.note(NoteKind.ADMIN, "what", Note.untranslated(a.what()));
            case Effect.Definition d -> t.note(NoteKind.DEFINITION, "meaning", Note.untranslated(d.meaning()));
            case Effect.RankDown r -> throw setting(e);
            case Effect.AfterChombo a -> throw setting(e);
            case Effect.FinalHandChombo a -> throw setting(e);
            case Effect.ChomboDeposits a -> throw setting(e);
            case Effect.FalseAndValidRon a -> throw setting(e);
            case Effect.LowPointsDeposit a -> throw setting(e);
            case Effect.DeadHandAtDraw a -> throw setting(e);
            case Effect.DeadHandNagashi a -> throw setting(e);
            case Effect.Permission a -> throw setting(e);
        }
    }

    private static IllegalStateException setting(Effect e) {
        return new IllegalStateException(e.code() + " is a setting, not a foul's effect");
    }

    private int other() {
        OptionalInt o = facts.other();
        if (o.isEmpty()) {
            throw new KeepException("facts.other", "item " + item.id() + " under this letter names another seat: give it as facts.other");
        }
        return o.getAsInt();
    }

    private void flag(int seat, SeatFlag f) {
        t.flag(seat, f);
        t.note(NoteKind.FLAG, "seat", seat, "flag", f.json());
    }

    /**
     * A dead hand (あがり放棄); for a seat whose hand was already dead, {@code riichi.deadHandAgain} says
     * whether the second act is a chombo.
     */
    private void deadHand(int seat) {
        if (!deadBefore[seat]) {
            flag(seat, SeatFlag.DEAD_HAND);
            return;
        }
        switch (t.rules.get(RiichiRules.DEAD_HAND_AGAIN)) {
            case "chombo" -> {
                t.note(NoteKind.DEAD_HAND_AGAIN, "seat", seat);
                apply(new Effect.Chombo(), seat);
            }
            case "deadHand" -> flag(seat, SeatFlag.DEAD_HAND);
            default -> throw new IllegalStateException("riichi.deadHandAgain " + t.rules.get(RiichiRules.DEAD_HAND_AGAIN));
        }
    }

    /** A penalty deposit (供託罰符), subject to 7-08-06 below 1000 points. */
    private void deposit(int seat, int points) {
        if (points <= 0) {
            t.note(NoteKind.NO_TILES);
            return;
        }
        if (t.scores[seat] < 1000) {
            switch (Penalties.setting(t.rules, "7-08-06", Effect.LowPointsDeposit.class).exemption()) {
                case EXEMPT -> {
                    t.note(NoteKind.DEPOSIT_EXEMPT, "seat", seat);
                    return;
                }
                case DEAD_HAND -> {
                    t.note(NoteKind.DEPOSIT_DEAD_HAND, "seat", seat);
                    deadHand(seat);
                    return;
                }
                case NONE -> {
                }
            }
        }
        t.pay(new Payment(seat, Payment.TABLE, points, "penalty deposit " + item.id()));
        t.penaltyDeposits += points;
        t.handPenalties[seat] += points;
    }

    private void voided(int seat, Effect.Void v) {
        switch (item.subject()) {
            case RIICHI -> withdrawRiichi(t, seat);
            case WIN -> {
                winVoid = true;
                t.note(NoteKind.VOID, "what", Note.untranslated(v.what()));
            }
            default -> t.note(NoteKind.VOID, "what", Note.untranslated(v.what()));
        }
    }

    /** A riichi declared this hand is withdrawn and its stick goes back. */
    static void withdrawRiichi(Table t, int seat) {
        if (t.riichi.remove(seat)) {
            int stick = t.rules.get(RiichiRules.RIICHI_DEPOSIT);
            t.pay(new Payment(Payment.TABLE, seat, stick, "riichi withdrawn"));
            t.riichiSticks--;
            t.handSticks[seat]--;
        } else {
            t.note(NoteKind.NOT_IN_RIICHI, "seat", seat);
        }
    }

    /** Chombo, CH@draw, redeal or bust that the effects called for: the hand (or game) ends. */
    private void finish() {
        if (bust) {
            t.endGame(NoteKind.OVER_BUST_EFFECT, "seat", offender);
        } else if (!chombo.isEmpty()) {
            chomboEnd(t, chombo, facts);
        } else if (redeal) {
            redealEnd(t);
        }
    }

    /** The chombo payment of 7-01 for {@code seat}. */
    static void chargeFee(Table t, int seat, Facts facts) {
        t.note(NoteKind.CHOMBO, "seat", seat, "letter", Penalties.chosen(t.rules, "7-01").letter());
        t.offences.merge(Table.CHOMBO + seat, 1, Integer::sum);
        Fouls fee = new Fouls(t, Penalties.item("7-01").orElseThrow(), seat, facts, 1, true);
        fee.applyAll(Penalties.chosen(t.rules, "7-01").effects(), seat);
    }

    /** Pays what a self-draw of {@code basePoints} by {@code seat} would cost, in reverse (reverse mangan …). */
    static void payLimit(Table t, int seat, int basePoints, String reason) {
        for (var tr : new RiichiPayments(t.rules).tsumo(Win.plain(seat, basePoints), t.dealer, 0, 0)) {
            t.pay(new Payment(tr.to(), tr.from(), tr.points(), reason));
        }
    }

    /** Fees due at the hand's end (CH+HK fee end). */
    static void feesAtEnd(Table t) {
        for (int seat = 0; seat < t.players; seat++) {
            if (t.has(seat, SeatFlag.FEE_AT_END)) {
                chargeFee(t, seat, Facts.NONE);
            }
        }
    }

    /**
     * A hand ended by chombo: each offender pays (7-01); the hand's deposits go back or stay (7-03);
     * the same or the next dealer deals (7-02, 7-02-01): a 連荘 (7-02 a, b) adds one honba, a replay (d, or a
     * final hand that 7-02-01 does not end) and a passed deal keep it.
     */
    static void chomboEnd(Table t, List<Integer> offenders, Facts facts) {
        feesAtEnd(t);
        for (int seat : offenders) {
            chargeFee(t, seat, facts);
        }
        Effect.ChomboDeposits deposits = Penalties.setting(t.rules, "7-03", Effect.ChomboDeposits.class);
        if (deposits.returnRiichi()) {
            returnSticks(t);
        } else if (t.riichiSticks > 0) {
            t.note(NoteKind.STICKS_STAY);
        }
        for (int seat = 0; seat < t.players; seat++) {
            if (t.handPenalties[seat] > 0) {
                if (deposits.returnPenalty()) {
                    t.pay(new Payment(Payment.TABLE, seat, t.handPenalties[seat], "penalty deposit returned (7-03)"));
                    t.penaltyDeposits -= t.handPenalties[seat];
                } else {
                    t.note(NoteKind.DEPOSIT_STAYS, "seat", seat, "points", t.handPenalties[seat]);
                }
            }
        }
        if (t.bust()) {
            t.endGame(NoteKind.OVER_BUST_AFTER_CHOMBO);
            return;
        }
        Effect.AfterChombo.Deal deal = Penalties.setting(t.rules, "7-02", Effect.AfterChombo.class).deal();
        boolean passes = switch (deal) {
            case DEALER_KEEPS, REPLAY -> false;
            case PASSES_IF_DEALER -> offenders.contains(t.dealer);
            case PASSES -> true;
        };
        boolean replay = deal == Effect.AfterChombo.Deal.REPLAY;
        if (passes && t.round >= HandRotation.lastRound(t.rules)) {
            if (Penalties.setting(t.rules, "7-02-01", Effect.FinalHandChombo.class).endsGame()) {
                t.endGame(NoteKind.OVER_FINAL_CHOMBO);
                return;
            }
            passes = false;
            replay = true;
            t.note(NoteKind.FINAL_REPLAYED);
        }
        if (passes) {
            HandRotation.Deal next = HandRotation.passed(t.rules, t.round, t.dealer, t.honba, t.players);
            t.deal(next.round(), next.dealer(), next.honba());
            t.note(NoteKind.CHOMBO_DEAL_PASSES, "seat", t.dealer, "honba", t.honba);
        } else if (replay) {
            t.deal(t.round, t.dealer, t.honba);
            t.note(deal == Effect.AfterChombo.Deal.REPLAY ? NoteKind.REPLAY_AS_IF_NOTHING : NoteKind.REPLAY_FINAL,
                    "honba", t.honba);
        } else {
            t.deal(t.round, t.dealer, t.honba + 1);
            t.note(NoteKind.CHOMBO_RENCHAN, "honba", t.honba);
        }
    }

    /** REDEAL: the hand is replayed; nobody pays; this hand's riichi sticks go back. */
    static void redealEnd(Table t) {
        feesAtEnd(t);
        returnSticks(t);
        t.deal(t.round, t.dealer, t.honba);
        t.note(NoteKind.REDEALT, "honba", t.honba);
    }

    private static void returnSticks(Table t) {
        int stick = t.rules.get(RiichiRules.RIICHI_DEPOSIT);
        for (int seat = 0; seat < t.players; seat++) {
            if (t.handSticks[seat] > 0) {
                t.pay(new Payment(Payment.TABLE, seat, t.handSticks[seat] * stick, "riichi stick returned"));
                t.riichiSticks -= t.handSticks[seat];
            }
        }
    }
}
