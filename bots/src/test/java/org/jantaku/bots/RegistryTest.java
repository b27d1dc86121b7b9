package org.jantaku.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.api.Test;

/** The variants are found on the class path, each with its bots, presets and record codec, in one order. */
class RegistryTest {

    @Test
    void everyVariantIsFoundOnceInOrder() {
        assertThat(VariantModules.all()).extracting(VariantModule::name).containsExactly("riichi", "guizhou", "guangdong");
        assertThat(Bots.VARIANTS).extracting(b -> b.variant().name()).containsExactly("riichi", "guizhou", "guangdong");
    }

    @Test
    void theBotsPlayTheirVariantsPresets() {
        for (VariantBots<?, ?, ?, ?> bots : Bots.VARIANTS) {
            VariantModule module = VariantModules.find(bots.variant().name()).orElseThrow();
            assertThat(bots.presets()).isEqualTo(module.presets());
            assertThat(bots.recorded()).isSameAs(module.recorded());
        }
        assertThat(Bots.presetNames()).isEqualTo(VariantModules.presetNames()).contains("tenhou", "kyoto-club");
    }

    @Test
    void settlersAndRecordsComeFromTheModules() {
        assertThat(VariantModules.settler("tenhou")).isEmpty();
        List<String> settled = VariantModules.settlePresets();
        assertThat(settled).isNotEmpty().allSatisfy(p -> assertThat(VariantModules.settler(p)).isPresent());
        assertThat(VariantModules.records().names()).containsExactly("riichi", "guizhou", "guangdong");
    }
}
