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
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.Reason;
import org.jantaku.riichi.scoring.Limit;
import org.junit.jupiter.api.Test;

/**
 * Every label key the result views send without the engine's names has its words in English,
 * Japanese and Chinese in {@code js/strings/results.js} (as {@code res.KEY}): the Riichi ways, draws,
 * reasons, limits and melds, every Guangdong way, meld and reason, the 捉鸡 chicken names.
 */
class ResultLabelsTest {
    private static final Path STRINGS = Path.of("src", "main", "resources", "web", "js", "strings", "results.js");

    @Test
    void everyKeyIsTranslatedInEveryLanguage() throws IOException {
        List<String> keys = new ArrayList<>(List.of("way.ron", "way.tsumo", "draw.exhaustive", "draw.nineTerminals", "draw.fourWinds",
                "draw.fourRiichi", "draw.fourKans", "draw.tripleRon", "draw.huangzhuang", "reason.ron", "reason.tsumo", "reason.noten",
                "reason.nagashi_mangan", "reason.honba", "reason.riichi_sticks", "reason.pao", "reason.tobi_penalty", "meld.chi",
                "meld.pon", "meld.open_kan", "meld.closed_kan", "meld.added_kan", "chicken.yao_ji", "chicken.jin_ji", "chicken.fan_ji",
                "chicken.ben_ji", "chicken.yaobai_ji", "chicken.wugu_ji"));
        for (Limit l : Limit.values()) {
            if (l != Limit.NONE) {
                keys.add("limit." + l.name().toLowerCase(Locale.ROOT));
            }
        }
        for (WinSource w : GuangdongTerms.WAYS.values()) {
            keys.add("way." + GuangdongTerms.WAYS.key(w));
        }
        for (MeldShape m : GuangdongTerms.MELDS.values()) {
            keys.add("meld." + GuangdongTerms.MELDS.key(m));
        }
        for (Reason r : Reason.values()) {
            keys.add("reason." + r.key());
        }
        String text = Files.readString(STRINGS);
        for (String lang : List.of("en", "ja", "zh")) {
            Set<String> defined = defined(text, lang);
            assertThat(defined).as("res.* texts in %s", lang).containsAll(keys.stream().map(k -> "res." + k).toList());
        }
        assertThat(defined(text, "ja")).isEqualTo(defined(text, "en"));
        assertThat(defined(text, "zh")).isEqualTo(defined(text, "en"));
    }

    private static Set<String> defined(String text, String lang) {
        int start = text.indexOf("export const " + lang + " = {");
        int end = text.indexOf("};", start);
        assertThat(start).as("the %s texts", lang).isNotNegative();
        Set<String> out = new HashSet<>();
        Matcher m = Pattern.compile("'(res\\.[^']+)':").matcher(text.substring(start, end));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
