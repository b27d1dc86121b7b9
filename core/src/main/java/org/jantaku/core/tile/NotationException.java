package org.jantaku.core.tile;

/**
 * A malformed tile string: the message says what is wrong and where, e.g.
 * {@code unknown suit 'x' at position 5}. Positions count characters from 1.
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String what;
    private final int position;

    public NotationException(String what, int position) {
        super(what + " at position " + position);
        this.what = what;
        this.position = position;
    }

    /** What is wrong, without the position. */
    public String what() {
        return what;
    }

    /** 1-based character position of the problem in the input. */
    public int position() {
        return position;
    }
}
