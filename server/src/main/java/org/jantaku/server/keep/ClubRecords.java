package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.engine.keep.Standing;
import org.jantaku.server.storage.KeepStore.Session;
import org.jantaku.server.storage.KeepStore;
import org.jantaku.server.table.BadRequest;

/**
 * What a club's sessions add up to (docs/clubs.md): the sessions played in a range of days, the league
 * table over the finished ones, and both as CSV. Read from the stored outcomes, without replaying.
 */
public final class ClubRecords {
    private final KeepStore store;

    public ClubRecords(KeepStore store) {
        this.store = store;
    }

    private void findClub(String id) {
        store.club(id).orElseThrow(() -> BadRequest.notFound("unknown club '" + id + "'"));
    }

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
            o.set("keeping", Keeping.of(s.variant()));
            o.set("players", Stored.json(s.players()));
            Stored.outcome(s).ifPresentOrElse(x -> o.set("outcome", x.json()), () -> o.putNull("outcome"));
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
        o.set("keeping", Keeping.of(variant));
        preset.ifPresentOrElse(p -> o.put("preset", p), () -> o.putNull("preset"));
        o.put("games", league.games());
        o.put("places", league.places());
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
        List<String> kept = SessionRules.presets().stream().map(Map.Entry::getValue).distinct().toList();
        if (!kept.contains(variant)) {
            String known = kept.size() == 1 ? kept.get(0)
                    : String.join(", ", kept.subList(0, kept.size() - 1)) + " or " + kept.get(kept.size() - 1);
            throw new BadRequest("parameter variant: " + known + ", not '" + variant + "'");
        }
        List<League.Game> games = counted(clubId, range, variant, preset).stream()
                .map(s -> new League.Game(Stored.players(s), Stored.outcome(s).orElseThrow())).toList();
        // a league of one preset has its place columns even before a game is over; otherwise its games say
        Optional<Integer> presetSeats = preset.filter(p -> SessionRules.presets().stream().anyMatch(e -> e.getKey().name().equals(p)))
                .map(p -> SessionRules.of(p, java.util.Map.of()).seats());
        java.util.OptionalInt most = games.stream().mapToInt(g -> g.players().size()).max();
        int places = most.isPresent() ? Math.max(most.getAsInt(), presetSeats.orElse(3)) : presetSeats.orElse(4);
        return League.of(games, places);
    }

    /** {@code GET /api/keep/clubs/{id}/league.csv}: the league as CSV. */
    public String leagueCsv(String clubId, Range range, String variant, Optional<String> preset) {
        League league = leagueOf(clubId, range, variant, preset);
        List<Object> head = new ArrayList<>(List.of("rank", "player", "games", "points", "average_place"));
        head.addAll(List.of("first", "second", "third", "fourth").subList(0, league.places()));
        head.add("chombos");
        Csv csv = new Csv().line(head);
        int rank = 0;
        for (League.Row r : league.rows()) {
            List<Object> line = new ArrayList<>(List.of(++rank, r.player(), r.games(), r.points().toPlainString(),
                    r.averagePlace().toPlainString()));
            line.addAll(r.places());
            line.add(r.chombos());
            csv.line(line);
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
            List<String> players = Stored.players(s);
            Optional<Standing> o = Stored.outcome(s);
            for (int seat = 0; seat < players.size(); seat++) {
                int x = seat;
                csv.line(s.played(), s.id(), s.label(), s.preset(), s.status(), seat, players.get(seat),
                        o.map(v -> String.valueOf(v.scores().get(x))).orElse(""), o.map(v -> String.valueOf(v.places().get(x))).orElse(""),
                        o.map(v -> v.points().get(x).toPlainString()).orElse(""), o.map(v -> String.valueOf(v.chombos().get(x))).orElse(""));
            }
        }
        return csv.toString();
    }
}
