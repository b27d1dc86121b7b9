package org.jantaku.engine.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.view.VariantViews;
import org.junit.jupiter.api.Test;

class VariantModulesTest {

    /** A module whose game is never played: the registry's checks read only names and presets. */
    private record Named(String label, List<Preset> presets) implements VariantModule {
        @Override
        public String name() {
            return label;
        }

        @Override
        public RecordedVariant<?, ?, ?, ?> recorded() {
            throw new IllegalStateException("the registry's checks read names and presets, never the game");
        }

        @Override
        public VariantViews<?, ?> views() {
            throw new IllegalStateException("the registry's checks read names and presets, never the views");
        }

        @Override
        public int order() {
            return 0;
        }
    }

    @Test
    void theEngineAloneRegistersNoVariant() {
        assertThat(VariantModules.all()).isEmpty();
        assertThat(VariantModules.preset("tenhou")).isEmpty();
        assertThat(VariantModules.records().names()).isEmpty();
    }

    @Test
    void twoVariantsOfOneNameAreRefused() {
        assertThatThrownBy(() -> VariantModules.check(List.of(new Named("toy", List.of()), new Named("toy", List.of()))))
                .hasMessageContaining("two variant modules are called 'toy'");
    }
}
