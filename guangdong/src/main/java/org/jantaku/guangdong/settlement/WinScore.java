package org.jantaku.guangdong.settlement;

import java.util.List;
import java.util.Optional;

/**
 * What one winner's hand is worth.
 *
 * @param seat the winner
 * @param patterns the hand's pattern (鸡胡: the highest one; 推倒胡: 小胡, or every 大胡 that applies,
 *     never cumulative)
 * @param additions 鸡胡 additions within the cap (自摸, 门风, 圈风, 三元牌 each, 杠, 点杠放炮)
 * @param rawFan pattern plus additions before the cap (推倒胡: 1 for 小胡, 2 for 大胡)
 * @param fan the fan paid: capped at 3 within the cap, raised to 3 by a minimum
 * @param minimum the rule that raised the hand to 3 番, if any
 * @param value what each paying share is worth in 底分 (2^fan, or fan; 推倒胡: the share)
 */
public record WinScore(int seat, List<Fan> patterns, List<Fan> additions, int rawFan, int fan, Optional<Fan> minimum,
        int value) {
    public WinScore {
        patterns = List.copyOf(patterns);
        additions = List.copyOf(additions);
    }

    /** Whether the cap (爆胡, 3 番) cut the hand's fan. */
    public boolean capped() {
        return rawFan > fan && minimum.isEmpty();
    }
}
