package org.jantaku.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import org.jantaku.bots.Bots;
import org.jantaku.bots.VariantBots;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.WatchingAgent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.storage.LineWriter;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;

/**
 * Every table of the server: creates them (stored before the first deal, within {@link Limits}),
 * rebuilds the running ones from their stored records at start-up, finds them by id, and closes the
 * idle ones. Listing and counting read each table's published snapshot, never waiting on a table's
 * lock.
 */
public final class Tables {
    private static final Logger LOG = Logger.getLogger(Tables.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Storage storage;
    private final Timing timing;
    private final Limits limits;
    private final ScheduledExecutorService scheduler;
    private final MjaiBots mjai;
    private final Map<String, LiveTable<?, ?, ?, ?>> live = new ConcurrentHashMap<>();

    public Tables(Storage storage, Timing timing, Limits limits, ScheduledExecutorService scheduler) {
        this(storage, timing, limits, scheduler, MjaiBots.NONE);
    }

    /** The tables, whose bot seats may be played by the registered mjai bots {@code mjai}. */
    public Tables(Storage storage, Timing timing, Limits limits, ScheduledExecutorService scheduler, MjaiBots mjai) {
        this.storage = storage;
        this.timing = timing;
        this.limits = limits;
        this.scheduler = scheduler;
        this.mjai = mjai;
    }

    /** The registered mjai bots. */
    public MjaiBots mjai() {
        return mjai;
    }

    /**
     * Rebuilds every running table from its stored record and starts it again; a table whose record
     * ends with the game's end is marked finished (its record published) instead. Returns how many
     * tables run. Also rewrites any plain stored token as its hash.
     */
    public int restore() {
        hashStoredTokens();
        int n = 0;
        for (TableRow row : storage.tables(TableRow.RUNNING)) {
            Bots.Game game = Bots.forPreset(row.preset()).orElse(null);
            if (game == null) {
                LOG.warning("table " + row.id() + ": preset " + row.preset() + " is no longer playable; left as it is");
                continue;
            }
            LiveTable<?, ?, ?, ?> t;
            try {
                t = resume(game, row, RecordReader.read(storage.record(row.id()), VariantModules.records()));
            } catch (RuntimeException e) {
                LOG.severe("table " + row.id() + ": its stored record does not replay, so it is not resumed: " + e.getMessage());
                continue;
            }
            if (t.finished()) {
                storage.finish(row.id(), Instant.now().toString());
                LOG.info("table " + row.id() + ": its game had ended before the restart; marked finished");
                continue;
            }
            live.put(row.id(), t);
            t.begin();
            n++;
        }
        return n;
    }

    /** Rewrites the seats of stored tables that still hold plain tokens (from servers before token hashes). */
    private void hashStoredTokens() {
        for (TableRow row : storage.tablesWithSeats("\"token\"")) {
            try {
                JsonNode seats = JSON.readTree(row.seats());
                if (SeatSpec.plainTokens(seats)) {
                    storage.updateSeats(row.id(), SeatSpec.stored(SeatSpec.read(seats)).toString());
                }
            } catch (JsonProcessingException e) {
                LOG.warning("table " + row.id() + ": stored seats are not JSON: " + e.getOriginalMessage());
            }
        }
    }

    /** Closes idle tables and forgets tables that ended and have no client left; runs every {@code period}. */
    public void startSweeping(java.time.Duration period) {
        scheduler.scheduleWithFixedDelay(() -> {
            try {
                sweep(System.currentTimeMillis());
            } catch (RuntimeException e) {
                LOG.log(java.util.logging.Level.SEVERE, "sweeping idle tables failed", e);
            }
        }, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * One sweep at time {@code nowMillis}: gives the seats of people away too long to bots, closes idle
     * tables; returns the ids of the tables it closed.
     */
    public List<String> sweep(long nowMillis) {
        List<String> closed = new ArrayList<>();
        for (LiveTable<?, ?, ?, ?> t : live.values()) {
            t.replaceAway(nowMillis);
            Optional<String> why = t.idle(nowMillis);
            if (why.isPresent() && t.abandon(why.get())) {
                closed.add(t.info().id());
            }
            if (t.forgettable()) {
                live.remove(t.info().id(), t);
            }
        }
        return closed;
    }

    /**
     * Creates, stores and starts a table from a checked request.
     *
     * @throws BadRequest (503) when {@link Limits#maxTables} tables are running
     */
    public synchronized LiveTable<?, ?, ?, ?> create(TableRequest req) {
        if (runningCount() >= limits.maxTables()) {
            throw BadRequest.unavailable("the server runs its most tables (" + limits.maxTables() + "); try again later", 60);
        }
        String id = "t-" + TokenCheck.fresh(8);
        ObjectNode options = JsonNodeFactory.instance.objectNode();
        req.overrides().forEach(options::put);
        String created = Instant.now().toString();
        TableRow row = new TableRow(id, req.game().preset().name(), req.game().bots().variant().name(), options.toString(),
                SeatSpec.stored(req.seats()).toString(), req.seed(), req.seeded(), TableRow.RUNNING, created, Optional.empty(),
                req.nextHandSeconds(), Optional.of(TokenCheck.hash(req.hostToken())));
        storage.insertTable(row);
        LiveTable<?, ?, ?, ?> t = start(req.game(), row, req.rules(), req.seats());
        live.put(id, t);
        t.begin();
        return t;
    }

    /** A fresh seed for a table that names none. */
    public static long freshSeed() {
        return RANDOM.nextLong();
    }

    public Optional<LiveTable<?, ?, ?, ?>> find(String id) {
        return Optional.ofNullable(live.get(id));
    }

    /**
     * The host ends a running table with its host token: closed as abandoned, its clients told.
     *
     * @throws BadRequest 404 for an unknown table, 403 for a token that is not the table's host token,
     *     409 for a table that is not running
     */
    public ObjectNode end(String id, String hostToken) {
        LiveTable<?, ?, ?, ?> t = live.get(id);
        if (t == null) {
            TableRow row = storage.table(id).orElseThrow(() -> BadRequest.notFound("unknown table '" + id + "'"));
            throw BadRequest.conflict("table '" + id + "' is " + row.status() + ", not running");
        }
        if (!t.info().hostedBy(hostToken)) {
            throw BadRequest.forbidden("the host token is not the one of table '" + id + "': only its host may end it");
        }
        if (!t.endByHost()) {
            throw BadRequest.conflict("table '" + id + "' is " + t.status() + ", not running");
        }
        return t.summary();
    }

    /** The tables in memory (running, and those ended that still have clients). */
    public Collection<LiveTable<?, ?, ?, ?>> all() {
        return live.values();
    }

    /** How many tables are running (without waiting on any table). */
    public int runningCount() {
        return (int) live.values().stream().filter(t -> TableRow.RUNNING.equals(t.status())).count();
    }

    /** Summaries of the running tables, newest first (without waiting on any table). */
    public ArrayNode running() {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        live.values().stream().filter(t -> TableRow.RUNNING.equals(t.status()))
                .sorted(Comparator.comparing((LiveTable<?, ?, ?, ?> t) -> t.info().created()).reversed())
                .forEach(t -> out.add(t.summary()));
        return out;
    }

    /** Summaries of one page of the finished games in the storage, newest first. */
    public ArrayNode finished(int offset, int limit) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (TableRow row : storage.tables(TableRow.FINISHED, offset, limit)) {
            out.add(storedSummary(row));
        }
        return out;
    }

    /** A table's summary: live when in memory, else from the storage. */
    public ObjectNode summary(String id) {
        LiveTable<?, ?, ?, ?> t = live.get(id);
        if (t != null) {
            return t.summary();
        }
        return storedSummary(storage.table(id).orElseThrow(() -> BadRequest.notFound("unknown table '" + id + "'")));
    }

    private ObjectNode storedSummary(TableRow row) {
        TableInfo info = info(row);
        ObjectNode o = info.summary(row.status());
        row.finished().ifPresent(f -> o.put("finished", f));
        if (TableRow.FINISHED.equals(row.status())) {
            Optional<JsonNode> last = lastLine(row.id());
            last.flatMap(Tables::finalScores).ifPresent(scores -> o.set("scores", scores));
            last.flatMap(l -> Standings.of(l, info.seats())).ifPresent(x -> o.set("standings", x));
        }
        ArrayNode seats = o.putArray("seats");
        info(row).seats().forEach(s -> seats.add(s.pub()));
        return o;
    }
    /** The last line of a table's record as JSON, if it has one that reads. */
    private Optional<JsonNode> lastLine(String id) {
        Optional<String> last = storage.lastLine(id);
        if (last.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readTree(last.get()));
        } catch (JsonProcessingException e) {
            LOG.warning("table " + id + ": the last record line is not JSON: " + e.getOriginalMessage());
            return Optional.empty();
        }
    }

    /** The scores of a finished game: those of the last event of its record's last step that has scores (the game's end). */
    private static Optional<JsonNode> finalScores(JsonNode lastLine) {
        JsonNode scores = null;
        for (JsonNode e : lastLine.path("events")) {
            if (e.has("scores")) {
                scores = e.get("scores");
            }
        }
        return Optional.ofNullable(scores);
    }

    /** Stops every table's bots and deadlines (shutdown). */
    public void closeAll() {
        live.values().forEach(LiveTable::close);
    }

    private TableInfo info(TableRow row) {
        try {
            return new TableInfo(row.id(), row.preset(), row.variant(), SeatSpec.read(JSON.readTree(row.seats())), row.created(),
                    row.seeded(), row.hostHash(), row.nextHandSeconds().isPresent()
                            ? java.time.Duration.ofSeconds(row.nextHandSeconds().getAsInt()) : timing.nextHand());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("table " + row.id() + ": stored seats are not JSON: " + e.getOriginalMessage(), e);
        }
    }

    private LiveTable<?, ?, ?, ?> start(Bots.Game game, TableRow row, RuleSet rules, List<SeatSpec> seats) {
        return startTyped(game.bots(), row, rules, seats);
    }

    @SuppressWarnings("unchecked")
    private <S, A extends Action, E extends Event, O> LiveTable<S, A, E, O> startTyped(VariantBots<?, ?, ?, ?> bots,
            TableRow row, RuleSet rules, List<SeatSpec> seats) {
        VariantBots<S, A, E, O> typed = (VariantBots<S, A, E, O>) bots;
        RecordedVariant<S, A, E, O> rv = typed.recorded();
        RecordHeader header = new RecordHeader(rv.name(), rules, Optional.of(row.preset()),
                new Walls.Seeded(rv.variant().tileSet(rules), row.seed()), seats.stream().map(SeatSpec::name).toList());
        LineWriter lines = new LineWriter(storage, row.id(), 1);
        Recorder<S, A, E, O> recorder = Recorder.start(rv, header, lines);
        List<Optional<Agent<A, O>>> agents = agents(typed, rules, seats, row.seed(), row.id());
        tell(agents, rv.variant().start(rules, header.walls()).events());
        return new LiveTable<>(info(row), rv.variant(), recorder, agents,
                seating(typed, rv.variant(), rules, row.seed(), lines), timing, limits, scheduler, storage,
                Shown.start(recorder.state()));
    }

    private LiveTable<?, ?, ?, ?> resume(Bots.Game game, TableRow row, GameRecord<?, ?, ?, ?> record) {
        return resumeTyped(game.bots(), row, record);
    }

    @SuppressWarnings("unchecked")
    private <S, A extends Action, E extends Event, O> LiveTable<S, A, E, O> resumeTyped(VariantBots<?, ?, ?, ?> bots,
            TableRow row, GameRecord<?, ?, ?, ?> raw) {
        GameRecord<S, A, E, O> record = (GameRecord<S, A, E, O>) raw;
        int nextLine = record.steps().size() + 3;
        LineWriter lines = new LineWriter(storage, row.id(), nextLine);
        Recorder<S, A, E, O> recorder = Recorder.resume(record, lines);
        TableInfo info = info(row);
        Variant<S, A, E, O> variant = record.variant().variant();
        S state = variant.start(record.header().rules(), record.header().walls()).state();
        S start = state;
        List<Transition<S, E>> after = new ArrayList<>(record.steps().size());
        for (RecordStep<A> step : record.steps()) {
            Transition<S, E> t = variant.apply(state, step.seat(), step.action()).orThrow();
            state = t.state();
            after.add(t);
        }
        VariantBots<S, A, E, O> typed = (VariantBots<S, A, E, O>) bots;
        RuleSet rules = record.header().rules();
        List<Optional<Agent<A, O>>> agents = agents(typed, rules, info.seats(), row.seed() + recorder.steps(), row.id());
        tell(agents, variant.start(rules, record.header().walls()).events()); // the game so far, for bots that follow it
        after.forEach(t -> tell(agents, t.events()));
        return new LiveTable<>(info, variant, recorder, agents,
                seating(typed, variant, rules, row.seed() + recorder.steps(), lines), timing, limits, scheduler, storage,
                Shown.of(variant, start, after));
    }

    /** The bot that takes a seat a person gives up (the variant's {@code efficiency} agent, else its first), and 逃跑 where it costs. */
    private static <S, A extends Action, E extends Event, O> Seating<A, O> seating(VariantBots<S, A, E, O> bots,
            Variant<S, A, E, O> variant, RuleSet rules, long seed, LineWriter lines) {
        List<String> names = bots.agentNames();
        String name = names.contains("efficiency") ? "efficiency" : names.get(0);
        return new Seating<>(name, seat -> bots.agent(name, rules).create(seat, seed * 31 + seat + 17), Escapes.of(variant, rules),
                lines);
    }

    /**
     * The bots of a table's seats; a seat {@code mjai:NAME} runs the registered bot's command (faults written to the
     * server's log; its {@code start_game} names the players as the table's seats do), or, when the server no longer knows that name (it was restarted without it), the variant's
     * {@code efficiency} agent, which the log says.
     */
    private <S, A extends Action, E extends Event, O> List<Optional<Agent<A, O>>> agents(VariantBots<S, A, E, O> bots,
            RuleSet rules, List<SeatSpec> seats, long seed, String table) {
        List<Optional<Agent<A, O>>> out = new ArrayList<>();
        List<String> names = seats.stream().map(SeatSpec::name).toList();
        for (SeatSpec s : seats) {
            out.add(s.agent().map(name -> {
                String run = name;
                if (MjaiBots.named(name)) {
                    Optional<String> command = mjai.command(name);
                    if (command.isEmpty()) {
                        LOG.warning("table " + table + ": seat " + s.seat() + "'s bot " + name
                                + " is not registered (serve --mjai-bot): the efficiency agent plays it");
                    }
                    run = command.orElse("efficiency");
                }
                return bots.agent(run, rules, mjai.bridge(m -> LOG.warning("table " + table + ": " + m)).withNames(names))
                        .create(s.seat(), seed * 31 + s.seat());
            }));
        }
        return out;
    }

    /** Tells the bots that follow the game the events of its start or of a step. */
    private static <A extends Action, E extends Event, O> void tell(List<Optional<Agent<A, O>>> agents, List<E> events) {
        for (Optional<Agent<A, O>> a : agents) {
            a.ifPresent(x -> WatchingAgent.tell(x, events));
        }
    }
}
