package org.jantaku.bots;

import java.util.List;
import java.util.Optional;
import org.jantaku.bots.guangdong.GuangdongBots;
import org.jantaku.bots.guizhou.GuizhouBots;
import org.jantaku.bots.riichi.RiichiBots;
import org.jantaku.core.rules.Preset;

/** Every variant the bots play, in one place: a new variant adds one line to {@link #VARIANTS}. */
public final class Bots {
    private Bots() {
    }

    /** The variants with agents and simulator support. */
    public static final List<VariantBots<?, ?, ?, ?>> VARIANTS = List.of(
            RiichiBots.INSTANCE,
            GuizhouBots.INSTANCE,
            GuangdongBots.INSTANCE);

    /**
     * A preset and the variant that plays it.
     *
     * @param <V> the variant's bots
     */
    public record Found<V extends VariantBots<?, ?, ?, ?>>(V bots, Preset preset) {
    }

    /** The variant playing the preset {@code name}. */
    public static Optional<Found<VariantBots<?, ?, ?, ?>>> forPreset(String name) {
        for (VariantBots<?, ?, ?, ?> v : VARIANTS) {
            for (Preset p : v.presets()) {
                if (p.name().equals(name)) {
                    return Optional.of(new Found<>(v, p));
                }
            }
        }
        return Optional.empty();
    }

    /** The names of every preset, for error messages and help. */
    public static List<String> presetNames() {
        return VARIANTS.stream().flatMap(v -> v.presets().stream()).map(Preset::name).toList();
    }
}
