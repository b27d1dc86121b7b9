package org.jantaku.riichi.scoring;

/** The limit a hand reaches (満貫 and above), with the contract's level names. */
public enum Limit {
    NONE(""), MANGAN("mangan"), HANEMAN("haneman"), BAIMAN("baiman"), SANBAIMAN("sanbaiman"),
    /** 数え役満: 13+ han of ordinary yaku and dora. */
    KAZOE_YAKUMAN("kazoe_yakuman"),
    /** One or more yakuman; the multiplier says how many. */
    YAKUMAN("yakuman");

    private final String level;

    Limit(String level) {
        this.level = level;
    }

    /** The limit's key in records and result views: {@code none}, {@code mangan} … {@code kazoe_yakuman}, {@code yakuman}. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The contract's level: "", mangan … kazoe_yakuman, yakuman, 2x_yakuman, 3x_yakuman … */
    public String level(int yakumanMultiplier) {
        return this == YAKUMAN && yakumanMultiplier > 1 ? yakumanMultiplier + "x_yakuman" : level;
    }
}
