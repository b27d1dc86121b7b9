package org.jantaku.riichi.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.analysis.Decomposition;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Scores a won Riichi hand under a rule set: every reading of the hand and every place the winning
 * tile can take in it is valued, and the reading paid most is kept (ties: more han, then more fu).
 * Thread-safe; holds only the options.
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

    /** Scores a hand, or says why it cannot be scored. */
    public ScoreOutcome score(WinRequest request) {
        Optional<ScoreOutcome.Rejected> invalid = Validation.check(request, options);
        if (invalid.isPresent()) {
            return invalid.get();
        }
        WinFacts facts = new WinFacts(options, request);
        WinSituation s = request.situation();
        if (s.nagashiMangan()) {
            return scored(new HandScore(List.of(new YakuHan(Yaku.NAGASHI_MANGAN, 5)), 5, 30, 0, Limit.MANGAN, 2000, List.of()), s,
                    request);
        }
        Hand hand = request.hand();
        List<Decomposition> readings = Decomposer.all(facts.concealed, hand.melds(), options.chiitoiFourOfKind());
        if (readings.isEmpty()) {
            return new ScoreOutcome.Rejected("hand_not_winning", "");
        }
        Dora dora = Dora.count(request, options);
        Best best = new Best();
        for (Decomposition d : readings) {
            switch (d) {
                case Decomposition.Standard std -> standard(std, facts, dora, best);
                case Decomposition.SevenPairs ignored -> {
                    Candidate c = new Candidate();
                    YakuEvaluator.sevenPairs(c, facts);
                    best.offer(c, facts, dora);
                }
                case Decomposition.ThirteenOrphans ignored -> {
                    Candidate c = new Candidate();
                    YakuEvaluator.thirteenOrphans(c, facts);
                    best.offer(c, facts, dora);
                }
            }
        }
        if (best.score == null) {
            return new ScoreOutcome.Rejected("no_yaku", "");
        }
        HandScore score = best.score;
        if (score.yakumanMultiplier() == 0) {
            score = new HandScore(score.yaku(), score.han(), score.fu(), 0, score.limit(), score.basePoints(),
                    YakuEvaluator.fuParts(best.candidate, facts));
        }
        return scored(score, s, request);
    }

    private ScoreOutcome scored(HandScore score, WinSituation s, WinRequest request) {
        Cost cost = Cost.of(score.basePoints(), s.dealer(), s.tsumo(), request.honba(), request.riichiSticks(),
                options.honbaValue(), options.riichiDeposit());
        return new ScoreOutcome.Scored(score, cost);
    }

    /** Every placement of the winning tile in a standard reading. */
    private static void standard(Decomposition.Standard d, WinFacts f, Dora dora, Best best) {
        Shape sh = Shape.of(d);
        int win = f.winKind;
        if (sh.pair == win) {
            Candidate c = new Candidate();
            YakuEvaluator.standard(c, sh, WaitShape.TANKI, -1, f);
            best.offer(c, f, dora);
        }
        for (int i = sh.firstConcealed; i < 4; i++) {
            if (!sh.contains(i, win) || sameAsEarlier(sh, i)) {
                continue;
            }
            WaitShape wait = sh.isRun(i) ? YakuEvaluator.runWait(sh.kind[i], win) : WaitShape.SHANPON;
            Candidate c = new Candidate();
            YakuEvaluator.standard(c, sh, wait, i, f);
            best.offer(c, f, dora);
        }
    }

    /** Whether an identical concealed set comes before {@code i} (same placement, same value). */
    private static boolean sameAsEarlier(Shape sh, int i) {
        for (int j = sh.firstConcealed; j < i; j++) {
            if (sh.kind[j] == sh.kind[i] && sh.type[j] == sh.type[i]) {
                return true;
            }
        }
        return false;
    }

    /** The best reading so far. */
    private final class Best {
        HandScore score;
        Candidate candidate;
        int points;

        void offer(Candidate c, WinFacts f, Dora dora) {
            HandScore s = finish(c, dora);
            if (s == null) {
                return;
            }
            int p = Cost.of(s.basePoints(), f.situation.dealer(), f.tsumo, 0, 0, 0, 0).handPoints(f.situation.dealer(), f.tsumo);
            if (score == null || p > points || (p == points && (s.han() > score.han()
                    || (s.han() == score.han() && s.fu() > score.fu())))) {
                score = s;
                candidate = c;
                points = p;
            }
        }

        /** The score of a reading, or null when it has no yaku. */
        private HandScore finish(Candidate c, Dora dora) {
            int yakuman = c.yakumanTotal(options.stacking());
            List<YakuHan> list = new ArrayList<>();
            if (yakuman > 0) {
                for (Yaku y : Yaku.values()) {
                    if (y.isYakuman() && c.has(y)) {
                        list.add(new YakuHan(y, 13 * c.han[y.ordinal()]));
                    }
                }
                if (!options.stacking()) {
                    YakuHan top = list.stream().max((a, b) -> Integer.compare(a.han(), b.han())).orElseThrow();
                    list = List.of(top);
                }
                return new HandScore(list, 13 * yakuman, 0, yakuman, Limit.YAKUMAN, 8000 * yakuman, List.of());
            }
            int yakuHan = c.yakuHan();
            if (yakuHan < options.minHan()) {
                return null;
            }
            for (Yaku y : Yaku.values()) {
                if (!y.isYakuman() && !y.isDora() && c.has(y)) {
                    list.add(new YakuHan(y, c.han[y.ordinal()]));
                }
            }
            dora.addTo(list);
            int han = yakuHan + dora.total();
            Limit limit = Points.limit(han, c.fu, options);
            return new HandScore(list, han, c.fu, 0, limit, Points.base(han, c.fu, options), List.of());
        }
    }

    /** Kans in a hand's melds. */
    static int kans(Hand hand) {
        int n = 0;
        for (Meld m : hand.melds()) {
            n += m.isKan() ? 1 : 0;
        }
        return n;
    }

    /** Whether a tile is among the concealed tiles. */
    static boolean holds(Hand hand, Tile t) {
        return hand.concealed().contains(t);
    }
}
