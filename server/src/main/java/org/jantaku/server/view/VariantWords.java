package org.jantaku.server.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;

/**
 * The words every registered variant brings to the pages ({@link PageWords}), as the ES module the pages'
 * strings import ({@code /js/strings/variants.js}: {@code export const en = {…}; ja …; zh …}), made once.
 * A key two variants word, or one the pages word already (their {@code strings.js} and the parts it imports),
 * is refused when the module is made, naming it: the pages would refuse it too.
 */
public final class VariantWords {
    /** Where the pages import it from. */
    public static final String PATH = "/js/strings/variants.js";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PART = Pattern.compile("from '\\./(strings/[a-z-]+\\.js)'");
    private static final Pattern KEY = Pattern.compile("'([A-Za-z0-9_.]+)':");
    /** The module of the registered variants, once made. */
    private static volatile String made;

    private VariantWords() {
    }

    /**
     * The module of the registered variants' words, made at the first call (the server makes it when it starts).
     *
     * @throws IllegalStateException naming the keys when two variants word one, or a variant words one the pages do
     */
    public static String module() {
        String m = made;
        if (m == null) {
            m = module(VariantModules.all());
            made = m;
        }
        return m;
    }

    /** The module of these variants' words, in the pages' languages. */
    static String module(List<VariantModule> variants) {
        Map<String, String> wordedBy = new TreeMap<>();
        List<String> clashes = new ArrayList<>();
        Map<Lang, Map<String, String>> byLanguage = new LinkedHashMap<>();
        for (VariantModule v : variants) {
            PageWords words = v.words();
            for (Lang language : Lang.values()) {
                words.in(language).forEach((key, text) -> {
                    byLanguage.computeIfAbsent(language, l -> new TreeMap<>()).put(key, text);
                    String before = wordedBy.putIfAbsent(key, v.name());
                    if (language == Lang.EN && before != null && !before.equals(v.name())) {
                        clashes.add(key + " (" + before + " and " + v.name() + ")");
                    }
                });
            }
        }
        if (!clashes.isEmpty()) {
            throw new IllegalStateException("two variants word the same page keys: " + String.join(", ", clashes));
        }
        Set<String> page = pageKeys();
        List<String> known = wordedBy.keySet().stream().filter(page::contains).map(k -> k + " (" + wordedBy.get(k) + ")").toList();
        if (!known.isEmpty()) {
            throw new IllegalStateException("variants word keys the pages word already: " + String.join(", ", known));
        }
        StringBuilder out = new StringBuilder("// The words the registered variants bring to the pages (org.jantaku.engine.view.PageWords),"
                + " made by the server.\n");
        for (Lang language : Lang.values()) {
            try {
                out.append("export const ").append(Localized.code(language)).append(" = ")
                        .append(JSON.writeValueAsString(byLanguage.getOrDefault(language, Map.of()))).append(";\n");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write the variants' words", e);
            }
        }
        return out.toString();
    }

    /**
     * The keys the pages' own strings word: {@code strings.js} and every part it imports but this one, and the keep
     * notes' words, which the server makes from {@link KeepWords} ({@code js/strings/keep-words.js}).
     */
    static Set<String> pageKeys() {
        String strings = resource("strings.js");
        Set<String> out = new HashSet<>(keys(strings));
        out.addAll(KeepWords.in(Lang.EN).keySet());
        Matcher part = PART.matcher(strings);
        while (part.find()) {
            if (!("/js/" + part.group(1)).equals(PATH)) {
                out.addAll(keys(resource(part.group(1))));
            }
        }
        return out;
    }

    private static Set<String> keys(String text) {
        Set<String> out = new HashSet<>();
        Matcher m = KEY.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static String resource(String file) {
        try (InputStream in = VariantWords.class.getClassLoader().getResourceAsStream("web/js/" + file)) {
            if (in == null) {
                throw new IllegalStateException("the pages' strings web/js/" + file + " are not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the pages' strings web/js/" + file, e);
        }
    }
}
