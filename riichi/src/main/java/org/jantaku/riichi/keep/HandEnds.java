package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.penalty.Effect.FalseAndValidRon.Resolution;
import org.jantaku.riichi.penalty.Effect;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;
import org.jantaku.riichi.settlement.Exhaustive;
import org.jantaku.riichi.settlement.RiichiPayments;
import org.jantaku.riichi.settlement.Reason;
import org.jantaku.riichi.settlement.Win;

/** A hand's end as reported: a win, an exhaustive draw or an abortive draw. */
final class HandEnds {
    private HandEnds() {
    }

    /** A claim that turned out to be no valid win: the penalty item that settles it. */
    private record FalseWin(int seat, String item, Note why) {
    }

    static void win(Table t, RiichiScorer scorer, Report.Win r) {
        checkRonCount(t, r);
        List<Win> valid = new ArrayList<>();
        List<FalseWin> falses = new ArrayList<>();
        boolean tsumo = r.from().isEmpty();
        for (Claim c : r.winners()) {
            int seat = c.seat();
            if (t.has(seat, SeatFlag.DEAD_HAND)) {
                falses.add(new FalseWin(seat, "7-09-01", Note.of(NoteKind.WHY_DEAD_HAND, "seat", seat)));
            } else if (t.has(seat, SeatFlag.CHOMBO_ON_WIN)) {
                falses.add(new FalseWin(seat, "", Note.of(NoteKind.WHY_ILLEGAL_KAN, "seat", seat)));
            } else if (t.has(seat, SeatFlag.NO_WIN) || (!tsumo && t.has(seat, SeatFlag.FURITEN_RIICHI))) {
                falses.add(new FalseWin(seat, "7-05-01", Note.of(tsumo ? NoteKind.WHY_CANNOT_WIN : NoteKind.WHY_CANNOT_RON, "seat", seat)));
            } else {
                int base = basePoints(t, scorer, c, tsumo, falses);
                if (base > 0) {
                    valid.add(c.liable().isPresent() ? new Win(seat, base, c.liable(), base) : Win.plain(seat, base));
                }
            }
        }
        if (!falses.isEmpty() && !valid.isEmpty()) {
            Resolution res = Penalties.setting(t.rules, "7-05-01-01", Effect.FalseAndValidRon.class).resolution();
            if (res == Resolution.HEAD_BUMP) {
                int nearest = r.winners().stream().map(Claim::seat)
                        .min(Comparator.comparingInt(s -> Math.floorMod(s - r.from().orElse(s), t.players))).orElseThrow();
                res = valid.stream().anyMatch(w -> w.winner() == nearest) ? Resolution.VALID_ONLY : Resolution.CHOMBO_ONLY;
                t.note(NoteKind.HEAD_BUMP, "seat", nearest);
            }
            switch (res) {
                case VALID_ONLY -> falses.forEach(f -> t.note(NoteKind.FALSE_IGNORED, "why", f.why()));
                case BOTH -> falses.forEach(f -> falseWin(t, f, true));
                case CHOMBO_ONLY -> {
                    t.note(NoteKind.ONLY_CHOMBO);
                    valid.clear();
                }
                case HEAD_BUMP -> throw new IllegalStateException();
            }
            if (res != Resolution.CHOMBO_ONLY) {
                settleWins(t, valid, r);
                return;
            }
        }
        if (valid.isEmpty()) {
            int hand = t.hand;
            List<Integer> chombo = new ArrayList<>();
            for (FalseWin f : falses) {
                if (f.item().isEmpty()) {
                    t.note(NoteKind.CHOMBO_ON_WIN, "why", f.why());
                    chombo.add(f.seat());
                } else if (!ended(t, hand)) {
                    falseWin(t, f, false);
                }
            }
            if (!chombo.isEmpty() && !ended(t, hand)) {
                Fouls.chomboEnd(t, chombo, Facts.of(Fact.EXPOSED));
            }
            return;
        }
        settleWins(t, valid, r);
    }

    private static void falseWin(Table t, FalseWin f, boolean feeOnly) {
        if (f.item().isEmpty()) {
            Fouls.chargeFee(t, f.seat(), Facts.of(Fact.EXPOSED));
            return;
        }
        t.note(NoteKind.FALSE_WIN, "why", f.why(), "ref", f.item());
        Fouls.report(t, f.item(), f.seat(), Facts.of(Fact.EXPOSED, Fact.ANYONE_EXPOSED), feeOnly);
    }

