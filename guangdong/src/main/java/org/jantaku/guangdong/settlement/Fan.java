package org.jantaku.guangdong.settlement;

/**
 * The named patterns and additions of both rule sets, with their 鸡胡 fan (spec A3, A4; unused in
 * 推倒胡, where a hand is a 小胡 or a 大胡) and their names in Chinese and English.
 */
public enum Fan {
    // 鸡胡 patterns within the cap (爆胡以内)
    JIHU("jihu", 0, "鸡胡", "chicken hand"),
    PINGHU("pinghu", 1, "平胡", "all sequences"),
    PENGPENGHU("pengpenghu", 2, "碰碰胡", "all triplets"),
    HUNYISE("hunyise", 2, "混一色", "half flush"),
    // beyond the cap (爆胡以外)
    QINGYISE("qingyise", 4, "清一色", "full flush"),
    HUNPENG("hunpeng", 4, "混碰", "half flush, all triplets"),
    QINGPENG("qingpeng", 5, "清碰", "full flush, all triplets"),
    HUNYAOJIU("hunyaojiu", 5, "混幺九", "terminals and honours"),
    XIAOSANYUAN("xiaosanyuan", 5, "小三元", "little three dragons"),
    XIAOSIXI("xiaosixi", 5, "小四喜", "little four winds"),
    ZIYISE("ziyise", 6, "字一色", "all honours"),
    QINGYAOJIU("qingyaojiu", 6, "清幺九", "all terminals"),
    DASANYUAN("dasanyuan", 6, "大三元", "big three dragons"),
    DASIXI("dasixi", 6, "大四喜", "big four winds"),
    JIULIANBAODENG("jiulianbaodeng", 6, "九莲宝灯", "nine gates"),
    SHISANYAO("shisanyao", 6, "十三幺", "thirteen orphans"),
    TIANHE("tianhe", 6, "天和", "heavenly hand"),
    DIHE("dihe", 6, "地和", "earthly hand"),
    RENHE("renhe", 6, "人和", "hand of man"),
    // 鸡胡 additions (附加情况), within the cap only
    ZIMO("zimo", 1, "自摸", "self-draw"),
    MENFENG("menfeng", 1, "门风", "seat wind triplet"),
    QUANFENG("quanfeng", 1, "圈风", "prevailing wind triplet"),
    SANYUANPAI("sanyuanpai", 1, "三元牌刻子", "dragon triplet"),
    GANG("gang", 1, "杠", "kong"),
    DIANGANG_FANGPAO("diangang_fangpao", 1, "点杠放炮", "the kong's feeder dealt in"),
    // the 3-fan minimum (七、特殊规则): a within-cap hand below 3 番 is paid as 3
    YIPAOSANXIANG("yipaosanxiang", 3, "一炮三响", "three winners on one discard"),
    YIPAOSHUANGXIANG("yipaoshuangxiang", 3, "一炮双响", "two winners on one discard"),
    GANGSHANGKAIHUA("gangshangkaihua", 3, "杠上开花", "win on a kong's replacement tile"),
    GANGSHANGKAIHUA_BAOGANG("gangshangkaihua_baogang", 3, "杠上开花包杠", "win on the replacement of a kong of a discard"),
    QIANGGANGHU("qiangganghu", 3, "抢杠胡", "robbing a kong"),
    HAIDILAOYUE("haidilaoyue", 3, "海底捞月", "win on the last tile"),
    // 推倒胡
    XIAOHU("xiaohu", 1, "小胡", "small win"),
    TIANHU("tianhu", 2, "天胡", "heavenly hand"),
    QIDUIZI("qiduizi", 2, "七对子", "seven pairs"),
    SIANKE("sianke", 2, "四暗刻", "four concealed triplets"),
    SHIBALUOHAN("shibaluohan", 2, "十八罗汉", "four kongs"),
    // in 鸡胡 with gd.jh.qiduiAllowed: seven pairs as a shape, worth nothing by itself
    QIDUI("qidui", 0, "七对", "seven pairs");

    private final String key;
    private final int fan;
    private final String zh;
    private final String en;

    Fan(String key, int fan, String zh, String en) {
        this.key = key;
        this.fan = fan;
        this.zh = zh;
        this.en = en;
    }

    public String key() {
        return key;
    }

    /** 鸡胡 fan (推倒胡: 1 for 小胡, 2 for a 大胡). */
    public int fan() {
        return fan;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }
}
