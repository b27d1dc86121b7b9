package org.jantaku.core.hand;

import java.util.Locale;

/** The kinds of meld, with their notation keys. */
public enum MeldType {
    /** チー / 吃: a run called from the player on the left. */
    CHI("chi", "a chi", 3),
    /** ポン / 碰: a triplet called from any player. */
    PON("pon", "a pon", 3),
    /** 大明槓 daiminkan / 明杠 (点杠): a quad made by calling a discard onto a concealed triplet. */
    OPEN_KAN("minkan", "an open kan", 4),
    /** 暗槓 ankan / 暗杠: a quad of four concealed tiles. */
    CLOSED_KAN("ankan", "a closed kan", 4),
    /** 加槓 kakan / 小明槓 shouminkan / 补杠: a self-drawn fourth tile added to a pon. */
    ADDED_KAN("kakan", "an added kan", 4);

    private final String key;
    private final String description;
    private final int size;

    MeldType(String key, String description, int size) {
        this.key = key;
        this.description = description;
        this.size = size;
    }

    /** English words for the meld with its article, for messages: "a chi", "an added kan". */
    public String description() {
        return description;
    }

    /** Notation key: chi, pon, minkan, ankan, kakan. */
    public String key() {
        return key;
    }

    /** Number of tiles: 3 or 4. */
    public int size() {
        return size;
    }

    public boolean isKan() {
        return size == 4;
    }

    /** Parses a notation key; accepts {@code shouminkan}, {@code daiminkan} and a few aliases. */
    public static MeldType parse(String key) {
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "chi", "chow" -> CHI;
            case "pon", "pung" -> PON;
            case "minkan", "daiminkan", "kan", "open_kan" -> OPEN_KAN;
            case "ankan", "closed_kan", "concealed_kan" -> CLOSED_KAN;
            case "kakan", "shouminkan", "added_kan" -> ADDED_KAN;
            default -> throw new IllegalArgumentException(
                    "unknown meld type '" + key + "' (expected chi, pon, minkan, ankan or kakan)");
        };
    }
}
