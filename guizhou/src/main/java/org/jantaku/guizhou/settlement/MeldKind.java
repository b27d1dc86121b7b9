package org.jantaku.guizhou.settlement;

import org.jantaku.engine.table.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** The melds of 捉鸡麻将 (no 吃): 碰 and the three kinds of 豆 (杠). */
public enum MeldKind implements Named {
    /** 碰 pong: three of a kind, one of them another player's discard. */
    PONG("pong", "碰", "pong", MeldShape.PUNG),
    /** 点豆: a concealed triplet and another player's discard of the fourth tile (明杠). */
    DIAN_DOU("diandou", "点豆", "exposed kong", MeldShape.EXPOSED_KONG),
    /** 闷豆: four self-drawn tiles (暗杠). */
    MEN_DOU("mendou", "闷豆", "concealed kong", MeldShape.CONCEALED_KONG),
    /** 转弯豆: a pong completed by the drawn fourth tile (补杠, 加杠). */
    ZHUANWAN_DOU("zhuanwandou", "转弯豆", "added kong", MeldShape.ADDED_KONG);

    private final Names names;
    private final MeldShape shape;

    MeldKind(String key, String zh, String en, MeldShape shape) {
        this.names = new Names(key, zh, en);
        this.shape = shape;
    }

    /** The table's shape of this meld. */
    public MeldShape shape() {
        return shape;
    }

    /** The kind of a shape. */
    public static MeldKind of(MeldShape shape) {
        return Names.of(values(), MeldKind::shape, shape);
    }

    /** The name in records and table-side input ({@code pong}, {@code diandou}, {@code mendou}, {@code zhuanwandou}). */
    @Override
    public Names names() {
        return names;
    }
}