    private static void checkRonCount(Table t, Report.Win r) {
        int n = r.winners().size();
        String multiple = t.rules.get(RiichiRules.MULTIPLE_RON);
        int max = switch (multiple) {
            case "headBump" -> 1;
            case "double" -> 2;
            default -> 3;
        };
        if (n > max) {
            boolean abortive = n == 3 && t.rules.get(RiichiRules.ABORTIVE_SANCHAHOU);
            throw new KeepException("winners", n + " ron on one discard: riichi.multipleRon=" + multiple
                    + (abortive ? " and 三家和 is an abortive draw: report {\"type\":\"abortive\",\"kind\":\"sanchahou\"}"
                            : " allows " + max + "; report only the winner(s) nearest the discarder"));
        }
    }

    /** Base points of a claim, or 0 when the reported hand is no win (added to {@code falses}). */
    private static int basePoints(Table t, RiichiScorer scorer, Claim c, boolean tsumo, List<FalseWin> falses) {
        return switch (c.value()) {
            case HandValue.HanFu hf -> {
                if (c.liable().isPresent()) {
                    throw liableRefused(t, c, "a hand counted as " + hf.han() + " han is no yakuman;"
                            + " report it as \"yakuman\" or by its tiles");
                }
                try {
                    yield scorer.basePoints(hf.han(), hf.fu());
                } catch (IllegalArgumentException e) {
                    throw new KeepException("winners", "seat " + c.seat() + ": " + e.getMessage());
                }
            }
            case HandValue.Yakuman y -> {
                if (c.liable().isPresent() && t.rules.get(RiichiRules.PAO).isEmpty()) {
                    throw liableRefused(t, c, "these rules name no yakuman for it");
                }
                yield 8000 * y.count();
            }
            case HandValue.Tiles tiles -> {
                WinRequest req = situated(t, c.seat(), tsumo, tiles.request());
                ScoreOutcome o = scorer.score(req);
                yield switch (o) {
                    case ScoreOutcome.Scored s -> {
                        if (c.liable().isPresent() && s.score().yaku().stream()
                                .noneMatch(y -> t.rules.get(RiichiRules.PAO).contains(y.yaku().key()))) {
                            throw liableRefused(t, c, "the hand has " + (s.score().yakumanMultiplier() == 0 ? "no yakuman"
                                    : s.score().yaku().stream().map(y -> y.yaku().key()).collect(Collectors.joining(", "))
                                            + ", none of them"));
                        }
                        yield s.score().basePoints();
                    }
                    case ScoreOutcome.Rejected rej when rej.code().equals("no_yaku") || rej.code().equals("hand_not_winning") -> {
                        falses.add(new FalseWin(c.seat(), "7-05-01", Note.of(NoteKind.WHY_NO_WIN, "seat", c.seat(),
                                "rejected", rej.code())));
                        yield 0;
                    }
                    case ScoreOutcome.Rejected rej -> throw new KeepException("winners", "seat " + c.seat() + ": " + rej.message());
                };
            }
        };
    }

    /**
     * 包 applies only to the yakuman the rules name ({@code riichi.pao}): the error for a claim naming a
     * liable seat for any other hand.
     */
    private static KeepException liableRefused(Table t, Claim c, String why) {
        Set<String> pao = t.rules.get(RiichiRules.PAO);
        return new KeepException("winners", "seat " + c.seat() + ": liable seat " + c.liable().getAsInt()
                + ": 包 applies only to " + (pao.isEmpty() ? "no yakuman under these rules (riichi.pao is empty)"
                        : String.join(", ", new java.util.TreeSet<>(pao)) + " (riichi.pao)") + "; " + why);
    }

