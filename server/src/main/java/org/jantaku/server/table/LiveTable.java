package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jantaku.core.game.Action;
import org.jantaku.core.game.Event;
import org.jantaku.core.game.Result;
import org.jantaku.core.game.Transition;
import org.jantaku.core.game.Variant;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.record.Recorder;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.view.ActionLabel;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.Replays;
import org.jantaku.server.view.ResultEvents;
import org.jantaku.server.view.ViewJson;

/**
 * One running table: the game (through a {@link Recorder} whose every line is stored before the new
 * state is taken), its seats and bots, its connected clients, and the deadlines of people's prompts.
 * Every method runs under the table's lock, so actions are applied one at a time and every client
 * gets its messages in order. Messages are built per seat from {@code observe(state, seat)} and the
 * seat's legal actions, and from the result events only (docs/server.md).
 */
public final class LiveTable<S, A extends Action, E extends Event, O> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Duration BOT_TIME = Duration.ofSeconds(2);

    private final TableInfo info;
    private final Variant<S, A, E, O> variant;
    private final Recorder<S, A, E, O> recorder;
    private final Faces faces;
    private final List<Optional<Agent<A, O>>> agents;
    private final Timing timing;
    private final ScheduledExecutorService scheduler;
    private final Storage storage;
    private final Set<Client> clients = new LinkedHashSet<>();
    private final Map<Integer, Deadline> deadlines = new HashMap<>();
    private boolean finished;
    private boolean closed;

    /** A person's prompt and when the server answers it for them. */
    private record Deadline(boolean claim, long atMillis) {
    }

    LiveTable(TableInfo info, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder, List<Optional<Agent<A, O>>> agents,
            Timing timing, ScheduledExecutorService scheduler, Storage storage) {
        this.info = info;
        this.variant = variant;
        this.recorder = recorder;
        this.agents = List.copyOf(agents);
        this.timing = timing;
        this.scheduler = scheduler;
        this.storage = storage;
        this.finished = variant.isOver(recorder.state());
        this.faces = Faces.of(variant, recorder.record().header().rules());
    }

    public TableInfo info() {
        return info;
    }

    /** The number of actions applied so far. */
    public synchronized int version() {
        return recorder.steps();
    }

    public synchronized boolean finished() {
        return finished;
    }

    /** The current state (for tests and the replay of a running game's record). */
    public synchronized S state() {
        return recorder.state();
    }

    /** The seat whose token this is. */
    public Optional<SeatSpec> seatOf(String token) {
        return info.seats().stream().filter(s -> TokenCheck.same(s.token(), token)).findFirst();
    }

    /** Starts the bots and the deadlines (after creation or after a restart). */
    synchronized void begin() {
        schedule();
    }

    /** Stops scheduling (the server is shutting down); the stored record is complete as it is. */
    synchronized void close() {
        closed = true;
    }

    /** A client joins: it gets {@code welcome} and its first {@code state} (or {@code table} for a watcher). */
    public synchronized void connect(Client c) {
        clients.add(c);
        ObjectNode w = NODES.objectNode().put("type", "welcome").put("protocol", 1);
        w.set("table", summaryNode());
        OptionalInt seat = c.seat();
        if (seat.isPresent()) {
            w.put("seat", seat.getAsInt()).put("kind", info.seats().get(seat.getAsInt()).kind());
        } else {
            w.putNull("seat").put("kind", "watcher");
        }
        w.put("claim_timeout_ms", timing.claimTimeout().toMillis()).put("turn_timeout_ms", timing.turnTimeout().toMillis());
        c.send(w.toString());
        sendCurrent(c);
    }

    public synchronized void disconnect(Client c) {
        clients.remove(c);
    }

    /** Sends a client the current state again ({@code sync}). */
    public synchronized void sync(Client c) {
        sendCurrent(c);
    }

    /** Sends a client one message under the table's lock (an error reply, a pong). */
    public synchronized void reply(Client c, String message) {
        c.send(message);
    }

    /**
     * A client plays the legal action {@code actionId} of {@code version}. Refused (nothing changes)
     * unless the client holds a person's seat, the version is current, and the id is one of the
     * seat's legal actions.
     */
    public synchronized Optional<ProtocolError> act(Client c, int version, int actionId) {
        if (c.seat().isEmpty()) {
            return Optional.of(new ProtocolError("not_your_seat", "this socket watches the table and holds no seat"));
        }
        int seat = c.seat().getAsInt();
        if (info.seats().get(seat).bot()) {
            return Optional.of(new ProtocolError("not_your_seat", "seat " + seat + " is played by a bot"));
        }
        if (finished) {
            return Optional.of(new ProtocolError("over", "the game is over"));
        }
        if (version != version()) {
            return Optional.of(new ProtocolError("stale", "the action was chosen at version " + version + ", the table is at "
                    + version()));
        }
        List<A> legal = legal(seat);
        if (legal.isEmpty()) {
            return Optional.of(new ProtocolError("illegal", "seat " + seat + " is not to act now (to act: "
                    + new TreeSet<>(variant.toAct(recorder.state())) + ")"));
        }
        if (actionId < 0 || actionId >= legal.size()) {
            return Optional.of(new ProtocolError("illegal", "action " + actionId + " is not one of the " + legal.size()
                    + " legal actions (ids 0-" + (legal.size() - 1) + ")"));
        }
        return step(seat, legal.get(actionId));
    }

    /** The table's public summary (docs/server.md). */
    public synchronized ObjectNode summary() {
        return summaryNode();
    }

    private ObjectNode summaryNode() {
        ObjectNode o = info.summary(finished);
        o.put("version", version());
        o.set("to_act", toActNode());
        JsonNode view = ViewJson.encode(variant.observe(recorder.state(), 0));
        if (view.has("scores")) {
            o.set("scores", view.get("scores"));
        }
        ArrayNode seats = o.putArray("seats");
        for (SeatSpec s : info.seats()) {
            ObjectNode p = s.pub();
            p.put("connected", clients.stream().anyMatch(c -> c.seat().equals(OptionalInt.of(s.seat()))));
            seats.add(p);
        }
        return o;
    }

    private ArrayNode toActNode() {
        ArrayNode a = NODES.arrayNode();
        new TreeSet<>(variant.toAct(recorder.state())).forEach(a::add);
        return a;
    }

    private List<A> legal(int seat) {
        S s = recorder.state();
        return variant.toAct(s).contains(seat) ? variant.legalActions(s, seat) : List.of();
    }

    private Optional<ProtocolError> step(int seat, A action) {
        Result<Transition<S, E>> r = recorder.apply(seat, action);
        if (r instanceof Result.Illegal<Transition<S, E>> bad) {
            return Optional.of(new ProtocolError("illegal", bad.reason()));
        }
        List<E> events = ((Result.Ok<Transition<S, E>>) r).value().events();
        deadlines.remove(seat);
        if (variant.isOver(recorder.state()) && !finished) {
            finished = true;
            deadlines.clear();
            storage.finish(info.id(), Instant.now().toString());
        }
        schedule();
        broadcast(events);
        return Optional.empty();
    }

    private void broadcast(List<E> events) {
        List<String> results = resultMessages(events, version(), faces);
        for (Client c : clients) {
            if (c.seat().isPresent()) {
                results.forEach(c::send);
            }
            sendCurrent(c);
        }
    }

    /** The {@code hand_end} and {@code game_end} messages of a step's events (public facts only). */
    static <E extends Event> List<String> resultMessages(List<E> events, int version, Faces faces) {
        List<String> out = new ArrayList<>();
        for (ResultEvents.Kind k : ResultEvents.Kind.values()) {
            ArrayNode results = Replays.results(events.stream().filter(e -> ResultEvents.kind(e).equals(Optional.of(k))).toList());
            if (!results.isEmpty()) {
                out.add(NODES.objectNode().put("type", k == ResultEvents.Kind.HAND ? "hand_end" : "game_end").put("version", version)
                        .<ObjectNode>set("result", faces.apply(results)).toString());
            }
        }
        return out;
    }

    private void sendCurrent(Client c) {
        if (c.seat().isPresent()) {
            c.send(faces.apply(stateMessage(c.seat().getAsInt())).toString());
        } else {
            c.send(NODES.objectNode().put("type", "table").<ObjectNode>set("table", summaryNode()).toString());
        }
    }

    /** The {@code state} message of a seat: its view, its legal actions, the deadline. */
    private ObjectNode stateMessage(int seat) {
        S s = recorder.state();
        ObjectNode o = NODES.objectNode().put("type", "state").put("version", version()).put("seat", seat);
        o.set("to_act", toActNode());
        o.put("over", finished);
        JsonNode view = ViewJson.encode(variant.observe(s, seat));
        if (view.has("scores")) {
            o.set("scores", view.get("scores"));
        }
        for (String f : List.of("live_tiles_left", "tiles_left")) {
            if (view.has(f)) {
                o.set("tiles_left", view.get(f));
                break;
            }
        }
        o.set("view", view);
        List<A> legal = info.seats().get(seat).bot() ? List.of() : legal(seat);
        ArrayNode actions = o.putArray("legal");
        for (int i = 0; i < legal.size(); i++) {
            ObjectNode a = NODES.objectNode().put("id", i);
            a.setAll((ObjectNode) ViewJson.encode(legal.get(i)));
            a.put("label", ActionLabel.of(legal.get(i)));
            actions.add(a);
        }
        o.put("claim", isClaim(legal));
        Deadline d = deadlines.get(seat);
        if (d == null) {
            o.putNull("deadline_ms");
        } else {
            o.put("deadline_ms", Math.max(0, d.atMillis() - System.currentTimeMillis()));
        }
        return o;
    }

    /** A claim prompt: the seat may pass (on another seat's tile). */
    private boolean isClaim(List<A> legal) {
        return legal.stream().anyMatch(LiveTable::isPass);
    }

    private static boolean isPass(Action a) {
        return a.getClass().getSimpleName().equals("Pass");
    }

    /** Asks the bots to act and starts people's deadlines, for every seat the game waits for. */
    private void schedule() {
        if (finished || closed) {
            return;
        }
        int v = version();
        Set<Integer> toAct = variant.toAct(recorder.state());
        deadlines.keySet().retainAll(toAct);
        for (int seat : toAct) {
            if (agents.get(seat).isPresent()) {
                int sSeat = seat;
                scheduler.schedule(() -> guarded(() -> botMove(sSeat, v)), timing.botDelay().toMillis(), TimeUnit.MILLISECONDS);
                continue;
            }
            boolean claim = isClaim(legal(seat));
            Duration limit = claim ? timing.claimTimeout() : timing.turnTimeout();
            Deadline old = deadlines.get(seat);
            if (limit.isZero()) {
                deadlines.remove(seat);
            } else if (old == null || old.claim() != claim) {
                Deadline d = new Deadline(claim, System.currentTimeMillis() + limit.toMillis());
                deadlines.put(seat, d);
                int sSeat = seat;
                scheduler.schedule(() -> guarded(() -> expire(sSeat, d)), limit.toMillis(), TimeUnit.MILLISECONDS);
            }
        }
    }

    private synchronized void botMove(int seat, int atVersion) {
        if (closed || finished || atVersion != version() || !variant.toAct(recorder.state()).contains(seat)) {
            return;
        }
        List<A> legal = legal(seat);
        A choice = agents.get(seat).orElseThrow().choose(variant.observe(recorder.state(), seat), legal, BOT_TIME);
        step(seat, choice).ifPresent(e -> LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal action: "
                + e.message()));
    }

    private synchronized void expire(int seat, Deadline d) {
        if (closed || finished || deadlines.get(seat) != d) {
            return;
        }
        List<A> legal = legal(seat);
        if (legal.isEmpty()) {
            return;
        }
        A choice = d.claim() ? legal.stream().filter(LiveTable::isPass).findFirst().orElse(legal.get(0)) : legal.get(0);
        step(seat, choice);
    }

    private void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "table " + info.id() + " failed", e);
        }
    }
}
