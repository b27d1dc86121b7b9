package org.jantaku.guangdong.settlement;

/** How a hand was won. */
public enum WinWay {
    /** 点炮 / 放炮: on another player's discard (鸡胡 only); {@code from} is the discarder. */
    DISCARD("discard"),
    /** 自摸 on an ordinary draw. */
    SELF_DRAW("self_draw"),
    /** 杠上开花: on the replacement tile after one's own kong; {@code from} is the kong's feeder (the winner for 暗杠/加杠). */
    KONG_FLOWER("kong_flower"),
    /** 抢杠胡: on the tile another player adds to his 碰; {@code from} is that player. */
    ROBBED_KONG("robbed_kong");

    private final String key;

    WinWay(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    /** Counts as a self-draw (自摸, 杠开, 抢杠 "当自摸"). */
    public boolean selfDrawLike() {
        return this != DISCARD;
    }

    public static WinWay parse(String key) {
        for (WinWay w : values()) {
            if (w.key.equals(key)) {
                return w;
            }
        }
        throw new IllegalArgumentException("unknown way '" + key + "' (discard, self_draw, kong_flower, robbed_kong)");
    }
}
