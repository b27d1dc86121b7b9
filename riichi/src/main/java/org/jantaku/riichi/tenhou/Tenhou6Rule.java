package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Optional;

/**
 * The rule set of a tenhou.net/6 log, from its {@code rule} object ({@code {"disp":"鳳南喰赤","aka":1}}), as
 * the mjlog's {@link GameType} bits: {@code 三} three players (0x10), {@code 南} East-South (0x08), {@code 喰} open tanyao (else 0x04),
 * {@code 速} fast (0x40), the room from {@code 鳳} (0xA0), {@code 特} (0x20), {@code 上} (0x80) or neither
 * (一般), red fives from {@code aka} or {@code aka51}/{@code aka52}/{@code aka53} (else 0x02). The JSON does
 * not say whether the players were human; the bit 0x01 (against humans) is always set.
 *
 * @param disp the rule's display text
 * @param redFiveCounts the red fives of man, pin and sou ({@code aka} non-zero is one of each; without
 *     {@code aka} or the counts, one of each when {@code disp} has 赤)
 */
record Tenhou6Rule(String disp, List<Integer> redFiveCounts) {
    /** The characters of {@code disp} that map to game-type bits (or say what is the default). */
    private static final String KNOWN = "三般上特鳳東南喰赤速";

    Tenhou6Rule {
        redFiveCounts = List.copyOf(redFiveCounts);
    }

    /** Whether red fives are in play. */
    boolean redFives() {
        return redFiveCounts.stream().anyMatch(c -> c > 0);
    }

    /** Whether the display text names a three-player game ({@code 三}). */
    boolean threePlayer() {
        return disp.contains("三");
    }

    /** The seats in play: 3 when {@code disp} has 三, else 4. */
    int players() {
        return threePlayer() ? 3 : 4;
    }

    /**
     * Why the project does not know this lobby's rules, when it does not: {@code disp} holds something
     * other than 三, the room, length, 喰, 赤 and 速 (a custom lobby's text), or the red fives are not one per
     * suit or none ({@link TenhouRules} knows only those); a three-player game has no 5m, so its red fives may
     * also be one red 5p and one red 5s ({@code aka51} 0, as tensoul writes Tenhou's 三麻).
     */
    Optional<String> unknownRules() {
        String rest = disp.codePoints().filter(c -> KNOWN.indexOf(c) < 0)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        if (!rest.isEmpty()) {
            return Optional.of("rule.disp '" + disp + "' holds '" + rest + "', which names no known lobby rule");
        }
        boolean sanmaReds = threePlayer() && redFiveCounts.equals(List.of(0, 1, 1));
        if (!redFiveCounts.equals(List.of(1, 1, 1)) && !redFiveCounts.equals(List.of(0, 0, 0)) && !sanmaReds) {
            return Optional.of("red fives " + redFiveCounts + " per suit (man, pin, sou), not one of each or none");
        }
        return Optional.empty();
    }

    /** The mjlog's game type bits. */
    GameType type() {
        int bits = 0x01;
        if (!redFives()) {
            bits |= 0x02;
        }
        if (threePlayer()) {
            bits |= 0x10;
        }
        if (!disp.contains("喰")) {
            bits |= 0x04;
        }
        if (disp.contains("南")) {
            bits |= 0x08;
        }
        if (disp.contains("速")) {
            bits |= 0x40;
        }
        if (disp.contains("鳳")) {
            bits |= 0xA0;
        } else if (disp.contains("特")) {
            bits |= 0x20;
        } else if (disp.contains("上")) {
            bits |= 0x80;
        }
        return new GameType(bits);
    }
}
