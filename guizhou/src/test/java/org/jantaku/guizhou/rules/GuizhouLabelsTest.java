package org.jantaku.guizhou.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleLabels;
import org.junit.jupiter.api.Test;

/** Every Guizhou option, choice and subset value, group and preset has its label in English, Japanese and Chinese. */
class GuizhouLabelsTest {
    @Test
    void everyOptionValueAndPresetIsLabelled() {
        RuleLabels labels = RuleLabels.forCatalog(GuizhouRules.CATALOG);
        assertThat(labels.problems(GuizhouRules.CATALOG, GuizhouPresets.all())).isEmpty();
        assertThat(labels.option(GuizhouRules.CHICKEN_SCOPE).values().get("all").zh()).isEqualTo("满堂鸡");
        assertThat(labels.groups(GuizhouRules.CATALOG)).extracting(g -> g.name().zh()).contains("捉鸡", "黄庄查叫");
    }
}
