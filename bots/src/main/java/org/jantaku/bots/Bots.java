package org.jantaku.bots;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;

/**
 * Every variant the bots play: each variant's {@link VariantBots} is a service
 * ({@code META-INF/services/org.jantaku.bots.VariantBots}) for a variant registered with the engine
 * ({@link VariantModules}), listed in the registry's order. A bots provider for an unregistered variant,
 * or two for one variant, is refused when this class loads.
 */
public final class Bots {
    private Bots() {
    }

    /** The variants with agents and simulator support, in the registry's order. */
    public static final List<VariantBots<?, ?, ?, ?>> VARIANTS = load();

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

    private static List<VariantBots<?, ?, ?, ?>> load() {
        Map<String, VariantBots<?, ?, ?, ?>> byName = new HashMap<>();
        for (VariantBots<?, ?, ?, ?> bots : ServiceLoader.load(VariantBots.class, Bots.class.getClassLoader())) {
            String name = bots.variant().name();
            if (VariantModules.find(name).isEmpty()) {
                throw new IllegalStateException("bots for '" + name + "', a variant no module registers (known: "
                        + VariantModules.all().stream().map(VariantModule::name).toList() + ")");
            }
            if (byName.putIfAbsent(name, bots) != null) {
                throw new IllegalStateException("two bots providers for '" + name + "'");
            }
        }
        return VariantModules.all().stream().map(m -> byName.get(m.name())).filter(Objects::nonNull)
                .<VariantBots<?, ?, ?, ?>>map(b -> b).toList();
    }

    /** The names of every preset, for error messages and help. */
    public static List<String> presetNames() {
        return VARIANTS.stream().flatMap(v -> v.presets().stream()).map(Preset::name).toList();
    }
}
