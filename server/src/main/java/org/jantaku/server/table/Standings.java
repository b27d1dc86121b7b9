package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.settle.Places;

/**
 * The final standings of a finished game, from its record's last line: the {@code game_ended} event's
 * scores, with its places ({@code ranks}) and final points ({@code points}, Riichi's uma and oka) when
 * it has them; otherwise places by score (equal scores share a place). Best place first.
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
        JsonNode scores = end.get("scores");
        JsonNode ranks = end.get("ranks");
        JsonNode points = end.get("points");
        int[] byScore = new int[scores.size()];
        for (int seat = 0; seat < byScore.length; seat++) {
            byScore[seat] = scores.get(seat).asInt();
        }
        boolean ranked = ranks != null && ranks.size() == seats.size();
        int[] places = Places.of(byScore, Places.Ties.SHARED);
        List<ObjectNode> rows = new ArrayList<>();
        for (SeatSpec s : seats) {
            int score = byScore[s.seat()];
            int place = ranked ? ranks.get(s.seat()).asInt() : places[s.seat()];
            ObjectNode row = JsonNodeFactory.instance.objectNode().put("seat", s.seat()).put("name", s.name()).put("kind", s.kind())
                    .put("place", place).put("score", score);
            if (points != null && points.size() == seats.size()) {
                row.set("points", points.get(s.seat()));
            }
            rows.add(row);
        }
        rows.sort(Comparator.comparingInt((ObjectNode r) -> r.get("place").asInt()).thenComparingInt(r -> r.get("seat").asInt()));
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        rows.forEach(out::add);
        return Optional.of(out);
    }
}
