package org.jantaku.engine.record;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;

/**
 * The first line of a game record: what a replay needs to start the game again.
 *
 * @param variant the variant's name, e.g. {@code riichi}
 * @param rules the rule set (written with every option's value, defaults included)
 * @param preset the name of the preset the rules came from, if any (for people: {@code rules} is
 *     what counts)
 * @param walls the game's walls: seeded (the seed is written) or given hand by hand (every tile id)
 * @param players the players' names by seat (seat 0 first)
 */
public record RecordHeader(String variant, RuleSet rules, Optional<String> preset, Walls walls, List<String> players) {
    /** The version of the record format this code writes and reads. */
    public static final int FORMAT = 1;

    public RecordHeader {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(preset, "preset");
        Objects.requireNonNull(walls, "walls");
        players = List.copyOf(players);
    }

    /** A header for a game played with a preset's rules. */
    public static RecordHeader of(String variant, Preset preset, Walls walls, List<String> players) {
        return new RecordHeader(variant, preset.rules(), Optional.of(preset.name()), walls, players);
    }

    /** A header for a game whose rules are not (or not known to be) a preset. */
    public static RecordHeader of(String variant, RuleSet rules, Walls walls, List<String> players) {
        return new RecordHeader(variant, rules, Optional.empty(), walls, players);
    }
}
