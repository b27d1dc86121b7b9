package org.jantaku.cli.score;

/** A request the scorer cannot take: the contract's error code and what is wrong where. */
final class ScoreInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String code;

    ScoreInputException(String code, String detail) {
        super(detail);
        this.code = code;
    }

    static ScoreInputException invalid(String detail) {
        return new ScoreInputException("invalid_input", detail);
    }

    /** {@code code: detail}. */
    String error() {
        return getMessage().isEmpty() ? code : code + ": " + getMessage();
    }
}
