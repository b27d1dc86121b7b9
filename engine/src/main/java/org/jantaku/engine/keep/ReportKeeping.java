package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;

/**
 * A variant's games kept by reports: what happens at the table (a riichi, a win, a draw, a foul …) reported as it
 * happens, each report taken or refused by the variant's own session ({@code jantaku keep} for Riichi). The
 * server's scorekeeping keeps such a variant's sessions through this alone; a variant without it is kept hand by
 * hand through its table-side settler ({@link org.jantaku.engine.settle.HandSettler}), if it has one.
 */
public interface ReportKeeping {

    /** A new game kept under {@code preset} (its rule values, possibly with a session's overrides). */
    ReportSession start(Preset preset);

    /** How the scorekeeping pages show such a game: where reports happened, the final points, chombos. */
    KeepStyle style();

    /**
     * What the scorekeeping page needs of {@code rules} to offer only the reports they allow (Riichi: the abortive
     * draws there are, how many may ron one discard, 包, red fives, the stick's value …); the session's
     * {@code riichiRules} in the keep API.
     */
    ObjectNode table(RuleSet rules);

    /** The fouls a report may name and the letters a club chooses (the penalty chapter). */
    FoulCatalog fouls();
}
