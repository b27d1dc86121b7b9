package org.jantaku.riichi.tenhou;

/**
 * The rule set of a game, Tenhou's {@code <GO type="169">} bit field. 169 (0xA9) is 鳳南喰赤: Houou
 * room, East-South, open tanyao, red fives, against humans.
 *
 * @param bits the raw {@code type} value
 */
public record GameType(int bits) {
    /** Tenhou's room (卓) levels, from bits 0x20 and 0x80. */
    public enum Room {
        /** 一般 general: neither bit. */
        IPPAN,
        /** 上級 upper: 0x80. */
        JOUKYUU,
        /** 特上 superior: 0x20. */
        TOKUJOU,
        /** 鳳凰 phoenix: 0x20 and 0x80. */
        HOUOU
    }

    public GameType {
        if (bits < 0) {
            throw new IllegalArgumentException("game type bits cannot be negative: " + bits);
        }
    }

    /** Bit 0x01: played against humans (otherwise against computer players). */
    public boolean vsHumans() {
        return (bits & 0x01) != 0;
    }

    /** Bit 0x02 clear: red fives (赤ドラ) are used; the bit means "no red fives". */
    public boolean redFives() {
        return (bits & 0x02) == 0;
    }

    /** Bit 0x04 clear: open tanyao (喰いタン) allowed; the bit means "no open tanyao". */
    public boolean openTanyao() {
        return (bits & 0x04) == 0;
    }

    /** Bit 0x08: East-South game (東南戦, 半荘); otherwise East only (東風戦). */
    public boolean eastSouth() {
        return (bits & 0x08) != 0;
    }

    /** Bit 0x10: three-player game (三麻). */
    public boolean threePlayer() {
        return (bits & 0x10) != 0;
    }

    /** Bit 0x40: fast game (速). */
    public boolean fast() {
        return (bits & 0x40) != 0;
    }

    /** The room, from bits 0x20 and 0x80. */
    public Room room() {
        boolean b20 = (bits & 0x20) != 0;
        boolean b80 = (bits & 0x80) != 0;
        return b20 ? (b80 ? Room.HOUOU : Room.TOKUJOU) : (b80 ? Room.JOUKYUU : Room.IPPAN);
    }
}
