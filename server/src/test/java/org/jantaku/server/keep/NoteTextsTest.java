package org.jantaku.server.keep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.riichi.keep.NoteKind;
import org.jantaku.riichi.keep.SeatFlag;
import org.junit.jupiter.api.Test;

/**
 * Every kind of note a kept session can write ({@link NoteKind}) has its text in English, Japanese and
 * Chinese in {@code js/strings/keep-notes.js}, with the same parameters as the server's English; so do
 * the report kinds an undo names and the seat flags a note names ({@code keep.flag.*} in keep.js).
 */
class NoteTextsTest {
    private static final Path STRINGS = Path.of("src", "main", "resources", "web", "js", "strings");
    private static final List<String> LANGS = List.of("en", "ja", "zh");
    /** Every report a kept session takes (Riichi's and 捉鸡/广东's) but undo, which undoes no undo. */
    private static final List<String> REPORTS = List.of("riichi", "win", "draw", "abortive", "foul", "dealer", "pay", "hand", "end");

    @Test
    void everyNoteKindIsSaidInEveryLanguageWithItsParameters() throws IOException {
        String text = Files.readString(STRINGS.resolve("keep-notes.js"));
        for (String lang : LANGS) {
            Map<String, String> texts = texts(text, lang);
            for (NoteKind k : NoteKind.values()) {
                assertThat(texts).as("%s in %s", k.key(), lang).containsKey(k.key());
                assertThat(params(texts.get(k.key()))).as("the parameters of %s in %s", k.key(), lang)
                        .isEqualTo(new HashSet<>(k.params()));
            }
            for (String r : REPORTS) {
                assertThat(texts).as("report %s in %s", r, lang).containsKey("keep.note.report." + r);
            }
            assertThat(texts.keySet()).as("%s has the same keys as en", lang).isEqualTo(texts(text, "en").keySet());
        }
    }

    @Test
    void everyFlagANoteNamesHasAName() throws IOException {
        String text = Files.readString(STRINGS.resolve("keep.js"));
        for (String lang : LANGS) {
            Map<String, String> texts = texts(text, lang);
            for (SeatFlag f : SeatFlag.values()) {
                assertThat(texts).as("keep.flag.%s in %s", f.json(), lang).containsKey("keep.flag." + f.json());
            }
        }
    }

    @Test
    void noTextIsLeftInEnglishInJapaneseOrChinese() throws IOException {
        String text = Files.readString(STRINGS.resolve("keep-notes.js"));
        Map<String, String> en = texts(text, "en");
        for (String lang : List.of("ja", "zh")) {
            texts(text, lang).forEach((key, s) -> {
                if (!en.get(key).replaceAll("\\{\\w+}", "").matches(".*[A-Za-z].*")) {
                    return; // a text that is only its parameters ({meaning}, {seat}: {flag})
                }
                assertThat(s).as("%s in %s", key, lang).isNotEqualTo(en.get(key));
                assertThat(s.replaceAll("\\{\\w+}|\\([^)]*\\)|（[^）]*）", "")).as("%s in %s", key, lang)
                        .containsPattern("[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]");
            });
        }
    }

    /** The texts of one language's table: {@code 'key': 'text'}. */
    static Map<String, String> texts(String file, String lang) {
        int start = file.indexOf("export const " + lang + " = {");
        assertThat(start).as("the %s texts", lang).isNotNegative();
        int end = file.indexOf("\n};", start);
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("'([^']+)':\\s*'([^']*)'").matcher(file.substring(start, end));
        while (m.find()) {
            assertThat(out.put(m.group(1), m.group(2))).as("%s defined twice in %s", m.group(1), lang).isNull();
        }
        return out;
    }

    private static Set<String> params(String text) {
        Set<String> out = new HashSet<>();
        Matcher m = NoteKind.PLACEHOLDER.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
