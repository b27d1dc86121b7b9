package org.jantaku.server.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.WatchingAgent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * The bots of a table's seats: per seat its agent, if a bot plays it, and when that decides outside the
 * JVM (an mjai program) its {@link OutsideBot}, asked off the table's lock; and the outside bots asked
 * for a decision that has not come yet (they are thinking, and are not asked again). The table's lock
 * guards it.
 */
final class TableBots<A extends Action, O> {
    /** How long a bot may take for a decision. */
    static final Duration TIME = Duration.ofSeconds(2);

    private final String table;
    private final List<Optional<Agent<A, O>>> agents;
    private final List<Optional<OutsideBot<A, O>>> outside = new ArrayList<>();
    private final Set<Integer> thinking = new TreeSet<>();

    TableBots(String table, List<Optional<Agent<A, O>>> agents) {
        this.table = table;
        this.agents = new ArrayList<>(agents);
        for (int seat = 0; seat < agents.size(); seat++) {
            int at = seat;
            outside.add(agents.get(seat).flatMap(a -> OutsideBot.of(a, table, at)));
        }
    }

    /** Whether a bot plays the seat. */
    boolean plays(int seat) {
        return agents.get(seat).isPresent();
    }

    /** Whether the seat's bot decides outside the JVM (its decisions come later, on its own thread). */
    boolean outside(int seat) {
        return outside.get(seat).isPresent();
    }

    /** Whether the seat's outside bot was asked and has not answered yet. */
    boolean thinking(int seat) {
        return thinking.contains(seat);
    }

    /** The lowest of these seats whose bot may be asked now (a bot that is not thinking), if any. */
    Optional<Integer> firstFree(Collection<Integer> seats) {
        return seats.stream().filter(s -> plays(s) && !thinking(s)).sorted().findFirst();
    }

    /** The decision of the seat's bot inside the JVM, made at once. */
    A choose(int seat, O view, List<A> legal) {
        return agents.get(seat).orElseThrow().choose(view, legal, TIME);
    }

    /** Asks the seat's outside bot for a decision; the seat thinks until {@link #answered}. */
    CompletableFuture<A> ask(int seat, O view, List<A> legal) {
        thinking.add(seat);
        return outside.get(seat).orElseThrow().ask(view, legal, TIME);
    }

    /** The seat's outside bot answered (or failed to): it thinks no more. */
    void answered(int seat) {
        thinking.remove(seat);
    }

    /** A bot takes the seat for good (its person gave it up). */
    void replace(int seat, Agent<A, O> bot) {
        agents.set(seat, Optional.of(bot));
        outside.set(seat, OutsideBot.of(bot, table, seat));
    }

    /** Tells the bots that follow the game (mjai bots: {@link WatchingAgent}) the events of a step applied. */
    void tell(List<? extends Event> events) {
        for (int seat = 0; seat < agents.size(); seat++) {
            if (outside.get(seat).isPresent()) {
                outside.get(seat).get().tell(events);
            } else {
                agents.get(seat).ifPresent(x -> WatchingAgent.tell(x, events));
            }
        }
    }

    /** Ends what the bots hold (an mjai bot's program); they are not asked again. */
    void close() {
        for (int seat = 0; seat < agents.size(); seat++) {
            if (outside.get(seat).isPresent()) {
                outside.get(seat).get().close();
            } else {
                agents.get(seat).ifPresent(WatchingAgent::close);
            }
        }
    }
}
