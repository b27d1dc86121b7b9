package org.jantaku.core.rules;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.tile.Lang;

/**
 * A text a person reads, in each language of the user interface ({@link Lang}): English, Japanese
 * and (simplified) Chinese.
 *
 * @param en English
 * @param ja Japanese
 * @param zh Chinese
 */
public record Localized(String en, String ja, String zh) {
    public Localized {
        Objects.requireNonNull(en, "en");
        Objects.requireNonNull(ja, "ja");
        Objects.requireNonNull(zh, "zh");
    }

    /** One text in every language (a fallback for what has no translation). */
    public static Localized same(String text) {
        return new Localized(text, text, text);
    }

    /** The texts of a map {@code language → text}; a language it lacks takes the English text, or {@code fallback}. */
    public static Localized of(Map<Lang, String> byLanguage, String fallback) {
        String en = byLanguage.getOrDefault(Lang.EN, fallback);
        return new Localized(en, byLanguage.getOrDefault(Lang.JA, en), byLanguage.getOrDefault(Lang.ZH, en));
    }

    /** The text in a language. */
    public String in(Lang language) {
        return switch (language) {
            case EN -> en;
            case JA -> ja;
            case ZH -> zh;
        };
    }

    /** A language's code in label files and JSON: {@code en}, {@code ja}, {@code zh}. */
    public static String code(Lang language) {
        return language.name().toLowerCase(Locale.ROOT);
    }

    /** The language of a code, if it is one. */
    public static Optional<Lang> language(String code) {
        for (Lang l : Lang.values()) {
            if (code(l).equals(code)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }
}
