package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.api.Test;

/** Every registered variant's views are found by its state, its observations and its game; anything else is refused by name. */
class ViewsTest {

    @Test
    void eachVariantsViewsAreFoundByWhatATableHolds() {
        assertThat(VariantModules.all()).hasSizeGreaterThanOrEqualTo(3);
        for (VariantModule m : VariantModules.all()) {
            check(m, m.variant(), m.presets().get(0).rules());
        }
    }

    private static <S, O> void check(VariantModule m, Variant<S, ?, ?, O> variant, RuleSet rules) {
        S state = variant.start(rules, 1).state();
        Class<?> type = m.views().stateType();
        assertThat(Views.ofState(state).stateType()).as(m.name()).isEqualTo(type);
        assertThat(Views.ofObservation(variant.observe(state, 0)).stateType()).as(m.name()).isEqualTo(type);
        assertThat(Views.ofObservation(variant.observeAll(state)).stateType()).as(m.name()).isEqualTo(type);
        assertThat(Views.of(variant).stateType()).as(m.name()).isEqualTo(type);
    }

    @Test
    void aTypeOfNoRegisteredVariantIsRefusedByName() {
        assertThatThrownBy(() -> Views.ofState("not a state")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("java.lang.String").hasMessageContaining("riichi");
        assertThatThrownBy(() -> Views.ofObservation(null)).hasMessageContaining("no view");
    }
}
