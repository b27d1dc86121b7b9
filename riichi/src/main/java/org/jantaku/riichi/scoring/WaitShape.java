package org.jantaku.riichi.scoring;

/** The shape the winning tile completed (待ちの形), which decides wait fu and pinfu. */
enum WaitShape {
    /** 両面: either end of an open run. */
    RYANMEN,
    /** 嵌張: the middle of a run. */
    KANCHAN,
    /** 辺張: the 3 of 12 or the 7 of 89. */
    PENCHAN,
    /** 単騎: the pair. */
    TANKI,
    /** 双碰: one of two pairs, completing a triplet. */
    SHANPON;

    private final String key = name().toLowerCase(java.util.Locale.ROOT);

    /** Lower-case name, e.g. {@code kanchan}. */
    String key() {
        return key;
    }
}
