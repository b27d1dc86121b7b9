package org.jantaku.riichi.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.keep.ReportSession;
import org.jantaku.engine.keep.Standing;

/**
 * A Riichi game kept through {@link KeepSession}, exactly as {@code jantaku keep} keeps it: each report read by
 * {@link KeepJson}, taken (or refused) by the session, answered with the line {@code keep} prints; undo is the
 * session's own.
 */
final class ReportedGame implements ReportSession {
    private final String preset;
    private final KeepSession session;

    ReportedGame(Preset preset) {
        this.preset = preset.name();
        this.session = new KeepSession(preset);
    }

    @Override
    public Taken report(JsonNode json, int line) {
        Report r = KeepJson.report(json, preset);
        Step step = session.report(r);
        return new Taken(KeepJson.step(line, step), r instanceof Report.Undo);
    }

    @Override
    public ObjectNode state() {
        return KeepJson.state(session.state());
    }

    @Override
    public Optional<Standing> standing() {
        KeepState s = session.state();
        return s.result().map(r -> {
            List<BigDecimal> points = new ArrayList<>();
            List<Integer> chombos = new ArrayList<>();
            for (int seat = 0; seat < r.points().size(); seat++) {
                points.add(BigDecimal.valueOf(r.points().get(seat), 1));
                // KeepState counts each seat's chombo payments under "7-01@seat"
                chombos.add(s.offences().getOrDefault("7-01@" + seat, 0));
            }
            return new Standing(r.scores(), r.ranks(), points, chombos);
        });
    }
}
