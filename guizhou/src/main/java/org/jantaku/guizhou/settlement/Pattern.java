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
    PING_HU("ping_hu", "平胡", "plain win", 1),
    /** 大对子 (对对胡): four triplets or kongs and a pair. */
    DA_DUI_ZI("da_dui_zi", "大对子", "all triplets", 5),
    /** 小七对: seven pairs, concealed. */
    XIAO_QI_DUI("xiao_qi_dui", "小七对", "seven pairs", 10),
    /** 清一色: one suit. */
    QING_YI_SE("qing_yi_se", "清一色", "one suit", 10),
    /** 清大对: 大对子 in one suit. */
    QING_DA_DUI("qing_da_dui", "清大对", "one-suit all triplets", 15),
    /** 清七对: 小七对 in one suit. */
    QING_QI_DUI("qing_qi_dui", "清七对", "one-suit seven pairs", 20),
    /** 龙七对: five pairs and four of a kind, concealed. */
    LONG_QI_DUI("long_qi_dui", "龙七对", "dragon seven pairs", 20),
    /** 清龙七对 (清龙背): 龙七对 in one suit. */
    QING_LONG_QI_DUI("qing_long_qi_dui", "清龙七对", "one-suit dragon seven pairs", 30),
    /** 双龙七对: three pairs and two fours of a kind (value per {@link GuizhouRules#SHUANGLONG}). */
    SHUANG_LONG_QI_DUI("shuang_long_qi_dui", "双龙七对", "double dragon seven pairs", 30),
    /** 清双龙七对: 双龙七对 in one suit. */
    QING_SHUANG_LONG_QI_DUI("qing_shuang_long_qi_dui", "清双龙七对", "one-suit double dragon seven pairs", 40);

    private final Names names;
    private final int baseValue;

    Pattern(String key, String zh, String en, int baseValue) {
        this.names = new Names(key, zh, en);
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
