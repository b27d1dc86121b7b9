package org.jantaku.server.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;

/**
 * The words every registered variant brings to the pages ({@link PageWords}), as the ES module the pages'
 * strings import ({@code /js/strings/variants.js}: {@code export const en = {…}; ja …; zh …}), made once.
 * Two variants that word one key are refused when the module is made, naming both.
 */
public final class VariantWords {
    /** Where the pages import it from. */
    public static final String PATH = "/js/strings/variants.js";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MODULE = module(VariantModules.all());

    private VariantWords() {
    }

    /** The module of the registered variants' words. */
    public static String module() {
        return MODULE;
    }

    /** The module of these variants' words, in the pages' languages. */
    static String module(List<VariantModule> variants) {
        Map<String, String> wordedBy = new TreeMap<>();
        List<String> clashes = new ArrayList<>();
        Map<Lang, Map<String, String>> byLanguage = new LinkedHashMap<>();
        for (VariantModule v : variants) {
            PageWords words = PageWords.of(v.name());
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
}
