package org.jantaku.riichi.scoring;

import java.util.List;

/**
 * The value of a won hand under a rule set (the best reading).
 *
 * @param yaku the yaku with their han, dora kinds last (for a yakuman hand, only the yakuman)
 * @param han total han, dora included; for a yakuman hand 13 × the multiplier
 * @param fu the fu (符), rounded; 0 for a yakuman hand
 * @param yakumanMultiplier number of yakuman (0 for a hand that is not a yakuman, a counted one included)
 * @param limit the limit reached
 * @param basePoints 基本点: fu × 2^(han+2), or the limit's (2000 for a mangan … 8000 per yakuman)
 * @param fuParts where the fu come from (empty for a yakuman or nagashi mangan)
 */
public record HandScore(List<YakuHan> yaku, int han, int fu, int yakumanMultiplier, Limit limit, int basePoints,
        List<FuPart> fuParts) {
    public HandScore {
        yaku = yaku instanceof YakuList ? yaku : List.copyOf(yaku);
        fuParts = fuParts instanceof FuBreakdown ? fuParts : List.copyOf(fuParts);
    }

    public String level() {
        return limit.level(yakumanMultiplier);
    }
}
