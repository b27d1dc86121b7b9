package org.jantaku.server.keep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.keep.FoulCatalog;
import org.jantaku.server.storage.KeepStore;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.table.BadRequest;
import org.jantaku.server.table.CreationRate;
import org.jantaku.server.view.PresetJson;

/**
 * The scorekeeping API under {@code /api/keep} (docs/clubs.md): clubs, sessions,
 * reports, undo, preview, corrections, league and CSV. Keys come in {@code Authorization: Bearer KEY};
 * every refusal is the server's {@code {"error": …}} with its status (400, 403, 404, 409, 429).
 */
public final class KeepApi {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final KeepBook book;
    private final ClubRecords records;
    private final CreationRate clubs;

    private KeepApi(KeepBook book, ClubRecords records, CreationRate clubs) {
        this.book = book;
        this.records = records;
        this.clubs = clubs;
    }

    /** Adds the routes to {@code app}; one client address may create {@code clubsPerMinute} clubs a minute. */
    public static void install(Javalin app, Storage storage, int clubsPerMinute) {
        KeepStore store = new KeepStore(storage);
        KeepApi api = new KeepApi(new KeepBook(store), new ClubRecords(store), new CreationRate(clubsPerMinute));
        app.get(KeepWordsScript.PATH, ctx -> ctx.contentType("text/javascript; charset=utf-8").result(KeepWordsScript.module()));
        app.get("/api/keep/presets", ctx -> json(ctx, presets()));
        app.get("/api/keep/penalties", ctx -> json(ctx, SessionRules.fouls().map(FoulCatalog::items)
                .orElseGet(JsonNodeFactory.instance::arrayNode)));
        app.post("/api/keep/clubs", api::createClub);
        app.get("/api/keep/clubs/{club}", ctx -> json(ctx, api.book.club(ctx.pathParam("club"))));
        app.get("/api/keep/clubs/{club}/sessions", ctx -> json(ctx, api.records.sessions(ctx.pathParam("club"), range(ctx))));
        app.post("/api/keep/clubs/{club}/sessions", ctx -> {
            ctx.status(HttpStatus.CREATED);
            json(ctx, api.book.createSession(ctx.pathParam("club"), key(ctx), body(ctx)));
        });
        app.get("/api/keep/clubs/{club}/sessions.csv", ctx -> csv(ctx, ctx.pathParam("club") + "-sessions.csv",
                api.records.sessionsCsv(ctx.pathParam("club"), range(ctx))));
        app.get("/api/keep/clubs/{club}/league", ctx -> json(ctx, api.records.league(ctx.pathParam("club"), range(ctx), variant(ctx),
                Optional.ofNullable(ctx.queryParam("preset")))));
        app.get("/api/keep/clubs/{club}/league.csv", ctx -> csv(ctx, ctx.pathParam("club") + "-league.csv",
                api.records.leagueCsv(ctx.pathParam("club"), range(ctx), variant(ctx), Optional.ofNullable(ctx.queryParam("preset")))));
        app.get("/api/keep/sessions/{id}", ctx -> json(ctx, api.book.session(ctx.pathParam("id"))));
        app.post("/api/keep/sessions/{id}/reports", ctx -> json(ctx, api.book.report(ctx.pathParam("id"), key(ctx), body(ctx),
                after(ctx))));
        app.post("/api/keep/sessions/{id}/undo", ctx -> json(ctx, api.book.report(ctx.pathParam("id"), key(ctx),
                JsonNodeFactory.instance.objectNode().put("type", "undo"), after(ctx))));
        app.post("/api/keep/sessions/{id}/preview", ctx -> json(ctx, api.book.preview(ctx.pathParam("id"), key(ctx), body(ctx))));
        app.post("/api/keep/sessions/{id}/corrections", ctx -> json(ctx, api.book.correct(ctx.pathParam("id"), key(ctx), body(ctx))));
    }

    private void createClub(Context ctx) {
        JsonNode body = body(ctx);
        clubs.take(ctx.ip(), System.currentTimeMillis()).ifPresent(wait -> {
            throw BadRequest.tooMany("this address created too many clubs in the last minute; try again in " + wait + " s", wait);
        });
        ctx.status(HttpStatus.CREATED);
        json(ctx, book.createClub(body));
    }

    /**
     * Every preset a session can keep, in the registry's order: name, variant, the variant's and the preset's titles
     * for people ({@code variant_title}, {@code title}: en, ja, zh), description, players (4, or 3), how its sessions are
     * kept ({@link Keeping}: by reports or by hands with the settler's form, how rounds and points are shown), and for
     * a variant kept by reports its fouls' letters ({@code penalty}: Riichi's {@code {"7-01":"a",…}}).
     */
    private static ArrayNode presets() {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (Map.Entry<Preset, String> e : SessionRules.presets()) {
            ObjectNode o = a.addObject().put("name", e.getKey().name()).put("variant", e.getValue());
            o.set("variant_title", PresetJson.variantTitle(e.getKey()));
            o.set("title", PresetJson.title(e.getKey().name()).orElseThrow());
            SessionRules rules = SessionRules.of(e.getKey().name(), Map.of());
            o.put("description", e.getKey().description()).put("players", rules.seats());
            o.set("keeping", Keeping.of(e.getValue()));
            rules.reports().ifPresent(k -> o.set("penalty", k.fouls().letters(e.getKey().rules())));
        }
        return a;
    }

    /** The key of {@code Authorization: Bearer KEY}, if given. */
    private static Optional<String> key(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null || h.isBlank()) {
            return Optional.empty();
        }
        if (!h.regionMatches(true, 0, "Bearer ", 0, 7) || h.substring(7).isBlank()) {
            throw BadRequest.forbidden("header Authorization: 'Bearer KEY' is expected");
        }
        return Optional.of(h.substring(7).strip());
    }

    private static OptionalInt after(Context ctx) {
        String v = ctx.queryParam("after");
        if (v == null) {
            return OptionalInt.empty();
        }
        if (!v.matches("[0-9]{1,6}")) {
            throw new BadRequest("parameter after: the number of reports the session had, a whole number, not '" + v + "'");
        }
        return OptionalInt.of(Integer.parseInt(v));
    }

    private static ClubRecords.Range range(Context ctx) {
        String from = ctx.queryParam("from");
        String to = ctx.queryParam("to");
        ClubRecords.Range r = new ClubRecords.Range(from == null || from.isEmpty() ? ClubRecords.Range.ALL.from() : KeepInput.day(from, "from"),
                to == null || to.isEmpty() ? ClubRecords.Range.ALL.to() : KeepInput.day(to, "to"));
        if (r.from().compareTo(r.to()) > 0) {
            throw new BadRequest("parameters from and to: " + r.from() + " is after " + r.to());
        }
        return r;
    }

    private static String variant(Context ctx) {
        String v = ctx.queryParam("variant");
        return v == null || v.isEmpty() ? SessionRules.firstVariant() : v;
    }

    private static JsonNode body(Context ctx) {
        try {
            JsonNode n = JSON.readTree(ctx.body());
            if (n == null || n.isMissingNode()) {
                throw new BadRequest("the body is empty: a JSON object is required");
            }
            return n;
        } catch (JsonProcessingException e) {
            throw new BadRequest("the body is not JSON: " + e.getOriginalMessage());
        }
    }

    private static void json(Context ctx, JsonNode node) {
        ctx.contentType("application/json; charset=utf-8").result(node.toString());
    }

    private static void csv(Context ctx, String file, String text) {
        ctx.header("Content-Disposition", "attachment; filename=\"" + file + "\"");
        ctx.contentType("text/csv; charset=utf-8").result(text);
    }
}
