package org.jantaku.server.keep;

/** A report or correction a session cannot take; its message says what is wrong and where. Nothing changes. */
public final class KeepRefusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public KeepRefusal(String message) {
        super(message);
    }
}
