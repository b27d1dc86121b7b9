package org.jantaku.riichi.scoring;

/** Base points (基本点) from han and fu, with the limits. */
final class Points {
    private Points() {
    }

    /** The limit of an ordinary (not yakuman) hand of {@code han} han and {@code fu} fu. */
    static Limit limit(int han, int fu, RiichiOptions o) {
        if (han >= 13) {
            return switch (o.kazoe()) {
                case "sanbaiman" -> Limit.SANBAIMAN;
                default -> Limit.KAZOE_YAKUMAN;
            };
        }
        if (han >= 11) {
            return Limit.SANBAIMAN;
        }
        if (han >= 8) {
            return Limit.BAIMAN;
        }
        if (han >= 6) {
            return Limit.HANEMAN;
        }
        if (han == 5) {
            return Limit.MANGAN;
        }
        long base = (long) fu << (han + 2);
        if (base >= 2000 || (o.kiriage() && ((han == 4 && fu == 30) || (han == 3 && fu == 60)))) {
            return Limit.MANGAN;
        }
        return Limit.NONE;
    }

    /** Base points of an ordinary hand. */
    static int base(int han, int fu, RiichiOptions o) {
        return switch (limit(han, fu, o)) {
            case NONE -> fu << (han + 2);
            case MANGAN -> 2000;
            case HANEMAN -> 3000;
            case BAIMAN -> 4000;
            case SANBAIMAN -> 6000;
            case KAZOE_YAKUMAN -> "unlimited".equals(o.kazoe()) ? 8000 * (han / 13) : 8000;
            case YAKUMAN -> throw new IllegalArgumentException("a yakuman's base is 8000 per yakuman");
        };
    }
}
