package org.jantaku.riichi.tenhou;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A yaku as tenhou.net/6 writes it in a win's detail: its Japanese name (as {@link TenhouYaku#japanese()})
 * and its han, {@code "自風 南(1飜)"}, or {@code "大三元(役満)"} for a yakuman.
 *
 * @param yaku the yaku
 * @param han its han; 0 for a yakuman
 * @param yakuman whether it was written as a yakuman
 */
record Tenhou6Yaku(TenhouYaku yaku, int han, boolean yakuman) {
    private static final Pattern TEXT = Pattern.compile("(.+)\\((?:(\\d+)飜|(役満))\\)");
    private static final Map<String, TenhouYaku> BY_NAME = Arrays.stream(TenhouYaku.values())
            .collect(Collectors.toUnmodifiableMap(TenhouYaku::japanese, Function.identity()));

    /**
     * Reads the text.
     *
     * @throws IllegalArgumentException when it is not {@code name(N飜)} or {@code name(役満)} with a known name
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
        return m.group(3) != null ? new Tenhou6Yaku(y, 0, true) : new Tenhou6Yaku(y, Integer.parseInt(m.group(2)), false);
    }
}
