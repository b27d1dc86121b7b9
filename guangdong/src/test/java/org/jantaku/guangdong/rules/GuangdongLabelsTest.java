package org.jantaku.guangdong.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleLabels;
import org.junit.jupiter.api.Test;

/** Every Guangdong option, choice value, group and preset has its label in English, Japanese and Chinese. */
class GuangdongLabelsTest {
    @Test
    void everyOptionValueAndPresetIsLabelled() {
        RuleLabels labels = RuleLabels.forCatalog(GuangdongRules.CATALOG);
        assertThat(labels.problems(GuangdongRules.CATALOG, GuangdongPresets.all())).isEmpty();
        assertThat(labels.option(GuangdongRules.STYLE).values().get("tuidaohu").zh()).isEqualTo("推倒胡");
        assertThat(labels.groups(GuangdongRules.CATALOG)).extracting(g -> g.name().zh()).contains("买马");
    }
}
