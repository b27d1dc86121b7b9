package org.jantaku.guizhou.settlement;

import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** Why a transfer is paid. */
public enum Reason implements Named, HandValue {
    /** 胡: the hand's value (牌型分). */
    HU("hu", "hand", "和了 (胡)", "胡"),
    /** 报听: the winner declared ready, +10 from each payer. */
    BAOTING("baoting", "declared ready", "報聴 (聴牌宣言)", "报听"),
    /** 杀报: a 报听 player pays +10 when someone else wins. */
    SHABAO("shabao", "declared ready, killed", "殺報 (報聴者の支払い)", "杀报"),
    /** 连庄: the dealer's streak count L. */
    LIANZHUANG("lianzhuang", "dealer streak", "連荘", "连庄"),
    /** The seed's literal 7 for a non-dealer's self-drawn 大对子 (an option). */
    DEALER_EXTRA("dealer_extra", "dealer pays one more (seed)", "荘家の追加払い", "庄家多付"),
    /** 热炮: +1 from the discarder after his kong. */
    REPAO("repao", "discard after a kong", "熱炮 (槓の後の放銃)", "热炮"),
    /** 杠上花: +1 from each payer. */
    GANGSHANGHUA("gangshanghua", "win on a kong replacement", "嶺上開花 (槓上花)", "杠上花"),
    /** 自摸 +1 (an option). */
    ZIMO("zimo", "self-draw", "ツモ (自摸)", "自摸"),
    /** 点豆. */
    DIANDOU("diandou", "exposed kong", "点豆 (大明槓)", "点豆"),
    /** 闷豆. */
    MENDOU("mendou", "concealed kong", "悶豆 (暗槓)", "闷豆"),
    /** 转弯豆. */
    ZHUANWANDOU("zhuanwandou", "added kong", "転湾豆 (加槓)", "转弯豆"),
    /** 鸡: chickens in a ready player's tiles. */
    JI("ji", "chickens", "鶏", "鸡"),
    /** 冲锋鸡 (paid to its discarder, or reversed when he has no 叫). */
    CHONGFENGJI("chongfengji", "charging chicken", "衝鋒鶏", "冲锋鸡"),
    /** 责任鸡. */
    ZERENJI("zerenji", "responsible chicken", "責任鶏", "责任鸡"),
    /** 包鸡: a player without 叫 pays for the chickens in his hand (an option). */
    BAOJI("baoji", "chickens of a hand without ready", "包鶏 (不聴者が鶏を払う)", "包鸡"),
    /** 查叫: 黄庄, a player without 叫 pays a ready player the value of his hand. */
    CHAJIAO("chajiao", "ready hand at the draw", "査叫 (流局時の聴牌確認)", "查叫");

    private final Names names;

    Reason(String key, String en, String ja, String zh) {
        this.names = Names.of(key, en, ja, zh);
    }

    @Override
    public Names names() {
        return names;
    }

    /** The 胡 part of a settlement (spec §11 A), without 连庄: what the won hand itself was worth. */
    @Override
    public boolean isHandValue() {
        return switch (this) {
            case HU, BAOTING, SHABAO, REPAO, GANGSHANGHUA, ZIMO, DEALER_EXTRA -> true;
            case LIANZHUANG, DIANDOU, MENDOU, ZHUANWANDOU, JI, CHONGFENGJI, ZERENJI, BAOJI, CHAJIAO -> false;
        };
    }
}
