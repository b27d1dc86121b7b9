package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.MeldShape;

/** The kinds of meld a Guangdong hand can hold, with their JSON keys. */
public enum MeldKind {
    /** 吃 a run called from 上家 (鸡胡 only). */
    CHI("chi", "吃", MeldShape.CHI),
    /** 碰 a triplet called from a discard. */
    PON("pon", "碰", MeldShape.PUNG),
    /** 明杠 of a discard onto a concealed triplet (推倒胡 放杠; the feeder is the discarder). */
    KONG("kong", "明杠", MeldShape.EXPOSED_KONG),
    /** 加杠 / 补杠: the fourth tile added to one's own 碰 (the feeder is the 碰's). */
    ADDED_KONG("added_kong", "加杠", MeldShape.ADDED_KONG),
    /** 暗杠: four concealed tiles declared. */
    CONCEALED_KONG("concealed_kong", "暗杠", MeldShape.CONCEALED_KONG);

    private final String key;
    private final String zh;
    private final MeldShape shape;

    MeldKind(String key, String zh, MeldShape shape) {
        this.key = key;
        this.zh = zh;
        this.shape = shape;
    }

    /** The shape on the table. */
    public MeldShape shape() {
        return shape;
    }

    /** The kind of a shape. */
    public static MeldKind of(MeldShape shape) {
        for (MeldKind k : values()) {
            if (k.shape == shape) {
                return k;
            }
        }
        throw new IllegalArgumentException("no meld of shape " + shape);
    }

    public String key() {
        return key;
    }

    public String zh() {
        return zh;
    }

    public boolean isKong() {
        return this == KONG || this == ADDED_KONG || this == CONCEALED_KONG;
    }

    /** Shown on the table (everything but 暗杠); these count toward 十二张落地. */
    public boolean isExposed() {
        return this != CONCEALED_KONG;
    }

    /** A triplet or a kong (刻子 / 杠子). */
    public boolean isTriplet() {
        return this != CHI;
    }

    public static MeldKind parse(String key) {
        for (MeldKind k : values()) {
            if (k.key.equals(key)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown meld type '" + key + "' (chi, pon, kong, added_kong, concealed_kong)");
    }
}
