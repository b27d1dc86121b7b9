package org.jantaku.core.hand;

/** Where a called tile came from, relative to the caller. */
public enum From {
    /** 上家 kamicha: the player on the left, who discards just before the caller. */
    KAMICHA,
    /** 対面 / 对家 toimen: the player opposite. */
    TOIMEN,
    /** 下家 shimocha: the player on the right. */
    SHIMOCHA;

    /** How many seats after the caller the source sits (shimocha 1, toimen 2, kamicha 3). */
    public int seatOffset() {
        return switch (this) {
            case SHIMOCHA -> 1;
            case TOIMEN -> 2;
            case KAMICHA -> 3;
        };
    }

    /** The relation of a seat {@code offset} (1-3) seats after the caller. */
    public static From ofSeatOffset(int offset) {
        return switch (Math.floorMod(offset, 4)) {
            case 1 -> SHIMOCHA;
            case 2 -> TOIMEN;
            case 3 -> KAMICHA;
            default -> throw new IllegalArgumentException("a player cannot call his own tile");
        };
    }

    /** Parses {@code kamicha}/{@code toimen}/{@code shimocha} (also {@code left}/{@code across}/{@code right}). */
    public static From parse(String s) {
        return switch (s.toLowerCase(java.util.Locale.ROOT)) {
            case "kamicha", "left", "shangjia" -> KAMICHA;
            case "toimen", "across", "duijia" -> TOIMEN;
            case "shimocha", "right", "xiajia" -> SHIMOCHA;
            default -> throw new IllegalArgumentException(
                    "unknown source '" + s + "' (expected kamicha, toimen or shimocha)");
        };
    }
}
