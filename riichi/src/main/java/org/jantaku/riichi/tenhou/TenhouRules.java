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

    /**
     * The rules of a game type as Tenhou plays it now: the {@code tenhou} preset, or {@code tenhou-sanma}
     * for a three-player type (bit 0x10), with game length, open tanyao and red fives from its bits (three
     * players have no 5m: one red 5p and one red 5s).
     */
    public static RuleSet of(GameType type) {
        List<Integer> red = type.threePlayer() ? List.of(0, 1, 1) : List.of(1, 1, 1);
        return (type.threePlayer() ? RiichiPresets.TENHOU_SANMA : RiichiPresets.TENHOU).rules()
                .with(RiichiRules.GAME_LENGTH, type.eastSouth() ? "hanchan" : "tonpuu")
                .with(RiichiRules.KUITAN, type.openTanyao())
                .with(RiichiRules.RED_FIVES, type.redFives() ? red : List.of(0, 0, 0));
    }
}
