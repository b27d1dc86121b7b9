package org.jantaku.server.keep;

import java.util.List;
import java.util.stream.Collectors;

/** Comma-separated values (RFC 4180): a field with a comma, quote or line break is quoted, quotes doubled; lines end with CRLF. */
final class Csv {
    private final StringBuilder text = new StringBuilder();

    /** Adds one line. */
    Csv line(List<?> fields) {
        text.append(fields.stream().map(f -> field(String.valueOf(f))).collect(Collectors.joining(","))).append("\r\n");
        return this;
    }

    Csv line(Object... fields) {
        return line(List.of(fields));
    }

    private static String field(String f) {
        // a leading = + - @ would make a spreadsheet read the field as a formula: such a field is quoted with a leading '
        String safe = !f.isEmpty() && "=+-@".indexOf(f.charAt(0)) >= 0 && !f.matches("-?[0-9]+(\\.[0-9]+)?") ? "'" + f : f;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r") || !safe.equals(f)) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
