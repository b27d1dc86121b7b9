package org.jantaku.core.rules;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A text a person reads, in each language of the user interface: English, Japanese and (simplified)
 * Chinese.
 *
 * @param en English
 * @param ja Japanese
 * @param zh Chinese
 */
public record Localized(String en, String ja, String zh) {
    /** The languages, in this order. */
    public static final List<String> LANGUAGES = List.of("en", "ja", "zh");

    public Localized {
        Objects.requireNonNull(en, "en");
        Objects.requireNonNull(ja, "ja");
        Objects.requireNonNull(zh, "zh");
    }

    /** One text in every language (a fallback for what has no translation yet). */
    public static Localized same(String text) {
        return new Localized(text, text, text);
    }

    /** The texts of a map {@code language → text}; a language it lacks takes the English text, or {@code fallback}. */
    public static Localized of(Map<String, String> byLanguage, String fallback) {
        String en = byLanguage.getOrDefault("en", fallback);
        return new Localized(en, byLanguage.getOrDefault("ja", en), byLanguage.getOrDefault("zh", en));
    }

    /** The text in a language of {@link #LANGUAGES}. */
    public String in(String language) {
        return switch (language) {
            case "en" -> en;
            case "ja" -> ja;
            case "zh" -> zh;
            default -> throw new IllegalArgumentException("no language '" + language + "' (known: " + LANGUAGES + ")");
        };
    }
}
