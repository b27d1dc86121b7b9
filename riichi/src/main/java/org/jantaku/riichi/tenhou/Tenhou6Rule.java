package org.jantaku.riichi.tenhou;

/**
 * The rule set of a tenhou.net/6 log, from its {@code rule} object ({@code {"disp":"鳳南喰赤","aka":1}}), as
 * the mjlog's {@link GameType} bits: {@code 南} East-South (0x08), {@code 喰} open tanyao (else 0x04),
 * {@code 速} fast (0x40), the room from {@code 鳳} (0xA0), {@code 特} (0x20), {@code 上} (0x80) or neither
 * (一般), red fives from {@code aka} (else 0x02). The JSON does not say whether the players were human;
 * the bit 0x01 (against humans) is always set.
 *
 * @param disp the rule's display text
 * @param redFives whether red fives are in play ({@code aka} non-zero; without {@code aka}, whether
 *     {@code disp} has 赤)
 */
record Tenhou6Rule(String disp, boolean redFives) {

    /** Whether the display text names a three-player game ({@code 三}). */
    boolean threePlayer() {
        return disp.contains("三");
    }

    /** The mjlog's game type bits. */
    GameType type() {
        int bits = 0x01;
        if (!redFives) {
            bits |= 0x02;
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
