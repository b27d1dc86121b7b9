package org.jantaku.guizhou;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.ViewBuilders;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.guizhou.record.GuizhouRecordCodec;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settle.GuizhouSettler;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.view.GuizhouResults;
import org.jantaku.guizhou.view.GuizhouViews;

/**
 * Guizhou 六盘水捉鸡麻将, registered with the engine as a service
 * ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}): its game and record codec, its presets,
 * its table-side settler and its table views.
 */
public final class GuizhouModule implements VariantModule {
    /** The game, for its views (its name, a seat's waits). */
    private static final GuizhouGame GAME = new GuizhouGame();

    @Override
    public RecordedVariant<?, ?, ?, ?> recorded() {
        return GuizhouRecordCodec.GUIZHOU;
    }

    @Override
    public List<Preset> presets() {
        return GuizhouPresets.all();
    }

    @Override
    public Optional<Terms<MeldShape>> melds() {
        return Optional.of(GuizhouTerms.MELDS);
    }

    @Override
    public Optional<HandSettler> settler() {
        return Optional.of(new GuizhouSettler());
    }

    /** Its views ({@link GuizhouViews}, {@link GuizhouResults}) and a seat's waits (叫). */
    @Override
    public VariantViews<?, ?> views() {
        return ViewBuilders.ofFlow(GAME, GuizhouState.class, GuizhouObservation.class, GuizhouViews::of, GuizhouResults::hand,
                rules -> Optional.empty());
    }

    /** Its file's words and its terms' ({@link VariantModule#words()}), and the scorekeeping form's 报听 in its term's words. */
    @Override
    public PageWords words() {
        PageWords out = VariantModule.super.words();
        out.term("guizhou.keep.extra.baoting", GuizhouTerms.BAOTING.text());
        return out;
    }

    @Override
    public int order() {
        return 20;
    }
}
