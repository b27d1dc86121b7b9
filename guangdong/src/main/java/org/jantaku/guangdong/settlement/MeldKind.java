package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** The kinds of meld a Guangdong hand can hold, with their JSON keys. */
public enum MeldKind implements Named {
    /** 吃 a run called from 上家 (鸡胡 only). */
    CHI("chi", "吃", "chi", MeldShape.CHI),
    /** 碰 a triplet called from a discard. */
    PON("pon", "碰", "pung", MeldShape.PUNG),
    /** 明杠 of a discard onto a concealed triplet (推倒胡 放杠; the feeder is the discarder). */
    KONG("kong", "明杠", "exposed kong", MeldShape.EXPOSED_KONG),
    /** 加杠 / 补杠: the fourth tile added to one's own 碰 (the feeder is the 碰's). */
    ADDED_KONG("added_kong", "加杠", "added kong", MeldShape.ADDED_KONG),
    /** 暗杠: four concealed tiles declared. */
    CONCEALED_KONG("concealed_kong", "暗杠", "concealed kong", MeldShape.CONCEALED_KONG);

    private final Names names;
    private final MeldShape shape;

    MeldKind(String key, String zh, String en, MeldShape shape) {
        this.names = new Names(key, zh, en);
        this.shape = shape;
    }

    @Override
    public Names names() {
        return names;
    }

    /** The shape on the table. */
    public MeldShape shape() {
        return shape;
    }

    /** The kind of a shape. */
    public static MeldKind of(MeldShape shape) {
        return Names.of(values(), MeldKind::shape, shape);
    }
}
