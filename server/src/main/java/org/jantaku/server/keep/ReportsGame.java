package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.keep.ReportSession;
import org.jantaku.engine.keep.Standing;

/**
 * A game kept by reports through its variant's {@link ReportKeeping} (Riichi's is {@code jantaku keep}'s
 * session): each report taken (or refused) by the variant's session and answered with the line its keep command
 * prints; undo is the session's own.
 */
public final class ReportsGame implements KeptGame {
    private final SessionRules rules;
    private final ReportKeeping keeping;
    private final ReportSession session;
    private final ReportLog reports = new ReportLog();
    private List<ObjectNode> history;

    ReportsGame(SessionRules rules, ReportKeeping keeping) {
        this.rules = rules;
        this.keeping = keeping;
        this.session = keeping.start(rules.preset());
    }

    @Override
    public ObjectNode report(JsonNode json) {
        ReportSession.Taken taken;
        try {
            taken = session.report(json, reports.size() + 1);
        } catch (IllegalArgumentException e) {
            throw new KeepRefusal(e.getMessage());
        }
        reports.taken(json, taken.undo());
        history = null;
        return taken.answer();
    }

    @Override
    public List<JsonNode> log() {
        return reports.log();
    }

    @Override
    public List<JsonNode> inForce() {
        return reports.inForce();
    }

    @Override
    public ObjectNode state() {
        return session.state();
    }

    @Override
    public List<ObjectNode> history() {
        if (history == null) {
            ReportSession fresh = keeping.start(rules.preset());
            List<ObjectNode> out = new ArrayList<>();
            for (JsonNode json : reports.inForce()) {
                out.add(fresh.report(json, out.size() + 1).answer());
            }
            history = List.copyOf(out);
        }
        return history;
    }

    @Override
    public Optional<Standing> outcome() {
        return session.standing();
    }
}
