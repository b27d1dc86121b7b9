package org.jantaku.riichi.scoring;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Scores a won Riichi hand under a rule set: every reading of the hand and every place the winning
 * tile can take in it is valued, and the reading paid most is kept (ties: more han, then more fu).
 *
 * <p>Thread-safe: it holds only the options; each call works in its own small buffers. The standard
 * readings come from per-suit tables ({@link StandardReadings}) as bit masks, the common yaku are
 * found once per hand, and only the chosen reading is turned into a {@link HandScore}.
 */
public final class RiichiScorer {
    private final RuleSet rules;
    private final RiichiOptions options;

    public RiichiScorer(RuleSet rules) {
        if (rules.catalog() != RiichiRules.CATALOG) {
            throw new IllegalArgumentException("a Riichi scorer needs Riichi rules, not " + rules.catalog().name());
        }
        this.rules = rules;
        this.options = RiichiOptions.of(rules);
    }

    public RuleSet rules() {
        return rules;
    }

    /**
     * Scores a hand, or says why it cannot be scored. The thread's last answer is kept: a game asks
     * for the same hand twice when a ron needs a yaku to be offered (scored as the claim is listed,
     * then as it is made), and the second ask costs one {@code equals} (the winning tile compared
     * first, which tells most other hands apart).
     */
    public ScoreOutcome score(WinRequest request) {
        Search search = SEARCH.get();
        WinRequest last = search.lastRequest;
        if (search.lastScorer == this && request.winTile().equals(last.winTile()) && request.equals(last)) {
            return search.lastOutcome;
        }
        ScoreOutcome outcome = score(request, search);
        search.lastScorer = this;
        search.lastRequest = request;
        search.lastOutcome = outcome;
        return outcome;
    }

    private ScoreOutcome score(WinRequest request, Search search) {
        Optional<ScoreOutcome.Rejected> invalid = Validation.check(request, options);
        if (invalid.isPresent()) {
            return invalid.get();
        }
        WinSituation s = request.situation();
        if (s.nagashiMangan()) {
            // 流し満貫 is paid as a mangan self-draw, whatever the request says about tsumo; as a draw
            // payment it takes no honba and leaves the sticks on the table.
            HandScore nagashi = new HandScore(List.of(new YakuHan(Yaku.NAGASHI_MANGAN, 5)), 5, 30, 0, Limit.MANGAN, 2000,
                    List.of());
            boolean asWin = "asWin".equals(options.nagashiMangan());
            return new ScoreOutcome.Scored(nagashi, Cost.of(2000, s.dealer(), true, asWin ? request.honba() : 0,
                    asWin ? request.riichiSticks() : 0, options.honbaValue(), options.riichiDeposit()));
        }
        search.load(options, request);
        WinFacts facts = search.f;
        search.complete = StandardReadings.visit(facts, search.reading, search.visitor);
        if (facts.sevenPairs()) {
            search.sevenPairs();
        }
        if (facts.thirteenOrphans()) {
            search.thirteenOrphans();
        }
        if (!search.complete) {
            return NOT_WINNING;
        }
        if (!search.found) {
            return NO_YAKU;
        }
        return scored(search.score(), request);
    }

    /**
     * Base points (基本点) of a hand given by its han and fu, as a table reports it: the limits,
     * kiriage and counted yakuman of this rule set apply. Fu are 20, 25 or 30 to 110 in tens; from 5 han
     * they do not matter.
     *
     * @throws IllegalArgumentException for a han below 1 or impossible fu
     */
    public int basePoints(int han, int fu) {
        if (han < 1) {
            throw new IllegalArgumentException("han must be at least 1, not " + han);
        }
        if (han < 5 && !(fu == 20 || fu == 25 || (fu >= 30 && fu <= 110 && fu % 10 == 0))) {
            throw new IllegalArgumentException("fu must be 20, 25 or 30-110 in tens, not " + fu);
        }
        return Points.base(han, han < 5 ? fu : 30, options);
    }

    private ScoreOutcome scored(HandScore score, WinRequest request) {
        WinSituation s = request.situation();
        Cost cost = Cost.of(score.basePoints(), s.dealer(), s.tsumo(), request.honba(), request.riichiSticks(),
                options.honbaValue(), options.riichiDeposit());
        return new ScoreOutcome.Scored(score, cost);
    }

    private static final ScoreOutcome.Rejected NOT_WINNING = new ScoreOutcome.Rejected("hand_not_winning", "");
    private static final ScoreOutcome.Rejected NO_YAKU = new ScoreOutcome.Rejected("no_yaku", "");

    /** One search workspace per thread, reused from hand to hand. */
    private static final ThreadLocal<Search> SEARCH = ThreadLocal.withInitial(Search::new);

    /** The search over readings and placements of one hand, keeping the best. */
    private static final class Search {
        final WinFacts f = new WinFacts();
        final Reading reading = new Reading();
        final StandardReadings.Visitor visitor = this::placements;
        private RiichiOptions options;
        private final Dora dora = new Dora();
        /** The hand being scored (kept until the next one), for counting its dora on demand. */
        private WinRequest request;
        private boolean doraCounted;
        /** Scratch for the chosen reading's yaku list (at most every yaku and the three dora kinds). */
        private final YakuHan[] yaku = new YakuHan[64];
        private Candidate current = new Candidate();
        private Candidate best = new Candidate();
        boolean complete;
        boolean found;
        private int bestPoints;
        private int bestHan;
        private int bestBase;
        /**
         * The last hand scored on this thread, by which scorer, and its outcome ({@link #score(WinRequest)}):
         * null until the first, then all three set together.
         */
        RiichiScorer lastScorer;
        WinRequest lastRequest;
        ScoreOutcome lastOutcome;

