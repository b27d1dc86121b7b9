package org.jantaku.server.keep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
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
import org.jantaku.server.storage.Storage;
import org.jantaku.server.table.BadRequest;
import org.jantaku.server.table.TableRequest;
import org.jantaku.server.table.TokenCheck;

/**
 * Clubs and their kept sessions (docs/keep.md): creating them, taking reports (each through the
 * session's game, {@link KeptGame}: {@code KeepSession} for Riichi, the table-side settler for 捉鸡 and
 * 广东), undo, corrections with their audit trail, and the league. A session is stored as its log of
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

    public KeepBook(Storage storage) {
        this.store = new KeepStore(storage);
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
            players(s).forEach(p -> count.merge(p, 1, Integer::sum));
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
        List<String> players = KeepInput.players(body.get("players"));
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
            Correction c = Correction.parse(body);
            SessionRules rules = rules(row);
            List<Line> lines = store.lines(id);
            List<JsonNode> before = inForce(lines.stream().map(l -> read(l.text())).toList());
            List<JsonNode> after = c.apply(before);
            KeptGame game;
            try {
                game = KeptGame.replay(rules, after);
            } catch (KeepRefusal e) {
                throw new BadRequest("the correction is refused, nothing changed: " + e.getMessage());
            }
            Optional<Outcome> old = outcomeOf(row);
            String now = Instant.now().toString();
            List<Line> log = new ArrayList<>();
            for (JsonNode r : after) {
                log.add(new Line(log.size() + 1, r.toString(), now));
            }
            String players = c.players().map(p -> JSON.valueToTree(p).toString()).orElse(row.players());
            String status = c.voided().orElse(row.status().equals(Session.VOID)) ? Session.VOID
                    : game.outcome().isPresent() ? Session.OVER : Session.PLAYING;
            Session changed = row.with(players, c.played().orElse(row.played()), status, result(game), now);
            ObjectNode detail = JsonNodeFactory.instance.objectNode().put("reason", c.reason());
            if (!c.changes().isEmpty()) {
                ArrayNode changes = detail.putArray("changes");
                for (Correction.Change ch : c.changes()) {
                    ObjectNode o = changes.addObject();
                    switch (ch) {
                        case Correction.Change.Replace r -> o.put("op", "replace").put("at", r.at()).set("report", r.report());
                        case Correction.Change.Delete d -> o.put("op", "delete").put("at", d.at()).set("was", before.get(d.at() - 1));
                        case Correction.Change.Insert n -> o.put("op", "insert").put("at", n.at()).set("report", n.report());
                    }
                }
                ArrayNode was = detail.putArray("reportsBefore");
                before.forEach(was::add);
            }
            if (c.players().isPresent()) {
                detail.set("playersBefore", read(row.players()));
                detail.set("players", read(players));
            }
            c.played().ifPresent(d -> detail.put("playedBefore", row.played()).put("played", d));
            if (!status.equals(row.status())) {
                detail.put("statusBefore", row.status()).put("status", status);
            }
            old.ifPresent(o -> detail.set("outcomeBefore", o.json()));
            game.outcome().ifPresent(o -> detail.set("outcome", o.json()));
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
        read(row.options()).fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
        return SessionRules.of(row.preset(), options);
    }

    private Loaded load(String id) {
        Session row = findSession(id);
        SessionRules rules = rules(row);
        List<Line> lines = store.lines(id);
        try {
            return new Loaded(row, rules, lines, KeptGame.replay(rules, lines.stream().map(l -> read(l.text())).toList()));
        } catch (KeepRefusal e) {
            throw BadRequest.conflict("session '" + id + "' no longer replays under this server's rules (" + e.getMessage()
                    + "); the club's key can correct it (POST /api/keep/sessions/" + id + "/corrections)");
        }
    }

    private static JsonNode read(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON does not read: " + e.getOriginalMessage(), e);
        }
    }

    private static List<String> players(Session s) {
        List<String> out = new ArrayList<>();
        read(s.players()).forEach(n -> out.add(n.asText()));
        return out;
    }

    private static Optional<Outcome> outcomeOf(Session s) {
        return s.result().map(r -> Outcome.read(read(r)));
    }

    /** A session as the page shows it; {@code full} adds the audit trail and what the page needs to build reports. */
    private ObjectNode view(Loaded s, boolean full) {
        Session row = s.row();
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("id", row.id());
        Club club = findClub(row.clubId());
        o.putObject("club").put("id", club.id()).put("name", club.name());
        o.put("preset", row.preset()).put("variant", row.variant());
        o.set("options", read(row.options()));
        o.set("players", read(row.players()));
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
            if (s.rules().riichi()) {
                o.set("fouls", FoulCatalog.reportable(s.rules().preset().rules()));
                o.set("riichiRules", RiichiTable.json(s.rules().preset().rules()));
            }
            ArrayNode audit = o.putArray("audit");
            for (KeepStore.Audit a : store.audit(row.id())) {
                audit.addObject().put("seq", a.seq()).put("at", a.at()).put("who", a.who()).put("action", a.action())
                        .set("detail", read(a.detail()));
            }
        }
        return o;
    }

    // ---- reading a club's sessions and league

    /** The days a listing covers, inclusive. */
    public record Range(String from, String to) {
        public static final Range ALL = new Range("0000-01-01", "9999-12-31");
    }

    /** {@code GET /api/keep/clubs/{id}/sessions}: the sessions played in the range, newest first, with their outcome once over. */
    public ArrayNode sessions(String clubId, Range range) {
        findClub(clubId);
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (Session s : store.sessions(clubId, range.from(), range.to())) {
            ObjectNode o = out.addObject().put("id", s.id()).put("preset", s.preset()).put("variant", s.variant())
                    .put("played", s.played()).put("table", s.label()).put("status", s.status()).put("created", s.created())
                    .put("updated", s.updated());
            o.set("players", read(s.players()));
            outcomeOf(s).ifPresentOrElse(x -> o.set("outcome", x.json()), () -> o.putNull("outcome"));
        }
        return out;
    }

    /** The finished sessions a league counts: over (not void), in the range, of the variant (and preset, if given). */
    private List<Session> counted(String clubId, Range range, String variant, Optional<String> preset) {
        findClub(clubId);
        return store.sessions(clubId, range.from(), range.to()).stream()
                .filter(s -> s.status().equals(Session.OVER) && s.variant().equals(variant)
                        && preset.map(p -> p.equals(s.preset())).orElse(true))
                .sorted(Comparator.comparing(Session::played).thenComparing(Session::created)).toList();
    }

    /** {@code GET /api/keep/clubs/{id}/league}. */
    public ObjectNode league(String clubId, Range range, String variant, Optional<String> preset) {
        League league = leagueOf(clubId, range, variant, preset);
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("club", clubId).put("from", range.from()).put("to", range.to())
                .put("variant", variant);
        preset.ifPresentOrElse(p -> o.put("preset", p), () -> o.putNull("preset"));
        o.put("games", league.games());
        ArrayNode rows = o.putArray("rows");
        int rank = 0;
        for (League.Row r : league.rows()) {
            ObjectNode x = rows.addObject().put("rank", ++rank).put("player", r.player()).put("games", r.games()).put("points", r.points())
                    .put("averagePlace", r.averagePlace());
            ArrayNode places = x.putArray("places");
            r.places().forEach(places::add);
            x.put("chombos", r.chombos());
        }
        return o;
    }

    private League leagueOf(String clubId, Range range, String variant, Optional<String> preset) {
        if (!SessionRules.presets().stream().anyMatch(e -> e.getValue().equals(variant))) {
            throw new BadRequest("parameter variant: riichi, guizhou or guangdong, not '" + variant + "'");
        }
        return League.of(counted(clubId, range, variant, preset).stream()
                .map(s -> new League.Game(players(s), outcomeOf(s).orElseThrow())).toList());
    }

    /** {@code GET /api/keep/clubs/{id}/league.csv}: the league as CSV. */
    public String leagueCsv(String clubId, Range range, String variant, Optional<String> preset) {
        Csv csv = new Csv().line("rank", "player", "games", "points", "average_place", "first", "second", "third", "fourth", "chombos");
        int rank = 0;
        for (League.Row r : leagueOf(clubId, range, variant, preset).rows()) {
            csv.line(++rank, r.player(), r.games(), r.points().toPlainString(), r.averagePlace().toPlainString(), r.places().get(0),
                    r.places().get(1), r.places().get(2), r.places().get(3), r.chombos());
        }
        return csv.toString();
    }

    /** {@code GET /api/keep/clubs/{id}/sessions.csv}: one line per seat of each session in the range (results once over). */
    public String sessionsCsv(String clubId, Range range) {
        findClub(clubId);
        Csv csv = new Csv().line("played", "session", "table", "preset", "status", "seat", "player", "score", "place", "points", "chombos");
        List<Session> sessions = new ArrayList<>(store.sessions(clubId, range.from(), range.to()));
        sessions.sort(Comparator.comparing(Session::played).thenComparing(Session::created));
        for (Session s : sessions) {
            List<String> players = players(s);
            Optional<Outcome> o = outcomeOf(s);
            for (int seat = 0; seat < 4; seat++) {
                int x = seat;
                csv.line(s.played(), s.id(), s.label(), s.preset(), s.status(), seat, players.get(seat),
                        o.map(v -> String.valueOf(v.scores().get(x))).orElse(""), o.map(v -> String.valueOf(v.places().get(x))).orElse(""),
                        o.map(v -> v.points().get(x).toPlainString()).orElse(""), o.map(v -> String.valueOf(v.chombos().get(x))).orElse(""));
            }
        }
        return csv.toString();
    }
}
