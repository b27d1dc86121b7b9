package org.jantaku.server.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.table.Client;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.LiveTable;
import org.jantaku.server.table.ProtocolError;
import org.jantaku.server.table.SeatSpec;
import org.jantaku.server.table.Tables;

/**
 * The WebSocket side of the protocol ({@code /ws/tables/{id}?token=T}, docs/protocol.md). Every socket
 * sends through its own bounded {@link Outbox}, so no table ever waits for a client; the server pings
 * every socket so that a vanished client is noticed.
 */
public final class Sockets {
    /** The largest client message, in UTF-8 bytes. */
    public static final int MAX_MESSAGE_BYTES = 4096;
    /** Messages one socket may send per second; more are answered {@code too_many} and dropped. */
    public static final int MAX_MESSAGES_PER_SECOND = 20;
    private static final ProtocolError TOO_MANY = new ProtocolError("too_many", "at most " + MAX_MESSAGES_PER_SECOND
            + " messages a second other than accepted actions; the others are dropped");
    /** How often the server pings each socket. */
    public static final long PING_SECONDS = 25;
    /** How long a closed client's last messages may take before its socket is cut. */
    private static final long CLOSE_GRACE_MILLIS = 5_000;
    private static final Logger LOG = Logger.getLogger(Sockets.class.getName());
    private static final ObjectMapper JSON = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private final Tables tables;
    private final Storage storage;
    private final Limits limits;
    private final Map<String, Joined> joined = new ConcurrentHashMap<>();

    private record Joined(LiveTable<?, ?, ?, ?> table, SocketClient client) {
    }

    public Sockets(Tables tables, Storage storage, Limits limits) {
        this.tables = tables;
        this.storage = storage;
        this.limits = limits;
    }

