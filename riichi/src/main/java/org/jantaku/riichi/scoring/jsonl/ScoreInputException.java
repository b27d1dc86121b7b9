package org.jantaku.riichi.scoring.jsonl;

/** A request the scorer cannot take: the contract's error code and what is wrong where. */
public final class ScoreInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String code;

    public ScoreInputException(String code, String detail) {
        super(detail);
        this.code = code;
    }

    public static ScoreInputException invalid(String detail) {
        return new ScoreInputException("invalid_input", detail);
    }

    /** {@code code: detail}. */
    public String error() {
        return getMessage().isEmpty() ? code : code + ": " + getMessage();
    }
}
