package org.jantaku.riichi.scoring;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/** The option values scoring reads, taken out of a {@link RuleSet} once (hot paths read fields). */
record RiichiOptions(boolean kuitan, int minHan, boolean kiriage, String kazoe, boolean stacking,
        Set<String> doubleYakuman, boolean tsumoPinfu, int doubleWindPairFu, boolean chiitoiFourOfKind, String renhou,
        boolean ryuuiisouNeedsHatsu, int riichiDeposit, int honbaValue, int redFiveMask, boolean ippatsu,
        boolean uraDora, boolean openRiichi, String nagashiMangan, int players,
        boolean northValue) {

    static RiichiOptions of(RuleSet r) {
        return new RiichiOptions(r.get(RiichiRules.KUITAN), r.get(RiichiRules.MIN_HAN), r.get(RiichiRules.KIRIAGE_MANGAN),
                r.get(RiichiRules.KAZOE_YAKUMAN), r.get(RiichiRules.YAKUMAN_STACKING),
                r.get(RiichiRules.DOUBLE_YAKUMAN_HANDS), r.get(RiichiRules.TSUMO_PINFU),
                r.get(RiichiRules.DOUBLE_WIND_PAIR_FU), r.get(RiichiRules.CHIITOI_FOUR_OF_KIND), r.get(RiichiRules.RENHOU),
                r.get(RiichiRules.RYUUIISOU_NEEDS_HATSU), r.get(RiichiRules.RIICHI_DEPOSIT), r.get(RiichiRules.HONBA_VALUE),
                redMask(r.get(RiichiRules.RED_FIVES)), r.get(RiichiRules.IPPATSU), r.get(RiichiRules.URA_DORA),
                r.get(RiichiRules.OPEN_RIICHI), r.get(RiichiRules.NAGASHI_MANGAN), r.get(RiichiRules.PLAYERS),
                r.get(RiichiRules.NORTH_VALUE));
    }

    /** Whether the red five of suit {@code suit} (0 man, 1 pin, 2 sou) counts as dora. */
    boolean redFive(int suit) {
        return (redFiveMask >> suit & 1) != 0;
    }

    private static int redMask(List<Integer> redFives) {
        int mask = 0;
        for (int suit = 0; suit < 3; suit++) {
            mask |= redFives.get(suit) == 1 ? 1 << suit : 0;
        }
        return mask;
    }

    /** The value (1 or 2) of a yakuman that may count double. */
    int yakumanValue(Yaku y) {
        String option = switch (y) {
            case KOKUSHI_13 -> "kokushi13";
            case SUUANKOU_TANKI -> "suuankouTanki";
            case JUNSEI_CHUUREN -> "junseiChuuren";
            case DAISUUSHII -> "daisuushii";
            default -> "";
        };
        return !option.isEmpty() && doubleYakuman.contains(option) ? 2 : 1;
    }
}
