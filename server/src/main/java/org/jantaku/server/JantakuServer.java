package org.jantaku.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.ServerConnector;
import org.jantaku.bots.Bots;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.keep.KeepApi;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.table.BadRequest;
import org.jantaku.server.table.CreationRate;
import org.jantaku.server.table.LiveTable;
import org.jantaku.server.table.SeatSpec;
import org.jantaku.server.table.TableRequest;
import org.jantaku.server.table.Tables;
import org.jantaku.server.view.PresetJson;
import org.jantaku.server.view.Replays;
import org.jantaku.server.view.VariantWords;
import org.jantaku.server.web.HttpErrors;
import org.jantaku.server.web.Sockets;

/**
 * The table server: the HTTP API, the table sockets and the static pages on one port, over the
 * storage (docs/server.md). {@link #start} opens the storage, rebuilds the running tables from their
 * records and starts listening; {@link #close} stops everything (the storage stays as written).
 */
public final class JantakuServer implements AutoCloseable {
    /** The largest HTTP request body. */
    public static final long MAX_BODY_BYTES = 64 * 1024;
    /** Replay steps in one page by default, and at most. */
    public static final int REPLAY_PAGE = 100;
    public static final int MAX_REPLAY_PAGE = 500;
    /** Finished games in one page of {@code GET /api/games} at most. */
    public static final int MAX_GAMES_PAGE = 500;
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * No page sends its address to another (a seat link holds its token): pages, API answers and
     * static files all say {@code Referrer-Policy: no-referrer}.
     */
    public static final String REFERRER_POLICY = "no-referrer";

    private final ServerConfig config;
    private final Storage storage;
    private final ScheduledExecutorService scheduler;
    private final Tables tables;
    private final Javalin app;
    private final CreationRate creations;

    private JantakuServer(ServerConfig config, Storage storage, ScheduledExecutorService scheduler, Tables tables, Javalin app) {
        this.config = config;
        this.storage = storage;
        this.scheduler = scheduler;
        this.tables = tables;
        this.app = app;
        this.creations = new CreationRate(config.limits().createPerMinute());
    }

