package org.jantaku.riichi.scoring.jsonl;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.riichi.scoring.WinRequest;

/**
 * A won hand written as a {@code jantaku score --jsonl} request (hand, win, melds, flags, dora, ura),
 * for other commands that take hands in that form ({@code jantaku keep}). The rules are the caller's preset.
 */
public final class ReportedHands {
    private ReportedHands() {
    }

    /**
     * Reads a hand object under the named preset.
     *
     * @throws IllegalArgumentException saying what is wrong, in the scorer's words
     */
    public static WinRequest parse(JsonNode hand, String preset) {
        if (!hand.isObject()) {
            throw new IllegalArgumentException("a hand is a JSON object like a jantaku score request");
        }
        if (hand.has("rules")) {
            throw new IllegalArgumentException("a reported hand takes the session's rules: leave out 'rules'");
        }
        ObjectNode request = ((ObjectNode) hand).deepCopy();
        request.put("rules", preset);
        try {
            return ScoreRequestParser.parse(request).request();
        } catch (ScoreInputException e) {
            throw new IllegalArgumentException(e.error());
        }
    }
}
