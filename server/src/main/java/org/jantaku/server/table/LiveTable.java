package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ScheduledExecutorService;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.result.ResultJson;

/**
 * One running table, as its clients and the server see it: people's and watchers' sockets connect, act,
 * press OK between hands and leave; the server begins, closes and sweeps it. Its parts: the game's play
 * ({@link TablePlay}, with the pause between hands, {@link BetweenHands}, and seats given to bots,
 * {@link Departures}), its public side ({@link PublicTable}), who is connected ({@link Presence}), the
 * people's prompts ({@link Prompts}) and its bots ({@link TableBots}).
 *
 * <p>Locking: the table's lock is this object's monitor. Every method that changes the table runs under
 * it: the synchronized methods here (called from Javalin's websocket threads and the server's sweep) and
 * the tasks of {@link TableTimers} (bots' moves, deadlines, the pause's end, outside bots' answers, run on
 * the scheduler's threads). The parts have no lock of their own. Sending only queues messages
 * ({@link Client#send} never blocks), and what the HTTP side reads (info, summary, version, status,
 * connections) is published in volatile fields and read without the lock.
 */
public final class LiveTable<S, A extends Action, E extends Event, O> {
    /** The close code of a table's sockets when the server closes the table. */
    public static final int CLOSED = 4010;
    /** The close code of a person's sockets once they gave their seat up. */
    public static final int LEFT = 4011;

    private final Recorder<S, A, E, O> recorder;
    private final Timing timing;
    private final Limits limits;
    private final Presence presence;
    private final PublicTable<S> table;
    private final Departures<S, A, E, O> departures;
    private final TablePlay<S, A, E, O> play;
    private final BetweenHands pauses;

    LiveTable(TableInfo info, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder, List<Optional<Agent<A, O>>> agents,
            Seating<A, O> seating, Timing timing, Limits limits, ScheduledExecutorService scheduler, Storage storage,
            Shown<S, E> shown) {
        this.recorder = recorder;
        this.timing = timing;
        this.limits = limits;
        Prompts prompts = new Prompts(info.seats().size());
        this.presence = new Presence(info.seats().size());
        TableBots<A, O> bots = new TableBots<>(info.id(), agents);
        Faces faces = Faces.of(variant, recorder.record().header().rules());
        StateMessages<S, A, O> messages = new StateMessages<>(variant, faces, prompts);
        List<ObjectNode> lastPublished = shown.published().stream()
                .flatMap(p -> ResultJson.messages(p.before(), p.events(), faces).stream()).toList();
        this.table = new PublicTable<>(info, variant, messages, presence, storage, shown);
        this.departures = new Departures<>(table, seating, bots, recorder, faces, presence, prompts);
        this.play = new TablePlay<>(table, variant, recorder, faces, prompts, messages, bots, departures, presence, timing, limits,
                new TableTimers(info.id(), this, scheduler), storage, lastPublished);
        this.pauses = play.pauses();
    }

    public TableInfo info() {
        return table.info();
    }

    /** The public version: the number of public steps so far (read without the table's lock). */
    public int version() {
        return table.version();
    }

    /** Whether the game is over (read without the table's lock). */
    public boolean finished() {
        return table.finished();
    }

    /** {@code running}, {@code finished} or {@code abandoned} (closed by the server before its end). */
    public String status() {
        return table.status();
    }

    /** How many sockets are connected (read without the table's lock). */
    public int connected() {
        return presence.connected();
    }

    /** The number of actions the engine applied (public steps and private answers). */
    public synchronized int steps() {
        return recorder.steps();
    }

    /** The current state (for tests). */
    public synchronized S state() {
        return recorder.state();
    }

    /** The seat whose token this is (never a bot's: bots have no token). */
    public Optional<SeatSpec> seatOf(String token) {
        return info().seats().stream().filter(s -> s.holds(token)).findFirst();
    }

    /** The seat this token held before its person gave it up, if it did. */
    public Optional<SeatSpec> formerSeatOf(String token) {
        return info().seats().stream().filter(s -> s.heldBefore(token)).findFirst();
    }

    /** The table's public summary (docs/server.md), read without the table's lock. */
    public ObjectNode summary() {
        return table.summary().deepCopy();
    }

    /** Starts the bots and the deadlines, after creation or after a restart ({@link TablePlay#begin}). */
    synchronized void begin() {
        play.begin();
    }

    /** Stops scheduling (the server is shutting down); the stored record is complete as it is. */
    synchronized void close() {
        play.stop();
    }

    /**
     * Closes a running table before its game ends (idle, or a bots' table past its bound): stored as
     * {@code abandoned}, never resumed; its clients get an {@code error} {@code closed} and are
     * disconnected. Returns false when the table was not running.
     */
    synchronized boolean abandon(String reason) {
        return play.abandon(reason, "the server closed this table: " + reason, "limit");
    }

    /**
     * Ends a running table for its host (whoever holds the host token; checked by the caller): closed
     * as {@link #abandon} closes it, the clients told that the host ended it. False when not running.
     */
    public synchronized boolean endByHost() {
        return play.abandon("its host ended it", "the host ended this table", "host");
    }

