package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.MeldKind;
import org.jantaku.guangdong.settlement.Readings;
import org.jantaku.guangdong.settlement.SetMeld;

/**
 * The legal actions, complete and in a canonical order: in a turn 自摸, 暗杠 (by kind), 加杠 (by
 * kind), then one discard per kind held; in answer to a discard 胡, 碰, 杠, 吃 (by the run's lowest
 * kind), pass; in answer to an added kong 胡 (抢杠), pass.
 */
final class Moves {
    private Moves() {
    }

    static List<GuangdongAction> legal(GuangdongState s, int seat) {
        return switch (s.phase()) {
            case Phase.Turn t -> t.seat() == seat ? turn(s, t) : List.of();
            case Phase.Claims c -> c.answers().get(seat).isPresent() ? List.of() : c.options().get(seat);
            case Phase.Rob r -> r.answers().get(seat).isPresent() ? List.of() : r.options().get(seat);
            case Phase.GameOver o -> List.of();
        };
    }

    private static List<GuangdongAction> turn(GuangdongState s, Phase.Turn t) {
        SeatState me = s.seats().get(t.seat());
        List<GuangdongAction> out = new ArrayList<>();
        int[] counts = me.counts();
        if (!t.afterCall()) {
            if (complete(s.rules(), counts, me.melds())) {
                out.add(new GuangdongAction.SelfDrawWin());
            }
            if (s.liveTilesLeft() > 0) {
                for (TileKind k : TileKind.all()) {
                    if (counts[k.index()] == 4) {
                        out.add(new GuangdongAction.ConcealedKong(k));
                    }
                }
                for (PlayedMeld m : me.melds()) {
                    if (m.meld().type() == MeldKind.PON && counts[m.meld().kind().index()] > 0) {
                        out.add(new GuangdongAction.AddedKong(m.meld().kind()));
                    }
                }
            }
        }
        for (TileKind k : TileKind.all()) {
            if (counts[k.index()] > 0) {
                out.add(new GuangdongAction.Discard(k));
            }
        }
        return out;
    }

    /** Each seat's answers to a discard; empty for a seat with nothing to do but pass. */
    static BySeat<List<GuangdongAction>> claims(GuangdongState s, int discarder, Tile tile) {
        boolean jihu = !GuangdongRules.isTuidaohu(s.rules());
        boolean last = s.liveTilesLeft() == 0;
        TileKind k = tile.kind();
        return BySeat.of(seat -> {
            if (seat == discarder) {
                return List.<GuangdongAction>of();
            }
            SeatState me = s.seats().get(seat);
            List<GuangdongAction> out = new ArrayList<>();
            if (jihu && !me.locked().contains(k) && completeWith(s.rules(), me, k)) {
                out.add(new GuangdongAction.Win());
            }
            int held = me.count(k);
            if (!last && held >= 2) {
                out.add(new GuangdongAction.Pon());
            }
            if (!last && held >= 3 && s.liveTilesLeft() > 0) {
                out.add(new GuangdongAction.Kong());
            }
            if (!last && jihu && seat == (discarder + 1) % 4) {
                for (TileKind low : chiRuns(me, k)) {
                    out.add(new GuangdongAction.Chi(low));
                }
            }
            if (!out.isEmpty()) {
                out.add(new GuangdongAction.Pass());
            }
            return List.copyOf(out);
        });
    }

    /** Each seat's answers to an added kong: 抢杠胡 when the tile completes its hand. */
    static BySeat<List<GuangdongAction>> robs(GuangdongState s, int konger, TileKind k) {
        boolean jihu = !GuangdongRules.isTuidaohu(s.rules());
        return BySeat.of(seat -> {
            SeatState me = s.seats().get(seat);
            if (seat == konger || jihu && me.locked().contains(k) || !completeWith(s.rules(), me, k)) {
                return List.<GuangdongAction>of();
            }
            return List.<GuangdongAction>of(new GuangdongAction.Win(), new GuangdongAction.Pass());
        });
    }

    /** The lowest kinds of the runs a discard of {@code k} completes with two tiles of the hand. */
    static List<TileKind> chiRuns(SeatState me, TileKind k) {
        List<TileKind> out = new ArrayList<>();
        if (k.isHonor()) {
            return out;
        }
        int[] c = me.counts();
        for (int low = k.number() - 2; low <= k.number(); low++) {
            if (low < 1 || low > 7) {
                continue;
            }
            int base = k.index() - k.number() + low;
            boolean ok = true;
            for (int i = base; i < base + 3; i++) {
                ok &= i == k.index() || c[i] > 0;
            }
            if (ok) {
                out.add(TileKind.of(base));
            }
        }
        return out;
    }

    static boolean completeWith(RuleSet rules, SeatState me, TileKind k) {
        int[] c = me.counts();
        c[k.index()]++;
        return complete(rules, c, me.melds());
    }

    /**
     * Whether concealed counts and melds form a winning shape of the rule set (four sets and a pair,
     * 十三幺, and 七对 in 推倒胡 or with {@code gd.jh.qiduiAllowed}): the same shapes as
     * {@link Readings#of}, checked without listing the readings.
     */
    static boolean complete(RuleSet rules, int[] counts, List<PlayedMeld> melds) {
        if (Shanten.standard(counts, melds.size()) < 0) {
            return true;
        }
        if (!melds.isEmpty()) {
            return false;
        }
        boolean tdh = GuangdongRules.isTuidaohu(rules);
        return Decomposer.thirteenOrphansPair(counts) >= 0
                || (tdh || rules.get(GuangdongRules.JH_QIDUI)) && Decomposer.isSevenPairs(counts, tdh);
    }

    static List<SetMeld> setMelds(List<PlayedMeld> melds) {
        return melds.stream().map(PlayedMeld::meld).toList();
    }

    static Optional<Integer> none() {
        return Optional.empty();
    }
}
