package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;
import org.jantaku.riichi.penalty.Penalties;
import org.junit.jupiter.api.Test;

/**
 * Every kind of note a kept session can write ({@link NoteKind}) has its text in English, Japanese and
 * Chinese in the keep words ({@link KeepWords}, which {@code jantaku keep --lang} and the scorekeeping page both
 * read), with the same parameters in each; so do the report kinds an undo names, the seat flags a note names
 * ({@code keep.flag.*}) and, in Chinese, every penalty item ({@code keep.item.*}).
 */
class NoteTextsTest {
    /** Every report a kept session takes (Riichi's and 捉鸡/广东's) but undo, which undoes no undo. */
    private static final List<String> REPORTS = List.of("riichi", "win", "draw", "abortive", "foul", "dealer", "pay", "hand", "end");

    @Test
    void everyNoteKindIsSaidInEveryLanguageWithItsParameters() {
        for (Lang lang : Lang.values()) {
            Map<String, String> texts = KeepWords.in(lang);
            for (NoteKind k : NoteKind.values()) {
                assertThat(texts).as("%s in %s", k.key(), lang).containsKey(k.key());
                assertThat(new HashSet<>(KeepWords.params(texts.get(k.key())))).as("the parameters of %s in %s", k.key(), lang)
                        .isEqualTo(new HashSet<>(k.params()));
            }
            for (String r : REPORTS) {
                assertThat(texts).as("report %s in %s", r, lang).containsKey("keep.note.report." + r);
            }
            assertThat(texts.keySet().stream().filter(k -> !k.startsWith("keep.item.")).toList()).as("%s has the same keys as en", lang)
                    .isEqualTo(KeepWords.in(Lang.EN).keySet().stream().toList());
        }
    }

    @Test
    void everyFlagANoteNamesHasAName() {
        for (Lang lang : Lang.values()) {
            for (SeatFlag f : SeatFlag.values()) {
                assertThat(KeepWords.in(lang)).as("keep.flag.%s in %s", f.json(), lang).containsKey("keep.flag." + f.json());
            }
        }
    }

    @Test
    void everyPenaltyItemHasAChineseName() {
        Penalties.ITEMS.forEach(item -> assertThat(KeepWords.in(Lang.ZH)).as("keep.item.%s in zh", item.id())
                .containsKey("keep.item." + item.id()));
        assertThat(KeepWords.in(Lang.EN).keySet()).as("English and Japanese name items by the catalog's words")
                .noneMatch(k -> k.startsWith("keep.item."));
    }

    @Test
    void noTextIsLeftInEnglishInJapaneseOrChinese() {
        Map<String, String> en = KeepWords.in(Lang.EN);
        for (Lang lang : List.of(Lang.JA, Lang.ZH)) {
            en.forEach((key, english) -> {
                String s = KeepWords.in(lang).get(key);
                if (!english.replaceAll("\\{\\w+}", "").matches(".*[A-Za-z].*")) {
                    return; // a text that is only its parameters ({meaning}, {seat}: {flag})
                }
                assertThat(s).as("%s in %s", key, lang).isNotEqualTo(english);
                assertThat(s.replaceAll("\\{\\w+}|\\([^)]*\\)|（[^）]*）", "")).as("%s in %s", key, lang)
                        .containsPattern("[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]");
            });
        }
    }
}
