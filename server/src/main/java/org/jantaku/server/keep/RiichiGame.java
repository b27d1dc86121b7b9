package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.keep.KeepState;
import org.jantaku.riichi.keep.Report;
import org.jantaku.riichi.keep.Step;

/**
 * A Riichi game kept through {@link KeepSession}, exactly as {@code jantaku keep} keeps it: each report
 * read by {@link KeepJson}, taken (or refused) by the session, answered with the line {@code keep}
 * prints; undo is the session's own.
 */
public final class RiichiGame implements KeptGame {
    private final SessionRules rules;
    private final KeepSession session;
    private final ReportLog reports = new ReportLog();
    private List<ObjectNode> history;

    RiichiGame(SessionRules rules) {
        this.rules = rules;
        this.session = new KeepSession(rules.preset());
    }

    @Override
    public ObjectNode report(JsonNode json) {
        Report r;
        Step step;
        try {
            r = KeepJson.report(json, rules.preset().name());
            step = session.report(r);
        } catch (IllegalArgumentException e) {
            throw new KeepRefusal(e.getMessage());
        }
        reports.taken(json, r instanceof Report.Undo);
        history = null;
        return KeepJson.step(reports.size(), step);
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
        return KeepJson.state(session.state());
    }

    /** The session's state itself. */
    public KeepState keepState() {
        return session.state();
    }

    @Override
    public List<ObjectNode> history() {
        if (history == null) {
            KeepSession fresh = new KeepSession(rules.preset());
            List<ObjectNode> out = new ArrayList<>();
            for (JsonNode json : reports.inForce()) {
                out.add(KeepJson.step(out.size() + 1, fresh.report(KeepJson.report(json, rules.preset().name()))));
            }
            history = List.copyOf(out);
        }
        return history;
    }

    @Override
    public Optional<Outcome> outcome() {
        KeepState s = session.state();
        return s.result().map(r -> {
            List<BigDecimal> points = new ArrayList<>();
            List<Integer> chombos = new ArrayList<>();
            for (int seat = 0; seat < r.points().size(); seat++) {
                points.add(BigDecimal.valueOf(r.points().get(seat), 1));
                // KeepState counts each seat's chombo payments under "7-01@seat"
                chombos.add(s.offences().getOrDefault("7-01@" + seat, 0));
            }
            return new Outcome(r.scores(), r.ranks(), points, chombos);
        });
    }
}
