package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** Wins of the first go-round (spec A6, B2). */
public enum Special implements Named {
    NONE("none", "无", "none"),
    /** 天和 / 天胡: the dealer's dealt 14 tiles are a win. */
    TIANHE("tianhe", "天和", "heavenly hand"),
    /** 地和: a non-dealer self-draws with his first draw, no call made before (鸡胡). */
    DIHE("dihe", "地和", "earthly hand"),
    /** 人和: a non-dealer wins on the dealer's first discard (鸡胡). */
    RENHE("renhe", "人和", "human hand");

    private final Names names;

    Special(String key, String zh, String en) {
        this.names = new Names(key, zh, en);
    }

    @Override
    public Names names() {
        return names;
    }
}
