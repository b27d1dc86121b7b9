package org.jantaku.riichi.keep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.keep.FoulCatalog;
import org.jantaku.engine.keep.KeepStyle;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.keep.ReportSession;
import org.jantaku.riichi.penalty.PenaltyCatalog;

/**
 * Riichi kept by reports, as {@code jantaku keep} keeps it ({@link KeepSession}, reports read and answered by
 * {@link KeepJson}): rounds by wind (東1局 and honba), points in thousands with uma and oka, chombos counted; the
 * page offers the reports the rule set allows ({@link ReportRules}) and the penalty chapter's fouls
 * ({@link PenaltyCatalog}).
 */
public final class RiichiReportKeeping implements ReportKeeping {
    private static final KeepStyle STYLE = new KeepStyle(KeepStyle.Rounds.WINDS, KeepStyle.Points.THOUSANDS, true);
    private static final FoulCatalog FOULS = new PenaltyCatalog();

    @Override
    public ReportSession start(Preset preset) {
        return new ReportedGame(preset);
    }

    @Override
    public KeepStyle style() {
        return STYLE;
    }

    @Override
    public ObjectNode table(RuleSet rules) {
        return ReportRules.json(rules);
    }

    @Override
    public FoulCatalog fouls() {
        return FOULS;
    }
}
