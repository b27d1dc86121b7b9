package org.jantaku.server.keep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;

/**
 * The keep notes' words ({@link KeepWords}: the one resource {@code jantaku keep --lang} reads too) as the ES module
 * the scorekeeping page's strings import ({@code /js/strings/keep-words.js}: {@code export const en = {…}; ja …;
 * zh …}, re-exported by {@code js/strings/keep-notes.js}), made once.
 */
public final class KeepWordsScript {
    /** Where the page imports it from. */
    public static final String PATH = "/js/strings/keep-words.js";
    private static final String MODULE = make();

    private KeepWordsScript() {
    }

    /** The module's text. */
    public static String module() {
        return MODULE;
    }

    private static String make() {
        ObjectMapper json = new ObjectMapper();
        StringBuilder out = new StringBuilder("// The keep notes' words (org.jantaku.engine.keep.KeepWords, which jantaku keep --lang reads too),"
                + " made by the server.\n");
        for (Lang language : Lang.values()) {
            try {
                out.append("export const ").append(Localized.code(language)).append(" = ")
                        .append(json.writeValueAsString(KeepWords.in(language))).append(";\n");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write the keep notes' words", e);
            }
        }
        return out.toString();
    }
}
