package org.jantaku.guangdong;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.jantaku.guangdong.view.GuangdongVariantViews;

/**
 * Guangdong 广东麻将 (鸡胡, 推倒胡), registered with the engine as a service
 * ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}): its game and record codec, its presets,
 * its table-side settler and its table views.
 */
public final class GuangdongModule implements VariantModule {

    @Override
    public RecordedVariant<?, ?, ?, ?> recorded() {
        return GuangdongRecordCodec.GUANGDONG;
    }

    @Override
    public List<Preset> presets() {
        return GuangdongPresets.all();
    }

    @Override
    public Optional<HandSettler> settler() {
        return Optional.of(new GuangdongHandSettler());
    }

    @Override
    public VariantViews<?, ?> views() {
        return new GuangdongVariantViews();
    }

    @Override
    public int order() {
        return 30;
    }
}
