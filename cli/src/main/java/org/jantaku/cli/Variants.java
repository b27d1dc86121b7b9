package org.jantaku.cli;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.jantaku.guizhou.record.GuizhouRecordCodec;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settle.GuizhouSettler;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;

/**
 * Every variant the command line knows, in one place: their presets, their recorded forms (for game
 * records) and their table-side settlers. A new variant registers here and nowhere else.
 */
final class Variants {
    private Variants() {
    }

    /** Variants whose game records the command line reads and writes. */
    static final VariantRegistry RECORDED = VariantRegistry.of(RiichiRecordCodec.RIICHI, GuizhouRecordCodec.GUIZHOU,
            GuangdongRecordCodec.GUANGDONG);

    /** Every preset, in the order {@code jantaku rules} lists them. */
    static final List<Preset> PRESETS = Stream.of(RiichiPresets.all(), GuizhouPresets.all(), GuangdongPresets.all())
            .flatMap(List::stream).toList();

    /** Table-side settlers ({@code jantaku settle}). */
    static final List<HandSettler> SETTLERS = List.of(new GuizhouSettler(), new GuangdongHandSettler());

    static Optional<Preset> preset(String name) {
        return PRESETS.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** The settler of a preset, if its variant offers one. */
    static Optional<HandSettler> settler(String presetName) {
        return SETTLERS.stream()
                .filter(s -> s.presets().stream().anyMatch(p -> p.name().equals(presetName)))
                .findFirst();
    }

    /** The names of the presets that {@code jantaku settle} accepts. */
    static List<String> settlePresets() {
        return SETTLERS.stream().flatMap(s -> s.presets().stream()).map(Preset::name).toList();
    }
}
