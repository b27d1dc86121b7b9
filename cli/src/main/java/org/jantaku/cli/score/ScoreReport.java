package org.jantaku.cli.score;

import java.io.PrintWriter;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.scoring.Cost;
import org.jantaku.riichi.scoring.FuPart;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.Limit;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.YakuHan;

/** The human-readable breakdown of a scored hand, in English, Japanese or Chinese. */
final class ScoreReport {
    private final PrintWriter out;
    private final Lang lang;

    ScoreReport(PrintWriter out, Lang lang) {
        this.out = out;
        this.lang = lang;
    }

    private String t(String en, String ja, String zh) {
        return switch (lang) {
            case EN -> en;
            case JA -> ja;
            case ZH -> zh;
        };
    }

    void print(String rulesName, WinRequest r, HandScore s, Cost c) {
        boolean dealer = r.situation().dealer();
        boolean tsumo = r.situation().tsumo();
        out.println(t("Hand", "手牌", "手牌") + ":  " + r.hand() + "   " + t("winning tile", "和了牌", "和牌") + " "
                + r.winTile().mpsz() + " (" + r.winTile().displayName(lang) + "), "
                + (tsumo ? t("tsumo", "ツモ", "自摸") : t("ron", "ロン", "荣和")) + ", "
                + (dealer ? t("dealer", "親", "庄家") : t("non-dealer", "子", "闲家")) + ", "
                + t("seat ", "自風 ", "门风 ") + r.situation().seatWind().displayName(lang) + ", "
                + t("round ", "場風 ", "圈风 ") + r.situation().roundWind().displayName(lang));
        out.println(t("Rules", "ルール", "规则") + ": " + rulesName);
        out.println();
        String hanWord = t("han", "翻", "番");
        int width = 4;
        for (YakuHan y : s.yaku()) {
            width = Math.max(width, displayWidth(y.yaku().displayName(lang)));
        }
        for (FuPart p : s.fuParts()) {
            width = Math.max(width, displayWidth(fuLabel(p)));
        }
        out.println(pad(t("Yaku", "役", "番种"), width + 2) + hanWord);
        for (YakuHan y : s.yaku()) {
            out.println(pad("  " + y.yaku().displayName(lang), width + 2) + String.format("%3d", y.han()));
        }
        out.println();
        if (s.yakumanMultiplier() > 0) {
            out.println(levelName(s) + " (" + s.han() + " " + hanWord + ")");
        } else {
            String level = s.limit() == Limit.NONE ? "" : "  " + levelName(s);
            out.println(s.han() + " " + hanWord + " " + s.fu() + " " + t("fu", "符", "符") + level);
            if (!s.fuParts().isEmpty()) {
                out.println(t("Fu", "符の内訳", "符数明细") + ":");
                for (FuPart p : s.fuParts()) {
                    out.println(pad("  " + fuLabel(p), width + 2) + String.format("%3d", p.fu()));
                }
            }
        }
        out.println();
        out.println(t("Payment", "支払い", "支付") + ": " + payment(c, dealer, tsumo));
        if (c.mainBonus() > 0 || c.kyoutakuBonus() > 0) {
            out.println("  " + t("honba", "本場", "本场") + " " + r.honba() + ", "
                    + t("riichi sticks", "供託", "立直棒") + " " + r.riichiSticks() + ": +"
                    + (c.total() - c.handPoints(dealer, tsumo)));
        }
        out.println(t("Total", "合計", "合计") + ": " + c.total());
    }

    private String fuLabel(FuPart p) {
        return p.kind().displayName(lang) + (p.tiles().isEmpty() ? "" : " " + p.tiles());
    }

    private String payment(Cost c, boolean dealer, boolean tsumo) {
        if (!tsumo) {
            return t("the discarder pays ", "放銃者が ", "放铳者支付 ") + (c.main() + c.mainBonus()) + t("", " 点", "");
        }
        if (dealer) {
            return t("each player pays ", "子がそれぞれ ", "闲家各付 ") + (c.main() + c.mainBonus()) + t("", " 点", "");
        }
        return t("the dealer pays ", "親 ", "庄家付 ") + (c.main() + c.mainBonus())
                + t(", each other player ", " 点、子 ", "，闲家各付 ") + (c.additional() + c.additionalBonus()) + t("", " 点", "");
    }

    private String levelName(HandScore s) {
        int n = s.yakumanMultiplier();
        return switch (s.limit()) {
            case NONE -> "";
            case MANGAN -> t("mangan", "満貫", "满贯");
            case HANEMAN -> t("haneman", "跳満", "跳满");
            case BAIMAN -> t("baiman", "倍満", "倍满");
            case SANBAIMAN -> t("sanbaiman", "三倍満", "三倍满");
            case KAZOE_YAKUMAN -> t("counted yakuman", "数え役満", "累计役满");
            case YAKUMAN -> n == 1 ? t("yakuman", "役満", "役满") : t(n + "× yakuman", n + "倍役満", n + "倍役满");
        };
    }

    private static int displayWidth(String s) {
        return s.codePoints().map(c -> Character.isIdeographic(c) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xff00 && c <= 0xffef) ? 2 : 1).sum();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(1, width - displayWidth(s) + 1));
    }
}