    /** The reported hand with the session's winds, self-draw, riichi, honba and sticks. */
    private static WinRequest situated(Table t, int seat, boolean tsumo, WinRequest req) {
        WinSituation s = req.situation();
        boolean riichi = t.riichi.contains(seat);
        if (s.inRiichi() && !riichi) {
            throw new KeepException("winners", "seat " + seat + "'s hand says riichi, but no riichi was reported this hand");
        }
        Wind seatWind = Wind.ofSeat(seat, t.dealer, t.players);
        Wind roundWind = Wind.ofRound(t.round / 4);
        WinSituation fixed = new WinSituation(tsumo, riichi && !s.doubleRiichi() && !s.openRiichi(), s.doubleRiichi(),
                s.openRiichi(), s.ippatsu(), s.rinshan(), s.chankan(), s.haitei(), s.houtei(), s.tenhou(), s.chiihou(),
                s.renhou(), false, roundWind, seatWind);
        return new WinRequest(req.hand(), req.winTile(), fixed, req.doraIndicators(), req.uraIndicators(), t.honba,
                t.riichiSticks, req.nukiDora());
    }

    private static void settleWins(Table t, List<Win> wins, Report.Win r) {
        RiichiPayments payments = new RiichiPayments(t.rules);
        List<Transfer<Reason>> transfers = r.from().isEmpty()
                ? payments.tsumo(wins.get(0), t.dealer, t.honba, t.riichiSticks)
                : payments.ron(wins, r.from().getAsInt(), t.dealer, t.honba, t.riichiSticks);
        t.payAll(Payment.of(transfers));
        int first = r.from().isEmpty() ? wins.get(0).winner() : wins.stream().map(Win::winner)
                .min(Comparator.comparingInt(s -> Math.floorMod(s - r.from().getAsInt(), t.players))).orElseThrow();
        takeDeposits(t, first);
        Fouls.feesAtEnd(t);
        boolean renchan = wins.stream().anyMatch(w -> w.winner() == t.dealer);
        Rotation.advance(t, renchan, true, false);
    }

    /** The riichi sticks are paid by {@link RiichiPayments}; the penalty deposits go to the same winner. */
    private static void takeDeposits(Table t, int winner) {
        t.riichiSticks = 0;
        if (t.penaltyDeposits > 0) {
            t.pay(new Payment(Payment.TABLE, winner, t.penaltyDeposits, "penalty deposits"));
            t.penaltyDeposits = 0;
        }
    }

    /**
     * An exhaustive draw: CH@draw chombo; else the keeper's recognised tenpai and nagashi seats (the dead hand's, the
     * reported flags) settled by {@link Exhaustive} (nagashi mangan in seat order from the dealer, or the noten
     * payments); then the next hand.
     */
    static void draw(Table t, Report.Draw r) {
        Set<Integer> tenpai = new HashSet<>(r.tenpai());
        boolean deadHandTenpai = Penalties.setting(t.rules, "7-09-05", Effect.DeadHandAtDraw.class).tenpai();
        for (int seat = 0; seat < t.players; seat++) {
            if (t.has(seat, SeatFlag.DEAD_HAND) && !deadHandTenpai && tenpai.remove(seat)) {
                t.note(NoteKind.DEAD_NOTEN, "seat", seat);
            }
            if (t.has(seat, SeatFlag.NO_WIN) && tenpai.remove(seat)) {
                t.note(NoteKind.NO_WIN_NOTEN, "seat", seat);
            }
            if (t.has(seat, SeatFlag.NOTEN_AT_DRAW) && tenpai.remove(seat)) {
                t.note(NoteKind.COUNTS_NOTEN, "seat", seat);
            }
            if (t.has(seat, SeatFlag.TENPAI_AT_DRAW) && tenpai.add(seat)) {
                t.note(NoteKind.COUNTS_TENPAI, "seat", seat);
            }
        }
        for (int seat : Seats.from(t.dealer, t.players)) {
            boolean noten = !r.tenpai().contains(seat) || t.has(seat, SeatFlag.RIICHI_COUNTS_NOTEN);
            if (t.riichi.contains(seat) && noten && !t.has(seat, SeatFlag.DEAD_HAND)
                    && !t.has(seat, SeatFlag.CHOMBO_AT_DRAW) && !t.has(seat, SeatFlag.NOTEN_RIICHI_REPORTED)) {
                t.note(t.has(seat, SeatFlag.RIICHI_COUNTS_NOTEN) ? NoteKind.RIICHI_COUNTS_NOTEN : NoteKind.NOTEN_RIICHI, "seat", seat);
                t.flag(seat, SeatFlag.NOTEN_RIICHI_REPORTED);
                int hand = t.hand;
                Fouls.report(t, "7-05-07", seat, Facts.NONE, false);
                if (ended(t, hand)) {
                    return;
                }
            }
        }
        List<Integer> chombo = new ArrayList<>();
        for (int seat : Seats.from(t.dealer, t.players)) {
            if (t.has(seat, SeatFlag.CHOMBO_AT_DRAW)) {
                chombo.add(seat);
            }
        }
        if (!chombo.isEmpty()) {
            t.note(NoteKind.CHOMBO_AT_DRAW, "seats", chombo);
            Fouls.chomboEnd(t, chombo, Facts.NONE);
            return;
        }
        List<Integer> nagashi = nagashi(t, r.nagashi());
        Exhaustive.Settled settled = Exhaustive.settle(t.rules, t.round, t.dealer, t.honba, t.riichiSticks, tenpai, nagashi);
        switch (settled.kind()) {
            case NOTEN -> notenPayments(t, tenpai, settled.transfers());
            case NAGASHI -> {
                t.payAll(Payment.of(settled.transfers()));
                nagashi.forEach(seat -> t.note(NoteKind.NAGASHI_PAID, "seat", seat));
            }
            case NAGASHI_AS_WIN -> {
                t.payAll(Payment.of(settled.transfers()));
                nagashi.forEach(seat -> t.note(NoteKind.NAGASHI_AS_WIN, "seat", seat));
                takeDeposits(t, nagashi.get(0));
            }
        }
        Fouls.feesAtEnd(t);
        Rotation.advance(t, settled.renchan(), settled.won(), !settled.won());
    }