    /** A client joins: it gets {@code welcome} and its first {@code state} (or {@code table} for a watcher). */
    public synchronized void connect(Client c) {
        TableInfo info = info();
        if (table.closed() && !finished()) {
            c.send(ProtocolError.message("closed", "table " + info.id() + " is closed", version()));
            c.close(CLOSED, "closed");
            return;
        }
        presence.add(c, info.seats());
        ObjectNode w = JsonNodeFactory.instance.objectNode().put("type", "welcome").put("protocol", 4);
        w.set("table", table.summary().deepCopy());
        OptionalInt seat = c.seat();
        if (seat.isPresent()) {
            w.put("seat", seat.getAsInt()).put("kind", info.seats().get(seat.getAsInt()).kind());
        } else {
            w.putNull("seat").put("kind", "watcher");
        }
        w.put("claim_timeout_ms", timing.claimTimeout().toMillis()).put("turn_timeout_ms", timing.turnTimeout().toMillis())
                .put("next_hand_ms", info.nextHand().toMillis()).put("escape_on_leave", departures.escapes());
        c.send(w.toString());
        pauses.results(c);
        play.sendCurrent(c);
        table.publish();
        pauses.connected(c);
    }

    public synchronized void disconnect(Client c) {
        if (presence.remove(c, info().seats())) {
            table.publish();
            if (c.seat().isPresent()) {
                pauses.changed();
            }
        }
    }

    /** Sends a client the state it may see again ({@code sync}). */
    public synchronized void sync(Client c) {
        play.sendCurrent(c);
    }

    /**
     * A client plays the legal action {@code actionId} of its prompt. Refused (nothing changes) unless
     * the client holds a person's seat, {@code version} is the public version, {@code prompt} (needed
     * for a private prompt) is the seat's current prompt, and the id is one of the seat's legal actions.
     */
    public synchronized Optional<ProtocolError> act(Client c, int version, OptionalInt prompt, int actionId) {
        Optional<ProtocolError> refused = personOnly(c).or(pauses::refusal);
        if (refused.isPresent()) {
            return refused;
        }
        if (version != version()) {
            return Optional.of(new ProtocolError("stale", "the action was chosen at version " + version + ", the table is at "
                    + version()));
        }
        return play.act(c.seat().getAsInt(), prompt, actionId);
    }

    /**
     * A person pressed OK after a hand's results ({@code ready}): refused unless the client holds a
     * person's seat and the table pauses at {@code version}. The next hand's play starts once every
     * connected person has pressed OK.
     */
    public synchronized Optional<ProtocolError> ready(Client c, int version) {
        Optional<ProtocolError> refused = personOnly(c);
        return refused.isPresent() ? refused : pauses.ready(c.seat().getAsInt(), version);
    }

    /**
     * A person gives their seat up for good ({@code leave}): a bot plays it from now on, the record says
     * so, and where the rules charge for leaving (推倒胡's 逃跑) the game records it at the seat's next
     * turn or prompt. The person's sockets are told and closed; their token opens the seat no more.
     */
    public synchronized Optional<ProtocolError> leave(Client c) {
        Optional<ProtocolError> refused = personOnly(c);
        if (refused.isPresent()) {
            return refused;
        }
        play.giveUp(c.seat().getAsInt(), Departure.LEFT);
        return Optional.empty();
    }

    /** Why a client may not act, press OK or leave: it watches, its seat is a bot's, or the game is over or closed. */
    private Optional<ProtocolError> personOnly(Client c) {
        if (c.seat().isEmpty()) {
            return Optional.of(new ProtocolError("not_your_seat", "this socket watches the table and holds no seat"));
        }
        if (info().seats().get(c.seat().getAsInt()).bot()) {
            return Optional.of(new ProtocolError("not_your_seat", "seat " + c.seat().getAsInt() + " is played by a bot"));
        }
        if (finished()) {
            return Optional.of(new ProtocolError("over", "the game is over"));
        }
        if (table.closed()) {
            return Optional.of(new ProtocolError("closed", "the table is closed"));
        }
        return Optional.empty();
    }

    /**
     * Gives up the seats of people who have not been connected for {@link Limits#seatIdle} while
     * another person is; returns them. Tables where no person is connected are left to {@link #idle}.
     */
    synchronized List<Integer> replaceAway(long nowMillis) {
        List<Integer> out = new ArrayList<>();
        if (table.closed() || !table.running() || presence.peopleSeats(info().seats()).isEmpty()) {
            return out;
        }
        for (SeatSpec s : info().seats()) {
            long since = presence.awaySince(s.seat());
            if (!s.bot() && since > 0 && nowMillis - since >= limits.seatIdle().toMillis() && !table.closed()) {
                play.giveUp(s.seat(), Departure.AWAY);
                out.add(s.seat());
            }
        }
        return out;
    }

    /**
     * Why the table should be closed now, if it should: people's tables when no person has been
     * connected for {@link Limits#idleClose}, bots' tables when nobody has watched for
     * {@link Limits#botTableIdle}. Read without the table's lock.
     */
    Optional<String> idle(long nowMillis) {
        if (!table.running()) {
            return Optional.empty();
        }
        long quiet = nowMillis - presence.quietSince();
        if (info().botsOnly()) {
            return presence.connected() == 0 && quiet >= limits.botTableIdle().toMillis()
                    ? Optional.of("a table of bots that nobody watched for " + limits.botTableIdle().toMinutes() + " min")
                    : Optional.empty();
        }
        return presence.people() == 0 && quiet >= limits.idleClose().toMillis()
                ? Optional.of("no person connected for " + limits.idleClose().toMinutes() + " min")
                : Optional.empty();
    }

    /** Whether a table that is no longer running has no client left (it may be forgotten by memory). */
    boolean forgettable() {
        return !table.running() && presence.connected() == 0;
    }
}
