package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;
import org.junit.jupiter.api.Test;

/** The variants' words as the pages import them: every language, no key worded twice, none that the pages word already. */
class VariantWordsTest {

    /** A registered variant under another name (its words are found by the name). */
    private static VariantModule named(String name) {
        VariantModule base = VariantModules.all().get(0);
        return new VariantModule() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public RecordedVariant<?, ?, ?, ?> recorded() {
                return base.recorded();
            }

            @Override
            public List<Preset> presets() {
                return base.presets();
            }

            @Override
            public VariantViews<?, ?> views() {
                return base.views();
            }

            @Override
            public int order() {
                return base.order();
            }
        };
    }

    @Test
    void theModuleExportsEachLanguage() {
        String module = VariantWords.module(List.of(named("wordsb")));
        assertThat(module).contains("export const en = {\"wa.mark.same\":\"B\",\"wb.mark.own\":\"Own\"};")
                .contains("export const ja = {\"wa.mark.same\":\"ビー\",\"wb.mark.own\":\"自分\"};")
                .contains("export const zh = {\"wa.mark.same\":\"乙\",\"wb.mark.own\":\"自己\"};");
    }

    @Test
    void twoVariantsWordingOneKeyAreRefusedByName() {
        assertThatThrownBy(() -> VariantWords.module(List.of(named("wordsa"), named("wordsb"))))
                .hasMessage("two variants word the same page keys: wa.mark.same (wordsa and wordsb)");
    }

    @Test
    void aKeyThePagesWordAlreadyIsRefused() {
        assertThatThrownBy(() -> VariantWords.module(List.of(named("wordsc"))))
                .hasMessage("variants word keys the pages word already: board.dealer (wordsc)");
    }

    @Test
    void theRegisteredVariantsWordsAreComplete() {
        assertThat(VariantWords.pageKeys()).as("the pages' own keys, from every part").contains("board.dealer", "act.cancel", "res.dealer",
                "keep.variant", "keep.note.seat", "keep.flag.deadHand");
        for (VariantModule v : VariantModules.all()) {
            assertThat(v.words().problems()).as(v.name()).isEmpty();
        }
        assertThat(VariantWords.module()).startsWith("// The words the registered variants bring")
                .as("the table as a payer, in the variants' own words").contains("\"res.pot.riichi\":\"供托\"", "\"res.pot.guangdong\":\"公池\"")
                .as("a variant's own result and form words").contains("\"res.way.ron\":\"Ron\"", "\"res.chickens\":\"Chickens (鸡)\"",
                        "\"guizhou.keep.way.hot_discard\":\"Discard after a kong\"", "\"guizhou.meld.diandou\":\"Exposed kong\"")
                .as("a term's words wherever a page names it").contains("\"res.horses\":\"Horses (买马)\"",
                        "\"guangdong.keep.extra.horses\":\"Horses (买马)\"", "\"guizhou.keep.extra.baoting\":\"Declared ready\"")
                .as("Riichi's melds, one set of words for the table, the results and the keep page").contains("\"riichi.meld.open_kan\":\"大明槓\"");
        assertThat(VariantWords.pageKeys()).as("the variants' words are no longer the pages'").doesNotContain("res.way.ron", "res.chickens",
                "res.horses", "round.riichi", "meld.open_kan", "res.meld.chi", "keep.meld.minkan", "res.round.streak", "act.Ron", "mark.riichi", "board.baoting",
                "board.horse", "board.horses", "res.draw.huangzhuang");
        assertThat(VariantWords.pageKeys()).as("the pages' word for a table any other variant pays").contains("res.pot");
    }
}
