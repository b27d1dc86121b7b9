package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.rules.RiichiPresets;

/**
 * Compact notation for the hand-worked scoring tables.
 *
 * <ul>
 * <li>rules: {@code tenhou} or {@code score-default}, optionally followed by {@code ;key=value}
 * overrides with the key written without {@code riichi.} (e.g. {@code tenhou;kiriageMangan=true}).
 * <li>melds: space-separated {@code type:tiles} (empty = none).
 * <li>flags: space-separated words: {@code tsumo riichi double open ippatsu rinshan chankan haitei
 * houtei tenhou chiihou renhou nagashi dealer seat=W round=S dora=1m9z ura=2s honba=2 sticks=1}.
 * Without {@code dealer}/{@code seat=} the winner sits South; without {@code round=} it is the East
 * round; without {@code tsumo} it is a ron.
 * <li>yaku: {@code key han, key han, …} (dora kinds included), compared as an exact map.
 * </ul>
 */
final class Scoring {
    private static final Map<String, RiichiScorer> SCORERS = new ConcurrentHashMap<>();

    private Scoring() {
    }

    static RuleSet rules(String spec) {
        String[] parts = spec.strip().split(";");
        RuleSet base = RiichiPresets.byName(parts[0].strip())
                .orElseThrow(() -> new IllegalArgumentException("unknown preset " + parts[0])).rules();
        Map<String, String> overrides = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            overrides.put("riichi." + kv[0].strip(), kv[1].strip());
        }
        return overrides.isEmpty() ? base : base.withText(overrides);
    }

    static RiichiScorer scorer(String spec) {
        return SCORERS.computeIfAbsent(spec == null ? "tenhou" : spec, s -> new RiichiScorer(rules(s)));
    }

    static Hands hands(String hand, String win, String melds, String flags) {
        String[] meldList = melds == null || melds.isBlank() ? new String[0] : melds.strip().split("\\s+");
        Hands h = Hands.of(hand, win, meldList);
        if (flags == null || flags.isBlank()) {
            return h;
        }
        for (String f : flags.strip().split("\\s+")) {
            String[] kv = f.split("=", 2);
            switch (kv[0]) {
                case "tsumo" -> h.tsumo();
                case "riichi" -> h.riichi();
                case "double" -> h.doubleRiichi();
                case "open" -> h.openRiichi();
                case "ippatsu" -> h.ippatsu();
                case "rinshan" -> h.rinshan();
                case "chankan" -> h.chankan();
                case "haitei" -> h.haitei();
                case "houtei" -> h.houtei();
                case "tenhou" -> h.tenhou();
                case "chiihou" -> h.chiihou();
                case "renhou" -> h.renhou();
                case "nagashi" -> h.nagashi();
                case "dealer" -> h.dealer();
                case "seat" -> h.seat(wind(kv[1]));
                case "round" -> h.round(wind(kv[1]));
                case "dora" -> h.dora(kv[1]);
                case "ura" -> h.ura(kv[1]);
                case "honba" -> h.honba(Integer.parseInt(kv[1]));
                case "sticks" -> h.sticks(Integer.parseInt(kv[1]));
                default -> throw new IllegalArgumentException("unknown flag " + f);
            }
        }
        return h;
    }

    private static Wind wind(String w) {
        return switch (w) {
            case "E" -> Wind.EAST;
            case "S" -> Wind.SOUTH;
            case "W" -> Wind.WEST;
            case "N" -> Wind.NORTH;
            default -> throw new IllegalArgumentException("wind " + w);
        };
    }

    static ScoreOutcome score(String rules, String hand, String win, String melds, String flags) {
        return scorer(rules).score(hands(hand, win, melds, flags).request());
    }

    static ScoreOutcome.Scored scored(ScoreOutcome o) {
        assertThat(o).as("scored, not rejected").isInstanceOf(ScoreOutcome.Scored.class);
        return (ScoreOutcome.Scored) o;
    }

    static String code(ScoreOutcome o) {
        assertThat(o).as("rejected, not scored").isInstanceOf(ScoreOutcome.Rejected.class);
        return ((ScoreOutcome.Rejected) o).code();
    }

    /** The yaku of a score as key → han. */
    static Map<String, Integer> yaku(HandScore s) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (YakuHan y : s.yaku()) {
            m.merge(y.yaku().key(), y.han(), Integer::sum);
        }
        return m;
    }

    /** Parses {@code key han, key han}. */
    static Map<String, Integer> yaku(String text) {
        Map<String, Integer> m = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return m;
        }
        for (String item : text.split(",")) {
            String[] p = item.strip().split("\\s+");
            m.put(p[0], Integer.parseInt(p[1]));
        }
        return m;
    }

    /**
     * Checks a scored hand: exact yaku (so a yaku that must be absent is absent), total han, fu
     * (0 for a yakuman), level, and the payments: main, additional and total.
     */
    static ScoreOutcome.Scored assertScore(ScoreOutcome o, String yaku, int han, int fu, String level, int main,
            int additional, int total) {
        ScoreOutcome.Scored s = scored(o);
        HandScore h = s.score();
        assertThat(yaku(h)).as("yaku").isEqualTo(yaku(yaku));
        assertThat(h.han()).as("han").isEqualTo(han);
        assertThat(h.fu()).as("fu").isEqualTo(fu);
        assertThat(h.level()).as("level").isEqualTo(level == null ? "" : level);
        assertThat(s.cost().main()).as("main payment").isEqualTo(main);
        assertThat(s.cost().additional()).as("additional payment").isEqualTo(additional);
        assertThat(s.cost().total()).as("total").isEqualTo(total);
        if (h.yakumanMultiplier() == 0) {
            assertThat(h.fuParts().stream().mapToInt(FuPart::fu).sum()).as("fu lines add up to the fu").isEqualTo(fu);
        }
        return s;
    }
}
