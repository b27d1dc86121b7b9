package org.jantaku.guizhou.settlement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.Payments;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * The settlement of one hand (spec §11), as a list of transfers with reasons: A 胡 (hand value,
 * 报听, 杀报, 连庄, 热炮, 杠上花, 抢杠), B 豆, C 鸡 (hand chickens, 冲锋鸡, 责任鸡, 包鸡), with 烧光 taking
 * the burned seat's receipts in B and C; or, at 黄庄, 查叫. Pure: the game and the table-side
 * settler call the same code. The hand end is assumed valid (winners complete, wins allowed); the
 * table-side settler checks that first.
 */
public final class HandSettlement {
    private static final int BAOTING = 10;

    private final RuleSet rules;
    private final HandEnd end;
    private final Payments<Reason> out = new Payments<>(4);
    private final boolean[] jiao = new boolean[4];
    private final boolean[] burned = new boolean[4];

    private HandSettlement(RuleSet rules, HandEnd end) {
        this.rules = rules;
        this.end = end;
    }

    /** Settles a hand. */
    public static Settlement settle(RuleSet rules, HandEnd end) {
        return new HandSettlement(rules, end).run();
    }

    private Settlement run() {
        for (int s = 0; s < 4; s++) {
            SeatEnd seat = end.seats().get(s);
            jiao[s] = end.won(s) || seat.concealed().isPresent() && sizeOf(seat) == 13
                    && Shapes.isReady(seat.concealedCounts(), seat.melds());
        }
        Set<Integer> ready = new HashSet<>();
        for (int s = 0; s < 4; s++) {
            if (jiao[s]) {
                ready.add(s);
            }
        }
        if (end.exhausted()) {
            List<Settlement.ReadyValue> values = chajiao();
            int next = end.dealer();
            int streak = rules.get(GuizhouRules.STREAK_ON_DRAW) ? end.streak() + 1 : end.streak();
            return new Settlement(List.of(), ready, Set.of(), Optional.empty(), values, out.list(), next, streak);
        }
        for (Win w : end.wins()) {
            if (w.way() == WinSource.DISCARD_AFTER_KONG || w.way() == WinSource.ROBBED_KONG) {
                burned[w.from()] = true;
            }
        }
        List<Settlement.ScoredWin> scored = new ArrayList<>();
        for (Win w : end.wins()) {
            SeatEnd seat = end.seats().get(w.seat());
            Pattern p = Shapes.pattern(seat.concealedCounts(), seat.melds(), rules).orElseThrow(
                    () -> new IllegalArgumentException("seat " + w.seat() + "'s hand is not a winning hand"));
            scored.add(new Settlement.ScoredWin(w, p, p.value(rules)));
            hu(w, p, p.value(rules));
        }
        dou();
        Chickens chickens = Chickens.of(rules, end.flip());
        chickens(chickens);
        Set<Integer> burnedSeats = new HashSet<>();
        for (int s = 0; s < 4; s++) {
            if (burned[s]) {
                burnedSeats.add(s);
            }
        }
        int next = nextDealer();
        int streak = next == end.dealer() ? end.streak() + 1 : 1;
        return new Settlement(scored, ready, burnedSeats, Optional.of(chickens), List.of(), out.list(), next, streak);
    }

    private static int sizeOf(SeatEnd seat) {
        return seat.concealed().map(List::size).orElse(0) + 3 * seat.melds().size();
    }

    /** 连庄 between a winner (or ready seat) and a payer: L when either is the dealer [seed §四(五)1-3]. */
    private int streakShare(int winner, int payer) {
        return winner == end.dealer() || payer == end.dealer() ? end.streak() : 0;
    }

    private boolean baoting(int seat) {
        return end.seats().get(seat).baoting();
    }

