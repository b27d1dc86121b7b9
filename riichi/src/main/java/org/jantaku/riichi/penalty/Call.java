package org.jantaku.riichi.penalty;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a voice announced, or should have announced (発声): the fact some call items depend on — 7-05-15 f (only a
 * late ron stands) and the Kyoto club's silent calls (無発声のポン・チー・カン, 無発声のリーチ, 無発声のあがり, seed 002).
 */
public enum Call {
    /** チー / 吃. */
    CHI("chi"),
    /** ポン / 碰. */
    PON("pon"),
    /** カン / 杠. */
    KAN("kan"),
    /** リーチ / 立直. */
    RIICHI("riichi"),
    /** ロン or ツモ: a win / 和了. */
    WIN("win");

    private final String json;

    Call(String json) {
        this.json = json;
    }

    /** The name in JSON reports ({@code facts.call}). */
    public String json() {
        return json;
    }

    public static Optional<Call> byJson(String name) {
        return Arrays.stream(values()).filter(c -> c.json.equals(name)).findFirst();
    }

    /** The JSON names, for error messages. */
    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(Call::json).toList());
    }
}
