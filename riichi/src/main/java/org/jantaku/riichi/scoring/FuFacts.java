package org.jantaku.riichi.scoring;

/**
 * The few facts of a hand that its fu depend on beyond the shape, packed in an int so that a fu
 * breakdown can be kept for later without holding on to the scorer's reused buffers: closed,
 * self-drawn, seat and round wind kinds, the fu of a double-wind pair, and whether North is a value
 * tile for everyone ({@code riichi.northValue}).
 */
final class FuFacts {
    private FuFacts() {
    }

    static int pack(boolean closed, boolean tsumo, int seatWind, int roundWind, int doubleWindPairFu, boolean northValue) {
        return (closed ? 1 : 0) | (tsumo ? 2 : 0) | seatWind << 2 | roundWind << 8 | doubleWindPairFu << 14
                | (northValue ? 1 << 17 : 0);
    }

    static boolean northValue(int code) {
        return (code >> 17 & 1) != 0;
    }

    static boolean closed(int code) {
        return (code & 1) != 0;
    }

    static boolean tsumo(int code) {
        return (code & 2) != 0;
    }

    static int seatWind(int code) {
        return code >> 2 & 63;
    }

    static int roundWind(int code) {
        return code >> 8 & 63;
    }

    static int doubleWindPairFu(int code) {
        return code >> 14 & 7;
    }
}
