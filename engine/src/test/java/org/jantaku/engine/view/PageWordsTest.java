package org.jantaku.engine.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jantaku.core.tile.Lang;
import org.junit.jupiter.api.Test;

class PageWordsTest {
    private static Map<String, String> entries(String... pairs) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }

    @Test
    void wordsAreReadByKeyAndLanguage() {
        PageWords w = PageWords.read("test", entries("x.mark.open.en", "Open", "x.mark.open.ja", "副露", "x.mark.open.zh", "副露了"));
        assertThat(w.problems()).isEmpty();
        assertThat(w.in(Lang.JA)).containsExactly(Map.entry("x.mark.open", "副露"));
        assertThat(w.in(Lang.EN)).containsExactly(Map.entry("x.mark.open", "Open"));
    }

    @Test
    void aMissingLanguageIsAProblemAndFallsBackToEnglish() {
        PageWords w = PageWords.read("test", entries("x.mark.open.en", "Open", "x.mark.open.zh", "副露了"));
        assertThat(w.problems()).containsExactly("test: x.mark.open has no ja text");
        assertThat(w.in(Lang.JA)).containsEntry("x.mark.open", "Open");
    }

    @Test
    void aLineThatIsNoWordIsAProblem() {
        assertThat(PageWords.read("test", entries("open.fr", "Ouvert", "nogroup.en", "x")).problems())
                .containsExactly("test: 'open.fr' is not key.en, key.ja or key.zh", "test: 'nogroup.en' is not key.en, key.ja or key.zh");
    }

    @Test
    void aVariantWithoutAFileHasNoWords() {
        assertThat(PageWords.of("no-such-variant").in(Lang.EN)).isEmpty();
        assertThat(PageWords.resourceOf("pairs")).isEqualTo("org/jantaku/pairs/view/words.properties");
    }
}
