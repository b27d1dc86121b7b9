package org.jantaku.engine.keep;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.spi.VariantModules;

/**
 * The words of a kept session's notes in English, Japanese and Chinese ({@code {"en":{key:text,…},"ja":{…},"zh":{…}}}):
 * the engine's own in {@value #RESOURCE} (the undo note every kept game writes, its report types {@code hand} and
 * {@code end}, a seat, {@code keep.note.inEnglish}) and each registered variant's in its
 * {@code org/jantaku/<variant>/keep/words.json} ({@link #resourceOf}; Riichi's: its notes {@code keep.note.<kind>}, its
 * report types {@code keep.note.report.<type>}, its seat flags {@code keep.flag.<flag>} and its penalty items' Chinese
 * names {@code keep.item.<id>}), a key worded once. Read by everything that says them: {@code jantaku keep --lang} and
 * the server's answers ({@code notes}), and the scorekeeping page, to which the server hands them as
 * {@code js/strings/keep-words.js}.
 */
public final class KeepWords {
    /** Where the engine's words are, on the class path. */
    public static final String RESOURCE = "org/jantaku/engine/keep/words.json";
    /** A parameter in a text: {@code {name}}. */
    public static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)\\}");
    private static final Map<Lang, Map<String, String>> WORDS = load();

    private KeepWords() {
    }

    /** Every word in a language, by key, in the resource's order. */
    public static Map<String, String> in(Lang language) {
        return WORDS.get(language);
    }

    /** The text of {@code key} in a language, when the resource has one. */
    public static Optional<String> find(Lang language, String key) {
        return Optional.ofNullable(WORDS.get(language).get(key));
    }

    /**
     * The text of {@code key} in a language.
     *
     * @throws IllegalArgumentException naming the key and the language when the resource has no such text
     */
    public static String text(Lang language, String key) {
        return find(language, key).orElseThrow(() -> new IllegalArgumentException(
                "the keep words have no " + Localized.code(language) + " text for " + key));
    }

    /** The parameters' names in a text, in order: {@code {seat} deals} has {@code seat}. */
    public static List<String> params(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return List.copyOf(out);
    }

    /** A text with each {@code {name}} replaced by {@code value.apply(name)}. */
    public static String fill(String text, Function<String, String> value) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(value.apply(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A seat as a note names it in a language: {@code seat 2}, {@code 2番席}, {@code 2号位}. */
    public static String seat(Lang language, int seat) {
        return text(language, "keep.note.seat").replace("{n}", String.valueOf(seat));
    }

    /** A report's type as a note names it ({@code keep.note.report.<type>}), the type itself when it has no word. */
    public static String report(Lang language, String type) {
        return find(language, "keep.note.report." + type).orElse(type);
    }

    /** The resource a variant's notes' words are read from. */
    public static String resourceOf(String variant) {
        return "org/jantaku/" + variant + "/keep/words.json";
    }

    private static Map<Lang, Map<String, String>> load() {
        Map<Lang, Map<String, String>> out = new EnumMap<>(Lang.class);
        for (Lang language : Lang.values()) {
            out.put(language, new LinkedHashMap<>());
        }
        read(RESOURCE, out);
        VariantModules.all().forEach(v -> read(resourceOf(v.name()), out));
        out.replaceAll((language, words) -> Collections.unmodifiableMap(words));
        return Collections.unmodifiableMap(out);
    }

    /** Adds a resource's words, if it is on the class path; a key another resource words is refused. */
    private static void read(String resource, Map<Lang, Map<String, String>> out) {
        try (InputStream in = KeepWords.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                if (resource.equals(RESOURCE)) {
                    throw new IllegalStateException("the keep notes' words " + RESOURCE + " are not on the class path");
                }
                return;
            }
            Map<String, LinkedHashMap<String, String>> read = new ObjectMapper().readValue(in, new TypeReference<>() { });
            for (Lang language : Lang.values()) {
                String code = Localized.code(language);
                if (!read.containsKey(code)) {
                    throw new IllegalStateException(resource + " has no \"" + code + "\" words");
                }
                read.get(code).forEach((key, text) -> {
                    if (out.get(language).putIfAbsent(key, text) != null) {
                        throw new IllegalStateException(resource + " words " + key + ", which another keep words resource words");
                    }
                });
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the keep notes' words " + resource, e);
        }
    }
}
