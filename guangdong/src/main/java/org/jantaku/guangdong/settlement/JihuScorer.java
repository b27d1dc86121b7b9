package org.jantaku.guangdong.settlement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Reading;
import org.jantaku.core.analysis.Readings;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * 鸡胡 fan of one winner (spec A3, A4, 七): the best reading's value. Hands beyond the cap (清一色 and
 * up) are worth their fixed fan, the highest that applies, with no additions; a hand within the cap
 * takes its highest pattern (鸡胡 0, 平胡 1, 碰碰胡 2, 混一色 2) plus the additions, capped at 3, and
 * is raised to 3 by 一炮三响, 杠上开花, 杠上开花包杠, 抢杠胡, 海底捞月 (and 一炮双响 with
 * {@code gd.jh.doubleRonMin3}).
 */
final class JihuScorer {
    private static final int CAP = 3;

    private JihuScorer() {
    }

    /**
     * @param hand the winner's hand read (complete)
     * @param winners how many players won on the same discard (for 一炮三响 / 一炮双响)
     */
    static WinScore score(RuleSet rules, HandEnd end, WinInput w, Readings.Hand hand, int winners) {
        boolean nineGates = isNineGates(w.counts(), end.melds().get(w.seat()));
        return hand.readings().stream()
                .map(r -> evaluate(rules, end, w, r, hand.tiles(), nineGates, winners))
                .max(Comparator.comparingInt(WinScore::fan))
                .orElseThrow();
    }

    private static WinScore evaluate(RuleSet rules, HandEnd end, WinInput w, Reading r, Readings.Tiles tiles,
            boolean nineGates, int winners) {
        Optional<Fan> beyond = beyondCap(r, tiles, nineGates, w.special());
        if (beyond.isPresent()) {
            int fan = beyond.get().fan();
            return new WinScore(w.seat(), List.of(beyond.get()), List.of(), fan, fan, Optional.empty(), value(rules, fan));
        }
        Fan pattern = r.shape() == Reading.Shape.SEVEN_PAIRS ? Fan.QIDUI : Fan.JIHU;
        if (r.allRuns()) {
            pattern = Fan.PINGHU;
        }
        if (r.allTriplets()) {
            pattern = Fan.PENGPENGHU;
        }
        if (tiles.halfFlush()) {
            pattern = Fan.HUNYISE;
        }
        List<Fan> adds = additions(rules, end, w, r);
        int raw = pattern.fan() + adds.stream().mapToInt(Fan::fan).sum();
        int fan = Math.min(raw, CAP);
        Optional<Fan> minimum = minimum(rules, w, winners);
        if (minimum.isPresent() && fan < CAP) {
            fan = CAP;
        } else {
            minimum = Optional.empty();
        }
        return new WinScore(w.seat(), List.of(pattern), adds, raw, fan, minimum, value(rules, fan));
    }

    /** The highest pattern beyond the cap, if any (they never stack). */
    private static Optional<Fan> beyondCap(Reading r, Readings.Tiles tiles, boolean nineGates, Special special) {
        List<Fan> found = new ArrayList<>();
        switch (special) {
            case TIANHE -> found.add(Fan.TIANHE);
            case DIHE -> found.add(Fan.DIHE);
            case RENHE -> found.add(Fan.RENHE);
            case NONE -> { }
        }
        if (r.shape() == Reading.Shape.THIRTEEN_ORPHANS) {
            found.add(Fan.SHISANYAO);
        }
        if (nineGates) {
            found.add(Fan.JIULIANBAODENG);
        }
        if (tiles.allHonors()) {
            found.add(Fan.ZIYISE);
        }
        if (tiles.fullFlush()) {
            found.add(r.allTriplets() ? Fan.QINGPENG : Fan.QINGYISE);
        }
        if (tiles.halfFlush() && r.allTriplets()) {
            found.add(Fan.HUNPENG);
        }
        if (r.allTriplets() && !tiles.simples() && tiles.terminals()) {
            found.add(tiles.honors() ? Fan.HUNYAOJIU : Fan.QINGYAOJIU);
        }
        if (r.bigThreeDragons()) {
            found.add(Fan.DASANYUAN);
        } else if (r.littleThreeDragons()) {
            found.add(Fan.XIAOSANYUAN);
        }
        if (r.bigFourWinds()) {
            found.add(Fan.DASIXI);
        } else if (r.littleFourWinds()) {
            found.add(Fan.XIAOSIXI);
        }
        return found.stream().max(Comparator.comparingInt(Fan::fan));
    }

    private static List<Fan> additions(RuleSet rules, HandEnd end, WinInput w, Reading r) {
        List<Fan> adds = new ArrayList<>();
        if (w.way() != WinSource.DISCARD) {
            adds.add(Fan.ZIMO);
        }
        if (r.hasTriplet(Winds.seatWind(rules, w.seat(), end.dealer()).tile())) {
            adds.add(Fan.MENFENG);
        }
        if (r.hasTriplet(end.prevailing())) {
            adds.add(Fan.QUANFENG);
        }
        for (long i = r.tripletsWhere(TileKind::isDragon); i > 0; i--) {
            adds.add(Fan.SANYUANPAI);
        }
        List<Meld> melds = end.melds().get(w.seat());
        long kongs = melds.stream().filter(m -> m.shape().isKong()).count();
        long kongFan = rules.get(GuangdongRules.JH_KONG_FAN).equals("perKong") ? kongs : Math.min(kongs, 1);
        for (long i = 0; i < kongFan; i++) {
            adds.add(Fan.GANG);
        }
        if (w.way() == WinSource.DISCARD && melds.stream().anyMatch(m -> m.shape() == MeldShape.EXPOSED_KONG && m.from() == w.from())) {
            adds.add(Fan.DIANGANG_FANGPAO);
        }
        return adds;
    }

    private static Optional<Fan> minimum(RuleSet rules, WinInput w, int winners) {
        return switch (w.way()) {
            case REPLACEMENT_DRAW -> Optional.of(w.from() == w.seat() ? Fan.GANGSHANGKAIHUA : Fan.GANGSHANGKAIHUA_BAOGANG);
            case ROBBED_KONG -> Optional.of(Fan.QIANGGANGHU);
            case SELF_DRAW -> w.lastTile() ? Optional.of(Fan.HAIDILAOYUE) : Optional.empty();
            case DISCARD, DISCARD_AFTER_KONG -> winners >= 3 ? Optional.of(Fan.YIPAOSANXIANG)
                    : winners == 2 && rules.get(GuangdongRules.JH_DOUBLE_RON_MIN3) ? Optional.of(Fan.YIPAOSHUANGXIANG)
                    : Optional.empty();
        };
    }

    /** 2^fan (power) or fan (fanCount). */
    static int value(RuleSet rules, int fan) {
        return rules.get(GuangdongRules.JH_VALUE).equals("power") ? 1 << fan : fan;
    }

    /** 九莲宝灯: concealed 1112345678999 of one suit plus one more of it, no melds. */
    private static boolean isNineGates(int[] concealed, List<Meld> melds) {
        if (!melds.isEmpty()) {
            return false;
        }
        for (int suit = 0; suit < 3; suit++) {
            int base = suit * 9;
            int inSuit = 0;
            boolean ok = concealed[base] >= 3 && concealed[base + 8] >= 3;
            for (int i = 0; i < 9; i++) {
                inSuit += concealed[base + i];
                ok &= concealed[base + i] >= 1;
            }
            if (ok && inSuit == 14) {
                return true;
            }
        }
        return false;
    }
}
