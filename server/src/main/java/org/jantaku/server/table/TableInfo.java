package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * What a table is, apart from its game: its id, preset, variant, seats, when it was made, and whether
 * its creator chose the seed of its walls (public, so every player knows).
 */
public record TableInfo(String id, String preset, String variant, List<SeatSpec> seats, String created, boolean seeded) {
    public TableInfo {
        seats = List.copyOf(seats);
        if (seats.size() != 4) {
            throw new IllegalArgumentException("a table has four seats, not " + seats.size());
        }
    }

    /** Whether every seat is a bot's. */
    public boolean botsOnly() {
        return seats.stream().allMatch(SeatSpec::bot);
    }

    /** The start of the public summary: id, preset, variant, status, creation time and whether it was seeded. */
    ObjectNode summary(String status) {
        return JsonNodeFactory.instance.objectNode().put("id", id).put("preset", preset).put("variant", variant)
                .put("status", status).put("created", created).put("seeded", seeded);
    }
}
