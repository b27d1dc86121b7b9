package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.engine.keep.Standing;
import org.jantaku.server.storage.KeepStore.Session;
import org.jantaku.server.table.BadRequest;

/**
 * A correction of a session after the fact (docs/clubs.md): who makes it and why, changes to the
 * reports in force (numbered from 1, as the session lists them), and optionally the players' names,
 * the day played, or voiding the session (left out of the league). The changes apply in order, each
 * to the list the previous one left.
 *
 * @param who the person making it (shown in the audit trail)
 * @param reason why, as they say it (may be empty)
 */
public record Correction(String who, String reason, List<Change> changes, Optional<List<String>> players, Optional<String> played,
        Optional<Boolean> voided) {
    private static final Set<String> FIELDS = Set.of("who", "reason", "changes", "players", "played", "void");

    public Correction {
        changes = List.copyOf(changes);
    }

    /** One change to the reports in force. */
    public sealed interface Change {
        /** The report number it names. */
        int at();

        /** Report {@code at} becomes {@code report}. */
        record Replace(int at, JsonNode report) implements Change {
        }

        /** Report {@code at} is taken out. */
        record Delete(int at) implements Change {
        }

        /** {@code report} goes in before report {@code at} (one past the last appends it). */
        record Insert(int at, JsonNode report) implements Change {
        }
    }

    /**
     * What the audit trail keeps of it: the reason, the changes (a deleted report with what it was),
     * the reports in force before, and the players, day, status and outcome before and after where
     * they changed.
     */
    public ObjectNode detail(List<JsonNode> before, Session was, Session now, Optional<Standing> outcomeBefore,
            Optional<Standing> outcome) {
        ObjectNode detail = JsonNodeFactory.instance.objectNode().put("reason", reason);
        if (!changes.isEmpty()) {
            ArrayNode list = detail.putArray("changes");
            for (Change ch : changes) {
                ObjectNode o = list.addObject();
                switch (ch) {
                    case Change.Replace r -> o.put("op", "replace").put("at", r.at()).set("report", r.report());
                    case Change.Delete d -> o.put("op", "delete").put("at", d.at()).set("was", before.get(d.at() - 1));
                    case Change.Insert n -> o.put("op", "insert").put("at", n.at()).set("report", n.report());
                }
            }
            ArrayNode reports = detail.putArray("reportsBefore");
            before.forEach(reports::add);
        }
        if (players.isPresent()) {
            detail.set("playersBefore", Stored.json(was.players()));
            detail.set("players", Stored.json(now.players()));
        }
        played.ifPresent(d -> detail.put("playedBefore", was.played()).put("played", d));
        if (!now.status().equals(was.status())) {
            detail.put("statusBefore", was.status()).put("status", now.status());
        }
        outcomeBefore.ifPresent(o -> detail.set("outcomeBefore", o.json()));
        outcome.ifPresent(o -> detail.set("outcome", o.json()));
        return detail;
    }

    /** Whether it changes anything at all. */
    public boolean empty() {
        return changes.isEmpty() && players.isEmpty() && played.isEmpty() && voided.isEmpty();
    }

    /** The reports in force after the changes. */
    public List<JsonNode> apply(List<JsonNode> inForce) {
        List<JsonNode> out = new ArrayList<>(inForce);
        for (int i = 0; i < changes.size(); i++) {
            Change c = changes.get(i);
            int max = c instanceof Change.Insert ? out.size() + 1 : out.size();
            if (c.at() < 1 || c.at() > max) {
                throw new BadRequest("field \"changes[" + i + "].at\": a report number from 1 to " + max + ", not " + c.at()
                        + (max == 0 ? " (there is no report to change)" : ""));
            }
            switch (c) {
                case Change.Replace r -> out.set(r.at() - 1, r.report());
                case Change.Delete d -> out.remove(d.at() - 1);
                case Change.Insert n -> out.add(n.at() - 1, n.report());
            }
        }
        return out;
    }

    /** Reads a body; every refusal names the field. */
    public static Correction parse(JsonNode body, int seats) {
        if (body == null || !body.isObject()) {
            throw new BadRequest("the body must be a JSON object with \"who\" and what changes");
        }
        KeepInput.fields(body, FIELDS);
        String who = KeepInput.name(body.get("who"), "who").orElseThrow(() -> new BadRequest(
                "field \"who\": the name of the person making the correction is required (it goes in the audit trail)"));
        String reason = KeepInput.text(body.get("reason"), "reason", 500);
        List<Change> changes = new ArrayList<>();
        JsonNode cs = body.get("changes");
        if (cs != null && !cs.isNull()) {
            if (!cs.isArray()) {
                throw new BadRequest("field \"changes\": a list of {\"op\":\"replace\"|\"delete\"|\"insert\",\"at\":N,\"report\":{…}}");
            }
            for (int i = 0; i < cs.size(); i++) {
                changes.add(change(cs.get(i), "changes[" + i + "]"));
            }
        }
        Optional<List<String>> players = body.has("players") ? Optional.of(KeepInput.players(body.get("players"), seats)) : Optional.empty();
        Optional<String> played = body.has("played") ? Optional.of(KeepInput.day(body.get("played"), "played")) : Optional.empty();
        Optional<Boolean> voided = Optional.empty();
        JsonNode v = body.get("void");
        if (v != null && !v.isNull()) {
            if (!v.isBoolean()) {
                throw new BadRequest("field \"void\": true (leave the session out of the league) or false, not " + v);
            }
            voided = Optional.of(v.booleanValue());
        }
        Correction c = new Correction(who, reason, changes, players, played, voided);
        if (c.empty()) {
            throw new BadRequest("the correction changes nothing: give \"changes\", \"players\", \"played\" or \"void\"");
        }
        return c;
    }

    private static Change change(JsonNode c, String where) {
        if (c == null || !c.isObject()) {
            throw new BadRequest("field \"" + where + "\": an object {\"op\":…,\"at\":N,…}");
        }
        JsonNode at = c.get("at");
        if (at == null || !at.isInt()) {
            throw new BadRequest("field \"" + where + ".at\": the number of the report, a whole number, is required");
        }
        String op = c.path("op").asText("");
        JsonNode report = c.get("report");
        boolean needsReport = !op.equals("delete");
        if (needsReport && (report == null || !report.isObject())) {
            throw new BadRequest("field \"" + where + ".report\": the report (a JSON object) is required for " + op);
        }
        if (!needsReport && report != null) {
            throw new BadRequest("field \"" + where + ".report\": a delete takes no report");
        }
        if (needsReport && report.path("type").asText().equals("undo")) {
            throw new BadRequest("field \"" + where + ".report\": a correction changes the reports in force; delete a report instead of"
                    + " adding an undo");
        }
        return switch (op) {
            case "replace" -> new Change.Replace(at.intValue(), report);
            case "delete" -> new Change.Delete(at.intValue());
            case "insert" -> new Change.Insert(at.intValue(), report);
            default -> throw new BadRequest("field \"" + where + ".op\": replace, delete or insert, not '" + op + "'");
        };
    }
}
