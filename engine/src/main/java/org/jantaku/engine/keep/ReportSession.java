package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/** One game kept by reports ({@link ReportKeeping#start}): reports in as JSON, answers and the state out. */
public interface ReportSession {

    /**
     * Takes one report and answers with what it did: the line the variant's keep command prints, numbered
     * {@code line}, with the state after it.
     *
     * @throws IllegalArgumentException saying what is wrong with the report, naming the field; nothing changes then
     */
    Taken report(JsonNode report, int line);

    /** The state now, as the answers show it, with {@code next}: {@code play}, {@code dealerChoice} or {@code over}. */
    ObjectNode state();

    /** The final standing, once the game is over. */
    Optional<Standing> standing();

    /**
     * A report taken.
     *
     * @param answer the answer line
     * @param undo whether the report undid the last report in force
     */
    record Taken(ObjectNode answer, boolean undo) {
    }
}
