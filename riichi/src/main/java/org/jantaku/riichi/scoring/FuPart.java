package org.jantaku.riichi.scoring;

import org.jantaku.core.tile.Lang;

/**
 * One line of a hand's fu (符) breakdown.
 *
 * @param kind what the fu are for
 * @param tiles the pair or set concerned, in mpsz ({@code ""} when none)
 * @param fu fu of this line (for {@link Kind#ROUNDING}, what rounding added)
 */
public record FuPart(Kind kind, String tiles, int fu) {

    /** The sources of fu. */
    public enum Kind {
        BASE("base", "副底", "底符"),
        MENZEN_RON("closed ron", "門前加符", "门前荣和"),
        TSUMO("self-draw", "ツモ符", "自摸符"),
        WAIT("single-tile wait", "待ち符", "听牌符"),
        PAIR("value pair", "雀頭符", "雀头符"),
        OPEN_TRIPLET("open triplet", "明刻", "明刻"),
        CLOSED_TRIPLET("concealed triplet", "暗刻", "暗刻"),
        OPEN_KAN("open kan", "明槓", "明杠"),
        CLOSED_KAN("concealed kan", "暗槓", "暗杠"),
        OPEN_PINFU("open hand without fu counts 30", "喰い平和形 30符", "副露平和形 30符"),
        PINFU("pinfu (fixed)", "平和（固定）", "平和（固定）"),
        CHIITOITSU("seven pairs (fixed)", "七対子（固定）", "七对子（固定）"),
        ROUNDING("rounded up to 10", "切り上げ", "进位");

        private final String en;
        private final String ja;
        private final String zh;

        Kind(String en, String ja, String zh) {
            this.en = en;
            this.ja = ja;
            this.zh = zh;
        }

        public String displayName(Lang lang) {
            return switch (lang) {
                case EN -> en;
                case JA -> ja;
                case ZH -> zh;
            };
        }
    }
}
