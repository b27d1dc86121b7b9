package org.jantaku.core.tile;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * One of the 34 kinds of mahjong tile, numbered 0-33 as Tenhou numbers them: 0-8 man, 9-17 pin,
 * 18-26 sou, 27-33 East South West North White Green Red. There are four physical copies of each
 * kind (see {@link Tile}).
 */
public enum TileKind {
    M1, M2, M3, M4, M5, M6, M7, M8, M9,
    P1, P2, P3, P4, P5, P6, P7, P8, P9,
    S1, S2, S3, S4, S5, S6, S7, S8, S9,
    /** 東 / 东 East wind. */
    EAST,
    /** 南 South wind. */
    SOUTH,
    /** 西 West wind. */
    WEST,
    /** 北 North wind. */
    NORTH,
    /** 白 haku / 白板, the white dragon (5z). */
    WHITE,
    /** 發 hatsu / 发财, the green dragon (6z). */
    GREEN,
    /** 中 chun / 红中, the red dragon (7z). */
    RED;

    /** Number of tile kinds in the full set. */
    public static final int COUNT = 34;

    private static final TileKind[] BY_INDEX = values();
    private static final List<TileKind> ALL = List.of(BY_INDEX);
    /** The honours' letters, 1z-7z: winds {@code E S W N}, dragons {@code P F C} (白 發 中). */
    private static final String HONOUR_LETTERS = "ESWNPFC";

    /** The kind with index 0-33. */
    public static TileKind of(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("tile kind index " + index + " is outside 0-33");
        }
        return BY_INDEX[index];
    }

    /** The kind of a suit and number (1-9, or 1-7 for honours). */
    public static TileKind of(Suit suit, int number) {
        if (number < 1 || number > suit.size()) {
            throw new IllegalArgumentException(
                    "no tile " + number + suit.letter() + " (numbers are 1-" + suit.size() + ")");
        }
        return BY_INDEX[suit.firstKind() + number - 1];
    }

    /** Some kinds counted by index (34 entries). */
    public static int[] counts(Collection<TileKind> kinds) {
        int[] c = new int[COUNT];
        kinds.forEach(k -> c[k.index()]++);
        return c;
    }

    /** All 34 kinds in index order. */
    public static List<TileKind> all() {
        return ALL;
    }

    /** Index 0-33. */
    public int index() {
        return ordinal();
    }

    public Suit suit() {
        int i = ordinal();
        return i < 9 ? Suit.MAN : i < 18 ? Suit.PIN : i < 27 ? Suit.SOU : Suit.HONOR;
    }

    /** Number within the suit: 1-9, or 1-7 for honours (1z East … 7z Red). */
    public int number() {
        return ordinal() - suit().firstKind() + 1;
    }

    /** 字牌: a wind or a dragon. */
    public boolean isHonor() {
        return ordinal() >= 27;
    }

    /** 老頭牌: a 1 or 9 of a numbered suit. */
    public boolean isTerminal() {
        return !isHonor() && (number() == 1 || number() == 9);
    }

    /** 么九牌 / 幺九牌: a terminal or an honour. */
    public boolean isTerminalOrHonor() {
        return isHonor() || number() == 1 || number() == 9;
    }

    /** 中張牌: a 2-8 of a numbered suit. */
    public boolean isSimple() {
        return !isTerminalOrHonor();
    }

    /** 風牌: East, South, West or North. */
    public boolean isWind() {
        int i = ordinal();
        return i >= 27 && i <= 30;
    }

    /** 三元牌: White, Green or Red. */
    public boolean isDragon() {
        return ordinal() >= 31;
    }

    /**
     * The kind that follows this one in the dora order: 9 wraps to 1 within a suit, North to East,
     * Red to White. Used for dora indicators and (on the numbered suits) Guizhou's flipped chicken.
     */
    public TileKind successor() {
        int i = ordinal();
        if (i < 27) {
            return BY_INDEX[(i / 9) * 9 + (i % 9 + 1) % 9];
        }
        if (i <= 30) {
            return BY_INDEX[27 + (i - 27 + 1) % 4];
        }
        return BY_INDEX[31 + (i - 31 + 1) % 3];
    }

    /** mpsz notation of this kind, e.g. {@code 5m}, {@code 7z}. */
    public String mpsz() {
        return "" + number() + suit().letter();
    }

    /**
     * The honour's letter as rule books and the mjai protocol write it: {@code E S W N} for the winds,
     * {@code P F C} for 白 發 中.
     */
    public char honourLetter() {
        if (!isHonor()) {
            throw new IllegalArgumentException(mpsz() + " is not an honour: only 1z-7z have a letter");
        }
        return HONOUR_LETTERS.charAt(number() - 1);
    }

    /** The honour whose letter is {@code letter} ({@code E S W N P F C}, upper case), if it is one. */
    public static Optional<TileKind> ofHonourLetter(char letter) {
        int i = HONOUR_LETTERS.indexOf(letter);
        return i < 0 ? Optional.empty() : Optional.of(BY_INDEX[27 + i]);
    }

    /** The display name in a language: {@code 一万} / {@code 一萬} / {@code 1-man}. */
    public String displayName(Lang lang) {
        return TileNames.of(this, false, lang);
    }
}
