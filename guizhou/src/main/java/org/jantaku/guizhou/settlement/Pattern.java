package org.jantaku.guizhou.settlement;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * The hand patterns (牌型) of 捉鸡麻将 and their values H [seed §四(一); values spec §5]. A hand is
 * worth its single highest pattern; values never add.
 */
public enum Pattern implements Named {
    /** 平胡: any other winning hand. */
    PING_HU("ping_hu", "plain win", "平胡 (一般形)", "平胡", 1),
    /** 大对子 (对对胡): four triplets or kongs and a pair. */
    DA_DUI_ZI("da_dui_zi", "all triplets", "大対子 (対々和)", "大对子", 5),
    /** 小七对: seven pairs, concealed. */
    XIAO_QI_DUI("xiao_qi_dui", "seven pairs", "小七対 (七対子)", "小七对", 10),
    /** 清一色: one suit. */
    QING_YI_SE("qing_yi_se", "one suit", "清一色", "清一色", 10),
    /** 清大对: 大对子 in one suit. */
    QING_DA_DUI("qing_da_dui", "one-suit all triplets", "清大対 (清一色対々和)", "清大对", 15),
    /** 清七对: 小七对 in one suit. */
    QING_QI_DUI("qing_qi_dui", "one-suit seven pairs", "清七対 (清一色七対子)", "清七对", 20),
    /** 龙七对: five pairs and four of a kind, concealed. */
    LONG_QI_DUI("long_qi_dui", "dragon seven pairs", "龍七対", "龙七对", 20),
    /** 清龙七对 (清龙背): 龙七对 in one suit. */
    QING_LONG_QI_DUI("qing_long_qi_dui", "one-suit dragon seven pairs", "清龍七対", "清龙七对", 30),
    /** 双龙七对: three pairs and two fours of a kind (value per {@link GuizhouRules#SHUANGLONG}). */
    SHUANG_LONG_QI_DUI("shuang_long_qi_dui", "double dragon seven pairs", "双龍七対", "双龙七对", 30),
    /** 清双龙七对: 双龙七对 in one suit. */
    QING_SHUANG_LONG_QI_DUI("qing_shuang_long_qi_dui", "one-suit double dragon seven pairs", "清双龍七対", "清双龙七对", 40);

    private final Names names;
    private final int baseValue;

    Pattern(String key, String en, String ja, String zh, int baseValue) {
        this.names = Names.of(key, en, ja, zh);
        this.baseValue = baseValue;
    }

    @Override
    public Names names() {
        return names;
    }

    /** The value H under a rule set ({@code gz.shuanglong} sets the 双龙 values). */
    public int value(RuleSet rules) {
        boolean doubling = rules.get(GuizhouRules.SHUANGLONG).equals("doubling");
        return switch (this) {
            case SHUANG_LONG_QI_DUI, QING_SHUANG_LONG_QI_DUI -> baseValue + (doubling ? 10 : 0);
            default -> baseValue;
        };
    }
}
