package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.server.view.PresetJson;

/**
 * What a table is, apart from its game: its id, preset, variant, seats, when it was made, whether
 * its creator chose the seed of its walls (public, so every player knows), the hash of its host's
 * token (whoever holds it may end the table; tables made before hosts have none) and its pause
 * between hands.
 */
public record TableInfo(String id, String preset, String variant, List<SeatSpec> seats, String created, boolean seeded,
        Optional<String> hostHash, Duration nextHand) {
    public TableInfo {
        seats = List.copyOf(seats);
        Objects.requireNonNull(hostHash, "hostHash");
        Objects.requireNonNull(nextHand, "nextHand");
        if (seats.size() < 3 || seats.size() > 4) {
            throw new IllegalArgumentException("a table has three or four seats, not " + seats.size());
        }
    }

    /** Whether every seat is a bot's. */
    public boolean botsOnly() {
        return seats.stream().allMatch(SeatSpec::bot);
    }

    /** Whether a presented token is this table's host token. */
    public boolean hostedBy(String token) {
        return hostHash.isPresent() && TokenCheck.same(hostHash.get(), TokenCheck.hash(token));
    }

    /** The same table with one seat replaced. */
    TableInfo withSeat(SeatSpec seat) {
        List<SeatSpec> out = new ArrayList<>(seats);
        out.set(seat.seat(), seat);
        return new TableInfo(id, preset, variant, out, created, seeded, hostHash, nextHand);
    }

    /**
     * The start of the public summary: id, preset (and its title for people, in every language), variant, status,
     * creation time and whether it was seeded.
     */
    ObjectNode summary(String status) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("id", id).put("preset", preset);
        PresetJson.title(preset).ifPresent(t -> o.set("preset_title", t));
        return o.put("variant", variant).put("status", status).put("created", created).put("seeded", seeded)
                .put("next_hand_seconds", nextHand.toSeconds());
    }
}
