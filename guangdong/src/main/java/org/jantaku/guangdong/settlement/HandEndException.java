package org.jantaku.guangdong.settlement;

/**
 * A hand's end that cannot be settled: not a winning hand, a winner who cannot have won that way, too
 * many copies of a tile … The field is a dotted path into the hand's description ({@code wins[0].hand}).
 */
public final class HandEndException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String field;

    public HandEndException(String field, String problem) {
        super("field " + field + ": " + problem);
        this.field = field;
    }

    public String field() {
        return field;
    }

    /** The problem without the field. */
    public String problem() {
        return getMessage().substring(("field " + field + ": ").length());
    }
}
