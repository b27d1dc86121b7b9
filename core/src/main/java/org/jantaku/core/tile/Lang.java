package org.jantaku.core.tile;

import java.util.Locale;

/** The languages Jantaku names tiles, yaku and fan in: English, Japanese, Chinese. */
public enum Lang {
    EN, JA, ZH;

    /** Parses {@code en}, {@code ja} or {@code zh} (case-insensitive). */
    public static Lang parse(String code) {
        return switch (code.toLowerCase(Locale.ROOT)) {
            case "en" -> EN;
            case "ja" -> JA;
            case "zh" -> ZH;
            default -> throw new IllegalArgumentException(
                    "unknown language '" + code + "' (expected en, ja or zh)");
        };
    }
}