    /** Opens the storage, resumes every running table, and listens. */
    public static JantakuServer start(ServerConfig config) {
        Storage storage = Storage.open(config.dbUrl());
        ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()),
                r -> {
                    Thread t = new Thread(r, "jantaku-tables");
                    t.setDaemon(true);
                    return t;
                });
        Tables tables = new Tables(storage, config.timing(), config.limits(), scheduler, config.mjaiBots());
        tables.restore();
        tables.startSweeping(Duration.ofSeconds(30));
        Sockets sockets = new Sockets(tables, storage, config.limits());
        Javalin app = Javalin.create(c -> {
            c.showJavalinBanner = false;
            HttpErrors.install(c, MAX_BODY_BYTES);
            c.staticFiles.add(sf -> {
                sf.hostedPath = "/";
                sf.directory = "/web";
                sf.location = Location.CLASSPATH;
                sf.headers = java.util.Map.of("Referrer-Policy", REFERRER_POLICY);
            });
            c.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(1 << 20);
                f.setIdleTimeout(Duration.ofSeconds(Sockets.PING_SECONDS * 4));
            });
        });
        JantakuServer server = new JantakuServer(config, storage, scheduler, tables, app);
        server.routes(sockets);
        app.start(config.port());
        if (config.limits().socketSendBuffer() > 0) {
            for (Connector connector : app.jettyServer().server().getConnectors()) {
                if (connector instanceof ServerConnector sc) {
                    sc.setAcceptedSendBufferSize(config.limits().socketSendBuffer());
                }
            }
        }
        return server;
    }

    private void routes(Sockets sockets) {
        app.before(ctx -> ctx.header("Referrer-Policy", REFERRER_POLICY));
        app.exception(BadRequest.class, (e, ctx) -> {
            e.retryAfterSeconds().ifPresent(s -> ctx.header("Retry-After", String.valueOf(s)));
            error(ctx, HttpStatus.forStatus(e.status()), e.getMessage());
        });
        app.get("/api/health", ctx -> json(ctx, JsonNodeFactory.instance.objectNode().put("ok", true)
                .put("tables", tables.runningCount())));
        String words = VariantWords.module(); // a variant's words that clash stop the server here, named
        app.get(VariantWords.PATH, ctx -> ctx.contentType("text/javascript; charset=utf-8").result(words));
        app.get("/api/presets", ctx -> {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            Bots.all().forEach(g -> a.add(PresetJson.summary(g, config.mjaiBots().agentNames(g.bots()))));
            json(ctx, a);
        });
        app.get("/api/presets/{name}", ctx -> {
            Bots.Game g = Bots.forPreset(ctx.pathParam("name")).orElseThrow(() -> BadRequest.notFound("unknown preset '"
                    + ctx.pathParam("name") + "' (known: " + String.join(", ", Bots.presetNames()) + ")"));
            json(ctx, PresetJson.encode(g, config.mjaiBots().agentNames(g.bots())));
        });
        app.post("/api/tables", this::createTable);
        app.get("/api/tables", ctx -> json(ctx, tables.running()));
        app.get("/api/tables/{id}", ctx -> json(ctx, tables.summary(ctx.pathParam("id"))));
        app.post("/api/tables/{id}/end", this::endTable);
        app.get("/api/games", ctx -> json(ctx, tables.finished(intParam(ctx, "offset", 0, Integer.MAX_VALUE),
                intParam(ctx, "limit", 100, MAX_GAMES_PAGE))));
        app.get("/api/games/{id}", ctx -> {
            String text = finishedRecord(ctx.pathParam("id"));
            ctx.contentType("application/x-ndjson; charset=utf-8").result(text);
        });
        app.get("/api/games/{id}/replay", this::replay);
        app.post("/api/score", this::score);
        app.ws("/ws/tables/{id}", sockets::configure);
        // Scorekeeping at physical tables: clubs, sessions, league (docs/clubs.md)
        KeepApi.install(app, storage, config.limits().createPerMinute());
    }

    /**
     * {@code POST /api/tables}: the creator gets its own seat (the first person's) and an invitation
     * link for every other person's seat; bots' seats have no token.
     */
    private void createTable(Context ctx) {
        JsonNode body = body(ctx);
        TableRequest req = TableRequest.parse(body, Tables.freshSeed(), config.mjaiBots());
        creations.take(ctx.ip(), System.currentTimeMillis()).ifPresent(wait -> {
            throw BadRequest.tooMany("this address created " + config.limits().createPerMinute()
                    + " tables in the last minute; try again in " + wait + " s", wait);
        });
        LiveTable<?, ?, ?, ?> t = tables.create(req);
        String id = t.info().id();
        ObjectNode out = t.summary();
        out.put("watch", "/table.html?table=" + id);
        ArrayNode invitations = JsonNodeFactory.instance.arrayNode();
        Optional<SeatSpec> creator = req.creatorSeat();
        for (SeatSpec s : req.seats()) {
            Optional<String> token = req.tokens().get(s.seat());
            if (token.isEmpty()) {
                continue;
            }
            ObjectNode seat = s.pub().put("token", token.get()).put("link", "/table.html?table=" + id + "&seat=" + s.seat()
                    + "&token=" + token.get());
            if (creator.isPresent() && creator.get().seat() == s.seat()) {
                out.set("you", seat);
            } else {
                invitations.add(seat);
            }
        }
        out.set("invitations", invitations);
        out.put("host_token", req.hostToken());
        ctx.status(HttpStatus.CREATED);
        json(ctx, out);
    }

    /**
     * {@code POST /api/tables/{id}/end} with {@code {"host_token": T}}: the host ends a running table
     * (abandoned; its sockets get {@code closed} and 4010). The token travels in the body, never in an address.
     */
    private void endTable(Context ctx) {
        JsonNode body = body(ctx);
        JsonNode token = body == null ? null : body.get("host_token");
        if (token == null || !token.isTextual() || token.asText().isEmpty()) {
            throw new BadRequest("field \"host_token\": the host token from the table's creation answer is required");
        }
        json(ctx, tables.end(ctx.pathParam("id"), token.asText()));
    }

    private String finishedRecord(String id) {
        TableRow row = storage.table(id).orElseThrow(() -> BadRequest.notFound("unknown game '" + id + "'"));
        if (!TableRow.FINISHED.equals(row.status())) {
            throw BadRequest.notFound("game '" + id + "' is still being played");
        }
        return storage.record(id);
    }

    private void replay(Context ctx) {
        String id = ctx.pathParam("id");
        String view = ctx.queryParamAsClass("view", String.class).getOrDefault("all");
        OptionalInt seat;
        switch (view) {
            case "all" -> seat = OptionalInt.empty();
            case "0", "1", "2", "3" -> seat = OptionalInt.of(Integer.parseInt(view));
            default -> throw new BadRequest("parameter view: all or a seat from 0, not '" + view + "'");
        }
        int from = intParam(ctx, "from", 0, Integer.MAX_VALUE);
        int count = intParam(ctx, "count", REPLAY_PAGE, MAX_REPLAY_PAGE);
        GameRecord<?, ?, ?, ?> record;
        try {
            record = RecordReader.read(finishedRecord(id), VariantModules.records());
        } catch (RecordException e) {
            throw new IllegalStateException("stored record of " + id + " does not read: " + e.getMessage(), e);
        }
        int seats = record.variant().variant().seats(record.header().rules());
        if (seat.isPresent() && seat.getAsInt() >= seats) {
            throw new BadRequest("parameter view: all or a seat 0-" + (seats - 1) + " (the game has " + seats + " seats), not '"
                    + view + "'");
        }
        ObjectNode out = Replays.replay(record, seat, from, count);
        ObjectNode head = JsonNodeFactory.instance.objectNode().put("id", id).put("preset", record.header().preset().orElse(""))
                .put("variant", record.header().variant()).put("view", view);
        head.setAll(out);
        json(ctx, head);
    }

    private static int intParam(Context ctx, String name, int def, int max) {
        String v = ctx.queryParam(name);
        if (v == null) {
            return def;
        }
        int n;
        try {
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 0 || n > max) {
            throw new BadRequest("parameter " + name + ": a whole number from 0 to " + max + ", not '" + v + "'");
        }
        return n;
    }

    private void score(Context ctx) {
        HandCalculator calc = config.calculator().orElseThrow(() -> BadRequest.notFound("this server has no hand calculator"));
        Lang lang;
        try {
            lang = Lang.parse(ctx.queryParamAsClass("lang", String.class).getOrDefault("en"));
        } catch (IllegalArgumentException e) {
            throw new BadRequest("parameter lang: " + e.getMessage());
        }
        String body = ctx.body().strip();
        if (body.contains("\n")) {
            throw new BadRequest("the body is one JSON request on one line");
        }
        ctx.contentType("application/json; charset=utf-8").result(calc.answer(body, lang));
    }

    private static JsonNode body(Context ctx) {
        try {
            return JSON.readTree(ctx.body());
        } catch (JsonProcessingException e) {
            throw new BadRequest("the body is not JSON: " + e.getOriginalMessage());
        }
    }

    private static void json(Context ctx, JsonNode node) {
        ctx.contentType("application/json; charset=utf-8").result(node.toString());
    }

    private static void error(Context ctx, HttpStatus status, String message) {
        ctx.status(status);
        json(ctx, JsonNodeFactory.instance.objectNode().put("error", message));
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    public Tables tables() {
        return tables;
    }

    public Storage storage() {
        return storage;
    }

    /** Stops listening and the tables' bots and timers; everything played is already stored. */
    @Override
    public void close() {
        tables.closeAll();
        app.stop();
        scheduler.shutdownNow();
        try {
            scheduler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        storage.close();
    }
}
