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

    private static final List<Game> GAMES = VARIANTS.stream().flatMap(v -> v.presets().stream().map(p -> new Game(v, p))).toList();

    /** A playable preset and the variant's bots that play it (with its game and record codec). */
    public record Game(VariantBots<?, ?, ?, ?> bots, Preset preset) {
    }

    /** The preset {@code name} and the variant playing it. */
    public static Optional<Game> forPreset(String name) {
        return all().stream().filter(g -> g.preset().name().equals(name)).findFirst();
    }

    /** Every preset of every variant, in the registry's order. */
    public static List<Game> all() {
        return GAMES;
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
        return all().stream().map(g -> g.preset().name()).toList();
    }
}
