package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One hand (局) of a log: its {@code INIT} and the events up to the next one.
 *
 * @param index the hand's number in the log (0 = the first)
 * @param init the hand's start
 * @param events the events after {@code init}, in file order
 * @param firstEvent the index in {@link Mjlog#events()} of {@code init}
 */
public record LoggedHand(int index, Init init, List<MjlogEvent> events, int firstEvent) {
    public LoggedHand {
        Objects.requireNonNull(init, "init");
        events = List.copyOf(events);
    }

    /** The hands of a log, in order (events before the first {@code INIT} are not part of a hand). */
    public static List<LoggedHand> of(Mjlog log) {
        List<LoggedHand> hands = new ArrayList<>();
        List<MjlogEvent> all = log.events();
        int start = -1;
        for (int i = 0; i <= all.size(); i++) {
            if (i == all.size() || all.get(i) instanceof Init) {
                if (start >= 0) {
                    hands.add(new LoggedHand(hands.size(), (Init) all.get(start), all.subList(start + 1, i), start));
                }
                start = i;
            }
        }
        return hands;
    }

    /** Whether the log records how the hand ended (a win or a draw); false for a log cut short. */
    public boolean finished() {
        return events.stream().anyMatch(e -> e instanceof Agari || e instanceof Ryuukyoku);
    }

    /** The hand's name as players say it: {@code East 1, 0 honba}. */
    public String label() {
        String wind = switch (init.roundWind()) {
            case 0 -> "East";
            case 1 -> "South";
            case 2 -> "West";
            default -> "North";
        };
        return wind + " " + init.handNumber() + ", " + init.honba() + " honba";
    }
}
