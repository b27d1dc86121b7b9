package org.jantaku.server.keep;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.keep.FoulCatalog;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.table.BadRequest;

/**
 * What a kept session plays: its preset with the session's option overrides (validated by the
 * catalog), and how its hands are kept, as its variant's module says: by reports through the variant's
 * {@link ReportKeeping} (Riichi's, as {@code jantaku keep}), or hand by hand through its table-side settler
 * (捉鸡, 广东, as {@code jantaku settle}).
 *
 * @param preset the preset with the overrides applied (its name stays)
 * @param options the overrides as given (option id → text)
 * @param module the variant's module
 */
public record SessionRules(Preset preset, Map<String, String> options, VariantModule module) {

    public SessionRules {
        options = Map.copyOf(options);
    }

    /**
     * Every preset a session can keep, with its variant, in the registry's order: those of every variant
     * kept by reports or with a table-side settler.
     */
    public static List<Map.Entry<Preset, String>> presets() {
        return VariantModules.all().stream().filter(SessionRules::kept)
                .flatMap(m -> m.presets().stream().map(p -> Map.entry(p, m.name()))).toList();
    }

    /** The first variant a session can keep, in the registry's order (the league's when none is named). */
    public static String firstVariant() {
        return presets().get(0).getValue();
    }

    /** The foul catalog of the first variant kept by reports (the club's letters page), if one is. */
    public static Optional<FoulCatalog> fouls() {
        return VariantModules.all().stream().flatMap(m -> m.reportKeeping().stream()).findFirst()
                .map(ReportKeeping::fouls);
    }

    /**
     * The preset named {@code name} with the overrides applied.
     *
     * @throws BadRequest naming {@code preset} or {@code options} when the preset is unknown or an option refused
     */
    public static SessionRules of(String name, Map<String, String> options) {
        VariantModules.Found found = VariantModules.preset(name).filter(f -> kept(f.module()))
                .orElseThrow(() -> new BadRequest("field \"preset\": unknown preset '" + name + "' (known: "
                        + String.join(", ", presets().stream().map(e -> e.getKey().name()).toList()) + ")"));
        Preset base = found.preset();
        try {
            Preset changed = options.isEmpty() ? base
                    : new Preset(base.name(), base.description(), base.rules().withText(options), base.sources());
            return new SessionRules(changed, options, found.module());
        } catch (IllegalArgumentException e) {
            throw new BadRequest("field \"options\": " + e.getMessage());
        }
    }

    /** Whether a session can keep the variant's hands: by reports, or through a settler. */
    private static boolean kept(VariantModule m) {
        return m.reportKeeping().isPresent() || m.settler().isPresent();
    }

    /** The variant's name, as the session stores it. */
    public String variant() {
        return module.name();
    }

    /** How the variant keeps its games by reports, if it does. */
    public Optional<ReportKeeping> reports() {
        return module.reportKeeping();
    }

    /** The table-side settler, for a variant kept hand by hand. */
    public Optional<HandSettler> settler() {
        return module.settler();
    }

    /** The players at the table under the session's rules (Riichi: {@code riichi.players}, 4 or 3; 捉鸡 and 广东: 4). */
    public int seats() {
        return module.variant().seats(preset.rules());
    }
}
