package org.jantaku.riichi.scoring;

/** The result of scoring: a score with its payments, or the reason the hand cannot be scored. */
public sealed interface ScoreOutcome permits ScoreOutcome.Scored, ScoreOutcome.Rejected {

    /** A valid win. */
    record Scored(HandScore score, Cost cost) implements ScoreOutcome {
    }

    /**
     * Not a scorable win.
     *
     * @param code the contract's error: {@code no_yaku}, {@code hand_not_winning}, {@code invalid_input},
     *     {@code ippatsu_without_riichi}, …
     * @param detail what and where (may be empty)
     */
    record Rejected(String code, String detail) implements ScoreOutcome {
        /** {@code code: detail}, or the code alone. */
        public String message() {
            return detail.isEmpty() ? code : code + ": " + detail;
        }
    }
}
