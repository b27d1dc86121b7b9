package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A finished game's standing, seat by seat: what a kept session ends with and the league adds up.
 *
 * @param scores the final scores (Riichi: leftover deposits included; 捉鸡/广东: the sum of the hands' nets)
 * @param places 1 to 4, or 1 to 3 at a three-player table (Riichi: the settlement's ranks, chombos' rank drops included)
 * @param points what the session is worth to each player (Riichi: uma and oka included, in thousands;
 *     捉鸡/广东: the scores)
 * @param chombos chombo payments charged to each seat (Riichi; 0 otherwise)
 */
public record Standing(List<Integer> scores, List<Integer> places, List<BigDecimal> points, List<Integer> chombos) {
    public Standing {
        scores = List.copyOf(scores);
        places = List.copyOf(places);
        points = List.copyOf(points);
        chombos = List.copyOf(chombos);
        int n = scores.size();
        if ((n != 3 && n != 4) || places.size() != n || points.size() != n || chombos.size() != n) {
            throw new IllegalArgumentException("an outcome has three or four seats, the same in each list");
        }
    }

    /** As stored and shown: {@code {"scores":[…],"places":[…],"points":[…],"chombos":[…]}}. */
    public ObjectNode json() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ArrayNode s = o.putArray("scores");
        scores.forEach(s::add);
        ArrayNode r = o.putArray("places");
        places.forEach(r::add);
        ArrayNode p = o.putArray("points");
        points.forEach(p::add);
        ArrayNode c = o.putArray("chombos");
        chombos.forEach(c::add);
        return o;
    }

    /** Reads {@link #json()} back. */
    public static Standing read(JsonNode o) {
        List<Integer> scores = new ArrayList<>();
        List<Integer> places = new ArrayList<>();
        List<BigDecimal> points = new ArrayList<>();
        List<Integer> chombos = new ArrayList<>();
        for (int seat = 0; seat < o.path("scores").size(); seat++) {
            scores.add(o.path("scores").path(seat).asInt());
            places.add(o.path("places").path(seat).asInt());
            points.add(o.path("points").path(seat).decimalValue());
            chombos.add(o.path("chombos").path(seat).asInt());
        }
        return new Standing(scores, places, points, chombos);
    }
}
