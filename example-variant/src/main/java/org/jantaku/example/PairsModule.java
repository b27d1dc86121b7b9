package org.jantaku.example;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.ViewBuilders;
import org.jantaku.example.game.PairsGame;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.game.PairsState;
import org.jantaku.example.record.PairsRecordCodec;
import org.jantaku.example.rules.PairsPresets;
import org.jantaku.example.rules.PairsTerms;
import org.jantaku.example.view.PairsResults;
import org.jantaku.example.view.PairsViews;

/**
 * Pairs 七对, registered with the engine as a service ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}):
 * its game and record codec, its preset and its table views. It has no table-side settler. Its agents are the bots'
 * service ({@link org.jantaku.example.bots.PairsBots}).
 */
public final class PairsModule implements VariantModule {
    /** The game, for its views (its name, a seat's waits). */
    private static final PairsGame GAME = new PairsGame();

    @Override
    public RecordedVariant<?, ?, ?, ?> recorded() {
        return PairsRecordCodec.PAIRS;
    }

    @Override
    public List<Preset> presets() {
        return PairsPresets.all();
    }

    @Override
    public Optional<Terms<MeldShape>> melds() {
        return Optional.of(PairsTerms.MELDS);
    }

    /** Its views ({@link PairsViews}, {@link PairsResults}) and a seat's waits (the single it would pair). */
    @Override
    public VariantViews<?, ?> views() {
        return ViewBuilders.ofFlow(GAME, PairsState.class, PairsObservation.class, PairsViews::of, PairsResults::hand,
                rules -> Optional.empty());
    }

    /** After the shipped variants. */
    @Override
    public int order() {
        return 100;
    }
}
