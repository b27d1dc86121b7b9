package org.jantaku.guizhou.settlement;

/**
 * Points one seat pays another, and why.
 *
 * @param from the payer
 * @param to the receiver
 * @param points more than 0
 * @param reason why
 */
public record Transfer(int from, int to, int points, Reason reason) {
    public Transfer {
        java.util.Objects.requireNonNull(reason, "reason");
        if (from == to || from < 0 || from > 3 || to < 0 || to > 3) {
            throw new IllegalArgumentException("a transfer goes from one seat 0-3 to another, not " + from + " to " + to);
        }
        if (points <= 0) {
            throw new IllegalArgumentException("a transfer is positive, not " + points);
        }
    }
}
