package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** What a table is, apart from its game: its id, preset, variant, seats and when it was made. */
public record TableInfo(String id, String preset, String variant, List<SeatSpec> seats, String created) {
    public TableInfo {
        seats = List.copyOf(seats);
        if (seats.size() != 4) {
            throw new IllegalArgumentException("a table has four seats, not " + seats.size());
        }
    }

    /** The start of the public summary: id, preset, variant, status and creation time. */
    ObjectNode summary(boolean finished) {
        return JsonNodeFactory.instance.objectNode().put("id", id).put("preset", preset).put("variant", variant)
                .put("status", finished ? "finished" : "running").put("created", created);
    }
}
