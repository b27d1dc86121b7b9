package org.jantaku.example.rules;

import java.util.Objects;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.view.result.Label;

/**
 * A word of pairs 七对 that people read (a meld, a way of winning, a payment, the pattern): its stable key,
 * as records write it, and its names in English, Japanese and Chinese.
 */
public record Term(String key, String en, String ja, String zh) {
    public Term {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(en, "en");
        Objects.requireNonNull(ja, "ja");
        Objects.requireNonNull(zh, "zh");
    }

    public String in(Lang lang) {
        return switch (lang) {
            case EN -> en;
            case JA -> ja;
            case ZH -> zh;
        };
    }

    /** The term on a result screen, in {@code group} ({@code way}, {@code meld}, {@code reason} …), with its names. */
    public Label label(String group) {
        return Label.named(group, key, this::in);
    }
}
