package org.jantaku.server.table;

import java.util.Objects;
import java.util.Optional;
import java.util.function.IntFunction;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;
import org.jantaku.server.storage.LineWriter;

/**
 * What a table needs when a person gives up their seat: the bot that takes it (agent {@code agentName},
 * made for a seat), the action that records a 逃跑 where the rules charge for leaving, and the record
 * writer that notes the change on the next line.
 */
record Seating<A extends Action, O>(String agentName, IntFunction<Agent<A, O>> bot, Optional<A> escape, LineWriter record) {
    Seating {
        Objects.requireNonNull(agentName, "agentName");
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(escape, "escape");
        Objects.requireNonNull(record, "record");
    }
}
