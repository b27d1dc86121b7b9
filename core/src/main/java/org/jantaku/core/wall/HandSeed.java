package org.jantaku.core.wall;

/**
 * The seed of one hand's wall, derived from the game's seed, the hand's index in the game and its
 * honba count, so that any hand can be dealt again on its own (the scheme of Mortal's arena). The
 * mixing is SplitMix64's finaliser, so nearby inputs give unrelated seeds.
 */
public final class HandSeed {
    private HandSeed() {
    }

    /**
     * @param gameSeed the game's seed
     * @param handIndex 0 for the first hand of the game, counting every hand played
     * @param honba the hand's 本場 count
     */
    public static long of(long gameSeed, int handIndex, int honba) {
        if (handIndex < 0 || honba < 0) {
            throw new IllegalArgumentException("hand index and honba cannot be negative");
        }
        return mix(gameSeed ^ mix(0x9E3779B97F4A7C15L * (handIndex + 1) + 0xC2B2AE3D27D4EB4FL * honba));
    }

    /** SplitMix64's finaliser (Steele, Lea and Flood). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
