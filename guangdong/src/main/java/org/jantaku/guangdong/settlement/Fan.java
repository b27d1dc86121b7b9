package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/**
 * The named patterns and additions of both rule sets, with their 鸡胡 fan (spec A3, A4; unused in
 * 推倒胡, where a hand is a 小胡 or a 大胡) and their names in English, Japanese and Chinese.
 */
public enum Fan implements Named {
    // 鸡胡 patterns within the cap (爆胡以内)
    JIHU("jihu", 0, "chicken hand", "鶏和", "鸡胡"),
    PINGHU("pinghu", 1, "all sequences", "平胡 (順子のみ)", "平胡"),
    PENGPENGHU("pengpenghu", 2, "all triplets", "対々和 (碰碰胡)", "碰碰胡"),
    HUNYISE("hunyise", 2, "half flush", "混一色", "混一色"),
    // beyond the cap (爆胡以外)
    QINGYISE("qingyise", 4, "full flush", "清一色", "清一色"),
    HUNPENG("hunpeng", 4, "half flush, all triplets", "混一色対々和 (混碰)", "混碰"),
    QINGPENG("qingpeng", 5, "full flush, all triplets", "清一色対々和 (清碰)", "清碰"),
    HUNYAOJIU("hunyaojiu", 5, "terminals and honours", "混老頭 (混幺九)", "混幺九"),
    XIAOSANYUAN("xiaosanyuan", 5, "little three dragons", "小三元", "小三元"),
    XIAOSIXI("xiaosixi", 5, "little four winds", "小四喜", "小四喜"),
    ZIYISE("ziyise", 6, "all honours", "字一色", "字一色"),
    QINGYAOJIU("qingyaojiu", 6, "all terminals", "清老頭 (清幺九)", "清幺九"),
    DASANYUAN("dasanyuan", 6, "big three dragons", "大三元", "大三元"),
    DASIXI("dasixi", 6, "big four winds", "大四喜", "大四喜"),
    JIULIANBAODENG("jiulianbaodeng", 6, "nine gates", "九蓮宝燈", "九莲宝灯"),
    SHISANYAO("shisanyao", 6, "thirteen orphans", "国士無双 (十三幺)", "十三幺"),
    TIANHE("tianhe", 6, "heavenly hand", "天和", "天和"),
    DIHE("dihe", 6, "earthly hand", "地和", "地和"),
    RENHE("renhe", 6, "hand of man", "人和", "人和"),
    // 鸡胡 additions (附加情况), within the cap only
    ZIMO("zimo", 1, "self-draw", "ツモ (自摸)", "自摸"),
    MENFENG("menfeng", 1, "seat wind triplet", "自風牌の刻子 (門風)", "门风"),
    QUANFENG("quanfeng", 1, "prevailing wind triplet", "場風牌の刻子 (圏風)", "圈风"),
    SANYUANPAI("sanyuanpai", 1, "dragon triplet", "三元牌の刻子", "三元牌刻子"),
    GANG("gang", 1, "kong", "槓", "杠"),
    DIANGANG_FANGPAO("diangang_fangpao", 1, "the kong's feeder dealt in", "槓を鳴かせた後の放銃 (点槓放炮)", "点杠放炮"),
    // the 3-fan minimum (七、特殊规则): a within-cap hand below 3 番 is paid as 3
    YIPAOSANXIANG("yipaosanxiang", 3, "three winners on one discard", "トリプルロン (一炮三響)", "一炮三响"),
    YIPAOSHUANGXIANG("yipaoshuangxiang", 3, "two winners on one discard", "ダブルロン (一炮双響)", "一炮双响"),
    GANGSHANGKAIHUA("gangshangkaihua", 3, "win on a kong's replacement tile", "嶺上開花", "杠上开花"),
    GANGSHANGKAIHUA_BAOGANG("gangshangkaihua_baogang", 3, "win on the replacement of a kong of a discard", "大明槓の嶺上開花 (槓上開花包槓)", "杠上开花包杠"),
    QIANGGANGHU("qiangganghu", 3, "robbing a kong", "槍槓", "抢杠胡"),
    HAIDILAOYUE("haidilaoyue", 3, "win on the last tile", "海底撈月", "海底捞月"),
    // 推倒胡
    XIAOHU("xiaohu", 1, "small win", "小胡", "小胡"),
    TIANHU("tianhu", 2, "heavenly hand", "天和 (天胡)", "天胡"),
    QIDUIZI("qiduizi", 2, "seven pairs", "七対子", "七对子"),
    SIANKE("sianke", 2, "four concealed triplets", "四暗刻", "四暗刻"),
    SHIBALUOHAN("shibaluohan", 2, "four kongs", "四槓子 (十八羅漢)", "十八罗汉"),
    // in 鸡胡 with gd.jh.qiduiAllowed: seven pairs as a shape, worth nothing by itself
    QIDUI("qidui", 0, "seven pairs", "七対子 (七対)", "七对");

    private final int fan;
    private final Names names;

    Fan(String key, int fan, String en, String ja, String zh) {
        this.fan = fan;
        this.names = Names.of(key, en, ja, zh);
    }

    /** 鸡胡 fan (推倒胡: 1 for 小胡, 2 for a 大胡). */
    public int fan() {
        return fan;
    }

    @Override
    public Names names() {
        return names;
    }
}
