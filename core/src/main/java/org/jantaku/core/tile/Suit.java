package org.jantaku.core.tile;

/** The four suits of the tile set, with their mpsz letters: 萬子 m, 筒子 p, 索子 s, 字牌 z. */
public enum Suit {
    /** 萬子 / 万子 (characters). */
    MAN('m', 0),
    /** 筒子 (dots, circles). */
    PIN('p', 9),
    /** 索子 / 条子 (bamboo). */
    SOU('s', 18),
    /** 字牌 (honours: four winds, three dragons). */
    HONOR('z', 27);

    private final char letter;
    private final int firstKind;

    Suit(char letter, int firstKind) {
        this.letter = letter;
        this.firstKind = firstKind;
    }

    /** The mpsz letter: m, p, s or z. */
    public char letter() {
        return letter;
    }

    /** Index of this suit's first kind (1m = 0, 1p = 9, 1s = 18, East = 27). */
    public int firstKind() {
        return firstKind;
    }

    /** How many kinds the suit has: 9 for numbered suits, 7 for honours. */
    public int size() {
        return this == HONOR ? 7 : 9;
    }

    /** Whether this is one of the three numbered suits (数牌). */
    public boolean isNumbered() {
        return this != HONOR;
    }

    /** The suit for an mpsz letter, if any. */
    public static java.util.Optional<Suit> ofLetter(char c) {
        return switch (c) {
            case 'm' -> java.util.Optional.of(MAN);
            case 'p' -> java.util.Optional.of(PIN);
            case 's' -> java.util.Optional.of(SOU);
            case 'z' -> java.util.Optional.of(HONOR);
            default -> java.util.Optional.empty();
        };
    }
}
