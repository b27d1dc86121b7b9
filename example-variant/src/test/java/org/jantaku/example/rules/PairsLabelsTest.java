package org.jantaku.example.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleLabels;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.table.TermWords;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.PageWords;
import org.jantaku.example.view.PairsSeat;
import org.junit.jupiter.api.Test;

/** Every pairs option, group and the preset has its words in English, Japanese and Chinese; so has every term and page word. */
class PairsLabelsTest {
    @Test
    void everyOptionGroupAndPresetIsLabelled() {
        RuleLabels labels = RuleLabels.forCatalog(PairsRules.CATALOG);
        assertThat(labels.problems(PairsRules.CATALOG, PairsPresets.all())).isEmpty();
        assertThat(labels.preset(PairsPresets.PAIRS).title().zh()).isEqualTo("七对麻将");
        assertThat(labels.option(PairsRules.SELF_DRAW_POINTS).label().ja()).isEqualTo("ツモの点 (各自)");
    }

    @Test
    void thePagesWordsAreInEveryLanguage() {
        PageWords words = PageWords.of("pairs");
        assertThat(words.problems()).isEmpty();
        assertThat(words.in(Lang.ZH)).containsEntry("pairs.mark.open", "已副露：不能胡");
        assertThat(new PairsSeat(false).marks()).extracting(Caption::key).containsExactly("pairs.mark.open");
        assertThat(new PairsSeat(true).marks()).isEmpty();
    }

    @Test
    void everyTermHasThreeDifferentNamesWhereTheLanguagesDiffer() {
        assertThat(PairsTerms.SEVEN_PAIRS.in(Lang.JA)).isEqualTo("七対子");
        new TermWords().add(PairsTerms.Reason.values()).add(PairsTerms.MELDS).add(PairsTerms.WAYS).assertInEveryLanguage();
        for (PairsTerms.Reason r : PairsTerms.Reason.values()) {
            assertThat(r.displayName(Lang.JA)).isNotEqualTo(r.displayName(Lang.ZH));
        }
    }
}
