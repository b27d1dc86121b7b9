package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jantaku.server.table.BadRequest;
import org.jantaku.server.table.TableRequest;

/** The checks of the scorekeeping API's fields: names, days, free text. Every refusal names the field. */
final class KeepInput {
    private KeepInput() {
    }

    /** Refuses a field of a body that is not among {@code allowed}, naming it and the allowed ones. */
    static void fields(JsonNode body, Set<String> allowed) {
        for (Iterator<String> it = body.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new BadRequest("field \"" + f + "\": unknown (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
    }

    /** A name (a player, a club, a table, who corrects): as the tables' names are checked, or empty when absent. */
    static Optional<String> name(JsonNode n, String field) {
        return TableRequest.name(n, "field \"" + field + "\"");
    }

    /** The players' names (four, or three at a three-player table), seat 0 (the first dealer) first, all different. */
    static List<String> players(JsonNode n, int seats) {
        String count = seats == 3 ? "three" : "four";
        if (n == null || !n.isArray() || n.size() != seats) {
            throw new BadRequest("field \"players\": the " + count + " players' names are required, seat 0 (the first dealer, 起家) first"
                    + (n != null && n.isArray() ? ", not " + n.size() : ""));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            String where = "players[" + i + "]";
            out.add(name(n.get(i), where).orElseThrow(() -> new BadRequest("field \"" + where + "\": a name is required")));
        }
        if (new HashSet<>(out).size() < seats) {
            throw new BadRequest("field \"players\": " + count + " different names are required (the league adds up by name), not " + out);
        }
        return out;
    }

    /** A day, {@code YYYY-MM-DD}. */
    static String day(JsonNode n, String field) {
        if (n == null || !n.isTextual()) {
            throw new BadRequest("field \"" + field + "\": a day as YYYY-MM-DD is required" + (n == null ? "" : ", not " + n));
        }
        return day(n.textValue(), field);
    }

    /** A day, {@code YYYY-MM-DD}, from text (a query parameter). */
    static String day(String text, String field) {
        try {
            if (!text.matches("[0-9]{4}-[0-9]{2}-[0-9]{2}")) {
                throw new DateTimeParseException("not YYYY-MM-DD", text, 0);
            }
            return LocalDate.parse(text).toString();
        } catch (DateTimeParseException e) {
            throw new BadRequest("field \"" + field + "\": a day as YYYY-MM-DD is required, not '" + text + "'");
        }
    }

    /** Free text of at most {@code max} characters, or empty when absent. */
    static String text(JsonNode n, String field, int max) {
        if (n == null || n.isNull()) {
            return "";
        }
        if (!n.isTextual()) {
            throw new BadRequest("field \"" + field + "\": text is required, not " + n);
        }
        String t = n.textValue().strip();
        if (t.codePointCount(0, t.length()) > max) {
            throw new BadRequest("field \"" + field + "\": at most " + max + " characters");
        }
        if (t.codePoints().anyMatch(c -> Character.getType(c) == Character.CONTROL && c != '\n')) {
            throw new BadRequest("field \"" + field + "\": no control characters");
        }
        return t;
    }
}
