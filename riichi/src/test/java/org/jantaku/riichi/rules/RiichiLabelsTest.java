package org.jantaku.riichi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleLabels;
import org.jantaku.riichi.penalty.Penalties;
import org.junit.jupiter.api.Test;

/**
 * Every Riichi option (the penalty items of chapter 7 too), choice and subset value, group and preset
 * has its label in English, Japanese and Chinese, and no label names something that does not exist.
 */
class RiichiLabelsTest {
    private final RuleLabels labels = RuleLabels.forCatalog(RiichiRules.CATALOG);

    @Test
    void everyOptionValueAndPresetIsLabelled() {
        assertThat(labels.problems(RiichiRules.CATALOG, RiichiPresets.all())).isEmpty();
    }

    @Test
    void nativeTermsAreUsed() {
        assertThat(labels.option(RiichiRules.KUITAN).label().ja()).contains("喰いタン");
        assertThat(labels.option(RiichiRules.RED_FIVES).label().zh()).isEqualTo("赤宝牌");
        assertThat(labels.option(RiichiRules.MULTIPLE_RON).values().get("headBump").ja()).isEqualTo("頭ハネ");
        assertThat(labels.option(Penalties.key("7-05-10")).label().ja()).isEqualTo("7-05-10 先ヅモ");
        assertThat(labels.option(Penalties.key("7-01")).group()).isEqualTo("penalty-chombo");
    }

    @Test
    void everyPenaltyItemIsInAPenaltyGroup() {
        Penalties.ITEMS.forEach(item -> assertThat(labels.option(item.key()).group()).as(item.id()).startsWith("penalty-"));
    }
}
