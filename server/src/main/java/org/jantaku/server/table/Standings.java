package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.result.GameResultView;

/**
 * The final standings of a finished game, from its record's last line: the {@code game_ended} event's
 * scores, with its places ({@code ranks}) and final points ({@code points}, Riichi's uma and oka) when
 * it has them, as the engine's {@link org.jantaku.engine.view.result.Standings} makes them (otherwise places by
 * score, equal scores sharing a place), with each seat's player. Best place first.
 */
public final class Standings {
    private Standings() {
    }

    /** The standings, or empty when the line has no final scores. */
    public static Optional<ArrayNode> of(JsonNode lastLine, List<SeatSpec> seats) {
        JsonNode end = null;
        for (JsonNode e : lastLine.path("events")) {
            if (e.has("scores") && (end == null || !"game_ended".equals(end.path("type").asText()))) {
                end = e;
            }
        }
        if (end == null || end.get("scores").size() != seats.size()) {
            return Optional.empty();
        }
        List<GameResultView.Standing> standings = org.jantaku.engine.view.result.Standings.of(bySeat(end.get("scores"), seats),
                Optional.ofNullable(end.get("ranks")).filter(r -> r.size() == seats.size()).map(r -> bySeat(r, seats)),
                Optional.ofNullable(end.get("points")).filter(p -> p.size() == seats.size()).map(p -> bySeat(p, seats)));
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        standings.stream().sorted(Comparator.comparingInt(GameResultView.Standing::place).thenComparingInt(GameResultView.Standing::seat))
                .forEach(st -> {
                    SeatSpec s = seats.stream().filter(x -> x.seat() == st.seat()).findFirst().orElseThrow();
                    ObjectNode row = out.addObject().put("seat", s.seat()).put("name", s.name()).put("kind", s.kind())
                            .put("place", st.place()).put("score", st.score());
                    st.points().ifPresent(p -> row.put("points", p));
                });
        return Optional.of(out);
    }

    private static List<Integer> bySeat(JsonNode values, List<SeatSpec> seats) {
        List<Integer> out = new ArrayList<>(seats.size());
        for (int seat = 0; seat < seats.size(); seat++) {
            out.add(values.get(seat).asInt());
        }
        return out;
    }
}
