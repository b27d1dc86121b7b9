package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The pause between hands at public version {@code version} (docs/protocol.md, "Between hands"): the
 * results of the hand that ended (sent again to a person who connects meanwhile), the seats whose
 * person pressed OK, and when the pause ends at the latest. The table's lock guards it; the table
 * decides when it opens and ends, this says whom it waits for and how clients are told.
 */
final class HandPause {
    private final int version;
    private final List<String> results;
    private final Set<Integer> ready = new TreeSet<>();
    private final long untilMillis;

    HandPause(int version, List<String> results, long untilMillis) {
        this.version = version;
        this.results = List.copyOf(results);
        this.untilMillis = untilMillis;
    }

    int version() {
        return version;
    }

    /** The {@code hand_end} / {@code game_end} messages of the hand that ended. */
    List<String> results() {
        return results;
    }

    long untilMillis() {
        return untilMillis;
    }

    /** How long the pause may still last, never negative. */
    long leftMillis() {
        return Math.max(0, untilMillis - System.currentTimeMillis());
    }

    /**
     * A person pressed OK at {@code atVersion}: why it is refused (the OK is for another pause), or
     * empty once the seat is counted ready.
     */
    Optional<ProtocolError> ready(int seat, int atVersion) {
        if (atVersion != version) {
            return Optional.of(new ProtocolError("stale", "the OK is for the pause at version " + atVersion
                    + ", the table pauses at version " + version));
        }
        ready.add(seat);
        return Optional.empty();
    }

    /** The seats the pause still waits for: people connected who have not pressed OK. */
    Set<Integer> waitingFor(Set<Integer> peopleConnected) {
        Set<Integer> out = new TreeSet<>(peopleConnected);
        out.removeAll(ready);
        return out;
    }

    /** Whether the pause may end: some person is connected and every one of them pressed OK. */
    boolean done(Set<Integer> peopleConnected) {
        return !peopleConnected.isEmpty() && waitingFor(peopleConnected).isEmpty();
    }

    /** The refusal of an action while the table pauses. */
    ProtocolError refusal() {
        return new ProtocolError("paused", "the table pauses between hands until every person has pressed OK (send ready) or"
                + " for " + leftMillis() / 1000 + " s more");
    }

    /** The {@code pause} message: whom the pause waits for, who pressed OK, and how long it may last. */
    String message(Set<Integer> peopleConnected) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("type", "pause").put("version", version);
        ArrayNode waiting = o.putArray("waiting");
        waitingFor(peopleConnected).forEach(waiting::add);
        ArrayNode readySeats = o.putArray("ready");
        ready.forEach(readySeats::add);
        o.put("deadline_ms", leftMillis());
        return o.toString();
    }

    /** The {@code next_hand} message that ends the pause. */
    String endMessage() {
        return JsonNodeFactory.instance.objectNode().put("type", "next_hand").put("version", version).toString();
    }
}
