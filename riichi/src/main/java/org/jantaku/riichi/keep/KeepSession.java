package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.penalty.Effect;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;

/**
 * Scorekeeping for a physical table (spec §1.8 {@code mode=scorekeeping}, §4): people report what
 * happened, in order, and the session applies the rule set: scores, riichi sticks and penalty
 * deposits, dealer and honba, dead-hand and chombo-at-draw flags, chombo payments and redeals, the
 * end of the game and the final settlement (with the ranks chombos lowered, 7-01-01 b).
 *
 * <p>The session is an append-only log of reports. Its state is the fold of the reports still in
 * force over the first hand; an {@link Report.Undo} is logged too and takes back the last report in
 * force, so {@link #replay} of the log rebuilds the same state. A report that cannot be taken
 * throws {@link KeepException} and is not logged.
 */
public final class KeepSession {
    private final RuleSet rules;
    private final RiichiScorer scorer;
    private final List<Report> log = new ArrayList<>();
    private final List<Report> inForce = new ArrayList<>();
    private KeepState state;

    /** A new game under a rule set; its mode is set to {@code scorekeeping}. */
    public KeepSession(RuleSet rules) {
        this.rules = rules.with(RiichiRules.MODE, "scorekeeping");
        this.scorer = new RiichiScorer(this.rules);
        this.state = Table.start(this.rules);
    }

    public KeepSession(Preset preset) {
        this(preset.rules());
    }

    /** A session rebuilt from its log. */
    public static KeepSession replay(RuleSet rules, List<Report> log) {
        KeepSession s = new KeepSession(rules);
        for (Report r : log) {
            s.report(r);
        }
        return s;
    }

    public RuleSet rules() {
        return rules;
    }

    public KeepState state() {
        return state;
    }

    /** Every report taken, undos included, in order. */
    public List<Report> log() {
        return List.copyOf(log);
    }

    /** The reports in force (the log with undone reports and the undos left out). */
    public List<Report> inForce() {
        return List.copyOf(inForce);
    }

    /**
     * Takes one report and returns what it did.
     *
     * @throws KeepException when the report cannot be taken; nothing changes then
     */
    public Step report(Report r) {
        if (r instanceof Report.Undo u) {
            if (inForce.isEmpty()) {
                throw new KeepException("type", "nothing to undo");
            }
            Report undone = inForce.get(inForce.size() - 1);
            KeepState s = Table.start(rules);
            for (Report kept : inForce.subList(0, inForce.size() - 1)) {
                s = apply(s, kept).state();
            }
            inForce.remove(inForce.size() - 1);
            log.add(u);
            state = s;
            return new Step(u, s, List.of(), List.of(Note.of(NoteKind.UNDID, "report", undone.type())));
        }
        Step step = apply(state, r);
        log.add(r);
        inForce.add(r);
        state = step.state();
        return step;
    }

    /** Applies a report to a state, without touching the session. */
    private Step apply(KeepState from, Report r) {
        Table t = Table.of(from);
        Seats.checkReport(r, t.players);
        switch (from.phase()) {
            case OVER -> throw new KeepException("type", "the game is over; only undo is possible");
            case DEALER_CHOICE -> {
                if (!(r instanceof Report.DealerChoice) && !(r instanceof Report.Pay)) {
                    throw new KeepException("type", "the all-last dealer (seat " + from.dealer()
                            + ") must first choose: {\"type\":\"dealer\",\"choice\":\"continue\"} or \"stop\"");
                }
            }
            case PLAYING -> {
                if (r instanceof Report.DealerChoice) {
                    throw new KeepException("type", "no dealer's choice is pending");
                }
            }
        }
        switch (r) {
            case Report.Riichi x -> riichi(t, x.seat());
            case Report.Win w -> HandEnds.win(t, scorer, w);
            case Report.Draw d -> HandEnds.draw(t, d);
            case Report.Abortive a -> HandEnds.abortive(t, a);
            case Report.Foul f -> Fouls.report(t, f.itemId(), f.seat(), f.facts(), false);
            case Report.DealerChoice c -> {
                if (c.continues()) {
                    t.phase = KeepState.Phase.PLAYING;
                    t.note(NoteKind.DEALER_CONTINUES, "seat", t.dealer, "honba", t.honba);
                } else {
                    t.hand--; // the continued hand is never dealt
                    t.endGame(NoteKind.OVER_DEALER_STOPS);
                }
            }
            case Report.Pay p -> t.pay(new Payment(p.from(), p.to(), p.points(), p.reason().isEmpty() ? "pay" : p.reason()));
            case Report.Undo u -> throw new IllegalStateException("undo is handled by the session");
        }
        return new Step(r, t.snapshot(), t.payments, t.notes);
    }

    /** A riichi declaration: the stick goes on the table, or 7-09-03 / 7-05-13 apply. */
    private static void riichi(Table t, int seat) {
        if (t.riichi.contains(seat)) {
            throw new KeepException("seat", "seat " + seat + " is already in riichi this hand");
        }
        if (t.has(seat, SeatFlag.DEAD_HAND)) {
            t.note(NoteKind.RIICHI_DEAD_HAND, "seat", seat);
            int hand = t.hand;
            Fouls.report(t, "7-09-03", seat, Facts.NONE, false);
            if (t.hand != hand || t.phase != KeepState.Phase.PLAYING
                    || !Penalties.chosen(t.rules, "7-09-03").effects().stream().allMatch(e -> e instanceof Effect.None)) {
                return;
            }
        }
        int min = t.rules.get(RiichiRules.RIICHI_MIN_POINTS);
        if (t.scores[seat] < min) {
            t.note(NoteKind.RIICHI_TOO_FEW_POINTS, "seat", seat, "points", t.scores[seat], "min", min);
            Fouls.report(t, "7-05-13", seat, Facts.NONE, false);
            return;
        }
        int stick = t.rules.get(RiichiRules.RIICHI_DEPOSIT);
        t.pay(new Payment(seat, Payment.TABLE, stick, "riichi"));
        t.riichi.add(seat);
        t.riichiSticks++;
        t.handSticks[seat]++;
    }
}
