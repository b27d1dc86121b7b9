package org.jantaku.cli.score;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.jsonl.ScoreInputException;
import org.jantaku.riichi.scoring.jsonl.ScoreRequestParser;

/** Human mode of {@code jantaku score}: one request, printed as a breakdown. */
public final class ScoreText {
    private ScoreText() {
    }

    /**
     * Scores a request built like a JSON-lines request and prints the breakdown.
     *
     * @return 0 when scored
     * @throws IllegalArgumentException with the contract's error (e.g. {@code no_yaku}) otherwise
     */
    /**
     * Checks the rules a request asks for before anything else is read, so that a command line can report a bad
     * {@code --rule} as a usage error: an {@link IllegalArgumentException} with the contract's {@code code: detail}.
     */
    public static void checkRules(ObjectNode request) {
        try {
            ScoreRequestParser.rules(request);
        } catch (ScoreInputException e) {
            throw new IllegalArgumentException(e.error(), e);
        }
    }

    public static int run(ObjectNode request, String rulesName, PrintWriter out, Lang lang) {
        ScoreRequestParser.Parsed p;
        try {
            p = ScoreRequestParser.parse(request);
        } catch (ScoreInputException e) {
            throw new IllegalArgumentException(e.error());
        }
        switch (new RiichiScorer(p.rules()).score(p.request())) {
            case ScoreOutcome.Scored s -> new ScoreReport(out, lang).print(rulesName, p.request(), s.score(), s.cost());
            case ScoreOutcome.Rejected r -> throw new IllegalArgumentException(r.message());
        }
        return 0;
    }
}
