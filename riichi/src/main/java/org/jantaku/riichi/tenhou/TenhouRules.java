package org.jantaku.riichi.tenhou;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;

/** The rule set a Tenhou game was played under: the {@code tenhou} preset with the settings of its {@link GameType}. */
public final class TenhouRules {
    private TenhouRules() {
    }

    /**
     * The rules a logged game was played under: those the log states ({@link Mjlog#statedRules()}, an
     * export of this project), otherwise its game type's, with the uma and final rounding of its era
     * ({@link TenhouEra}; what could not be known is assumed).
     */
    public static RuleSet of(Mjlog log) {
        return log.statedRules().map(StatedRules::rules).orElseGet(() -> TenhouEra.of(log).apply(of(log.type())));
    }

    /** The rules of a four-player game type as Tenhou plays it now: game length, open tanyao and red fives from its bits. */
    public static RuleSet of(GameType type) {
        return RiichiPresets.TENHOU.rules()
                .with(RiichiRules.GAME_LENGTH, type.eastSouth() ? "hanchan" : "tonpuu")
                .with(RiichiRules.KUITAN, type.openTanyao())
                .with(RiichiRules.RED_FIVES, type.redFives() ? List.of(1, 1, 1) : List.of(0, 0, 0));
    }
}
