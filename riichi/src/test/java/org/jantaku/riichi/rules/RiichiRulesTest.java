package org.jantaku.riichi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The Riichi catalog's Tenhou defaults (shared/spec/riichi-options.md §1) and its constraints. */
class RiichiRulesTest {

    @Test
    void tenhouPresetHasTheBaselineValues() {
        RuleSet t = RiichiPresets.TENHOU.rules();
        assertThat(t.get(RiichiRules.KUITAN)).isTrue();
        assertThat(t.get(RiichiRules.RED_FIVES)).containsExactly(1, 1, 1);
        assertThat(t.get(RiichiRules.KIRIAGE_MANGAN)).isFalse();
        assertThat(t.get(RiichiRules.KAZOE_YAKUMAN)).isEqualTo("yakuman");
        assertThat(t.get(RiichiRules.YAKUMAN_STACKING)).isTrue();
        assertThat(t.get(RiichiRules.DOUBLE_YAKUMAN_HANDS)).isEmpty();
        assertThat(t.get(RiichiRules.TSUMO_PINFU)).isTrue();
        assertThat(t.get(RiichiRules.DOUBLE_WIND_PAIR_FU)).isEqualTo(4);
        assertThat(t.get(RiichiRules.CHIITOI_FOUR_OF_KIND)).isFalse();
        assertThat(t.get(RiichiRules.RENHOU)).isEqualTo("none");
        assertThat(t.get(RiichiRules.RYUUIISOU_NEEDS_HATSU)).isFalse();
        assertThat(t.get(RiichiRules.PAO)).isEqualTo(Set.of("daisangen", "daisuushii"));
        assertThat(t.get(RiichiRules.MULTI_RON_STICKS)).isEqualTo("nearest");
        assertThat(t.get(RiichiRules.MULTI_RON_HONBA)).isEqualTo("nearest");
        assertThat(t.get(RiichiRules.NAGASHI_MANGAN)).isEqualTo("drawPayment");
    }

    @Test
    void scoreDefaultDiffersFromTenhouOnlyWhereTheContractSays() {
        assertThat(RiichiPresets.SCORE_DEFAULT.rules().differences(RiichiPresets.TENHOU.rules()))
                .containsExactlyInAnyOrder(RiichiRules.DOUBLE_YAKUMAN_HANDS, RiichiRules.RENHOU, RiichiRules.OPEN_RIICHI);
    }

    @Test
    void constraints() {
        assertThatThrownBy(() -> RuleSet.of(RiichiRules.CATALOG, Map.of("riichi.doubleWindPairFu", 3)))
                .hasMessage("rules: riichi.doubleWindPairFu must be 2 or 4, not 3");
        assertThatThrownBy(() -> RuleSet.of(RiichiRules.CATALOG, Map.of("riichi.honbaValue", 100)))
                .hasMessageContaining("divide by 3");
        assertThatThrownBy(() -> RuleSet.of(RiichiRules.CATALOG, Map.of("riichi.kanDora", false)))
                .hasMessage("rules: riichi.kanUraDora needs riichi.kanDora");
        assertThatThrownBy(() -> RuleSet.of(RiichiRules.CATALOG, Map.of("riichi.northValue", true)))
                .hasMessageContaining("riichi.northValue is for three players");
    }

    @Test
    void everyKeyHasADocLineAndPresetsAreFoundByName() {
        RiichiRules.CATALOG.keys().forEach(k -> assertThat(k.doc()).as(k.id()).isNotBlank());
        assertThat(RiichiPresets.byName("tenhou")).contains(RiichiPresets.TENHOU);
        assertThat(RiichiPresets.byName("nope")).isEmpty();
    }

    @Test
    void everyRiichiOptionMayBeNamedWithoutItsPrefix() {
        // the scorer's rules object and --rule take kiriageMangan for riichi.kiriageMangan: no other option shares it
        RiichiRules.CATALOG.keys().stream().filter(k -> k.id().startsWith("riichi.")).forEach(k ->
                assertThat(RiichiRules.CATALOG.named(k.id().substring("riichi.".length()))).as(k.id()).contains(k));
    }
}
