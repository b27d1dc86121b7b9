package org.jantaku.server.keep;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.engine.keep.Standing;

/**
 * A club's league table over some finished sessions: for each player (by name, as written) the
 * sessions played, the points added up, the average place, how often each place 1–4 (1–3 at three-player
 * tables) was taken, and
 * the chombo payments charged. Sorted by points (most first), then average place, then name.
 *
 * @param rows one per player
 * @param games the sessions counted
 * @param places the places counted: 4, or 3 when every session counted was played by three
 */
public record League(List<Row> rows, int games, int places) {
    public League {
        rows = List.copyOf(rows);
    }

    /** One finished session: its players (four, or three), seat 0 first, and its outcome. */
    public record Game(List<String> players, Standing outcome) {
        public Game {
            players = List.copyOf(players);
        }
    }

    /**
     * A player's line.
     *
     * @param places how many times the player finished 1st, 2nd, 3rd (and 4th)
     */
    public record Row(String player, int games, BigDecimal points, List<Integer> places, int chombos) {
        public Row {
            places = List.copyOf(places);
        }

        /** The average place, to two decimals. */
        public BigDecimal averagePlace() {
            int sum = 0;
            for (int i = 0; i < places.size(); i++) {
                sum += (i + 1) * places.get(i);
            }
            return BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(games), 2, RoundingMode.HALF_UP);
        }
    }

    /** The league of these sessions, counting {@code placeCount} places (3 or 4, at least as many as any session's players). */
    public static League of(List<Game> games, int placeCount) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Game g : games) {
            for (int seat = 0; seat < g.players().size(); seat++) {
                String name = g.players().get(seat);
                Row old = rows.getOrDefault(name, new Row(name, 0, BigDecimal.ZERO, java.util.Collections.nCopies(placeCount, 0), 0));
                List<Integer> places = new ArrayList<>(old.places());
                int place = g.outcome().places().get(seat);
                places.set(place - 1, places.get(place - 1) + 1);
                rows.put(name, new Row(name, old.games() + 1, old.points().add(g.outcome().points().get(seat)), places,
                        old.chombos() + g.outcome().chombos().get(seat)));
            }
        }
        List<Row> sorted = rows.values().stream().sorted(Comparator.comparing(Row::points).reversed()
                .thenComparing(Row::averagePlace).thenComparing(Row::player)).toList();
        return new League(sorted, games.size(), placeCount);
    }
}