        void load(RiichiOptions options, WinRequest request) {
            this.options = options;
            f.load(options, request);
            this.request = request;
            doraCounted = false;
            complete = false;
            found = false;
        }

        /**
         * Evaluates each distinct place of the winning tile in a reading: the pair, a run holding it
         * (identical runs are one place), its triplet; in kind order, so ties keep the first.
         */
        void placements(Reading r) {
            int win = f.winKind;
            if (r.pair == win) {
                evaluate(r, WaitShape.TANKI);
            }
            for (int first : RunCounts.holding(win)) {
                if (RunCounts.at(r.runs, first) > 0) {
                    evaluate(r, YakuEvaluator.runWait(first, win));
                }
            }
            if ((r.triplets >>> win & 1) != 0) {
                evaluate(r, WaitShape.SHANPON);
            }
        }

        private void evaluate(Reading r, WaitShape wait) {
            current.copyYaku(f.common);
            YakuEvaluator.standard(current, r, wait, f);
            if (offer()) {
                best.reading.copyFrom(r);
            }
        }

        void sevenPairs() {
            complete = true;
            current.copyYaku(f.common);
            YakuEvaluator.sevenPairs(current, f);
            offer();
        }

        void thirteenOrphans() {
            complete = true;
            current.copyYaku(f.common);
            YakuEvaluator.thirteenOrphans(current, f);
            offer();
        }

        /**
         * The hand's dora, counted when a reading first has yaku: the same for every reading, and
         * a hand without yaku is not paid whatever its dora.
         */
        private Dora dora() {
            if (!doraCounted) {
                dora.count(request, f);
                doraCounted = true;
            }
            return dora;
        }

        /** Keeps {@link #current} if it beats the best so far; returns whether it did. */
        private boolean offer() {
            Candidate c = current;
            int yakuman = c.yakumanValue(options);
            int han;
            int base;
            if (yakuman > 0) {
                han = 13 * yakuman;
                base = 8000 * yakuman;
            } else {
                boolean hasYaku = c.yakuHan >= options.minHan();
                han = hasYaku ? c.yakuHan + dora().total() : 0;
                base = hasYaku ? Points.base(han, c.fu, options) : 0;
                if (f.situation.renhou() && "manganFixed".equals(options.renhou()) && base < 2000) {
                    // 人和 as a fixed mangan: the hand is worth a mangan unless its own value is higher.
                    c.renhouMangan = true;
                    han = 5;
                    base = 2000;
                } else if (!hasYaku) {
                    return false;
                }
            }
            int points = Cost.handPoints(base, f.dealer, f.tsumo);
            if (found && !better(points, yakuman, han, c.fu)) {
                return false;
            }
            found = true;
            bestPoints = points;
            bestHan = han;
            bestBase = base;
            current = best;
            best = c;
            return true;
        }

        /**
         * Whether a reading beats the best so far: more points; on equal points a true yakuman
         * over a counted one, then more han, then more fu.
         */
        private boolean better(int points, int yakuman, int han, int fu) {
            if (points != bestPoints) {
                return points > bestPoints;
            }
            int bestYakuman = best.yakumanValue(options);
            if (yakuman != bestYakuman) {
                return yakuman > bestYakuman;
            }
            return han != bestHan ? han > bestHan : fu > best.fu;
        }

        /** The best reading as a score. */
        HandScore score() {
            Candidate c = best;
            int yakuman = c.yakumanValue(options);
            if (yakuman > 0) {
                return new HandScore(yakumanList(c), bestHan, 0, yakuman, Limit.YAKUMAN, bestBase, List.of());
            }
            if (c.renhouMangan) {
                return new HandScore(List.of(new YakuHan(Yaku.RENHOU, 5)), 5, c.fu, 0, Limit.MANGAN, 2000, List.of());
            }
            int n = 0;
            for (long m = c.mask & Candidate.ORDINARY_MASK; m != 0; m &= m - 1) {
                Yaku y = Candidate.yaku(Long.numberOfTrailingZeros(m));
                yaku[n++] = YakuHan.of(y, c.han(y, f.closed, options));
            }
            n = dora().addTo(yaku, n);
            return new HandScore(YakuList.of(yaku, n), bestHan, c.fu, 0, Points.limit(bestHan, c.fu, options), bestBase,
                    new FuBreakdown(c, f));
        }

        /** The yakuman of a yakuman reading at 13 han each; without stacking only the largest. */
        private List<YakuHan> yakumanList(Candidate c) {
            int n = 0;
            YakuHan top = null;
            for (long m = c.mask & Candidate.YAKUMAN_MASK; m != 0; m &= m - 1) {
                Yaku y = Candidate.yaku(Long.numberOfTrailingZeros(m));
                yaku[n] = YakuHan.of(y, 13 * c.han(y, f.closed, options));
                top = top == null || yaku[n].han() > top.han() ? yaku[n] : top;
                n++;
            }
            return options.stacking() ? YakuList.of(yaku, n) : List.of(top);
        }
    }
}
