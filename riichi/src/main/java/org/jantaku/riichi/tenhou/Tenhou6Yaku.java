package org.jantaku.riichi.tenhou;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A yaku as tenhou.net/6 writes it in a win's detail: its Japanese name (as {@link TenhouYaku#japanese()})
 * and its han, {@code "自風 南(1飜)"}, or {@code "大三元(役満)"} for a yakuman, {@code "国士無双１３面(ダブル役満)"}
 * for a yakuman the rules count double (this project's exports; Tenhou has none).
 *
 * @param yaku the yaku
 * @param han its han; 0 for a yakuman
 * @param yakuman how many yakuman it counts: 0 for an ordinary yaku, 1, or 2 for a double yakuman
 */
record Tenhou6Yaku(TenhouYaku yaku, int han, int yakuman) {
    private static final Pattern TEXT = Pattern.compile("(.+)\\((?:(\\d+)飜|(役満)|(ダブル役満))\\)");
    private static final Map<String, TenhouYaku> BY_NAME = Arrays.stream(TenhouYaku.values())
            .collect(Collectors.toUnmodifiableMap(TenhouYaku::japanese, Function.identity()));

    /**
     * Reads the text.
     *
     * @throws IllegalArgumentException when it is not {@code name(N飜)}, {@code name(役満)} or
     *     {@code name(ダブル役満)} with a known name
     */
    static Tenhou6Yaku parse(String text) {
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a yaku such as 立直(1飜) or 大三元(役満)");
        }
        TenhouYaku y = BY_NAME.get(m.group(1));
        if (y == null) {
            throw new IllegalArgumentException("'" + text + "' names no Tenhou yaku");
        }
        return m.group(3) != null ? new Tenhou6Yaku(y, 0, 1) : m.group(4) != null ? new Tenhou6Yaku(y, 0, 2)
                : new Tenhou6Yaku(y, Integer.parseInt(m.group(2)), 0);
    }
}
