package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;

/**
 * A call or kan as tenhou.net/6 writes it: tile codes with one letter before the called tile, e.g.
 * {@code "c131415"} (chi of 1m from kamicha), {@code "4444p44"} (pon from shimocha), {@code "m39393939"}
 * (daiminkan from kamicha), {@code "121212a12"} (closed kan), {@code "31k313131"} (added kan onto a pon
 * called from toimen). The letter's position tells the source: at 0 kamicha, at 2 toimen, at 4 (or 6 for a
 * daiminkan) shimocha; a closed kan always has it at 6.
 *
 * @param letter {@code c} chi, {@code p} pon, {@code m} daiminkan, {@code a} closed kan, {@code k} added kan
 * @param codes the tile codes in written order, the letter left out
 * @param called the index in {@code codes} of the tile written right after the letter
 * @param sourceOffset where the called tile came from, in seats after the caller (1 shimocha, 2 toimen,
 *     3 kamicha); 0 for a closed kan
 * @param written the text as written
 */
record Tenhou6MeldText(char letter, List<Integer> codes, int called, int sourceOffset, String written) {
    Tenhou6MeldText {
        codes = List.copyOf(codes);
    }

    /** Whether this is a call of a discard (chi, pon, daiminkan), written in the draw list. */
    boolean isCall() {
        return letter == 'c' || letter == 'p' || letter == 'm';
    }

    /** The tile code written after the letter. */
    int calledCode() {
        return codes.get(called);
    }

    /** The codes other than the one after the letter. */
    List<Integer> otherCodes() {
        List<Integer> out = new ArrayList<>(codes);
        out.remove(called);
        return out;
    }

    /**
     * Parses the text.
     *
     * @throws IllegalArgumentException when the text is not one letter among digit pairs, or the
     *     letter's count of tiles or position is wrong for its kind
     */
    static Tenhou6MeldText parse(String text) {
        int letterAt = -1;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                if (letterAt >= 0) {
                    throw new IllegalArgumentException("'" + text + "' has more than one letter");
                }
                letterAt = i;
            }
        }
        if (letterAt < 0) {
            throw new IllegalArgumentException("'" + text + "' has no letter");
        }
        char letter = text.charAt(letterAt);
        String digits = text.substring(0, letterAt) + text.substring(letterAt + 1);
        if (letterAt % 2 != 0 || digits.length() % 2 != 0) {
            throw new IllegalArgumentException("'" + text + "' is not a letter among two-digit tile codes");
        }
        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < digits.length(); i += 2) {
            codes.add(Integer.parseInt(digits.substring(i, i + 2)));
        }
        int position = letterAt / 2;
        int size = switch (letter) {
            case 'c', 'p' -> 3;
            case 'm', 'a', 'k' -> 4;
            default -> throw new IllegalArgumentException("'" + text + "' has the unknown letter '" + letter
                    + "' (expected c, p, m, a or k)");
        };
        if (codes.size() != size) {
            throw new IllegalArgumentException("'" + text + "' has " + codes.size() + " tiles; '" + letter
                    + "' needs " + size);
        }
        int source = switch (letter) {
            case 'c' -> position == 0 ? 3 : -1;
            case 'a' -> position == 3 ? 0 : -1;
            case 'm' -> position == 0 ? 3 : position == 1 ? 2 : position == 3 ? 1 : -1;
            default -> position == 0 ? 3 : position == 1 ? 2 : position == 2 ? 1 : -1;
        };
        if (source < 0) {
            throw new IllegalArgumentException("'" + text + "' has its letter '" + letter + "' at position "
                    + letterAt + ", which names no source seat");
        }
        return new Tenhou6MeldText(letter, codes, Math.min(position, codes.size() - 1), source, text);
    }
}
