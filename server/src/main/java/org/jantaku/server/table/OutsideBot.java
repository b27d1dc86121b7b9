package org.jantaku.server.table;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.WatchingAgent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * A bot whose decisions are made outside the JVM (a {@link WatchingAgent}: an mjai program), as a table
 * holds it: everything it is given (the events it is told, each decision, its close) runs on its own
 * thread, one at a time and in the order given, never under the table's lock. A program that takes its
 * whole time limit (or hangs until the bridge gives up on it) so holds up only its own seat: the table
 * answers its people, other tables play on, and the server's timer threads stay free.
 */
final class OutsideBot<A extends Action, O> {
    private static final Logger LOG = Logger.getLogger(OutsideBot.class.getName());

    private final Agent<A, O> agent;
    private final String name;
    private final ExecutorService mailbox;

    private OutsideBot(Agent<A, O> agent, String name) {
        this.agent = agent;
        this.name = name;
        this.mailbox = Executors.newSingleThreadExecutor(Thread.ofVirtual().name(name).factory());
    }

    /** The agent as an outside bot when it decides outside the JVM; none for the JVM's own bots, which answer at once. */
    static <A extends Action, O> Optional<OutsideBot<A, O>> of(Agent<A, O> agent, String table, int seat) {
        return agent instanceof WatchingAgent<?, ?, ?> ? Optional.of(new OutsideBot<>(agent, "table " + table + " seat " + seat))
                : Optional.empty();
    }

    /** Tells the bot the events of a step (after what it was given before). */
    void tell(List<? extends Event> events) {
        run(() -> WatchingAgent.tell(agent, events));
    }

    /** Asks the bot for a decision, after what it was given before; the answer comes on the bot's thread. */
    CompletableFuture<A> ask(O view, List<A> legal, Duration limit) {
        try {
            return CompletableFuture.supplyAsync(() -> agent.choose(view, legal, limit), mailbox);
        } catch (RejectedExecutionException e) {
            return CompletableFuture.failedFuture(new IllegalStateException(name + "'s bot is closed"));
        }
    }

    /** Closes the bot once what it was given is done; it is given nothing more. */
    void close() {
        run(() -> WatchingAgent.close(agent));
        mailbox.shutdown();
    }

    private void run(Runnable r) {
        try {
            mailbox.execute(() -> {
                try {
                    r.run();
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, name + ": the outside bot failed", e);
                }
            });
        } catch (RejectedExecutionException e) {
            // closed: the game is over or the table closed
        }
    }
}
