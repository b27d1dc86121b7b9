package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The rules a log states itself: an export of this project names the rule set the game was played under
 * (the {@code jantaku} member of an mjai {@code start_game} or of a tenhou.net/6 object, {@code docs/mjai.md}),
 * so that a replay or import uses them instead of Tenhou's rules guessed from the log's game type.
 *
 * @param preset the name of the preset the rules came from, when the log names one (for people only)
 * @param rules every Riichi option's value
 */
public record StatedRules(Optional<String> preset, RuleSet rules) {
    public StatedRules {
        Objects.requireNonNull(preset, "preset");
        Objects.requireNonNull(rules, "rules");
    }

    /** Whether the rules have red fives (one per suit: a log's tiles know no other count). */
    boolean redFives() {
        return rules.get(RiichiRules.RED_FIVES).stream().anyMatch(c -> c > 0);
    }

    /**
     * Whether the red fives are one per suit or none, the counts a log's tiles can show, or with three players
     * (no 5m) one red 5p and one red 5s.
     */
    boolean readableRedFives() {
        List<Integer> red = rules.get(RiichiRules.RED_FIVES);
        return red.equals(List.of(1, 1, 1)) || red.equals(List.of(0, 0, 0))
                || rules.get(RiichiRules.PLAYERS) == 3 && red.equals(List.of(0, 1, 1));
    }

    /** The mjlog's game type bits the rules come closest to (game length, open tanyao, red fives, three players; humans). */
    GameType type() {
        return new GameType(0x01 | (redFives() ? 0 : 0x02) | (rules.get(RiichiRules.KUITAN) ? 0 : 0x04)
                | (rules.get(RiichiRules.GAME_LENGTH).equals("hanchan") ? 0x08 : 0)
                | (rules.get(RiichiRules.PLAYERS) == 3 ? 0x10 : 0));
    }
}
