package org.jantaku.guizhou.settlement;

import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** Why a transfer is paid. */
public enum Reason implements Named, HandValue {
    /** 胡: the hand's value (牌型分). */
    HU("hu", "胡", "hand"),
    /** 报听: the winner declared ready, +10 from each payer. */
    BAOTING("baoting", "报听", "declared ready"),
    /** 杀报: a 报听 player pays +10 when someone else wins. */
    SHABAO("shabao", "杀报", "declared ready, killed"),
    /** 连庄: the dealer's streak count L. */
    LIANZHUANG("lianzhuang", "连庄", "dealer streak"),
    /** The seed's literal 7 for a non-dealer's self-drawn 大对子 (an option). */
    DEALER_EXTRA("dealer_extra", "庄家多付", "dealer pays one more (seed)"),
    /** 热炮: +1 from the discarder after his kong. */
    REPAO("repao", "热炮", "discard after a kong"),
    /** 杠上花: +1 from each payer. */
    GANGSHANGHUA("gangshanghua", "杠上花", "win on a kong replacement"),
    /** 自摸 +1 (an option). */
    ZIMO("zimo", "自摸", "self-draw"),
    /** 点豆. */
    DIANDOU("diandou", "点豆", "exposed kong"),
    /** 闷豆. */
    MENDOU("mendou", "闷豆", "concealed kong"),
    /** 转弯豆. */
    ZHUANWANDOU("zhuanwandou", "转弯豆", "added kong"),
    /** 鸡: chickens in a ready player's tiles. */
    JI("ji", "鸡", "chickens"),
    /** 冲锋鸡 (paid to its discarder, or reversed when he has no 叫). */
    CHONGFENGJI("chongfengji", "冲锋鸡", "charging chicken"),
    /** 责任鸡. */
    ZERENJI("zerenji", "责任鸡", "responsible chicken"),
    /** 包鸡: a player without 叫 pays for the chickens in his hand (an option). */
    BAOJI("baoji", "包鸡", "chickens of a hand without ready"),
    /** 查叫: 黄庄, a player without 叫 pays a ready player the value of his hand. */
    CHAJIAO("chajiao", "查叫", "ready hand at the draw");

    private final Names names;

    Reason(String key, String zh, String en) {
        this.names = new Names(key, zh, en);
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
