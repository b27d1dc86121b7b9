package org.jantaku.riichi.tenhou;

/**
 * One item of a seat's draw list or discard list in a tenhou.net/6 hand, each with the JSON path it
 * was read from (for error messages).
 */
sealed interface Tenhou6Entry {
    /** The JSON path of the item, e.g. {@code log[0][6][4]}. */
    String path();

    /** A tile code: a tile drawn (draw list) or a tile discarded from the hand (discard list). */
    record TileCode(int code, String path) implements Tenhou6Entry {
    }

    /** {@code 60}: the tile just drawn is discarded (tsumogiri). */
    record Tsumogiri(String path) implements Tenhou6Entry {
    }

    /** {@code "r24"} or {@code "r60"}: riichi declared with this discard ({@link TileCode} or {@link Tsumogiri}). */
    record Riichi(Tenhou6Entry discard, String path) implements Tenhou6Entry {
    }

    /** A call (chi, pon, daiminkan; draw list) or a kan made on one's own turn (closed, added; discard list). */
    record Meld(Tenhou6MeldText text, String path) implements Tenhou6Entry {
    }

    /**
     * {@code "f44"} (discard list, three-player games): a North set aside (北抜き); the seat then draws a
     * replacement (the next item of its draw list), unless the North is robbed.
     */
    record Nuki(int code, String path) implements Tenhou6Entry {
    }

    /** {@code 0}: the discard slot of a daiminkan, which discards nothing (the replacement draw follows). */
    record Nothing(String path) implements Tenhou6Entry {
    }
}
