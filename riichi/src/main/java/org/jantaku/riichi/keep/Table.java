package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Places;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * A working copy of a {@link KeepState} while one report is applied, with what the report moved
 * and why. A report that fails leaves the state it came from untouched.
 */
final class Table {
    /** The {@link #offences} key prefix counting each seat's chombo payments (item 7-01, 錯和). */
    static final String CHOMBO = "7-01@";

    final RuleSet rules;
    /** Seats at the table: 4, or 3 ({@code riichi.players}). */
    final int players;
    int hand;
    int round;
    int dealer;
    int honba;
    int riichiSticks;
    int penaltyDeposits;
    final int[] scores;
    final Set<Integer> riichi = new HashSet<>();
    final int[] handSticks;
    final int[] handPenalties;
    final List<Set<SeatFlag>> flags = new ArrayList<>();
    final Map<String, Integer> offences;
    final int[] deductions;
    KeepState.Phase phase;
    Optional<FinalScores.Result> result;

    final List<Payment> payments = new ArrayList<>();
    final List<Note> notes = new ArrayList<>();

    private Table(KeepState s) {
        rules = s.rules();
        players = s.scores().size();
        scores = new int[players];
        handSticks = new int[players];
        handPenalties = new int[players];
        deductions = new int[players];
        hand = s.hand();
        round = s.round();
        dealer = s.dealer();
        honba = s.honba();
        riichiSticks = s.riichiSticks();
        penaltyDeposits = s.penaltyDeposits();
        riichi.addAll(s.riichi());
        for (int seat = 0; seat < players; seat++) {
            scores[seat] = s.scores().get(seat);
            handSticks[seat] = s.handSticks().get(seat);
            handPenalties[seat] = s.handPenalties().get(seat);
            deductions[seat] = s.deductions().get(seat);
            Set<SeatFlag> f = EnumSet.noneOf(SeatFlag.class);
            f.addAll(s.flags().get(seat));
            flags.add(f);
        }
        offences = new HashMap<>(s.offences());
        phase = s.phase();
        result = s.result();
    }

    static Table of(KeepState s) {
        return new Table(s);
    }

    /** The first hand: East 1, seat 0 deals, each of the {@code riichi.players} has the starting points. */
    static KeepState start(RuleSet rules) {
        int players = rules.get(RiichiRules.PLAYERS);
        List<Integer> start = java.util.Collections.nCopies(players, rules.get(RiichiRules.STARTING_POINTS));
        List<Integer> zero = java.util.Collections.nCopies(players, 0);
        return new KeepState(rules, 1, 0, 0, 0, 0, 0, start, Set.of(), zero, zero,
                java.util.Collections.nCopies(players, Set.of()), Map.of(), zero, KeepState.Phase.PLAYING, Optional.empty());
    }

    KeepState snapshot() {
        return new KeepState(rules, hand, round, dealer, honba, riichiSticks, penaltyDeposits, list(scores), riichi,
                list(handSticks), list(handPenalties), flags, offences, list(deductions), phase, result);
    }

    /** Moves points and records it. */
    void pay(Payment p) {
        if (p.from() != Payment.TABLE) {
            scores[p.from()] -= p.points();
        }
        if (p.to() != Payment.TABLE) {
            scores[p.to()] += p.points();
        }
        payments.add(p);
    }

    void payAll(List<Payment> ps) {
        ps.forEach(this::pay);
    }

    void note(NoteKind kind, Object... namesAndValues) {
        notes.add(Note.of(kind, namesAndValues));
    }

    boolean has(int seat, SeatFlag f) {
        return flags.get(seat).contains(f);
    }

    void flag(int seat, SeatFlag f) {
        flags.get(seat).add(f);
    }

    /** Deals a new hand: the hand's riichi, sticks, penalties and flags start afresh. */
    void deal(int newRound, int newDealer, int newHonba) {
        hand++;
        round = newRound;
        dealer = newDealer;
        honba = newHonba;
        riichi.clear();
        java.util.Arrays.fill(handSticks, 0);
        java.util.Arrays.fill(handPenalties, 0);
        flags.forEach(Set::clear);
        phase = KeepState.Phase.PLAYING;
    }

    /** Whether a player's score ends the game (飛び, {@code riichi.tobi}: {@link HandRotation#bust}). */
    boolean bust() {
        return HandRotation.bust(rules, scores);
    }

    /**
     * Ends the game: SESS deductions go to the top, leftover penalty deposits as the riichi sticks do
     * ({@code riichi.leftoverDeposits}), then uma, oka and rounding ({@link FinalScores}).
     */
    void endGame(NoteKind why, Object... namesAndValues) {
        int[] last = scores.clone();
        for (int seat = 0; seat < players; seat++) {
            if (deductions[seat] > 0) {
                int offender = seat;
                int top = java.util.Arrays.stream(Places.order(last, 0)).filter(s -> s != offender).findFirst()
                        .orElseThrow();
                pay(new Payment(seat, top, deductions[seat], "session deduction"));
            }
        }
        int[] finalScores = scores.clone();
        int[] places = ChomboRanks.places(this, Places.order(finalScores, 0));
        if (penaltyDeposits > 0 && rules.get(RiichiRules.LEFTOVER_DEPOSITS).equals("toTop")) {
            finalScores[places[0]] += penaltyDeposits;
        }
        boolean lowered = !java.util.Arrays.equals(places, Places.order(finalScores, 0));
        result = Optional.of(lowered ? FinalScores.settleInPlaces(finalScores, places, riichiSticks, rules)
                : FinalScores.settle(finalScores, 0, riichiSticks, rules));
        phase = KeepState.Phase.OVER;
        note(why, namesAndValues);
    }

    private static List<Integer> list(int[] a) {
        return java.util.Arrays.stream(a).boxed().toList();
    }
}
