package org.jantaku.guizhou.settlement;

import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;
import org.jantaku.engine.table.WinSource;

/** How a hand was won. */
public enum WinWay implements Named {
    /** 自摸: a self-drawn tile. */
    SELF_DRAW("self_draw", "自摸", "self-draw", WinSource.SELF_DRAW),
    /** 杠上花: the replacement tile of one's own 豆; a self-draw worth 1 more per payer. */
    KONG_DRAW("kong_draw", "杠上花", "win on a kong replacement", WinSource.REPLACEMENT_DRAW),
    /** 点炮: another player's discard. */
    DISCARD("discard", "点炮", "win on a discard", WinSource.DISCARD),
    /** 热炮 (杠上炮): the first discard after the discarder's 豆; the discarder pays 1 more and is burned (烧光). */
    HOT_DISCARD("hot_discard", "热炮", "win on the discard after a kong", WinSource.DISCARD_AFTER_KONG),
    /** 抢杠: the tile another player adds to his pong as a 转弯豆; he pays for all three and is burned. */
    ROBBED_KONG("robbed_kong", "抢杠", "robbing a kong", WinSource.ROBBED_KONG);

    private final Names names;
    private final WinSource source;

    WinWay(String key, String zh, String en, WinSource source) {
        this.names = new Names(key, zh, en);
        this.source = source;
    }

    /** The way of winning on a tile from this source. */
    public static WinWay of(WinSource source) {
        return Names.of(values(), w -> w.source, source);
    }

    @Override
    public Names names() {
        return names;
    }

    /** Paid by every other player, as a self-draw. */
    public boolean isSelfDraw() {
        return source.isSelfDraw();
    }
}