    // A: 胡
    private void hu(Win w, Pattern pattern, int h) {
        int seat = w.seat();
        int bt = baoting(seat) ? BAOTING : 0;
        switch (w.way()) {
            case SELF_DRAW, REPLACEMENT_DRAW -> {
                for (int p = 0; p < 4; p++) {
                    if (p == seat) {
                        continue;
                    }
                    out.pay(p, seat, h, Reason.HU);
                    out.pay(p, seat, bt, Reason.BAOTING);
                    out.pay(p, seat, baoting(p) ? BAOTING : 0, Reason.SHABAO);
                    out.pay(p, seat, streakShare(seat, p), Reason.LIANZHUANG);
                    out.pay(p, seat, w.way() == WinSource.REPLACEMENT_DRAW ? 1 : 0, Reason.GANGSHANGHUA);
                    out.pay(p, seat, rules.get(GuizhouRules.SELF_DRAW_BONUS) ? 1 : 0, Reason.ZIMO);
                    boolean seedSeven = rules.get(GuizhouRules.DEALER_DADUI_SELF_DRAW).equals("seed")
                            && seat != end.dealer() && p == end.dealer() && pattern == Pattern.DA_DUI_ZI;
                    out.pay(p, seat, seedSeven ? 1 : 0, Reason.DEALER_EXTRA);
                }
            }
            case DISCARD, DISCARD_AFTER_KONG -> {
                int d = w.from();
                out.pay(d, seat, h, Reason.HU);
                out.pay(d, seat, bt, Reason.BAOTING);
                out.pay(d, seat, baoting(d) ? BAOTING : 0, Reason.SHABAO);
                out.pay(d, seat, streakShare(seat, d), Reason.LIANZHUANG);
                out.pay(d, seat, w.way() == WinSource.DISCARD_AFTER_KONG ? 1 : 0, Reason.REPAO);
            }
            case ROBBED_KONG -> {
                int r = w.from();
                int streak = 0;
                for (int p = 0; p < 4; p++) {
                    streak += p == seat ? 0 : streakShare(seat, p);
                }
                boolean triple = rules.get(GuizhouRules.QIANGGANG_BAOTING).equals("triple");
                out.pay(r, seat, 3 * h, Reason.HU);
                out.pay(r, seat, triple ? 3 * bt : bt, Reason.BAOTING);
                out.pay(r, seat, baoting(r) ? BAOTING : 0, Reason.SHABAO);
                out.pay(r, seat, streak, Reason.LIANZHUANG);
                out.pay(r, seat, rules.get(GuizhouRules.SELF_DRAW_BONUS) ? 3 : 0, Reason.ZIMO);
            }
        }
    }

    // B: 豆
    private void dou() {
        boolean needJiao = rules.get(GuizhouRules.DOU_REQUIRES_JIAO);
        boolean kongerPays = rules.get(GuizhouRules.DIANDOU_PAYER).equals("konger");
        for (int k = 0; k < 4; k++) {
            if (needJiao && !jiao[k] || burned[k]) {
                continue;
            }
            for (Meld m : end.seats().get(k).melds()) {
                if (!Shapes.isScoringDou(m)) {
                    continue;
                }
                switch (m.shape()) {
                    case EXPOSED_KONG -> {
                        if (!kongerPays) {
                            out.pay(m.from(), k, 1, Reason.DIANDOU);
                        } else if (!burned[m.from()]) {
                            out.pay(k, m.from(), 1, Reason.DIANDOU);
                        }
                    }
                    case CONCEALED_KONG -> out.fromEachOther(k, 2, Reason.MENDOU);
                    case ADDED_KONG -> out.fromEachOther(k, 3, Reason.ZHUANWANDOU);
                    case CHI, PUNG -> { }
                }
            }
        }
    }

