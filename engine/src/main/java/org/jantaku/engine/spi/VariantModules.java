package org.jantaku.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.engine.settle.HandSettler;

/**
 * Every {@link VariantModule} on the class path, found once through {@link ServiceLoader}, in their
 * {@link VariantModule#order() order}. Two variants with one name, or one preset name used twice, are
 * refused when the modules are first loaded, naming both.
 */
public final class VariantModules {
    private static final List<VariantModule> ALL = load();
    private static final VariantRegistry RECORDS = new VariantRegistry(ALL.stream()
            .<RecordedVariant<?, ?, ?, ?>>map(VariantModule::recorded).toList());

    private VariantModules() {
    }

    /** A preset and the variant that plays it. */
    public record Found(VariantModule module, Preset preset) {
    }

    /** Every variant, in order. */
    public static List<VariantModule> all() {
        return ALL;
    }

    /** The variant called {@code name}. */
    public static Optional<VariantModule> find(String name) {
        return ALL.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** The variant playing the preset {@code name}, with the preset. */
    public static Optional<Found> preset(String name) {
        for (VariantModule m : ALL) {
            for (Preset p : m.presets()) {
                if (p.name().equals(name)) {
                    return Optional.of(new Found(m, p));
                }
            }
        }
        return Optional.empty();
    }

    /** Every preset of every variant, in order. */
    public static List<Preset> presets() {
        return ALL.stream().flatMap(m -> m.presets().stream()).toList();
    }

    /** The names of every preset, for help and error messages. */
    public static List<String> presetNames() {
        return presets().stream().map(Preset::name).toList();
    }

    /** The record codecs of every variant: what reads, writes and replays game records. */
    public static VariantRegistry records() {
        return RECORDS;
    }

    /** The table-side settler of the preset {@code name}, if its variant offers one. */
    public static Optional<HandSettler> settler(String presetName) {
        return preset(presetName).flatMap(f -> f.module().settler());
    }

    /** The names of the presets that have a table-side settler ({@code jantaku settle}). */
    public static List<String> settlePresets() {
        return ALL.stream().filter(m -> m.settler().isPresent()).flatMap(m -> m.presets().stream()).map(Preset::name)
                .toList();
    }

    private static List<VariantModule> load() {
        List<VariantModule> found = new ArrayList<>();
        ServiceLoader.load(VariantModule.class, VariantModules.class.getClassLoader()).forEach(found::add);
        found.sort(Comparator.comparingInt(VariantModule::order).thenComparing(VariantModule::name));
        check(found);
        return List.copyOf(found);
    }

    /** Refuses two variants of one name and a preset name used twice. */
    static void check(List<VariantModule> modules) {
        Set<String> names = new HashSet<>();
        Set<String> presets = new HashSet<>();
        for (VariantModule m : modules) {
            if (!names.add(m.name())) {
                throw new IllegalStateException("two variant modules are called '" + m.name() + "' ("
                        + m.getClass().getName() + " is the second)");
            }
            for (Preset p : m.presets()) {
                if (!presets.add(p.name())) {
                    throw new IllegalStateException("the preset '" + p.name() + "' of " + m.name()
                            + " has the name of another variant's preset");
                }
            }
        }
    }
}
