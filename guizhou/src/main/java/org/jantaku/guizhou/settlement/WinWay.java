package org.jantaku.guizhou.settlement;

import org.jantaku.core.tile.Lang;

/** How a hand was won. */
public enum WinWay {
    /** 自摸: a self-drawn tile. */
    SELF_DRAW("self_draw", "自摸", "self-draw"),
    /** 杠上花: the replacement tile of one's own 豆; a self-draw worth 1 more per payer. */
    KONG_DRAW("kong_draw", "杠上花", "win on a kong replacement"),
    /** 点炮: another player's discard. */
    DISCARD("discard", "点炮", "win on a discard"),
    /** 热炮 (杠上炮): the first discard after the discarder's 豆; the discarder pays 1 more and is burned (烧光). */
    HOT_DISCARD("hot_discard", "热炮", "win on the discard after a kong"),
    /** 抢杠: the tile another player adds to his pong as a 转弯豆; he pays for all three and is burned. */
    ROBBED_KONG("robbed_kong", "抢杠", "robbing a kong");

    private final Names names;

    WinWay(String key, String zh, String en) {
        this.names = new Names(key, zh, en);
    }

    public String key() {
        return names.key();
    }

    /** Paid by every other player, as a self-draw. */
    public boolean isSelfDraw() {
        return this == SELF_DRAW || this == KONG_DRAW;
    }

    public String displayName(Lang lang) {
        return names.in(lang);
    }

    public static java.util.Optional<WinWay> ofKey(String key) {
        return Names.byKey(values(), x -> x.names, key);
    }
}