    /** Whether the hand numbered {@code hand} has ended (a chombo or redeal deals a new one, or the game ended). */
    private static boolean ended(Table t, int hand) {
        return t.hand != hand || t.phase != KeepState.Phase.PLAYING;
    }

    private static List<Integer> nagashi(Table t, Set<Integer> reported) {
        List<Integer> out = new ArrayList<>();
        if (reported.isEmpty()) {
            return out;
        }
        if (t.rules.get(RiichiRules.NAGASHI_MANGAN).equals("off")) {
            t.note(NoteKind.NAGASHI_OFF);
            return out;
        }
        boolean deadRecognised = Penalties.setting(t.rules, "7-09-06", Effect.DeadHandNagashi.class).recognised();
        for (int seat : Seats.from(t.dealer, t.players)) {
            if (!reported.contains(seat)) {
                continue;
            }
            if (t.has(seat, SeatFlag.DEAD_HAND) && !deadRecognised) {
                t.note(NoteKind.NAGASHI_DEAD, "seat", seat);
            } else {
                out.add(seat);
            }
        }
        return out;
    }

    /**
     * 不聴罰符: the noten players pay the tenpai players {@code riichi.notenPenalty} in all ({@code transfers}, from
     * {@link Exhaustive}); noted when all or nobody is tenpai.
     */
    private static void notenPayments(Table t, Set<Integer> tenpai, List<Transfer<Reason>> transfers) {
        int k = tenpai.size();
        if (k == 0 || k == t.players) {
            t.note(k == 0 ? NoteKind.ALL_NOTEN : NoteKind.ALL_TENPAI);
            return;
        }
        for (Transfer<Reason> tr : transfers) {
            t.pay(new Payment(tr.from(), tr.to(), tr.points(), "noten"));
        }
    }

    /** An abortive draw: nobody pays; the deposits stay; renchan per {@code riichi.abortiveRenchan}. */
    static void abortive(Table t, Report.Abortive r) {
        var rules = t.rules;
        boolean any = !rules.get(RiichiRules.ABORTIVE_KYUUSHU).equals("off") || rules.get(RiichiRules.ABORTIVE_SUUFON_RENDA)
                || rules.get(RiichiRules.ABORTIVE_SUUCHA_RIICHI) || rules.get(RiichiRules.ABORTIVE_SUUKAIKAN)
                || rules.get(RiichiRules.ABORTIVE_SANCHAHOU);
        if (!any) {
            throw new KeepException("type", "these rules have no abortive draws (riichi.abortive.* are all off)");
        }
        if (r.kind().isEmpty()) {
            t.note(NoteKind.ABORTIVE);
        } else {
            t.note(NoteKind.ABORTIVE_KIND, "kind", r.kind());
        }
        Fouls.feesAtEnd(t);
        Rotation.advance(t, rules.get(RiichiRules.ABORTIVE_RENCHAN), false, false);
    }
}
