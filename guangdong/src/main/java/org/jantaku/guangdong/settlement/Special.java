package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Names.Named;

/** Wins of the first go-round (spec A6, B2). */
public enum Special implements Named {
    NONE("none", "none", "なし", "无"),
    /** 天和 / 天胡: the dealer's dealt 14 tiles are a win. */
    TIANHE("tianhe", "heavenly hand", "天和", "天和"),
    /** 地和: a non-dealer self-draws with his first draw, no call made before (鸡胡). */
    DIHE("dihe", "earthly hand", "地和", "地和"),
    /** 人和: a non-dealer wins on the dealer's first discard (鸡胡). */
    RENHE("renhe", "human hand", "人和", "人和");

    private final Names names;

    Special(String key, String en, String ja, String zh) {
        this.names = Names.of(key, en, ja, zh);
    }

    @Override
    public Names names() {
        return names;
    }
}
