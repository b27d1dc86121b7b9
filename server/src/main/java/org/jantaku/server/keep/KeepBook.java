package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.server.storage.KeepStore;
import org.jantaku.server.storage.KeepStore.Club;
import org.jantaku.server.storage.KeepStore.Line;
import org.jantaku.server.storage.KeepStore.Session;
import org.jantaku.server.table.BadRequest;
import org.jantaku.server.table.TableRequest;
import org.jantaku.server.table.TokenCheck;
import org.jantaku.server.view.PresetJson;

/**
 * Clubs and their kept sessions (docs/clubs.md): creating them, taking reports (each through the
 * session's game, {@link KeptGame}: the variant's keeping by reports (Riichi's {@code KeepSession}), else its
 * table-side settler (捉鸡, 广东)), undo, and corrections with their audit trail ({@link ClubRecords} adds them up). A session is stored as its log of
 * reports and rebuilt from it on every request, so a reload or another phone continues where the
 * last report left it. Writes are made one at a time.
 *
 * <p>Keys: a club's key (given once, when the club is created) may do anything in the club; a
 * session's token (given when the session is created) may report to that session. Both are kept only
 * as SHA-256 hashes. Reading (sessions, league, CSV) needs no key.
 */
public final class KeepBook {
    /** The most reports one session's log holds (a hanchan needs a few dozen). */
    public static final int MAX_LOG = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> SESSION_FIELDS = Set.of("preset", "options", "players", "played", "table", "by");

    private final KeepStore store;
    private final Object writes = new Object();

    public KeepBook(KeepStore store) {
        this.store = store;
    }

    /** A session as loaded: its row, rules, log and the game rebuilt from it. */
    private record Loaded(Session row, SessionRules rules, List<Line> lines, KeptGame game) {
    }

    // ---- clubs

