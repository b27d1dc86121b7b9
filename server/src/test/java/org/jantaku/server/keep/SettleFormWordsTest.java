package org.jantaku.server.keep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;
import org.junit.jupiter.api.Test;

/**
 * The scorekeeping page words a settling variant's hand form from the variant's own words: every way, meld type and
 * extra its {@link SettleForm} names has a text in English, Japanese and Chinese in the variant's
 * {@code words.properties}, and {@code GET /api/keep/presets} sends the form with how the sessions are kept.
 */
class SettleFormWordsTest {

    /** The word keys a form names. */
    private static List<String> keys(SettleForm form) {
        List<String> out = new ArrayList<>();
        form.ways().forEach(w -> out.add(form.words() + ".way." + w.key()));
        form.melds().forEach(m -> out.add(form.words() + ".meld." + m.key()));
        for (SettleForm.Extra x : form.extras()) {
            out.add(form.words() + ".extra." + x.field());
            if (x instanceof SettleForm.Extra.FirstDiscard) {
                out.add(form.words() + ".extra." + x.field() + ".by");
                out.add(form.words() + ".extra." + x.field() + ".claimed");
            }
        }
        return out;
    }

    @Test
    void everyWordOfEverySettlersFormIsTheVariantsInEachLanguage() {
        List<VariantModule> settling = VariantModules.all().stream().filter(m -> m.settler().isPresent()).toList();
        assertThat(settling).as("the variants with a table-side settler").isNotEmpty();
        for (VariantModule m : settling) {
            SettleForm form = m.settler().map(HandSettler::form).orElseThrow();
            assertThat(form.words()).as("%s's words are its own", m.name()).startsWith(m.name() + ".");
            PageWords words = m.words();
            assertThat(words.problems()).as(m.name()).isEmpty();
            for (Lang language : Lang.values()) {
                Map<String, String> texts = words.in(language);
                assertThat(texts.keySet()).as("%s's form words in %s", m.name(), language).containsAll(keys(form));
            }
        }
    }

    @Test
    void thePresetsSayHowEachIsKept() {
        for (Map.Entry<org.jantaku.core.rules.Preset, String> e : SessionRules.presets()) {
            var keeping = Keeping.of(e.getValue());
            boolean settled = VariantModules.all().stream().filter(m -> m.name().equals(e.getValue())).findFirst().orElseThrow()
                    .settler().isPresent();
            assertThat(keeping.path("by").asText()).as(e.getKey().name()).isEqualTo(settled ? "hands" : "reports");
            assertThat(keeping.has("form")).as(e.getKey().name()).isEqualTo(settled);
            if (settled) {
                assertThat(keeping.path("form").path("ways").get(0).has("key")).isTrue();
                assertThat(keeping.path("form").path("layout").asText()).isIn("seats", "winners");
                keeping.path("form").path("extras").forEach(x -> assertThat(x.path("kind").asText()).isIn("tiles", "seat_flag", "first_discard"));
            }
        }
    }
}
