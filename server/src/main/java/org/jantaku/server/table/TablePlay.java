package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.logging.Logger;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.result.ResultJson;

/**
 * The play of one table: actions applied through the {@link Recorder} (every line stored before the new state
 * is taken), private decisions ({@link Windows}) answered by bots at once and settled, public steps published
 * to every client with their results, people's prompts in a private decision, the pause between hands
 * ({@link BetweenHands}), seats given to bots ({@link Departures}), and the table closed before its end; who
 * moves next and when is {@link Turns}'. The table's lock guards it: its methods run under it, called by
 * {@link LiveTable}'s or run by {@link TableTimers}.
 *
 * <p>The public version counts the states everyone sees. A private decision is no public step: bots answer
 * it at once, each asked person gets a prompt of their own, and everyone else sees the table again only when
 * it is settled. So what a seat is shown after a discard is the same whoever could have called
 * (docs/protocol.md, "Privacy").
 */
final class TablePlay<S, A extends Action, E extends Event, O> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());

    private final PublicTable<S> table;
    private final Variant<S, A, E, O> variant;
    private final Recorder<S, A, E, O> recorder;
    private final Faces faces;
    private final Prompts prompts;
    private final StateMessages<S, A, O> messages;
    private final TableBots<A, O> bots;
    private final Departures<S, A, E, O> departures;
    private final Presence presence;
    private final Limits limits;
    private final Storage storage;
    private final BetweenHands pauses;
    private final Turns<S, A, E, O> turns;
    /** The results of the steps since the last public step ({@code hand_end}, {@code game_end} without a version; sent with it). */
    private final List<ObjectNode> pending = new ArrayList<>();
    /** The results the last public step published (a pause is opened again from them after a restart). */
    private final List<ObjectNode> lastPublished;

    TablePlay(PublicTable<S> table, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder, Faces faces, Prompts prompts,
            StateMessages<S, A, O> messages, TableBots<A, O> bots, Departures<S, A, E, O> departures, Presence presence,
            Timing timing, Limits limits, TableTimers timers, Storage storage, List<ObjectNode> lastPublished) {
        this.table = table;
        this.variant = variant;
        this.recorder = recorder;
        this.faces = faces;
        this.prompts = prompts;
        this.messages = messages;
        this.bots = bots;
        this.departures = departures;
        this.presence = presence;
        this.limits = limits;
        this.storage = storage;
        this.lastPublished = List.copyOf(lastPublished);
        this.pauses = new BetweenHands(table, presence, timers, this::resume);
        this.turns = new Turns<>(this, table, variant, recorder, prompts, bots, departures, pauses, timing, timers);
    }

    /** The pause between hands. */
    BetweenHands pauses() {
        return pauses;
    }

    /**
     * Starts the bots and the deadlines (after creation or after a restart, when a private decision may
     * be open). A table resumed just after a hand ended (its last public step published the hand's
     * results) pauses again with a full countdown: its people reconnect, see the results again and press OK.
     */
    void begin() {
        S s = recorder.state();
        TableInfo info = table.info();
        if (!variant.isOver(s) && Windows.open(variant, s)) {
            settle(OptionalInt.empty());
        } else if (!table.finished() && !info.botsOnly() && !info.nextHand().isZero() && endsHand(lastPublished)) {
            pauses.hold(versioned(lastPublished));
            pauses.start();
        } else {
            turns.schedule();
        }
    }

    /** Stops scheduling (the server is shutting down); the stored record is complete as it is. */
    void stop() {
        table.close();
        bots.close();
    }

    /** Closes the table; its clients get {@code error} {@code closed} with {@code message} and {@code by} (who closed it). */
    boolean abandon(String reason, String message, String by) {
        if (table.closed() || !table.running()) {
            return false;
        }
        stop();
        prompts.clearDeadlines();
        pauses.drop();
        storage.abandon(table.info().id(), Instant.now().toString());
        ObjectNode m = JsonNodeFactory.instance.objectNode().put("type", "error").put("code", "closed").put("message", message)
                .put("version", table.version()).put("by", by);
        for (Client c : presence.clients()) {
            c.send(m.toString());
            c.close(LiveTable.CLOSED, "closed");
        }
        presence.clear(table.info().seats());
        table.publish(TableRow.ABANDONED);
        LOG.info("table " + table.info().id() + " closed: " + reason);
        return true;
    }

    /**
     * A person's seat goes to a bot for good ({@link Departures#giveUp}). A table left with no person is
     * closed; otherwise the bot plays at once when the game waits for the seat.
     */
    void giveUp(int seat, String reason) {
        boolean wasAsked = departures.giveUp(seat, reason);
        if (table.info().botsOnly()) {
            abandon("every person left the table", "every person left this table", "left");
            return;
        }
        if (pauses.open()) {
            pauses.changed();
            return;
        }
        if (table.finished()) {
            return;
        }
        if (wasAsked) {
            settle(OptionalInt.empty());
        } else if (!Windows.open(variant, recorder.state()) && variant.toAct(table.shown()).contains(seat)) {
            turns.botLater(seat);
        }
    }

    /**
     * A person plays the legal action {@code actionId} of their prompt: refused (nothing changes) unless
     * {@code prompt} (needed for a private prompt) is the seat's current prompt and the id is one of the
     * seat's legal actions.
     */
    Optional<ProtocolError> act(int seat, OptionalInt prompt, int actionId) {
        Optional<ProtocolError> notThePrompt = prompts.check(seat, prompt);
        if (notThePrompt.isPresent()) {
            return notThePrompt;
        }
        List<A> legal = legal(seat);
        if (legal.isEmpty()) {
            return Optional.of(new ProtocolError("illegal", "seat " + seat + " is not to act now"));
        }
        if (actionId < 0 || actionId >= legal.size()) {
            return Optional.of(new ProtocolError("illegal", "action " + actionId + " is not one of the " + legal.size()
                    + " legal actions (ids 0-" + (legal.size() - 1) + ")"));
        }
        presence.active();
        return play(seat, legal.get(actionId));
    }

    /** The seat's legal actions now: in a private decision only if it is asked, else at the public state. */
    List<A> legal(int seat) {
        S s = recorder.state();
        return variant.toAct(s).contains(seat) ? variant.legalActions(s, seat) : List.of();
    }

    /** A seat's 逃跑 was recorded ({@link Departures#recordEscape}) when the game waited for it: its results go out with the next public step. */
    void escaped(int seat, List<ObjectNode> results) {
        pending.addAll(results);
        settle(OptionalInt.of(seat));
    }

    /** Plays the seat's action (a person's, a bot's, or the server's for a person out of time); why the game refuses it, if it does. */
    Optional<ProtocolError> play(int seat, A action) {
        S before = recorder.state();
        Result<Transition<S, E>> r = recorder.apply(seat, action);
        if (r instanceof Result.Illegal<Transition<S, E>> bad) {
            return Optional.of(new ProtocolError("illegal", bad.reason()));
        }
        bots.tell(((Result.Ok<Transition<S, E>>) r).value().events());
        pending.addAll(ResultJson.messages(before, ((Result.Ok<Transition<S, E>>) r).value().events(), faces));
        prompts.answered(seat);
        settle(OptionalInt.of(seat));
        return Optional.empty();
    }

    /**
     * After an action: bots answer any private decision at once; then either the decision is settled
     * and everyone is shown the new public state, or the people still to answer get their prompts.
     */
    void settle(OptionalInt actor) {
        S s = recorder.state();
        while (!variant.isOver(s) && Windows.open(variant, s)) {
            Optional<Integer> bot = bots.firstFree(variant.toAct(s));
            if (bot.isEmpty()) {
                break;
            }
            int seat = bot.get();
            if (departures.owesEscape(seat)) {
                departures.recordEscape(seat).ifPresent(pending::addAll);
                s = recorder.state();
            }
            if (bots.outside(seat)) {
                turns.askOutside(seat);
                continue;
            }
            List<A> legal = variant.legalActions(s, seat);
            A choice = bots.choose(seat, variant.observe(s, seat), legal);
            S before = s;
            Result<Transition<S, E>> r = recorder.apply(seat, choice);
            if (r instanceof Result.Illegal<Transition<S, E>> bad) {
                LOG.warning("table " + table.info().id() + ": the bot of seat " + seat + " chose an illegal answer: " + bad.reason());
                r = recorder.apply(seat, Windows.timeoutChoice(legal));
            }
            bots.tell(r.orThrow().events());
            pending.addAll(ResultJson.messages(before, r.orThrow().events(), faces));
            s = recorder.state();
        }
        if (variant.isOver(s) || !Windows.open(variant, s)) {
            publish();
        } else {
            prompt(actor);
        }
    }

    /** A new public state: everyone is sent it (with the results of the steps since the last one). */
    private void publish() {
        boolean ended = table.step(recorder.state());
        S shown = table.shown();
        if (ended) {
            prompts.clearDeadlines();
        }
        prompts.publicStep(variant.toAct(shown));
        List<String> results = versioned(pending);
        TableInfo info = table.info();
        boolean pausing = !ended && !table.finished() && !info.nextHand().isZero() && endsHand(pending)
                && !presence.peopleSeats(info.seats()).isEmpty();
        pending.clear();
        if (pausing) {
            pauses.hold(results);
        }
        // the game's end is published with its standings before the table reads as finished
        table.publish(ended ? TableRow.FINISHED : table.status());
        for (Client c : presence.clients()) {
            results.forEach(c::send);
            sendCurrent(c);
        }
        if (info.botsOnly() && !table.finished() && table.version() >= limits.maxBotTableVersions()) {
            String reason = "a table of bots only ends after " + limits.maxBotTableVersions() + " steps";
            abandon(reason, "the server closed this table: " + reason, "limit");
            return;
        }
        if (pausing) {
            pauses.start();
            return;
        }
        turns.schedule();
    }

    /** Whether results hold a hand's end (and so call for a pause when the game goes on). */
    private static boolean endsHand(List<ObjectNode> results) {
        return results.stream().anyMatch(m -> m.get("type").asText().equals(ResultJson.HAND_END));
    }

    /** The {@code hand_end} and {@code game_end} messages of results, with the public version they belong to. */
    private List<String> versioned(List<ObjectNode> results) {
        return results.stream().map(m -> JsonNodeFactory.instance.objectNode().put("type", m.get("type").asText())
                .put("version", table.version()).<ObjectNode>set("result", m.get("result")).toString()).toList();
    }

    /** The pause between hands has ended (everyone was told): people get their prompts, bots and deadlines start. */
    private void resume() {
        for (Client c : presence.clients()) {
            if (c.seat().isPresent()) {
                sendCurrent(c);
            }
        }
        turns.schedule();
    }

    /** A private decision stays open: newly asked people get their prompts; the one who answered sees it taken. */
    private void prompt(OptionalInt actor) {
        S s = recorder.state();
        List<Integer> told = new ArrayList<>();
        actor.ifPresent(a -> {
            if (prompts.inWindow(a)) {
                told.add(a);
            }
        });
        for (int seat : new TreeSet<>(variant.toAct(s))) {
            if (!bots.plays(seat) && prompts.ask(seat)) {
                turns.deadline(seat, true);
                told.add(seat);
            }
        }
        for (Client c : presence.clients()) {
            if (c.seat().isPresent() && told.contains(c.seat().getAsInt())) {
                sendCurrent(c);
            }
        }
    }

    /** Sends a client the state it may see now: a seat's own, or the watchers' with the summary. */
    void sendCurrent(Client c) {
        if (c.seat().isPresent()) {
            int seat = c.seat().getAsInt();
            c.send(messages.seat(seat, table.version(), table.shown(), recorder.state(), !table.info().seats().get(seat).bot()
                    && !table.closed() && !pauses.open()));
        } else {
            c.send(JsonNodeFactory.instance.objectNode().put("type", "table").<ObjectNode>set("table", table.summary().deepCopy())
                    .toString());
            c.send(messages.watcher(table.version(), table.shown()));
        }
    }
}
