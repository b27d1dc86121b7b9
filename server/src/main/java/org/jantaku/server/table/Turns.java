package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.logging.Logger;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.Recorder;

/**
 * Who moves next at one table and when: bots' moves after their delay (an outside bot's decision asked off
 * the table's lock and played when it comes), people's deadlines (the server plays for them when one runs
 * out: a pass in a private decision, else the first legal action), and a seat's 逃跑 recorded when the game
 * waits for it. Every task runs later under the table's lock ({@link TableTimers}) and is dropped when the
 * table moved on meanwhile; the moves are played through {@link TablePlay}.
 */
final class Turns<S, A extends Action, E extends Event, O> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());

    private final TablePlay<S, A, E, O> play;
    private final PublicTable<S> table;
    private final Variant<S, A, E, O> variant;
    private final Recorder<S, A, E, O> recorder;
    private final Prompts prompts;
    private final TableBots<A, O> bots;
    private final Departures<S, A, E, O> departures;
    private final BetweenHands pauses;
    private final Timing timing;
    private final TableTimers timers;

    Turns(TablePlay<S, A, E, O> play, PublicTable<S> table, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder,
            Prompts prompts, TableBots<A, O> bots, Departures<S, A, E, O> departures, BetweenHands pauses, Timing timing,
            TableTimers timers) {
        this.play = play;
        this.table = table;
        this.variant = variant;
        this.recorder = recorder;
        this.prompts = prompts;
        this.bots = bots;
        this.departures = departures;
        this.pauses = pauses;
        this.timing = timing;
        this.timers = timers;
    }

    /** The seat's bot moves after its delay, if the game still waits for it at the public version it has now. */
    void botLater(int seat) {
        int v = table.version();
        timers.after(timing.botDelay().toMillis(), () -> botMove(seat, v));
    }

    /** Asks the bots to act and starts people's deadlines, for every seat the public state waits for. */
    void schedule() {
        if (table.finished() || table.closed() || pauses.open()) {
            return;
        }
        prompts.keepDeadlines(variant.toAct(table.shown()));
        for (int seat : variant.toAct(table.shown())) {
            if (bots.plays(seat)) {
                botLater(seat);
            } else {
                deadline(seat, false);
            }
        }
    }

    /** Starts a person's deadline for their current prompt (none when its limit is zero). */
    void deadline(int seat, boolean privately) {
        Duration limit = privately ? timing.claimTimeout() : timing.turnTimeout();
        prompts.startDeadline(seat, privately, limit).ifPresent(d -> timers.after(limit.toMillis(), () -> expire(seat, d)));
    }

    private void botMove(int seat, int atVersion) {
        if (table.closed() || table.finished() || pauses.open() || atVersion != table.version()
                || !variant.toAct(recorder.state()).contains(seat) || !bots.plays(seat)) {
            return;
        }
        if (departures.owesEscape(seat)) {
            Optional<List<ObjectNode>> results = departures.recordEscape(seat);
            if (results.isPresent()) {
                play.escaped(seat, results.get());
                return;
            }
        }
        if (bots.outside(seat)) {
            if (!bots.thinking(seat)) {
                askOutside(seat);
            }
            return;
        }
        List<A> legal = play.legal(seat);
        A choice = bots.choose(seat, variant.observe(recorder.state(), seat), legal);
        play.play(seat, choice).ifPresent(e -> LOG.warning("table " + table.info().id() + ": the bot of seat " + seat
                + " chose an illegal action: " + e.message()));
    }

    private void expire(int seat, Prompts.Deadline d) {
        if (table.closed() || table.finished() || pauses.open() || !prompts.current(seat, d)) {
            return;
        }
        List<A> legal = play.legal(seat);
        if (legal.isEmpty()) {
            return;
        }
        play.play(seat, d.privately() ? Windows.timeoutChoice(legal) : legal.get(0));
    }

    /**
     * Asks an outside bot for the seat's decision now, off the table's lock; its answer is played when it
     * comes ({@link #outsideAnswered}). The seat thinks meanwhile and is not asked again.
     */
    void askOutside(int seat) {
        S s = recorder.state();
        List<A> legal = List.copyOf(variant.legalActions(s, seat));
        bots.ask(seat, variant.observe(s, seat), legal).whenComplete((choice, failed) ->
                timers.soon(() -> outsideAnswered(seat, legal, Optional.ofNullable(choice), failed)));
    }

    /**
     * An outside bot's answer: played when the game still waits for the seat with the actions it was asked
     * about; a failed decision plays the safe choice (as a person's timeout does). When the table moved on
     * meanwhile the answer is dropped, and the seat is asked again if the game waits for it.
     */
    private void outsideAnswered(int seat, List<A> asked, Optional<A> choice, Throwable failed) {
        bots.answered(seat);
        if (table.closed() || table.finished() || pauses.open() || !bots.outside(seat)) {
            return;
        }
        S s = recorder.state();
        boolean window = Windows.open(variant, s);
        if (!variant.toAct(s).contains(seat) || !variant.legalActions(s, seat).equals(asked)) {
            if (window) {
                play.settle(OptionalInt.empty());
            } else if (variant.toAct(s).contains(seat)) {
                askOutside(seat);
            }
            return;
        }
        if (failed != null) {
            LOG.warning("table " + table.info().id() + ": the bot of seat " + seat + " failed to decide: " + failed);
        }
        A action = choice.orElseGet(() -> window ? Windows.timeoutChoice(asked) : asked.get(0));
        Optional<ProtocolError> refused = play.play(seat, action);
        if (refused.isPresent()) {
            LOG.warning("table " + table.info().id() + ": the bot of seat " + seat + " chose an illegal action: "
                    + refused.get().message());
            play.play(seat, window ? Windows.timeoutChoice(asked) : asked.get(0));
        }
    }
}
