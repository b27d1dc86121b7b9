package org.jantaku.cli.score;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.Map;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.scoring.Cost;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.YakuHan;
import org.jantaku.riichi.scoring.jsonl.ScoreInputException;
import org.jantaku.riichi.scoring.jsonl.ScoreRequestParser;

/**
 * The batch scorer of {@code shared/spec/score-jsonl.md}: one JSON request per line in, one JSON
 * answer per line out, in order and streaming (each answer is flushed before the next line is
 * read). Blank lines and lines starting with {@code #} are skipped. A bad line gets an error
 * answer and never stops the batch.
 */
public final class ScoreJsonLines {
    private final ObjectMapper mapper = new ObjectMapper();
    private final Lang lang;
    private final Map<RuleSet, RiichiScorer> scorers = new HashMap<>();

    public ScoreJsonLines(Lang lang) {
        this.lang = lang;
    }

    /** Answers every line of {@code in} on {@code out}; returns the number of requests answered. */
    public int run(BufferedReader in, PrintWriter out) throws IOException {
        int n = 0;
        String line;
        while ((line = in.readLine()) != null) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            out.println(answer(t));
            out.flush();
            n++;
        }
        return n;
    }

    /**
     * The answer line for one request line; never throws: a line that is not JSON (nesting deeper than
     * Jackson's 1000 levels or a number longer than its 1000 digits included) or that the scorer
     * cannot take is answered with an error.
     */
    public String answer(String line) {
        ObjectNode out = mapper.createObjectNode();
        JsonNode root;
        try {
            root = mapper.readTree(line);
        } catch (JsonProcessingException e) {
            return refused(out, "invalid_input: not JSON: " + e.getOriginalMessage() + at(e.getLocation()));
        }
        if (root != null && root.isObject() && root.has("id")) {
            out.set("id", root.get("id"));
        }
        try {
            ScoreRequestParser.Parsed p = ScoreRequestParser.parse(root == null ? mapper.nullNode() : root);
            RiichiScorer scorer = scorers.computeIfAbsent(p.rules(), RiichiScorer::new);
            switch (scorer.score(p.request())) {
                case ScoreOutcome.Scored s -> write(out, s.score(), s.cost());
                case ScoreOutcome.Rejected r -> refused(out, r.message());
            }
        } catch (ScoreInputException e) {
            refused(out, e.error());
        } catch (RuntimeException e) {
            // a request the parser or the scorer did not foresee: still one answer, and no stack trace
            refused(out, "invalid_input: the scorer cannot take this request: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
        return out.toString();
    }

    /** Where in the line the reader stopped, when it knows (it does not for a limit such as the nesting depth). */
    private static String at(JsonLocation where) {
        return where == null || where.getColumnNr() < 1 ? "" : " at column " + where.getColumnNr();
    }

    private static String refused(ObjectNode out, String error) {
        out.put("ok", false);
        out.put("error", error);
        return out.toString();
    }

    private void write(ObjectNode out, HandScore score, Cost cost) {
        out.put("ok", true);
        out.put("han", score.han());
        if (score.yakumanMultiplier() > 0) {
            out.putNull("fu");
        } else {
            out.put("fu", score.fu());
        }
        out.put("yakuman", score.yakumanMultiplier());
        out.put("level", score.level());
        ArrayNode yaku = out.putArray("yaku");
        for (YakuHan y : score.yaku()) {
            ObjectNode o = yaku.addObject();
            o.put("key", y.yaku().key());
            o.put("name", y.yaku().displayName(lang));
            o.put("han", y.han());
        }
        ObjectNode c = out.putObject("cost");
        c.put("main", cost.main());
        c.put("additional", cost.additional());
        c.put("main_bonus", cost.mainBonus());
        c.put("additional_bonus", cost.additionalBonus());
        c.put("kyoutaku_bonus", cost.kyoutakuBonus());
        c.put("total", cost.total());
    }
}
