package org.jantaku.server.keep;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;
import org.junit.jupiter.api.Test;

/** The script the keep page's strings import is the keep words, every language's, as written in their one resource. */
class KeepWordsScriptTest {
    @Test
    void theScriptExportsEveryLanguagesWords() throws Exception {
        String module = KeepWordsScript.module();
        for (Lang lang : Lang.values()) {
            String code = lang.name().toLowerCase(java.util.Locale.ROOT);
            Matcher m = Pattern.compile("(?m)^export const " + code + " = (\\{.*\\});$").matcher(module);
            assertThat(m.find()).as("export const %s", code).isTrue();
            JsonNode words = new ObjectMapper().readTree(m.group(1));
            assertThat(words.size()).isEqualTo(KeepWords.in(lang).size());
            KeepWords.in(lang).forEach((key, text) -> assertThat(words.get(key).asText()).as("%s %s", code, key).isEqualTo(text));
        }
        assertThat(List.of(KeepWords.text(Lang.JA, "keep.note.renchan"), KeepWords.text(Lang.ZH, "keep.flag.deadHand")))
                .containsExactly("連荘: {seat}の親が続きます、{honba}本場", "放弃和牌");
    }
}