    // C: 鸡
    private void chickens(Chickens ch) {
        int[] units = new int[4];
        boolean all = rules.get(GuizhouRules.CHICKEN_SCOPE).equals("all");
        for (int s = 0; s < 4; s++) {
            SeatEnd seat = end.seats().get(s);
            int[] owned = seat.ownedCounts();
            for (int k = 0; k < Shapes.KINDS; k++) {
                units[s] += owned[k] * ch.units(TileKind.of(k));
            }
            if (all) {
                for (TileKind t : seat.discards()) {
                    units[s] += ch.units(t);
                }
            }
        }
        for (int s = 0; s < 4; s++) {
            if (jiao[s] && !burned[s]) {
                out.fromEachOther(s, units[s], Reason.JI);
            }
        }
        if (rules.get(GuizhouRules.BAOJI)) {
            for (int n = 0; n < 4; n++) {
                if (!jiao[n]) {
                    toEachReady(n, units[n], Reason.BAOJI);
                }
            }
        }
        end.firstOneSou().ifPresent(first -> {
            int d = first.discarder();
            if (first.claimer().isEmpty() && rules.get(GuizhouRules.CHONGFENG_JI)) {
                int u = ch.chongfengUnits();
                if (jiao[d]) {
                    if (!burned[d]) {
                        out.fromEachOther(d, u, Reason.CHONGFENGJI);
                    }
                } else {
                    toEachReady(d, u, Reason.CHONGFENGJI);
                }
            }
            first.claimer().filter(c -> rules.get(GuizhouRules.ZEREN_JI)).ifPresent(c -> {
                int u = rules.get(GuizhouRules.ZEREN_UNITS);
                boolean twoWay = rules.get(GuizhouRules.ZEREN_RULE).equals("twoWay");
                if (!twoWay || jiao[c]) {
                    if (!burned[c]) {
                        out.pay(d, c, u, Reason.ZERENJI);
                    }
                } else if (jiao[d] && !burned[d]) {
                    out.pay(c, d, u, Reason.ZERENJI);
                }
            });
        });
    }

    /** A seat without 叫 pays each seat with 叫 (burned seats receive nothing). */
    private void toEachReady(int from, int points, Reason reason) {
        for (int r = 0; r < 4; r++) {
            if (jiao[r] && !burned[r]) {
                out.pay(from, r, points, reason);
            }
        }
    }

    /** 一炮多响: the first winner counted from the discarder's 下家; otherwise the winner. */
    private int nextDealer() {
        return BySeat.firstAfter(end.wins().get(0).from(), end::won).orElseThrow(() -> new IllegalStateException("no winner"));
    }

    // 黄庄查叫
    private List<Settlement.ReadyValue> chajiao() {
        List<Settlement.ReadyValue> values = new ArrayList<>();
        int readyCount = 0;
        for (boolean j : jiao) {
            readyCount += j ? 1 : 0;
        }
        for (int s = 0; s < 4; s++) {
            if (jiao[s]) {
                values.add(readyValue(s));
            }
        }
        if (readyCount == 0 || readyCount == 4) {
            return values;
        }
        for (Settlement.ReadyValue v : values) {
            for (int n = 0; n < 4; n++) {
                if (!jiao[n]) {
                    out.pay(n, v.seat(), v.value(), Reason.CHAJIAO);
                    out.pay(n, v.seat(), streakShare(v.seat(), n), Reason.LIANZHUANG);
                }
            }
        }
        return values;
    }

    /** The 查叫 value of a ready seat: max, min or first over its waits ({@code gz.chajiaoValue}). */
    private Settlement.ReadyValue readyValue(int s) {
        SeatEnd seat = end.seats().get(s);
        int[] c = seat.concealedCounts();
        List<Settlement.ReadyValue> options = new ArrayList<>();
        for (TileKind wait : Shapes.waits(c, seat.melds())) {
            c[wait.index()]++;
            Pattern p = Shapes.pattern(c, seat.melds(), rules).orElseThrow();
            c[wait.index()]--;
            options.add(new Settlement.ReadyValue(s, wait, p, p.value(rules)));
        }
        Comparator<Settlement.ReadyValue> byValue = Comparator.comparingInt(Settlement.ReadyValue::value);
        return switch (rules.get(GuizhouRules.CHAJIAO_VALUE)) {
            case "min" -> options.stream().min(byValue).orElseThrow();
            case "first" -> options.get(0);
            default -> options.stream().max(byValue).orElseThrow();
        };
    }
}
