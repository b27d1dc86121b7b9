package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** How a hand was won. */
public enum WinWay implements Named {
    /** 点炮 / 放炮: on another player's discard (鸡胡 only); {@code from} is the discarder. */
    DISCARD("discard", "点炮", "win on a discard"),
    /** 自摸 on an ordinary draw. */
    SELF_DRAW("self_draw", "自摸", "self-draw"),
    /** 杠上开花: on the replacement tile after one's own kong; {@code from} is the kong's feeder (the winner for 暗杠/加杠). */
    KONG_FLOWER("kong_flower", "杠上开花", "win on a kong replacement"),
    /** 抢杠胡: on the tile another player adds to his 碰; {@code from} is that player. */
    ROBBED_KONG("robbed_kong", "抢杠胡", "robbing a kong");

    private final Names names;

    WinWay(String key, String zh, String en) {
        this.names = new Names(key, zh, en);
    }

    @Override
    public Names names() {
        return names;
    }

    /** Counts as a self-draw (自摸, 杠开, 抢杠 "当自摸"). */
    public boolean selfDrawLike() {
        return this != DISCARD;
    }
}
