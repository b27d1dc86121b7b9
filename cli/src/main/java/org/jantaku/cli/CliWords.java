package org.jantaku.cli;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.TextResource;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.view.PageWords;

/**
 * The few words the command line prints for people beside the catalogs' labels (the rule labels, the keep words),
 * in English, Japanese and Chinese: the UTF-8 {@code .properties} resource {@value #RESOURCE}, one line per key and
 * language ({@code rules.source.ja = 出典: {source}}), read as the pages' words are ({@link PageWords}).
 */
final class CliWords {
    static final String RESOURCE = "org/jantaku/cli/words.properties";
    private static final PageWords WORDS = PageWords.read(RESOURCE, TextResource.read(RESOURCE)
            .orElseThrow(() -> new IllegalStateException(RESOURCE + " is not on the class path")));
    private static final Map<Lang, Map<String, String>> BY_LANGUAGE = new EnumMap<>(Lang.class);

    static {
        for (Lang language : Lang.values()) {
            BY_LANGUAGE.put(language, WORDS.in(language));
        }
    }

    private CliWords() {
    }

    /** The text of {@code key} in a language, each {@code {name}} replaced by the value after it in {@code namesAndValues}. */
    static String say(Lang language, String key, Object... namesAndValues) {
        String text = BY_LANGUAGE.get(language).get(key);
        if (text == null) {
            throw new IllegalArgumentException(RESOURCE + " has no word " + key);
        }
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            text = text.replace("{" + namesAndValues[i] + "}", String.valueOf(namesAndValues[i + 1]));
        }
        return text;
    }

    /** What is missing or wrong in the resource, one line each (a test requires none). */
    static List<String> problems() {
        return WORDS.problems();
    }
}
