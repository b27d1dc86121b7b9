package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.keep.Standing;

/**
 * The game of a kept session, rebuilt from its log of reports (JSON objects, undos included): a game
 * kept by reports through its variant's keeping ({@link ReportsGame}: Riichi's {@code KeepSession}), or the
 * hands of a 捉鸡 / 广东 table through its table-side settler ({@link SettledGame}).
 */
public sealed interface KeptGame permits ReportsGame, SettledGame {
    /** A new game under the session's rules: by reports where the variant keeps them, else hand by hand. */
    static KeptGame start(SessionRules rules) {
        return rules.reports().<KeptGame>map(k -> new ReportsGame(rules, k)).orElseGet(() -> new SettledGame(rules,
                rules.settler().orElseThrow(() -> new IllegalStateException("variant " + rules.variant()
                        + " keeps neither by reports nor by hands"))));
    }

    /**
     * The game rebuilt from a log.
     *
     * @throws KeepRefusal naming the line that no longer fits (a stored log always fits its rules)
     */
    static KeptGame replay(SessionRules rules, List<JsonNode> log) {
        KeptGame g = start(rules);
        for (int i = 0; i < log.size(); i++) {
            try {
                g.report(log.get(i));
            } catch (KeepRefusal e) {
                throw new KeepRefusal("report " + (i + 1) + " (" + log.get(i).path("type").asText("?") + "): " + e.getMessage());
            }
        }
        return g;
    }

    /**
     * Takes one report and answers with what it did (the line {@code jantaku keep} or {@code jantaku
     * settle} prints, with the state after it).
     *
     * @throws KeepRefusal saying what is wrong, naming the field; nothing changes then
     */
    ObjectNode report(JsonNode report);

    /** Every report taken, undos included, in order. */
    List<JsonNode> log();

    /** The reports in force: the log with undone reports and the undos left out. */
    List<JsonNode> inForce();

    /** The state now: scores, dealer, … and {@code next}: {@code play}, {@code dealerChoice} or {@code over}. */
    ObjectNode state();

    /** The answer of each report in force, in order (what the page lists). */
    List<ObjectNode> history();

    /** The final standing, once the game is over. */
    Optional<Standing> outcome();
}
