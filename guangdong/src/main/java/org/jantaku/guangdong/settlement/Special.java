package org.jantaku.guangdong.settlement;

/** Wins of the first go-round (spec A6, B2). */
public enum Special {
    NONE("none"),
    /** 天和 / 天胡: the dealer's dealt 14 tiles are a win. */
    TIANHE("tianhe"),
    /** 地和: a non-dealer self-draws with his first draw, no call made before (鸡胡). */
    DIHE("dihe"),
    /** 人和: a non-dealer wins on the dealer's first discard (鸡胡). */
    RENHE("renhe");

    private final String key;

    Special(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    public static Special parse(String key) {
        for (Special s : values()) {
            if (s.key.equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown special '" + key + "' (none, tianhe, dihe, renhe)");
    }
}