    /** {@code POST /api/keep/clubs}: a new club; the answer holds its key, given this once. */
    public ObjectNode createClub(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new BadRequest("the body must be a JSON object with the club's \"name\"");
        }
        KeepInput.fields(body, Set.of("name"));
        String name = KeepInput.name(body.get("name"), "name").orElseThrow(() -> new BadRequest("field \"name\": the club's name is required"));
        String key = TokenCheck.fresh(16);
        Club club = new Club("c-" + TokenCheck.fresh(6), name, TokenCheck.hash(key), Instant.now().toString());
        store.insertClub(club);
        return clubJson(club).put("key", key);
    }

    /** {@code GET /api/keep/clubs/{id}}: the club and the players' names it has seen, most frequent first. */
    public ObjectNode club(String id) {
        Club club = findClub(id);
        Map<String, Integer> count = new HashMap<>();
        for (Session s : store.sessions(id, "0000-01-01", "9999-12-31")) {
            Stored.players(s).forEach(p -> count.merge(p, 1, Integer::sum));
        }
        ObjectNode o = clubJson(club);
        ArrayNode names = o.putArray("players");
        count.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> names.add(e.getKey()));
        return o;
    }

    private static ObjectNode clubJson(Club c) {
        return JsonNodeFactory.instance.objectNode().put("id", c.id()).put("name", c.name()).put("created", c.created());
    }

    private Club findClub(String id) {
        return store.club(id).orElseThrow(() -> BadRequest.notFound("unknown club '" + id + "'"));
    }

    private static void checkClubKey(Club club, Optional<String> key) {
        if (key.isEmpty()) {
            throw BadRequest.forbidden("this needs the key of club '" + club.id() + "' (header Authorization: Bearer KEY)");
        }
        if (!TokenCheck.same(club.keyHash(), TokenCheck.hash(key.get()))) {
            throw BadRequest.forbidden("wrong key for club '" + club.id() + "'");
        }
    }

    // ---- sessions

    /** {@code POST /api/keep/clubs/{id}/sessions}: a new session; the answer holds its token, given this once. */
    public ObjectNode createSession(String clubId, Optional<String> key, JsonNode body) {
        Club club = findClub(clubId);
        checkClubKey(club, key);
        if (body == null || !body.isObject()) {
            throw new BadRequest("the body must be a JSON object with \"preset\" and \"players\"");
        }
        KeepInput.fields(body, SESSION_FIELDS);
        JsonNode p = body.get("preset");
        if (p == null || !p.isTextual()) {
            throw new BadRequest("field \"preset\": a preset name is required (GET /api/keep/presets lists them)");
        }
        Map<String, String> options = TableRequest.overrides(body.get("options"));
        SessionRules rules = SessionRules.of(p.textValue(), options);
        List<String> players = KeepInput.players(body.get("players"), rules.seats());
        String played = body.has("played") ? KeepInput.day(body.get("played"), "played") : java.time.LocalDate.now().toString();
        String label = KeepInput.name(body.get("table"), "table").orElse("");
        String by = KeepInput.name(body.get("by"), "by").orElse("");
        String token = TokenCheck.fresh(16);
        String now = Instant.now().toString();
        Session row = new Session("k-" + TokenCheck.fresh(8), club.id(), rules.preset().name(), rules.variant(), JSON.valueToTree(options)
                .toString(), JSON.valueToTree(players).toString(), played, label, TokenCheck.hash(token), Session.PLAYING,
                Optional.empty(), now, now);
        ObjectNode detail = JsonNodeFactory.instance.objectNode().put("preset", row.preset());
        detail.set("options", JSON.valueToTree(options));
        detail.set("players", JSON.valueToTree(players));
        detail.put("played", played);
        store.insertSession(row, new KeepStore.Audit(1, now, by.isEmpty() ? "—" : by, "created", detail.toString()));
        ObjectNode out = view(new Loaded(row, rules, List.of(), KeptGame.start(rules)), true);
        out.put("token", token);
        return out;
    }

    /** {@code GET /api/keep/sessions/{id}}: the session with its state, the reports in force and their answers, and its audit trail. */
    public ObjectNode session(String id) {
        return view(load(id), true);
    }

    /**
     * {@code POST /api/keep/sessions/{id}/reports}: takes one report. {@code after}, when given, is the
     * number of log lines the reporter saw; a session that has moved on since answers 409.
     */
    public ObjectNode report(String id, Optional<String> key, JsonNode report, OptionalInt after) {
        synchronized (writes) {
            Loaded s = load(id);
            checkSessionKey(s.row(), key);
            if (s.row().status().equals(Session.VOID)) {
                throw BadRequest.conflict("session '" + id + "' is void; the club's key can restore it with a correction");
            }
            if (after.isPresent() && after.getAsInt() != s.lines().size()) {
                throw BadRequest.conflict("session '" + id + "' has " + s.lines().size() + " reports, not " + after.getAsInt()
                        + ": someone else reported meanwhile; reload it and check before reporting again");
            }
            if (s.lines().size() >= MAX_LOG) {
                throw new BadRequest("session '" + id + "' holds " + MAX_LOG + " reports, the most one session may");
            }
            if (report == null || !report.isObject()) {
                throw new BadRequest("the body must be one report, a JSON object such as {\"type\":\"riichi\",\"seat\":0}");
            }
            ObjectNode answer;
            try {
                answer = s.game().report(report);
            } catch (KeepRefusal e) {
                throw new BadRequest("report: " + e.getMessage());
            }
            String now = Instant.now().toString();
            Session changed = s.row().with(s.row().players(), s.row().played(), status(s.row(), s.game()), result(s.game()), now);
            Line line = new Line(s.lines().size() + 1, report.toString(), now);
            store.append(changed, line);
            List<Line> lines = new ArrayList<>(s.lines());
            lines.add(line);
            ObjectNode out = view(new Loaded(changed, s.rules(), lines, s.game()), false);
            out.set("answer", answer);
            return out;
        }
    }

    /** {@code POST /api/keep/sessions/{id}/preview}: what a report would do, without taking it. */
    public ObjectNode preview(String id, Optional<String> key, JsonNode report) {
        Loaded s = load(id);
        checkSessionKey(s.row(), key);
        if (report == null || !report.isObject()) {
            throw new BadRequest("the body must be one report, a JSON object");
        }
        try {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.set("answer", s.game().report(report));
            return out;
        } catch (KeepRefusal e) {
            throw new BadRequest("report: " + e.getMessage());
        }
    }

    /** {@code POST /api/keep/sessions/{id}/corrections}: changes the reports in force (replayed), names, day or void; audited. */
    public ObjectNode correct(String id, Optional<String> key, JsonNode body) {
        synchronized (writes) {
            Session row = findSession(id);
            checkClubKey(findClub(row.clubId()), key);
            SessionRules rules = rules(row);
            Correction c = Correction.parse(body, rules.seats());
            List<Line> lines = store.lines(id);
            List<JsonNode> before = inForce(lines.stream().map(l -> Stored.json(l.text())).toList());
            List<JsonNode> after = c.apply(before);
            KeptGame game;
            try {
                game = KeptGame.replay(rules, after);
            } catch (KeepRefusal e) {
                throw new BadRequest("the correction is refused, nothing changed: " + e.getMessage());
            }
            String now = Instant.now().toString();
            List<Line> log = new ArrayList<>();
            for (JsonNode r : after) {
                log.add(new Line(log.size() + 1, r.toString(), now));
            }
            String players = c.players().map(p -> JSON.valueToTree(p).toString()).orElse(row.players());
            String status = c.voided().orElse(row.status().equals(Session.VOID)) ? Session.VOID
                    : game.outcome().isPresent() ? Session.OVER : Session.PLAYING;
            Session changed = row.with(players, c.played().orElse(row.played()), status, result(game), now);
            ObjectNode detail = c.detail(before, row, changed, Stored.outcome(row), game.outcome());
            store.rewrite(changed, log, new KeepStore.Audit(0, now, c.who(), "correction", detail.toString()));
            return view(new Loaded(changed, rules, log, game), true);
        }
    }

    /** The reports in force of a log: each undo takes out the last report still in force. */
    static List<JsonNode> inForce(List<JsonNode> log) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode r : log) {
            if (r.path("type").asText().equals("undo")) {
                if (!out.isEmpty()) {
                    out.remove(out.size() - 1);
                }
            } else {
                out.add(r);
            }
        }
        return out;
    }

    private void checkSessionKey(Session row, Optional<String> key) {
        if (key.isEmpty()) {
            throw BadRequest.forbidden("reporting to session '" + row.id() + "' needs its token or the club's key"
                    + " (header Authorization: Bearer TOKEN)");
        }
        String hash = TokenCheck.hash(key.get());
        if (!TokenCheck.same(row.tokenHash(), hash) && !TokenCheck.same(findClub(row.clubId()).keyHash(), hash)) {
            throw BadRequest.forbidden("wrong token for session '" + row.id() + "'");
        }
    }

    private static String status(Session row, KeptGame game) {
        if (row.status().equals(Session.VOID)) {
            return Session.VOID;
        }
        return game.outcome().isPresent() ? Session.OVER : Session.PLAYING;
    }

    private static Optional<String> result(KeptGame game) {
        return game.outcome().map(o -> o.json().toString());
    }

    private Session findSession(String id) {
        return store.session(id).orElseThrow(() -> BadRequest.notFound("unknown session '" + id + "'"));
    }

    private static SessionRules rules(Session row) {
        Map<String, String> options = new LinkedHashMap<>();
        Stored.json(row.options()).fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
        return SessionRules.of(row.preset(), options);
    }

    private Loaded load(String id) {
        Session row = findSession(id);
        SessionRules rules = rules(row);
        List<Line> lines = store.lines(id);
        try {
            return new Loaded(row, rules, lines, KeptGame.replay(rules, lines.stream().map(l -> Stored.json(l.text())).toList()));
        } catch (KeepRefusal e) {
            throw BadRequest.conflict("session '" + id + "' no longer replays under this server's rules (" + e.getMessage()
                    + "); the club's key can correct it (POST /api/keep/sessions/" + id + "/corrections)");
        }
    }

    /** A session as the page shows it; {@code full} adds the audit trail and what the page needs to build reports. */
    private ObjectNode view(Loaded s, boolean full) {
        Session row = s.row();
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("id", row.id());
        Club club = findClub(row.clubId());
        o.putObject("club").put("id", club.id()).put("name", club.name());
        o.put("preset", row.preset()).put("variant", row.variant());
        PresetJson.title(row.preset()).ifPresent(title -> o.set("preset_title", title));
        o.set("keeping", Keeping.of(row.variant()));
        o.set("options", Stored.json(row.options()));
        o.set("players", Stored.json(row.players()));
        o.put("played", row.played()).put("table", row.label()).put("status", row.status()).put("created", row.created())
                .put("updated", row.updated());
        o.put("reports", s.lines().size());
        o.set("state", s.game().state());
        ArrayNode history = o.putArray("history");
        List<JsonNode> inForce = s.game().inForce();
        List<ObjectNode> answers = s.game().history();
        for (int i = 0; i < inForce.size(); i++) {
            ObjectNode h = history.addObject();
            h.put("n", i + 1);
            h.set("report", inForce.get(i));
            h.set("answer", answers.get(i));
        }
        s.game().outcome().ifPresentOrElse(x -> o.set("outcome", x.json()), () -> o.putNull("outcome"));
        if (full) {
            s.rules().reports().ifPresent(k -> {
                o.set("fouls", k.fouls().reportable(s.rules().preset().rules()));
                o.set("riichiRules", k.table(s.rules().preset().rules()));
            });
            ArrayNode audit = o.putArray("audit");
            for (KeepStore.Audit a : store.audit(row.id())) {
                audit.addObject().put("seq", a.seq()).put("at", a.at()).put("who", a.who()).put("action", a.action())
                        .set("detail", Stored.json(a.detail()));
            }
        }
        return o;
    }
}
