package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.ViewJson;
import org.jantaku.server.view.result.ResultJson;

/**
 * One running table: the game (through a {@link Recorder} whose every line is stored before the new
 * state is taken), its seats and bots, its connected clients, the deadlines of people's prompts, and
 * the pause between hands (the next hand's play starts when every connected person has pressed OK, or
 * when the pause runs out). A person may give their seat up (or be away too long): a bot takes it.
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
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();
    /** The close code of a table's sockets when the server closes the table. */
    public static final int CLOSED = 4010;
    /** The close code of a person's sockets once they gave their seat up. */
    public static final int LEFT = 4011;

    private volatile TableInfo info;
    private final Variant<S, A, E, O> variant;
    private final Recorder<S, A, E, O> recorder;
    private final Faces faces;
    private final Prompts prompts;
    private final StateMessages<S, A, O> messages;
    private final TableBots<A, O> bots;
    private final Seating<A, O> seating;
    private final Timing timing;
    private final Limits limits;
    private final ScheduledExecutorService scheduler;
    private final Storage storage;
    private final Presence presence;
    /** The results of the steps since the last public step ({@code hand_end}, {@code game_end} without a version; sent with it). */
    private final List<ObjectNode> pending = new ArrayList<>();
    /** The pause between hands, while one is open. */
    private Optional<HandPause> pause = Optional.empty();
    /** The results the last public step published (a pause is opened again from them after a restart). */
    private final List<ObjectNode> lastPublished;
    /** The final standings, once the game is over. */
    private Optional<ArrayNode> standings = Optional.empty();
    /** The state at the public version, and its scores as JSON when the view has them (for the summary). */
    private S shown;
    private Optional<JsonNode> shownScores = Optional.empty();
    private volatile int publicVersion;
    private volatile String status;
    private volatile ObjectNode published;
    private boolean closed;

    LiveTable(TableInfo info, Variant<S, A, E, O> variant, Recorder<S, A, E, O> recorder, List<Optional<Agent<A, O>>> agents,
            Seating<A, O> seating, Timing timing, Limits limits, ScheduledExecutorService scheduler, Storage storage,
            Shown<S, E> shown) {
        this.info = info;
        this.variant = variant;
        this.prompts = new Prompts(info.seats().size());
        this.presence = new Presence(info.seats().size());
        this.recorder = recorder;
        this.bots = new TableBots<>(info.id(), agents);
        this.seating = seating;
        this.timing = timing;
        this.limits = limits;
        this.scheduler = scheduler;
        this.storage = storage;
        this.faces = Faces.of(variant, recorder.record().header().rules());
        this.messages = new StateMessages<>(variant, faces, prompts);
        this.lastPublished = shown.published().stream().flatMap(p -> ResultJson.messages(p.before(), p.events(), faces).stream())
                .toList();
        this.shown = shown.state();
        this.publicVersion = shown.version();
        this.status = variant.isOver(shown.state()) ? TableRow.FINISHED : TableRow.RUNNING;
        this.shownScores = scores(shown.state());
        if (finished()) {
            standings = finalStandings();
        }
        publishSummary();
    }

    /** The scores in a state's public view (or in the table's part of it), when the variant's view has them. */
    private Optional<JsonNode> scores(S state) {
        JsonNode view = ViewJson.encode(variant.observe(state, 0));
        return Optional.ofNullable(view.has("table") ? view.get("table").get("scores") : view.get("scores"));
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
        return info.seats().stream().filter(s -> s.holds(token)).findFirst();
    }

    /** The seat this token held before its person gave it up, if it did. */
    public Optional<SeatSpec> formerSeatOf(String token) {
        return info.seats().stream().filter(s -> s.heldBefore(token)).findFirst();
    }

    /**
     * Starts the bots and the deadlines (after creation or after a restart, when a private decision may
     * be open). A table resumed just after a hand ended (its last public step published the hand's
     * results) pauses again with a full countdown: its people reconnect, see the results again and press OK.
     */
    synchronized void begin() {
        S s = recorder.state();
        if (!variant.isOver(s) && Windows.open(variant, s)) {
            settle(OptionalInt.empty());
        } else if (!finished() && !info.botsOnly() && !info.nextHand().isZero() && endsHand(lastPublished)) {
            openPause(versioned(lastPublished));
        } else {
            schedule();
        }
    }

    /** Stops scheduling (the server is shutting down); the stored record is complete as it is. */
    synchronized void close() {
        closed = true;
        bots.close();
    }

    /**
     * Asks an outside bot for the seat's decision now, off the table's lock; its answer is played when it
     * comes ({@link #outsideAnswered}). The seat thinks meanwhile and is not asked again.
     */
    private void askOutside(int seat) {
        S s = recorder.state();
        List<A> legal = List.copyOf(variant.legalActions(s, seat));
        bots.ask(seat, variant.observe(s, seat), legal).whenComplete((choice, failed) ->
                scheduler.execute(() -> guarded(() -> outsideAnswered(seat, legal, Optional.ofNullable(choice), failed))));
    }

    /**
     * An outside bot's answer: played when the game still waits for the seat with the actions it was asked
     * about; a failed decision plays the safe choice (as a person's timeout does). When the table moved on
     * meanwhile the answer is dropped, and the seat is asked again if the game waits for it.
     */
    private synchronized void outsideAnswered(int seat, List<A> asked, Optional<A> choice, Throwable failed) {
        bots.answered(seat);
        if (closed || finished() || pause.isPresent() || !bots.outside(seat)) {
            return;
        }
        S s = recorder.state();
        boolean window = Windows.open(variant, s);
        if (!variant.toAct(s).contains(seat) || !variant.legalActions(s, seat).equals(asked)) {
            if (window) {
                settle(OptionalInt.empty());
            } else if (variant.toAct(s).contains(seat)) {
                askOutside(seat);
            }
            return;
        }
        if (failed != null) {
            LOG.warning("table " + info.id() + ": the bot of seat " + seat + " failed to decide: " + failed);
        }
        A action = choice.orElseGet(() -> window ? Windows.timeoutChoice(asked) : asked.get(0));
        Optional<ProtocolError> refused = play(seat, action);
        if (refused.isPresent()) {
            LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal action: " + refused.get().message());
            play(seat, window ? Windows.timeoutChoice(asked) : asked.get(0));
        }
    }

    /**
     * Closes a running table before its game ends (idle, or a bots' table past its bound): stored as
     * {@code abandoned}, never resumed; its clients get an {@code error} {@code closed} and are
     * disconnected. Returns false when the table was not running.
     */
    synchronized boolean abandon(String reason) {
        return abandon(reason, "the server closed this table: " + reason, "limit");
    }

    /**
     * Ends a running table for its host (whoever holds the host token; checked by the caller): closed
     * as {@link #abandon} closes it, the clients told that the host ended it. False when not running.
     */
    public synchronized boolean endByHost() {
        return abandon("its host ended it", "the host ended this table", "host");
    }

    /** Closes the table; its clients get {@code error} {@code closed} with {@code message} and {@code by} (who closed it). */
    private boolean abandon(String reason, String message, String by) {
        if (closed || !TableRow.RUNNING.equals(status)) {
            return false;
        }
        closed = true;
        bots.close();
        prompts.clearDeadlines();
        pause = Optional.empty();
        storage.abandon(info.id(), Instant.now().toString());
        ObjectNode m = NODES.objectNode().put("type", "error").put("code", "closed").put("message", message)
                .put("version", publicVersion).put("by", by);
        for (Client c : presence.clients()) {
            c.send(m.toString());
            c.close(CLOSED, "closed");
        }
        presence.clear(info.seats());
        publishSummary(TableRow.ABANDONED);
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
        presence.add(c, info.seats());
        ObjectNode w = NODES.objectNode().put("type", "welcome").put("protocol", 4);
        w.set("table", published.deepCopy());
        OptionalInt seat = c.seat();
        if (seat.isPresent()) {
            w.put("seat", seat.getAsInt()).put("kind", info.seats().get(seat.getAsInt()).kind());
        } else {
            w.putNull("seat").put("kind", "watcher");
        }
        w.put("claim_timeout_ms", timing.claimTimeout().toMillis()).put("turn_timeout_ms", timing.turnTimeout().toMillis())
                .put("next_hand_ms", info.nextHand().toMillis()).put("escape_on_leave", seating.escape().isPresent());
        c.send(w.toString());
        if (pause.isPresent()) {
            pause.get().results().forEach(c::send);
        }
        sendCurrent(c);
        publishSummary();
        if (pause.isPresent()) {
            if (seat.isPresent()) {
                tellPause();
            } else {
                c.send(pause.get().message(presence.peopleSeats(info.seats())));
            }
        }
    }

    public synchronized void disconnect(Client c) {
        if (presence.remove(c, info.seats())) {
            publishSummary();
            if (pause.isPresent() && c.seat().isPresent()) {
                pauseChanged();
            }
        }
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
        if (pause.isPresent()) {
            return Optional.of(pause.get().refusal());
        }
        if (version != publicVersion) {
            return Optional.of(new ProtocolError("stale", "the action was chosen at version " + version + ", the table is at "
                    + publicVersion));
        }
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

    /**
     * A person pressed OK after a hand's results ({@code ready}): refused unless the client holds a
     * person's seat and the table pauses at {@code version}. The next hand's play starts once every
     * connected person has pressed OK.
     */
    public synchronized Optional<ProtocolError> ready(Client c, int version) {
        Optional<ProtocolError> refused = personOnly(c);
        if (refused.isPresent()) {
            return refused;
        }
        if (pause.isEmpty()) {
            return Optional.of(new ProtocolError("stale", "no pause to end: the table plays on at version " + publicVersion));
        }
        Optional<ProtocolError> stale = pause.get().ready(c.seat().getAsInt(), version);
        if (stale.isPresent()) {
            return stale;
        }
        presence.active();
        pauseChanged();
        return Optional.empty();
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
        giveUp(c.seat().getAsInt(), Departure.LEFT);
        return Optional.empty();
    }

    /** Why a client may not press OK or leave: it watches, its seat is a bot's, or the game is over or closed. */
    private Optional<ProtocolError> personOnly(Client c) {
        if (c.seat().isEmpty()) {
            return Optional.of(new ProtocolError("not_your_seat", "this socket watches the table and holds no seat"));
        }
        if (info.seats().get(c.seat().getAsInt()).bot()) {
            return Optional.of(new ProtocolError("not_your_seat", "seat " + c.seat().getAsInt() + " is played by a bot"));
        }
        if (finished()) {
            return Optional.of(new ProtocolError("over", "the game is over"));
        }
        if (closed) {
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
        if (closed || !TableRow.RUNNING.equals(status) || presence.peopleSeats(info.seats()).isEmpty()) {
            return out;
        }
        for (SeatSpec s : info.seats()) {
            long since = presence.awaySince(s.seat());
            if (!s.bot() && since > 0 && nowMillis - since >= limits.seatIdle().toMillis() && !closed) {
                giveUp(s.seat(), Departure.AWAY);
                out.add(s.seat());
            }
        }
        return out;
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
        long quiet = nowMillis - presence.quietSince();
        if (info.botsOnly()) {
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
        return !TableRow.RUNNING.equals(status) && presence.connected() == 0;
    }

    private void publishSummary() {
        publishSummary(status);
    }

    /**
     * Publishes the summary of the table as it now is, with the status {@code as}, which the table then has: a
     * reader without the lock that sees the new status sees the summary that goes with it.
     */
    private void publishSummary(String as) {
        ObjectNode o = info.summary(as);
        o.put("version", publicVersion);
        o.set("to_act", messages.publicToAct(shown));
        shownScores.ifPresent(x -> o.set("scores", x.deepCopy()));
        standings.ifPresent(x -> o.set("standings", x.deepCopy()));
        ArrayNode seats = o.putArray("seats");
        for (SeatSpec s : info.seats()) {
            ObjectNode p = s.pub();
            p.put("connected", presence.holds(s.seat()));
            seats.add(p);
        }
        published = o;
        status = as;
    }

    /** The seat's legal actions now: in a private decision only if it is asked, else at the public state. */
    private List<A> legal(int seat) {
        S s = recorder.state();
        return variant.toAct(s).contains(seat) ? variant.legalActions(s, seat) : List.of();
    }

    private Optional<ProtocolError> play(int seat, A action) {
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
    private void settle(OptionalInt actor) {
        S s = recorder.state();
        while (!variant.isOver(s) && Windows.open(variant, s)) {
            Optional<Integer> bot = bots.firstFree(variant.toAct(s));
            if (bot.isEmpty()) {
                break;
            }
            int seat = bot.get();
            if (owesEscape(seat)) {
                recordEscape(seat).ifPresent(pending::addAll);
                s = recorder.state();
            }
            if (bots.outside(seat)) {
                askOutside(seat);
                continue;
            }
            List<A> legal = variant.legalActions(s, seat);
            A choice = bots.choose(seat, variant.observe(s, seat), legal);
            S before = s;
            Result<Transition<S, E>> r = recorder.apply(seat, choice);
            if (r instanceof Result.Illegal<Transition<S, E>> bad) {
                LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal answer: " + bad.reason());
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
        shown = recorder.state();
        shownScores = scores(shown);
        publicVersion++;
        boolean ended = variant.isOver(shown) && !finished();
        if (ended) {
            prompts.clearDeadlines();
            storage.finish(info.id(), Instant.now().toString());
            standings = finalStandings();
        }
        prompts.publicStep(variant.toAct(shown));
        List<String> results = versioned(pending);
        boolean pausing = !ended && !finished() && !info.nextHand().isZero() && endsHand(pending)
                && !presence.peopleSeats(info.seats()).isEmpty();
        pending.clear();
        if (pausing) {
            pause = Optional.of(new HandPause(publicVersion, results, System.currentTimeMillis() + info.nextHand().toMillis()));
        }
        // the game's end is published with its standings before the table reads as finished
        publishSummary(ended ? TableRow.FINISHED : status);
        for (Client c : presence.clients()) {
            results.forEach(c::send);
            sendCurrent(c);
        }
        if (info.botsOnly() && !finished() && publicVersion >= limits.maxBotTableVersions()) {
            abandon("a table of bots only ends after " + limits.maxBotTableVersions() + " steps");
            return;
        }
        if (pausing) {
            startPauseTimer();
            tellPause();
            return;
        }
        schedule();
    }

    /** Whether results hold a hand's end (and so call for a pause when the game goes on). */
    private static boolean endsHand(List<ObjectNode> results) {
        return results.stream().anyMatch(m -> m.get("type").asText().equals(ResultJson.HAND_END));
    }

    /** The {@code hand_end} and {@code game_end} messages of results, with the public version they belong to. */
    private List<String> versioned(List<ObjectNode> results) {
        return results.stream().map(m -> NODES.objectNode().put("type", m.get("type").asText()).put("version", publicVersion)
                .<ObjectNode>set("result", m.get("result")).toString()).toList();
    }

    /** Opens a pause at the public version (after a restart), with the results to show those who connect. */
    private void openPause(List<String> results) {
        pause = Optional.of(new HandPause(publicVersion, results, System.currentTimeMillis() + info.nextHand().toMillis()));
        startPauseTimer();
        tellPause();
    }

    private void startPauseTimer() {
        HandPause p = pause.orElseThrow();
        scheduler.schedule(() -> guarded(() -> pauseRanOut(p)), p.leftMillis(), TimeUnit.MILLISECONDS);
    }

    private synchronized void pauseRanOut(HandPause p) {
        if (pause.isPresent() && pause.get() == p && !closed) {
            endPause();
        }
    }

    /** Someone pressed OK, connected or left: the pause ends if every connected person has pressed OK, else everyone is told. */
    private void pauseChanged() {
        if (pause.isEmpty()) {
            return;
        }
        if (pause.get().done(presence.peopleSeats(info.seats()))) {
            endPause();
        } else {
            tellPause();
        }
    }

    /** Tells every client whom the pause waits for and how long it may last. */
    private void tellPause() {
        String m = pause.orElseThrow().message(presence.peopleSeats(info.seats()));
        for (Client c : presence.clients()) {
            c.send(m);
        }
    }

    /** The pause is over: everyone is told ({@code next_hand}), people get their prompts, bots and deadlines start. */
    private void endPause() {
        String m = pause.orElseThrow().endMessage();
        pause = Optional.empty();
        for (Client c : presence.clients()) {
            c.send(m);
            if (c.seat().isPresent()) {
                sendCurrent(c);
            }
        }
        schedule();
    }

    /**
     * A person's seat goes to a bot for good: stored, noted on the record's next line, the person's
     * sockets told ({@code left}) and closed, everyone else told ({@code seat_left}). Where the rules
     * charge for leaving, the seat owes its 逃跑, recorded when the game next waits for it. A table left
     * with no person is closed; otherwise the bot plays at once when the game waits for the seat.
     */
    private void giveUp(int seat, String reason) {
        boolean owes = seating.escape().isPresent();
        SeatSpec before = info.seats().get(seat);
        info = info.withSeat(before.givenUp(seating.agentName(), new Departure(reason, owes)));
        bots.replace(seat, seating.bot().apply(seat));
        storage.updateSeats(info.id(), SeatSpec.stored(info.seats()).toString());
        ObjectNode change = seatChange(seat, before.name(), reason, owes);
        if (!owes) {
            seating.record().note(change);
        }
        LOG.info("table " + info.id() + ": seat " + seat + " " + reason + "; a bot (" + seating.agentName() + ") plays it");
        // the summary shows the bot before anyone is told, so what a client reads next agrees with what it was told
        publishSummary();
        String left = NODES.objectNode().put("type", "left").put("seat", seat).put("reason", reason).put("escape", owes)
                .put("message", Departure.LEFT.equals(reason) ? "you gave up your seat: a bot plays it from now on"
                        : "you were away too long: a bot plays your seat from now on").toString();
        String told = change.deepCopy().put("type", "seat_left").toString();
        for (Client c : presence.clients()) {
            if (c.seat().equals(OptionalInt.of(seat))) {
                c.send(left);
                c.close(LEFT, "left");
                presence.remove(c, info.seats());
            } else {
                c.send(told);
            }
        }
        boolean wasAsked = prompts.leave(seat);
        publishSummary();
        if (info.botsOnly()) {
            abandon("every person left the table", "every person left this table", "left");
            return;
        }
        if (pause.isPresent()) {
            pauseChanged();
            return;
        }
        if (finished()) {
            return;
        }
        if (wasAsked) {
            settle(OptionalInt.empty());
        } else if (!Windows.open(variant, recorder.state()) && variant.toAct(shown).contains(seat)) {
            int v = publicVersion;
            scheduler.schedule(() -> guarded(() -> botMove(seat, v)), timing.botDelay().toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /**
     * A seat's change of hands as the record says it ({@code seat_changes}): on the next line written, or for a
     * 逃跑 on the escape's own line (other seats may play before the game waits for the leaver).
     */
    private ObjectNode seatChange(int seat, String name, String reason, boolean escape) {
        return NODES.objectNode().put("seat", seat).put("name", name).put("from", "human").put("to", "bot")
                .put("agent", seating.agentName()).put("reason", reason).put("escape", escape);
    }

    /** Whether the game is still to record this seat's 逃跑. */
    private boolean owesEscape(int seat) {
        return seating.escape().isPresent() && info.seats().get(seat).escapeOwed();
    }

    /** Records a seat's 逃跑 (the game waits for the seat); its results, or none when the game refuses it (logged). */
    private Optional<List<ObjectNode>> recordEscape(int seat) {
        SeatSpec leaver = info.seats().get(seat);
        seating.record().note(seatChange(seat, leaver.name(), leaver.departure().map(Departure::reason).orElse(Departure.LEFT), true));
        info = info.withSeat(leaver.escapeRecorded());
        storage.updateSeats(info.id(), SeatSpec.stored(info.seats()).toString());
        S before = recorder.state();
        Result<Transition<S, E>> r = recorder.apply(seat, seating.escape().orElseThrow());
        if (r instanceof Result.Illegal<Transition<S, E>> bad) {
            LOG.warning("table " + info.id() + ": the 逃跑 of seat " + seat + " is refused: " + bad.reason());
            return Optional.empty();
        }
        bots.tell(r.orThrow().events());
        return Optional.of(ResultJson.messages(before, r.orThrow().events(), faces));
    }

    /** The final standings from the stored record's last line (the game's end). */
    private Optional<ArrayNode> finalStandings() {
        try {
            Optional<String> last = storage.lastLine(info.id());
            return last.isEmpty() ? Optional.empty() : Standings.of(JSON.readTree(last.get()), info.seats());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            LOG.warning("table " + info.id() + ": the last record line is not JSON: " + e.getOriginalMessage());
            return Optional.empty();
        }
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
                deadline(seat, true);
                told.add(seat);
            }
        }
        for (Client c : presence.clients()) {
            if (c.seat().isPresent() && told.contains(c.seat().getAsInt())) {
                sendCurrent(c);
            }
        }
    }

    private void sendCurrent(Client c) {
        if (c.seat().isPresent()) {
            int seat = c.seat().getAsInt();
            c.send(messages.seat(seat, publicVersion, shown, recorder.state(), !info.seats().get(seat).bot() && !closed
                    && pause.isEmpty()));
        } else {
            c.send(NODES.objectNode().put("type", "table").<ObjectNode>set("table", published.deepCopy()).toString());
            c.send(messages.watcher(publicVersion, shown));
        }
    }

    /** Asks the bots to act and starts people's deadlines, for every seat the public state waits for. */
    private void schedule() {
        if (finished() || closed || pause.isPresent()) {
            return;
        }
        int v = publicVersion;
        prompts.keepDeadlines(variant.toAct(shown));
        for (int seat : variant.toAct(shown)) {
            if (bots.plays(seat)) {
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
        prompts.startDeadline(seat, privately, limit).ifPresent(d -> scheduler.schedule(() -> guarded(() -> expire(seat, d)),
                limit.toMillis(), TimeUnit.MILLISECONDS));
    }

    private synchronized void botMove(int seat, int atVersion) {
        if (closed || finished() || pause.isPresent() || atVersion != publicVersion || !variant.toAct(recorder.state()).contains(seat)
                || !bots.plays(seat)) {
            return;
        }
        if (owesEscape(seat)) {
            Optional<List<ObjectNode>> results = recordEscape(seat);
            if (results.isPresent()) {
                pending.addAll(results.get());
                settle(OptionalInt.of(seat));
                return;
            }
        }
        if (bots.outside(seat)) {
            if (!bots.thinking(seat)) {
                askOutside(seat);
            }
            return;
        }
        List<A> legal = legal(seat);
        A choice = bots.choose(seat, variant.observe(recorder.state(), seat), legal);
        play(seat, choice).ifPresent(e -> LOG.warning("table " + info.id() + ": the bot of seat " + seat + " chose an illegal action: "
                + e.message()));
    }

    private synchronized void expire(int seat, Prompts.Deadline d) {
        if (closed || finished() || pause.isPresent() || !prompts.current(seat, d)) {
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