    /** The handlers of the table socket. */
    public void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> message(ctx, ctx.message()));
        ws.onBinaryMessage(ctx -> {
            ctx.send(ProtocolError.message("malformed", "binary frames are not part of the protocol: send JSON text", -1));
            ctx.closeSession(1003, "binary frames are not accepted");
        });
        ws.onClose(this::leave);
        ws.onError(this::leave);
    }

    private void connect(WsContext ctx) {
        String id = ctx.pathParam("id");
        Optional<LiveTable<?, ?, ?, ?>> table = tables.find(id);
        if (table.isEmpty()) {
            String why = storage.table(id).map(row -> "table '" + id + "' is " + row.status()
                    + (row.status().equals("finished") ? ": its record is /api/games/" + id : "")).orElse("no table '" + id + "' is running");
            refuse(ctx, 4004, "unknown_table", why);
            return;
        }
        String token = ctx.queryParam("token");
        OptionalInt seat = OptionalInt.empty();
        if (token != null && !token.isEmpty()) {
            Optional<SeatSpec> s = table.get().seatOf(token);
            Optional<SeatSpec> former = s.isEmpty() ? table.get().formerSeatOf(token) : Optional.empty();
            if (former.isPresent()) {
                refuse(ctx, LiveTable.LEFT, "left", "seat " + former.get().seat() + " of table " + id + " was given up ("
                        + former.get().departure().orElseThrow().reason() + "): a bot plays it now; the table can still be watched");
                return;
            }
            if (s.isEmpty()) {
                refuse(ctx, 4003, "bad_token", "the token is not one of table " + id + "'s seats");
                return;
            }
            seat = OptionalInt.of(s.get().seat());
        }
        ctx.enableAutomaticPings(PING_SECONDS, TimeUnit.SECONDS);
        SocketClient client = new SocketClient(ctx, seat, limits);
        joined.put(ctx.sessionId(), new Joined(table.get(), client));
        table.get().connect(client);
    }

    private static void refuse(WsContext ctx, int status, String code, String message) {
        ctx.send(ProtocolError.message(code, message, -1));
        ctx.closeSession(status, code);
    }

    private void message(WsContext ctx, String text) {
        Joined j = joined.get(ctx.sessionId());
        if (j == null) {
            return;
        }
        SocketClient c = j.client();
        handle(j.table(), c, text, () -> c.withinRate(System.nanoTime())).ifPresent(e -> {
            if (!e.code().equals("too_many") || c.firstOverRate()) {
                c.send(e.message(j.table().version()));
            }
        });
    }

    /**
     * Handles one client message; an error to reply, if any. An {@code act} is always handled (a
     * player may be as fast as it likes); any other message, and any refused one, must fit in the
     * socket's budget of {@value #MAX_MESSAGES_PER_SECOND} a second, else it gets {@code too_many}.
     */
    static Optional<ProtocolError> handle(LiveTable<?, ?, ?, ?> table, Client client, String text, BooleanSupplier budget) {
        BooleanSupplier once = new BooleanSupplier() {
            private int answer = -1;

            @Override
            public boolean getAsBoolean() {
                if (answer < 0) {
                    answer = budget.getAsBoolean() ? 1 : 0;
                }
                return answer == 1;
            }
        };
        Optional<ProtocolError> e = read(table, client, text, once);
        if (e.isPresent() && !e.get().code().equals("too_many") && !once.getAsBoolean()) {
            return Optional.of(TOO_MANY);
        }
        return e;
    }

    private static Optional<ProtocolError> read(LiveTable<?, ?, ?, ?> table, Client client, String text, BooleanSupplier budget) {
        if (text.length() > MAX_MESSAGE_BYTES || text.getBytes(StandardCharsets.UTF_8).length > MAX_MESSAGE_BYTES) {
            return Optional.of(new ProtocolError("too_large", "a message may have at most " + MAX_MESSAGE_BYTES + " bytes"));
        }
        JsonNode m;
        try {
            m = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return Optional.of(new ProtocolError("malformed", "not one JSON object: " + e.getOriginalMessage()
                    + (e.getLocation() == null ? "" : " (at character " + (e.getLocation().getCharOffset() + 1) + ")")));
        }
        if (m == null || !m.isObject()) {
            return Optional.of(new ProtocolError("malformed", "a message must be a JSON object with a \"type\""));
        }
        JsonNode type = m.get("type");
        if (type == null || !type.isTextual()) {
            return Optional.of(new ProtocolError("malformed", "field \"type\": a string is required"));
        }
        if (!type.asText().equals("act") && !budget.getAsBoolean()) {
            return Optional.of(TOO_MANY);
        }
        return switch (type.asText()) {
            case "act" -> act(table, client, m);
            case "ready" -> {
                JsonNode v = m.get("version");
                if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                    yield Optional.of(new ProtocolError("malformed", "field \"version\": a whole number is required (the pause's version)"));
                }
                yield table.ready(client, v.asInt());
            }
            case "leave" -> table.leave(client);
            case "sync" -> {
                table.sync(client);
                yield Optional.empty();
            }
            case "ping" -> {
                client.send("{\"type\":\"pong\"}");
                yield Optional.empty();
            }
            default -> Optional.of(new ProtocolError("unknown_type", "unknown message type '" + type.asText()
                    + "' (known: act, ready, leave, sync, ping)"));
        };
    }

    private static Optional<ProtocolError> act(LiveTable<?, ?, ?, ?> table, Client client, JsonNode m) {
        for (String f : new String[] {"version", "action"}) {
            JsonNode v = m.get(f);
            if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                return Optional.of(new ProtocolError("malformed", "field \"" + f + "\": a whole number is required"));
            }
        }
        JsonNode p = m.get("prompt");
        OptionalInt prompt = OptionalInt.empty();
        if (p != null && !p.isNull()) {
            if (!p.isIntegralNumber() || !p.canConvertToInt()) {
                return Optional.of(new ProtocolError("malformed", "field \"prompt\": a whole number is required"));
            }
            prompt = OptionalInt.of(p.asInt());
        }
        return table.act(client, m.get("version").asInt(), prompt, m.get("action").asInt());
    }

    private void leave(WsContext ctx) {
        Joined j = joined.remove(ctx.sessionId());
        ctx.disableAutomaticPings();
        if (j != null) {
            j.table().disconnect(j.client());
        }
    }

    /** A connected socket as its table sees it, sending through its outbox. */
    private static final class SocketClient implements Client {
        private final WsContext ctx;
        private final OptionalInt seat;
        private final Outbox outbox;
        private long windowStart;
        private int inWindow;

        SocketClient(WsContext ctx, OptionalInt seat, Limits limits) {
            this.ctx = ctx;
            this.seat = seat;
            this.outbox = new Outbox(new Outbox.Transport() {
                @Override
                public void write(String message, Runnable done, Runnable failed) {
                    try {
                        ctx.session.getRemote().sendString(message, new WriteCallback() {
                            @Override
                            public void writeFailed(Throwable x) {
                                failed.run();
                            }

                            @Override
                            public void writeSuccess() {
                                done.run();
                            }
                        });
                    } catch (RuntimeException e) {
                        failed.run();
                    }
                }

                @Override
                public void drop(int code, String reason) {
                    LOG.info("dropping a client (" + (seat.isPresent() ? "seat " + seat.getAsInt() : "watcher") + "): " + reason);
                    Thread.ofVirtual().start(() -> closeHard(ctx, code, reason));
                }

                @Override
                public void close(int code, String reason) {
                    ctx.session.close(code, reason);
                }
            }, limits.outboxMessages(), limits.outboxChars());
        }

        @Override
        public OptionalInt seat() {
            return seat;
        }

        @Override
        public boolean send(String message) {
            return ctx.session.isOpen() && outbox.offer(message);
        }

        @Override
        public void close(int code, String reason) {
            outbox.closeAfterSent(code, reason);
            Thread.ofVirtual().start(() -> {
                try {
                    Thread.sleep(CLOSE_GRACE_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                if (ctx.session.isOpen()) {
                    closeHard(ctx, code, reason);
                }
            });
        }

        /** Whether one more message fits in this second's budget. */
        synchronized boolean withinRate(long nanos) {
            if (nanos - windowStart > 1_000_000_000L) {
                windowStart = nanos;
                inWindow = 0;
            }
            return ++inWindow <= MAX_MESSAGES_PER_SECOND;
        }

        /** Whether the last message was the first over this second's budget (only it gets a reply). */
        synchronized boolean firstOverRate() {
            return inWindow == MAX_MESSAGES_PER_SECOND + 1;
        }

        private static void closeHard(WsContext ctx, int code, String reason) {
            try {
                ctx.session.close(code, reason);
                ctx.session.disconnect();
            } catch (RuntimeException e) {
                // already gone
            }
        }
    }
}
