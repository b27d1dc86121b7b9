package org.jantaku.riichi.tenhou;

/**
 * Where a tenhou.net/6 reader is in its input, for error messages: the source, the JSON object (by the
 * line it starts on), and the hand within it. Builds the {@link MjlogException}s of the JSON reader, whose
 * {@link MjlogException#attribute()} is the JSON path of the faulty value (e.g. {@code log[0][6][4]}).
 *
 * @param source the source name given to the reader
 * @param line the line the JSON object starts on (1-based), or -1 when unknown
 * @param hand the hand's index within the object's {@code log} (0-based), or -1 outside a hand
 * @param handLabel the hand as a person reads it (e.g. {@code East 2-1}), empty when not yet known
 */
record Tenhou6Where(String source, int line, int hand, String handLabel) {

    /** The place of a whole JSON object. */
    static Tenhou6Where object(String source, int line) {
        return new Tenhou6Where(source, line, -1, "");
    }

    /** The place of one hand of this object. */
    Tenhou6Where hand(int index) {
        return new Tenhou6Where(source, line, index, "");
    }

    /** The same place, with the hand's round and honba known. */
    Tenhou6Where labelled(int round, int honba) {
        String[] winds = {"East", "South", "West", "North"};
        String wind = round / 4 < winds.length ? winds[round / 4] : "round " + round;
        return new Tenhou6Where(source, line, hand, wind + " " + (round % 4 + 1) + "-" + honba);
    }

    /** An error in one value, named by its JSON path. */
    MjlogException error(String path, String problem) {
        return error(path, problem, null);
    }

    /** An error in one value, with its cause. */
    MjlogException error(String path, String problem, Throwable cause) {
        return new MjlogException(prefix() + " at " + path + ": " + problem, source, null, path, cause);
    }

    /** An error in the hand or object as a whole. */
    MjlogException error(String problem) {
        return new MjlogException(prefix() + ": " + problem, source, null, null, null);
    }

    private String prefix() {
        StringBuilder b = new StringBuilder(source);
        if (line >= 0) {
            b.append(": JSON object on line ").append(line);
        }
        if (hand >= 0) {
            b.append(", hand ").append(hand + 1);
            if (!handLabel.isEmpty()) {
                b.append(" (").append(handLabel).append(')');
            }
        }
        return b.toString();
    }
}
