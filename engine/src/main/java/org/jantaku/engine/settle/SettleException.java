package org.jantaku.engine.settle;

/**
 * A hand description that cannot be settled: a field missing, malformed, out of range or in
 * contradiction with another. The message names the field as a dotted path inside the line's JSON
 * object ({@code winners[0].hand}) and says what is wrong.
 */
public final class SettleException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String field;

    public SettleException(String field, String problem) {
        super(field.isEmpty() ? problem : "field " + field + ": " + problem);
        this.field = field;
    }

    /** The field concerned (empty for the line as a whole). */
    public String field() {
        return field;
    }
}
