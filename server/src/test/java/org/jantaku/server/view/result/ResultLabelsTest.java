package org.jantaku.server.view.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;
import org.jantaku.riichi.scoring.Limit;
import org.junit.jupiter.api.Test;

/**
 * Every label key the result views send without the engine's names has its words in English, Japanese and Chinese
 * (as {@code res.KEY}), in the pages' common words ({@code js/strings/results.js}) or in the variant's own
 * ({@code VariantModule.words()}: its {@code words.properties} and its terms'): the Riichi ways, draws, reasons and limits, the 捉鸡 chicken
 * names (yaku, the variants' ways, melds, patterns and reasons and the Chinese variants' 黄庄 carry their names).
 */
class ResultLabelsTest {
    static final Path STRINGS = Path.of("src", "main", "resources", "web", "js", "strings", "results.js");
    /** The pages' common words (the table's captions, such as {@code round.hand}, which result captions use too). */
    static final Path PAGE_STRINGS = Path.of("src", "main", "resources", "web", "js", "strings.js");

    @Test
    void everyKeyIsTranslatedInEveryLanguage() throws IOException {
        List<String> riichi = new ArrayList<>(List.of("way.ron", "way.tsumo", "draw.exhaustive", "draw.nineTerminals", "draw.fourWinds",
                "draw.fourRiichi", "draw.fourKans", "draw.tripleRon", "reason.ron", "reason.tsumo", "reason.noten",
                "reason.nagashi_mangan", "reason.honba", "reason.riichi_sticks", "reason.pao", "reason.tobi_penalty"));
        for (Limit l : Limit.values()) {
            if (l != Limit.NONE) {
                riichi.add("limit." + l.name().toLowerCase(Locale.ROOT));
            }
        }
        List<String> guizhou = List.of("chicken.yao_ji", "chicken.jin_ji", "chicken.fan_ji", "chicken.ben_ji",
                "chicken.yaobai_ji", "chicken.wugu_ji");
        assertWorded("riichi", riichi.stream().map(k -> "res." + k).toList());
        assertWorded("guizhou", guizhou.stream().map(k -> "res." + k).toList());
        String text = Files.readString(STRINGS);
        assertThat(defined(text, "ja")).isEqualTo(defined(text, "en"));
        assertThat(defined(text, "zh")).isEqualTo(defined(text, "en"));
    }

    /** Each key has a text in each language, the pages' common one (results.js, strings.js) or the variant's. */
    static void assertWorded(String variant, List<String> keys) throws IOException {
        String text = Files.readString(STRINGS);
        String page = Files.readString(PAGE_STRINGS);
        PageWords own = VariantModules.find(variant).orElseThrow().words();
        assertThat(own.problems()).as(variant).isEmpty();
        for (Lang language : Lang.values()) {
            String code = language.name().toLowerCase(Locale.ROOT);
            Set<String> worded = new HashSet<>(defined(text, code));
            worded.addAll(defined(page, code));
            worded.addAll(own.in(language).keySet());
            assertThat(worded).as("%s's result words in %s", variant, code).containsAll(keys);
        }
    }

    /** The keys a strings file ({@code const en = {…}}) words in a language. */
    static Set<String> defined(String text, String lang) {
        int start = text.indexOf("const " + lang + " = {");
        int end = text.indexOf("};", start);
        assertThat(start).as("the %s texts", lang).isNotNegative();
        Set<String> out = new HashSet<>();
        Matcher m = Pattern.compile("'([A-Za-z][A-Za-z0-9_.]*)':").matcher(text.substring(start, end));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
