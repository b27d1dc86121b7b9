package org.jantaku.guizhou.settlement;

import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * The 豆 pass (通行证) [seed §五(一); spec §4]: a win on another player's tile needs a 豆 or a
 * pattern above 平胡, except on a 热炮, a 抢杠 or a discard of a 报听 player (杀报). A self-draw needs
 * no pass.
 */
public final class WinRules {
    private WinRules() {
    }

    /**
     * Why a complete hand may not win this way, or empty when it may.
     *
     * @param winner the winner's seat at the end (tiles and melds, the winning tile included)
     * @param pattern the hand's pattern
     * @param way how it would win
     * @param fromBaoting whether the discarder declared 报听
     */
    public static Optional<String> refusal(RuleSet rules, SeatEnd winner, Pattern pattern, WinSource way, boolean fromBaoting) {
        return switch (way) {
            case SELF_DRAW, REPLACEMENT_DRAW, DISCARD_AFTER_KONG, ROBBED_KONG -> Optional.empty();
            case DISCARD -> pattern != Pattern.PING_HU || fromBaoting
                    || winner.hasPassDou(rules.get(GuizhouRules.DELAYED_KONG_IS_PASS))
                    ? Optional.empty()
                    : Optional.of("a 平胡 without a 豆 cannot win on a discard (豆 is the pass to win; only a self-draw,"
                            + " 热炮, 抢杠 or a 报听 player's discard lets it win)");
        };
    }
}
