package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** A kept game's reports: every one taken, undos included, and those still in force (each undo takes out the last). */
final class ReportLog {
    private final List<JsonNode> log = new ArrayList<>();
    private final List<JsonNode> inForce = new ArrayList<>();

    /** Notes a report the game took; an undo takes back the last report in force. */
    void taken(JsonNode report, boolean undo) {
        log.add(report);
        if (undo) {
            inForce.remove(inForce.size() - 1);
        } else {
            inForce.add(report);
        }
    }

    List<JsonNode> log() {
        return List.copyOf(log);
    }

    List<JsonNode> inForce() {
        return List.copyOf(inForce);
    }

    /** How many lines the log has. */
    int size() {
        return log.size();
    }
}
