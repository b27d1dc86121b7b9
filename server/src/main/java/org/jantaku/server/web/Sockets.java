package org.jantaku.server.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.server.table.Client;
import org.jantaku.server.table.LiveTable;
import org.jantaku.server.table.ProtocolError;
import org.jantaku.server.table.SeatSpec;
import org.jantaku.server.table.Tables;

/** The WebSocket side of the protocol ({@code /ws/tables/{id}?token=T}, docs/server.md). */
public final class Sockets {
    /** The largest client message, in UTF-8 bytes. */
    public static final int MAX_MESSAGE_BYTES = 4096;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Tables tables;
    private final Map<String, Joined> joined = new ConcurrentHashMap<>();

    private record Joined(LiveTable<?, ?, ?, ?> table, Client client) {
    }

    public Sockets(Tables tables) {
        this.tables = tables;
    }

    /** The handlers of the table socket. */
    public void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> message(ctx, ctx.message()));
        ws.onClose(ctx -> leave(ctx));
        ws.onError(ctx -> leave(ctx));
    }

    private void connect(WsContext ctx) {
        String id = ctx.pathParam("id");
        Optional<LiveTable<?, ?, ?, ?>> table = tables.find(id);
        if (table.isEmpty()) {
            refuse(ctx, 4004, "unknown_table", "no table '" + id + "' is running");
            return;
        }
        String token = ctx.queryParam("token");
        OptionalInt seat = OptionalInt.empty();
        if (token != null && !token.isEmpty()) {
            Optional<SeatSpec> s = table.get().seatOf(token);
            if (s.isEmpty()) {
                refuse(ctx, 4003, "bad_token", "the token is not one of table " + id + "'s seats");
                return;
            }
            seat = OptionalInt.of(s.get().seat());
        }
        Client client = new SocketClient(ctx, seat);
        joined.put(ctx.sessionId(), new Joined(table.get(), client));
        table.get().connect(client);
    }

    private static void refuse(WsContext ctx, int status, String code, String message) {
        ctx.send(error(code, message, -1));
        ctx.closeSession(status, code);
    }

    private void message(WsContext ctx, String text) {
        Joined j = joined.get(ctx.sessionId());
        if (j == null) {
            return;
        }
        handle(j.table(), j.client(), text).ifPresent(e -> j.table().reply(j.client(),
                error(e.code(), e.message(), j.table().version())));
    }

    /** Handles one client message; an error to reply, if any. */
    static Optional<ProtocolError> handle(LiveTable<?, ?, ?, ?> table, Client client, String text) {
        if (text.length() > MAX_MESSAGE_BYTES || text.getBytes(StandardCharsets.UTF_8).length > MAX_MESSAGE_BYTES) {
            return Optional.of(new ProtocolError("too_large", "a message may have at most " + MAX_MESSAGE_BYTES + " bytes"));
        }
        JsonNode m;
        try {
            m = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return Optional.of(new ProtocolError("malformed", "not JSON: " + e.getOriginalMessage()));
        }
        if (m == null || !m.isObject()) {
            return Optional.of(new ProtocolError("malformed", "a message must be a JSON object with a \"type\""));
        }
        JsonNode type = m.get("type");
        if (type == null || !type.isTextual()) {
            return Optional.of(new ProtocolError("malformed", "field \"type\": a string is required"));
        }
        return switch (type.asText()) {
            case "act" -> act(table, client, m);
            case "sync" -> {
                table.sync(client);
                yield Optional.empty();
            }
            case "ping" -> {
                table.reply(client, "{\"type\":\"pong\"}");
                yield Optional.empty();
            }
            default -> Optional.of(new ProtocolError("unknown_type", "unknown message type '" + type.asText()
                    + "' (known: act, sync, ping)"));
        };
    }

    private static Optional<ProtocolError> act(LiveTable<?, ?, ?, ?> table, Client client, JsonNode m) {
        for (String f : new String[] {"version", "action"}) {
            JsonNode v = m.get(f);
            if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                return Optional.of(new ProtocolError("malformed", "field \"" + f + "\": a whole number is required"));
            }
        }
        return table.act(client, m.get("version").asInt(), m.get("action").asInt());
    }

    /** An {@code error} message. */
    public static String error(String code, String message, int version) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("type", "error").put("code", code).put("message", message);
        if (version >= 0) {
            o.put("version", version);
        } else {
            o.putNull("version");
        }
        return o.toString();
    }

    private void leave(WsContext ctx) {
        Joined j = joined.remove(ctx.sessionId());
        if (j != null) {
            j.table().disconnect(j.client());
        }
    }

    /** A connected socket as its table sees it. */
    private record SocketClient(WsContext ctx, OptionalInt seat) implements Client {
        @Override
        public void send(String message) {
            if (ctx.session.isOpen()) {
                try {
                    ctx.send(message);
                } catch (RuntimeException e) {
                    // the socket has gone: its close handler removes it
                }
            }
        }
    }
}
