package org.jantaku.riichi.keep;

/** A report the session cannot take; it changes nothing. Names the field at fault. */
public final class KeepException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String field;

    public KeepException(String field, String message) {
        super(field.isEmpty() ? message : field + ": " + message);
        this.field = field;
    }

    /** The report's field at fault, or empty. */
    public String field() {
        return field;
    }
}
