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
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.view.ActionLabel;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.Replays;
import org.jantaku.server.view.ResultEvents;
import org.jantaku.server.view.ViewJson;
import org.jantaku.server.view.state.TableViews;

/**
 * One running table: the game (through a {@link Recorder} whose every line is stored before the new
 * state is taken), its seats and bots, its connected clients, and the deadlines of people's prompts.
 * Every method that changes it runs under the table's lock; sending only queues messages
 * ({@link Client#send} never blocks), and what the HTTP side reads (summary, version, status) is a
 * published snapshot read without the lock.
 *
 * <p>The public version counts the states everyone sees. A private decision ({@link Windows}: a claim
 * window, tenpai declarations) is no public step: bots answer it at once, each asked person gets a
 * prompt of their own, and everyone else sees the table again only when it is settled. So what a seat
 * is shown after a discard is the same whoever could have called (docs/server.md, "Privacy").
 */
public final class LiveTable<S, A extends Action, E extends Event, O> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Duration BOT_TIME = Duration.ofSeconds(2);
    /** The close code of a table's sockets when the server closes the table. */
    public static final int CLOSED = 4010;

    private final TableInfo info;
    private final Variant<S, A, E, O> variant;
    private final Recorder<S, A, E, O> recorder;
    private final Faces faces;
    private final List<Optional<Agent<A, O>>> agents;
    private final Timing timing;
    private final Limits limits;
    private final ScheduledExecutorService scheduler;
    private final Storage storage;
    private final Set<Client> clients = new LinkedHashSet<>();
    private final Map<Integer, Deadline> deadlines = new HashMap<>();
    /** Per seat: how many prompts it was given (the id of its current one). */
    private final int[] prompts = new int[4];
    /** Seats with an open private prompt. */
    private final Set<Integer> asked = new TreeSet<>();
    /** Seats asked in the open private decision: they are shown its state, the others the public one. */
    private final Set<Integer> inWindow = new TreeSet<>();
    /** Events since the last public step (their results are sent with it). */
    private final List<E> pending = new ArrayList<>();
    /** The state at the public version, and its scores as JSON when the view has them (for the summary). */
    private S shown;
    private Optional<JsonNode> shownScores = Optional.empty();
    private volatile int publicVersion;
    private volatile String status;
    private volatile ObjectNode published;
    private volatile long quietSince;
    private volatile int people;
    private volatile int connected;
    private boolean closed;

    /** A person's prompt and when the server answers it for them. */
    private record Deadline(boolean privately, long atMillis) {
    }

    /** The public side of a stored game: its public version and the state everyone sees at it. */
    public record Shown<S>(int version, S state) {
    }

    LiveTable(TableInfo info, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder, List<Optional<Agent<A, O>>> agents,
            Timing timing, Limits limits, ScheduledExecutorService scheduler, Storage storage, Shown<S> shown) {
        this.info = info;
        this.variant = variant;
        this.recorder = recorder;
        this.agents = List.copyOf(agents);
        this.timing = timing;
        this.limits = limits;
        this.scheduler = scheduler;
        this.storage = storage;
        this.faces = Faces.of(variant, recorder.record().header().rules());
        this.shown = shown.state();
        this.publicVersion = shown.version();
        this.status = variant.isOver(shown.state()) ? TableRow.FINISHED : TableRow.RUNNING;
        this.quietSince = System.currentTimeMillis();
        this.shownScores = scores(shown.state());
        publishSummary();
    }

    /** The scores in a state's public view, when the variant's view has them. */
    private Optional<JsonNode> scores(S state) {
        return Optional.ofNullable(ViewJson.encode(variant.observe(state, 0)).get("scores"));
    }

    /** Counts the public steps of a game: the states after the deal and after each step that are not private decisions. */
    public static <S, A extends Action> Shown<S> shown(Variant<S, A, ?, ?> variant, S start, List<S> after) {
        int version = 0;
        S last = start;
        for (S s : after) {
            if (variant.isOver(s) || !Windows.open(variant, s)) {
                version++;
                last = s;
            }
        }
        return new Shown<>(version, last);
    }

    public TableInfo info() {
        return info;
    }

    /** The public version: the number of public steps so far (read without the table's lock). */
    public int version() {
        return publicVersion;
    }

    /** Whether the game is over (read without the table's lock). */
    public boolean finished() {
        return TableRow.FINISHED.equals(status);
    }

    /** {@code running}, {@code finished} or {@code abandoned} (closed by the server before its end). */
    public String status() {
        return status;
    }

    /** How many sockets are connected (read without the table's lock). */
    public int connected() {
        return connected;
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
        return info.seats().stream().filter(s -> s.holds(token)).findFirst();
    }

    /** Starts the bots and the deadlines (after creation or after a restart, when a private decision may be open). */
    synchronized void begin() {
        S s = recorder.state();
        if (!variant.isOver(s) && Windows.open(variant, s)) {
            settle(OptionalInt.empty());
        } else {
            schedule();
        }
    }

    /** Stops scheduling (the server is shutting down); the stored record is complete as it is. */
    synchronized void close() {
        closed = true;
    }

    /**
     * Closes a running table before its game ends (idle, or a bots' table past its bound): stored as
     * {@code abandoned}, never resumed; its clients get an {@code error} {@code closed} and are
     * disconnected. Returns false when the table was not running.
     */
    synchronized boolean abandon(String reason) {
        if (closed || !TableRow.RUNNING.equals(status)) {
            return false;
        }
        closed = true;
        deadlines.clear();
        status = TableRow.ABANDONED;
        storage.abandon(info.id(), Instant.now().toString());
        String message = ProtocolError.message("closed", "the server closed this table: " + reason, publicVersion);
        for (Client c : List.copyOf(clients)) {
            c.send(message);
            c.close(CLOSED, "closed");
        }
        clients.clear();
        counted();
        publishSummary();
        LOG.info("table " + info.id() + " closed: " + reason);
        return true;
    }

    /** A client joins: it gets {@code welcome} and its first {@code state} (or {@code table} for a watcher). */
    public synchronized void connect(Client c) {
        if (closed && !finished()) {
            c.send(ProtocolError.message("closed", "table " + info.id() + " is closed", publicVersion));
            c.close(CLOSED, "closed");
            return;
        }
        clients.add(c);
        counted();
        ObjectNode w = NODES.objectNode().put("type", "welcome").put("protocol", 2);
        w.set("table", published.deepCopy());
        OptionalInt seat = c.seat();
        if (seat.isPresent()) {
            w.put("seat", seat.getAsInt()).put("kind", info.seats().get(seat.getAsInt()).kind());
        } else {
            w.putNull("seat").put("kind", "watcher");
        }
        w.put("claim_timeout_ms", timing.claimTimeout().toMillis()).put("turn_timeout_ms", timing.turnTimeout().toMillis());
        c.send(w.toString());
        sendCurrent(c);
        publishSummary();
    }

    public synchronized void disconnect(Client c) {
        if (clients.remove(c)) {
            counted();
            publishSummary();
        }
    }

    private void counted() {
        int p = (int) clients.stream().filter(x -> x.seat().isPresent()).count();
        if (p != people || clients.size() != connected) {
            quietSince = System.currentTimeMillis();
        }
        people = p;
        connected = clients.size();
    }

    /** Sends a client the state it may see again ({@code sync}). */
    public synchronized void sync(Client c) {
        sendCurrent(c);
    }

    /**
     * A client plays the legal action {@code actionId} of its prompt. Refused (nothing changes) unless
     * the client holds a person's seat, {@code version} is the public version, {@code prompt} (needed
     * for a private prompt) is the seat's current prompt, and the id is one of the seat's legal actions.
     */
    public synchronized Optional<ProtocolError> act(Client c, int version, OptionalInt prompt, int actionId) {
        if (c.seat().isEmpty()) {
            return Optional.of(new ProtocolError("not_your_seat", "this socket watches the table and holds no seat"));
        }
        int seat = c.seat().getAsInt();
        if (info.seats().get(seat).bot()) {
            return Optional.of(new ProtocolError("not_your_seat", "seat " + seat + " is played by a bot"));
        }
        if (finished()) {
            return Optional.of(new ProtocolError("over", "the game is over"));
        }
        if (closed) {
            return Optional.of(new ProtocolError("closed", "the table is closed"));
        }
        if (version != publicVersion) {
            return Optional.of(new ProtocolError("stale", "the action was chosen at version " + version + ", the table is at "
                    + publicVersion));
        }
        if (asked.contains(seat) && prompt.isEmpty()) {
            return Optional.of(new ProtocolError("malformed", "field \"prompt\": a claim prompt is answered with its prompt id ("
                    + prompts[seat] + ")"));
        }
        if (prompt.isPresent() && prompt.getAsInt() != prompts[seat]) {
            return Optional.of(new ProtocolError("stale", "the action answers prompt " + prompt.getAsInt() + ", seat " + seat
                    + "'s prompt is " + prompts[seat]));
        }
        List<A> legal = legal(seat);
        if (legal.isEmpty()) {
            return Optional.of(new ProtocolError("illegal", "seat " + seat + " is not to act now"));
        }
        if (actionId < 0 || actionId >= legal.size()) {
            return Optional.of(new ProtocolError("illegal", "action " + actionId + " is not one of the " + legal.size()
                    + " legal actions (ids 0-" + (legal.size() - 1) + ")"));
        }
        quietSince = System.currentTimeMillis();
        return play(seat, legal.get(actionId));
    }

    /** The table's public summary (docs/server.md), read without the table's lock. */
    public ObjectNode summary() {
        return published.deepCopy();
    }

    /**
     * Why the table should be closed now, if it should: people's tables when no person has been
     * connected for {@link Limits#idleClose}, bots' tables when nobody has watched for
     * {@link Limits#botTableIdle}. Read without the table's lock.
     */
    Optional<String> idle(long nowMillis) {
        if (!TableRow.RUNNING.equals(status)) {
            return Optional.empty();
        }
        long quiet = nowMillis - quietSince;
        if (info.botsOnly()) {
            return connected == 0 && quiet >= limits.botTableIdle().toMillis()
                    ? Optional.of("a table of bots that nobody watched for " + limits.botTableIdle().toMinutes() + " min")
                    : Optional.empty();
        }
        return people == 0 && quiet >= limits.idleClose().toMillis()
                ? Optional.of("no person connected for " + limits.idleClose().toMinutes() + " min")
                : Optional.empty();
    }

    /** Whether a table that is no longer running has no client left (it may be forgotten by memory). */
    boolean forgettable() {
        return !TableRow.RUNNING.equals(status) && connected == 0;
    }

    private void publishSummary() {
        ObjectNode o = info.summary(status);
        o.put("version", publicVersion);
        o.set("to_act", publicToAct());
        shownScores.ifPresent(x -> o.set("scores", x.deepCopy()));
        ArrayNode seats = o.putArray("seats");
        for (SeatSpec s : info.seats()) {
            ObjectNode p = s.pub();
            p.put("connected", clients.stream().anyMatch(c -> c.seat().equals(OptionalInt.of(s.seat()))));
            seats.add(p);
        }
        published = o;
    }

    /** Who the public state waits for (never a private decision's seats). */
    private ArrayNode publicToAct() {
        ArrayNode a = NODES.arrayNode();
        new TreeSet<>(variant.toAct(shown)).forEach(a::add);
        return a;
    }

    /** The seat's legal actions now: in a private decision only if it is asked, else at the public state. */
    private List<A> legal(int seat) {
        S s = recorder.state();
        return variant.toAct(s).contains(seat) ? variant.legalActions(s, seat) : List.of();
    }

    private Optional<ProtocolError> play(int seat, A action) {
        Result<Transition<S, E>> r = recorder.apply(seat, action);
        if (r instanceof Result.Illegal<Transition<S, E>> bad) {
            return Optional.of(new ProtocolError("illegal", bad.reason()));
        }
        pending.addAll(((Result.Ok<Transition<S, E>>) r).value().events());
        deadlines.remove(seat);
        asked.remove(seat);
        settle(OptionalInt.of(seat));
        return Optional.empty();
    }

    /**
     * After an action: bots answer any private decision at once; then either the decision is settled
     * and everyone is shown the new public state, or the people still to answer get their prompts.
     */
    private void settle(OptionalInt actor) {
        S s = recorder.state();
        while (!variant.isOver(s) && Windows.open(variant, s)) {
            Optional<Integer> bot = variant.toAct(s).stream().filter(x -> agents.get(x).isPresent()).sorted().findFirst();
            if (bot.isEmpty()) {
                break;
            }
            int seat = bot.get();
            List<A> legal = variant.legalActions(s, seat);
            A choice = agents.get(seat).orElseThrow().choose(variant.observe(s, seat), legal, BOT_TIME);
            Result<Transition<S, E>> r = recorder.apply(seat, choice);
            if (r instanceof Result.Illegal<Transition<S, E>> bad) {
                LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal answer: " + bad.reason());
                r = recorder.apply(seat, Windows.timeoutChoice(legal));
            }
            pending.addAll(r.orThrow().events());
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
        shown = recorder.state();
        shownScores = scores(shown);
        publicVersion++;
        asked.clear();
        inWindow.clear();
        if (variant.isOver(shown) && !finished()) {
            deadlines.clear();
            storage.finish(info.id(), Instant.now().toString());
            status = TableRow.FINISHED;
        }
        for (int seat : variant.toAct(shown)) {
            prompts[seat]++;
        }
        List<String> results = resultMessages(pending, publicVersion, faces);
        pending.clear();
        publishSummary();
        for (Client c : List.copyOf(clients)) {
            if (c.seat().isPresent()) {
                results.forEach(c::send);
            }
            sendCurrent(c);
        }
        if (info.botsOnly() && !finished() && publicVersion >= limits.maxBotTableVersions()) {
            abandon("a table of bots only ends after " + limits.maxBotTableVersions() + " steps");
            return;
        }
        schedule();
    }

    /** A private decision stays open: newly asked people get their prompts; the one who answered sees it taken. */
    private void prompt(OptionalInt actor) {
        S s = recorder.state();
        List<Integer> told = new ArrayList<>();
        actor.ifPresent(a -> {
            if (inWindow.contains(a)) {
                told.add(a);
            }
        });
        for (int seat : new TreeSet<>(variant.toAct(s))) {
            if (asked.add(seat)) {
                inWindow.add(seat);
                prompts[seat]++;
                deadline(seat, true);
                told.add(seat);
            }
        }
        for (Client c : List.copyOf(clients)) {
            if (c.seat().isPresent() && told.contains(c.seat().getAsInt())) {
                sendCurrent(c);
            }
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
            c.send(NODES.objectNode().put("type", "table").<ObjectNode>set("table", published.deepCopy()).toString());
        }
    }

    /**
     * The {@code state} message of a seat: its view, its legal actions, the deadline. A seat asked in
     * an open private decision sees that decision's state (with only itself to act, or nobody once it
     * answered); every other seat sees the public state.
     */
    private ObjectNode stateMessage(int seat) {
        boolean privately = inWindow.contains(seat);
        S s = privately ? recorder.state() : shown;
        ArrayNode toAct = privately ? NODES.arrayNode() : publicToAct();
        if (privately && asked.contains(seat)) {
            toAct.add(seat);
        }
        ObjectNode o = NODES.objectNode().put("type", "state").put("version", publicVersion).put("seat", seat);
        o.set("to_act", toAct);
        o.put("over", variant.isOver(shown));
        ObjectNode view = TableViews.json(variant.observe(s, seat));
        if (view.has("to_act")) {
            view.set("to_act", toAct.deepCopy());
        }
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
        boolean toActNow = privately ? asked.contains(seat) : variant.toAct(shown).contains(seat);
        List<A> legal = info.seats().get(seat).bot() || !toActNow || closed ? List.of() : variant.legalActions(s, seat);
        ArrayNode actions = o.putArray("legal");
        for (int i = 0; i < legal.size(); i++) {
            ObjectNode a = NODES.objectNode().put("id", i);
            a.setAll((ObjectNode) ViewJson.encode(legal.get(i)));
            a.put("label", ActionLabel.of(legal.get(i)));
            actions.add(a);
        }
        if (!legal.isEmpty()) {
            o.put("prompt", prompts[seat]);
        }
        o.put("claim", privately && !legal.isEmpty());
        Deadline d = legal.isEmpty() ? null : deadlines.get(seat);
        if (d == null) {
            o.putNull("deadline_ms");
        } else {
            o.put("deadline_ms", Math.max(0, d.atMillis() - System.currentTimeMillis()));
        }
        return o;
    }

    /** Asks the bots to act and starts people's deadlines, for every seat the public state waits for. */
    private void schedule() {
        if (finished() || closed) {
            return;
        }
        int v = publicVersion;
        deadlines.keySet().retainAll(variant.toAct(shown));
        for (int seat : variant.toAct(shown)) {
            if (agents.get(seat).isPresent()) {
                int sSeat = seat;
                scheduler.schedule(() -> guarded(() -> botMove(sSeat, v)), timing.botDelay().toMillis(), TimeUnit.MILLISECONDS);
            } else {
                deadline(seat, false);
            }
        }
    }

    /** Starts a person's deadline for their current prompt (none when its limit is zero). */
    private void deadline(int seat, boolean privately) {
        Duration limit = privately ? timing.claimTimeout() : timing.turnTimeout();
        if (limit.isZero()) {
            deadlines.remove(seat);
            return;
        }
        Deadline d = new Deadline(privately, System.currentTimeMillis() + limit.toMillis());
        deadlines.put(seat, d);
        scheduler.schedule(() -> guarded(() -> expire(seat, d)), limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    private synchronized void botMove(int seat, int atVersion) {
        if (closed || finished() || atVersion != publicVersion || !variant.toAct(recorder.state()).contains(seat)) {
            return;
        }
        List<A> legal = legal(seat);
        A choice = agents.get(seat).orElseThrow().choose(variant.observe(recorder.state(), seat), legal, BOT_TIME);
        play(seat, choice).ifPresent(e -> LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal action: "
                + e.message()));
    }

    private synchronized void expire(int seat, Deadline d) {
        if (closed || finished() || deadlines.get(seat) != d) {
            return;
        }
        List<A> legal = legal(seat);
        if (legal.isEmpty()) {
            return;
        }
        play(seat, d.privately() ? Windows.timeoutChoice(legal) : legal.get(0));
    }

    private void guarded(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "table " + info.id() + " failed", e);
        }
    }
}
