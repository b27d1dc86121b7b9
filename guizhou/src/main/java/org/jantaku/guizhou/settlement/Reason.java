package org.jantaku.guizhou.settlement;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;
import org.jantaku.engine.table.WinSource;

/** Why a transfer is paid (those that pay for a 豆, a way of winning or a 报听 in {@link GuizhouTerms}' words). */
public enum Reason implements Named, HandValue {
    /** 胡: the hand's value (牌型分). */
    HU("hu", "hand", "和了 (胡)", "胡"),
    /** 报听: the winner declared ready, +10 from each payer. */
    BAOTING("baoting", GuizhouTerms.BAOTING),
    /** 杀报: a 报听 player pays +10 when someone else wins. */
    SHABAO("shabao", "declared ready, killed", "殺報 (報聴者の支払い)", "杀报"),
    /** 连庄: the dealer's streak count L. */
    LIANZHUANG("lianzhuang", "dealer streak", "連荘", "连庄"),
    /** The seed's literal 7 for a non-dealer's self-drawn 大对子 (an option). */
    DEALER_EXTRA("dealer_extra", "dealer pays one more (seed)", "荘家の追加払い", "庄家多付"),
    /** 热炮: +1 from the discarder after his kong. */
    REPAO("repao", GuizhouTerms.WAYS.names(WinSource.DISCARD_AFTER_KONG)),
    /** 杠上花: +1 from each payer. */
    GANGSHANGHUA("gangshanghua", GuizhouTerms.WAYS.names(WinSource.REPLACEMENT_DRAW)),
    /** 自摸 +1 (an option). */
    ZIMO("zimo", GuizhouTerms.WAYS.names(WinSource.SELF_DRAW)),
    /** 点豆. */
    DIANDOU("diandou", GuizhouTerms.MELDS.names(MeldShape.EXPOSED_KONG)),
    /** 闷豆. */
    MENDOU("mendou", GuizhouTerms.MELDS.names(MeldShape.CONCEALED_KONG)),
    /** 转弯豆. */
    ZHUANWANDOU("zhuanwandou", GuizhouTerms.MELDS.names(MeldShape.ADDED_KONG)),
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

    /** A reason that pays for a term ({@link GuizhouTerms}), under the reason's own key, in the term's words. */
    Reason(String key, Names term) {
        this.names = new Names(key, term.text());
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
