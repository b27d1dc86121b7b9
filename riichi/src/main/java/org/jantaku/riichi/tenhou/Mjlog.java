package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A whole Tenhou mjlog: the header tags decoded, then every game event in file order.
 *
 * @param sourceName the file or stream name the log was read from
 * @param version the root's {@code <mjloggm ver="2.3">} version, empty string when absent
 * @param shuffle the wall seed ({@code <SHUFFLE>}), when present
 * @param type the rule set ({@code <GO type>})
 * @param lobby the lobby number ({@code <GO lobby>}), when present (0 for ranked rooms)
 * @param players the four players from the header {@code <UN>} tag (the first one, if before any
 *     event), seat order; empty when there is none
 * @param firstDealer the seat of the first dealer (起家), {@code <TAIKYOKU oya>}
 * @param events the game events after the header, in file order
 * @param unknownRules why the project does not know the rules the game was played under, when it does
 *     not (a custom lobby, {@code <GO csrule>}, a tenhou.net/6 {@code rule} it cannot map): such a game is
 *     read, but a replay under {@link TenhouRules} would compare it with rules it was not played under
 * @param statedRules the rules the log states itself (an export of this project), which a replay and an
 *     import use instead of {@link TenhouRules}' reading of {@code type}
 */
public record Mjlog(String sourceName, String version, Optional<Shuffle> shuffle, GameType type,
                    OptionalInt lobby, List<Player> players, int firstDealer, List<MjlogEvent> events, Optional<String> unknownRules,
                    Optional<StatedRules> statedRules) {
    public Mjlog {
        Objects.requireNonNull(sourceName, "sourceName");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(shuffle, "shuffle");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(lobby, "lobby");
        players = Checks.list(players, players.isEmpty() ? 0 : 4, "players");
        Checks.seat(firstDealer, "firstDealer");
        events = Checks.list(events, -1, "events");
        Objects.requireNonNull(unknownRules, "unknownRules");
        Objects.requireNonNull(statedRules, "statedRules");
    }

    /** A log that states no rules of its own. */
    public Mjlog(String sourceName, String version, Optional<Shuffle> shuffle, GameType type, OptionalInt lobby,
            List<Player> players, int firstDealer, List<MjlogEvent> events, Optional<String> unknownRules) {
        this(sourceName, version, shuffle, type, lobby, players, firstDealer, events, unknownRules, Optional.empty());
    }

    /** A log of known rules. */
    public Mjlog(String sourceName, String version, Optional<Shuffle> shuffle, GameType type, OptionalInt lobby,
            List<Player> players, int firstDealer, List<MjlogEvent> events) {
        this(sourceName, version, shuffle, type, lobby, players, firstDealer, events, Optional.empty(), Optional.empty());
    }

    /** The players' names in seat order (empty when the log has no {@code UN}). */
    public List<String> names() {
        return players.stream().map(Player::name).toList();
    }

    /** The events of one type, in file order: {@code log.eventsOf(Agari.class)}. */
    public <T extends MjlogEvent> List<T> eventsOf(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
