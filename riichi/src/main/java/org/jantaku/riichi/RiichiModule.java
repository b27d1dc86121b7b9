package org.jantaku.riichi;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.riichi.keep.RiichiReportKeeping;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.scoring.Yaku;
import org.jantaku.riichi.view.RiichiTerms;
import org.jantaku.riichi.view.RiichiVariantViews;

/**
 * Riichi (立直麻雀), registered with the engine as a service
 * ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}): its game and record codec, its presets, its table views,
 * its melds' and its yaku's names, its keeping by reports and its hand calculator.
 */
public final class RiichiModule implements VariantModule {

    @Override
    public RecordedVariant<?, ?, ?, ?> recorded() {
        return RiichiRecordCodec.RIICHI;
    }

    @Override
    public List<Preset> presets() {
        return RiichiPresets.all();
    }

    /** Its melds' names: the table's, the result screens' and the keep page's ({@code riichi.meld.<key>}). */
    @Override
    public Optional<Terms<MeldShape>> melds() {
        return Optional.of(RiichiTerms.MELDS);
    }

    /**
     * Its file's words and its melds' ({@link VariantModule#words()}), and its yaku's names, {@code riichi.yaku.<key>}: the
     * situations of a win the calculator and the keep page tick (立直, 一発, 海底摸月 …) are worded as their yaku.
     */
    @Override
    public PageWords words() {
        PageWords out = VariantModule.super.words();
        for (Yaku y : Yaku.values()) {
            out.term(name() + ".yaku." + y.names().key(), y.names().text());
        }
        return out;
    }

    /** Riichi is kept by reports, as {@code jantaku keep} keeps it. */
    @Override
    public Optional<ReportKeeping> reportKeeping() {
        return Optional.of(new RiichiReportKeeping());
    }

    /** The hand calculator is Riichi's scorer ({@code jantaku score}). */
    @Override
    public boolean scoresHands() {
        return true;
    }

    @Override
    public VariantViews<?, ?> views() {
        return new RiichiVariantViews();
    }

    @Override
    public int order() {
        return 10;
    }
}
