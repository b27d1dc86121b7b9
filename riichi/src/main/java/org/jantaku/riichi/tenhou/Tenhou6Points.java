package org.jantaku.riichi.tenhou;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The value of a win as tenhou.net/6 writes it in the win's detail: {@code "30符4飜7700点"} (ron),
 * {@code "30符2飜500-1000点"} (non-dealer tsumo: each non-dealer pays 500, the dealer 1000),
 * {@code "40符2飜1300点∀"} (dealer tsumo: everyone pays 1300), and for limit hands the limit's name
 * instead of fu and han: {@code "満貫8000点"}, {@code "跳満3000-6000点"}, {@code "役満16000点∀"}. In a
 * three-player game a tsumo is paid by the two other seats only (ツモ損): {@code "1000-2000点"} is worth 3000,
 * {@code "2000点∀"} 4000.
 *
 * @param fu the fu, 0 when the text names a limit instead
 * @param points the hand's whole value before honba and deposits (the mjlog's {@code ten[1]})
 * @param limit the limit, {@link Agari#NO_LIMIT} to {@link Agari#YAKUMAN}
 */
record Tenhou6Points(int fu, int points, int limit) {
    private static final Pattern TEXT = Pattern.compile(
            "(?:(\\d+)符(\\d+)飜)?(満貫|跳満|倍満|三倍満|数え役満|役満)?(\\d+)(?:-(\\d+))?点(∀)?");

    /**
     * Reads the text of a four-player game.
     *
     * @throws IllegalArgumentException when it is not in one of the forms above
     */
    static Tenhou6Points parse(String text) {
        return parse(text, 4);
    }

    /**
     * Reads the text of a game of {@code players} seats (3 or 4): a tsumo's value is what the other seats pay.
     *
     * @throws IllegalArgumentException when it is not in one of the forms above
     */
    static Tenhou6Points parse(String text, int players) {
        Matcher m = TEXT.matcher(text);
        if (!m.matches() || m.group(1) == null && m.group(3) == null) {
            throw new IllegalArgumentException("'" + text + "' is not a win's value such as 30符4飜7700点,"
                    + " 30符2飜500-1000点, 満貫8000点 or 跳満6000点∀");
        }
        int fu = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        int first = Integer.parseInt(m.group(4));
        int points = m.group(5) != null ? (players - 2) * first + Integer.parseInt(m.group(5))
                : m.group(6) != null ? (players - 1) * first : first;
        int limit = m.group(3) == null ? Agari.NO_LIMIT : switch (m.group(3)) {
            case "満貫" -> Agari.MANGAN;
            case "跳満" -> Agari.HANEMAN;
            case "倍満" -> Agari.BAIMAN;
            case "三倍満" -> Agari.SANBAIMAN;
            default -> Agari.YAKUMAN;
        };
        return new Tenhou6Points(fu, points, limit);
    }
}
