package org.jantaku.engine.view;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.rules.TextResource;
import org.jantaku.core.tile.Lang;

/**
 * The words a variant brings to the pages, in English, Japanese and Chinese: the texts of the message keys
 * its views send that the pages do not know ({@link Caption} keys, seat marks, meld names …). A variant keeps
 * them in the UTF-8 {@code .properties} resource {@code org/jantaku/<variant>/view/words.properties}, one line
 * per key and language ({@code pairs.mark.open.zh = 已副露}), and the words of its terms where a page names them
 * by key (its melds on the board, its settler's form: {@code VariantModule.words()}), which are the terms' names and no
 * line of the file. The server hands every registered variant's words to the pages with their own strings,
 * so a new variant's words need no page change. A key is
 * {@code group.name} as a {@link Caption}'s; its text may hold {@code {name}} placeholders.
 */
public final class PageWords {
    private static final Pattern LINE = Pattern.compile("([a-z]+(?:\\.[A-Za-z0-9_]+)+)\\.([a-z]{2})");

    private final String source;
    private final Map<String, Map<Lang, String>> words = new TreeMap<>();
    private final List<String> unread = new ArrayList<>();

    private PageWords(String source) {
        this.source = source;
    }

    /** The resource a variant's words are read from. */
    public static String resourceOf(String variant) {
        return "org/jantaku/" + variant + "/view/words.properties";
    }

    /** A variant's words ({@link #resourceOf}); none when it has no file. */
    public static PageWords of(String variant) {
        String path = resourceOf(variant);
        return TextResource.read(path).map(entries -> read(path, entries)).orElseGet(() -> new PageWords(path));
    }

    /**
     * Adds a term's words under a key: its names as a page shows them alone (the English capitalised: the engine's glosses
     * are lower case), which no line of the file may word too (else a problem).
     */
    public void term(String key, Localized text) {
        if (words.containsKey(key)) {
            unread.add(source + ": '" + key + "' is a term's, worded by its names");
        }
        Map<Lang, String> texts = new EnumMap<>(Lang.class);
        for (Lang language : Lang.values()) {
            String word = text.in(language);
            texts.put(language, language == Lang.EN && !word.isEmpty() ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
        }
        words.put(key, texts);
    }

    /** The words of a file's entries ({@code where} names it). */
    public static PageWords read(String where, Map<String, String> entries) {
        PageWords out = new PageWords(where);
        entries.forEach((name, text) -> {
            Matcher m = LINE.matcher(name);
            if (!m.matches() || Localized.language(m.group(2)).isEmpty()) {
                out.unread.add(where + ": '" + name + "' is not key.en, key.ja or key.zh");
            } else {
                out.words.computeIfAbsent(m.group(1), k -> new EnumMap<>(Lang.class)).put(Localized.language(m.group(2)).get(), text);
            }
        });
        return out;
    }

    /** The words in a language, by key (English where a language lacks one). */
    public Map<String, String> in(Lang language) {
        Map<String, String> out = new TreeMap<>();
        words.forEach((key, texts) -> out.put(key, texts.getOrDefault(language, texts.getOrDefault(Lang.EN, key))));
        return out;
    }

    /** What is wrong, one line each: a line that is no word, a key without a text in each language, a blank text. */
    public List<String> problems() {
        List<String> out = new ArrayList<>(unread);
        words.forEach((key, texts) -> {
            for (Lang language : Lang.values()) {
                String text = texts.get(language);
                if (text == null || text.isBlank()) {
                    out.add(source + ": " + key + " has no " + Localized.code(language) + " text");
                }
            }
        });
        return out;
    }

    @Override
    public String toString() {
        return "PageWords[" + source + "]";
    }
}
