package org.jantaku.server.keep;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.table.BadRequest;

/**
 * What a kept session plays: its preset with the session's option overrides (validated by the
 * catalog), and how its hands are kept: a Riichi preset through {@code KeepSession} (as
 * {@code jantaku keep}), a 捉鸡 or 广东 preset through its table-side settler (as {@code jantaku settle}).
 *
 * @param preset the preset with the overrides applied (its name stays)
 * @param options the overrides as given (option id → text)
 * @param variant {@code riichi}, {@code guizhou} or {@code guangdong}
 * @param settler the table-side settler, for the non-Riichi variants
 */
public record SessionRules(Preset preset, Map<String, String> options, String variant, Optional<HandSettler> settler) {
    public static final String RIICHI = "riichi";

    public SessionRules {
        options = Map.copyOf(options);
    }

    /**
     * Every preset a session can keep, with its variant, in the registry's order: the Riichi presets
     * ({@code KeepSession}) and those of every variant with a table-side settler.
     */
    public static List<Map.Entry<Preset, String>> presets() {
        return VariantModules.all().stream().filter(SessionRules::kept)
                .flatMap(m -> m.presets().stream().map(p -> Map.entry(p, m.name()))).toList();
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
            return new SessionRules(changed, options, found.module().name(), found.module().settler());
        } catch (IllegalArgumentException e) {
            throw new BadRequest("field \"options\": " + e.getMessage());
        }
    }

    /** Whether a session can keep the variant's hands: Riichi's through {@code KeepSession}, others' through a settler. */
    private static boolean kept(VariantModule m) {
        return m.name().equals(RIICHI) || m.settler().isPresent();
    }

    public boolean riichi() {
        return settler.isEmpty();
    }

    /** The players at the table: a Riichi preset's {@code riichi.players} (4 or 3); 捉鸡 and 广东 are played by four. */
    public int seats() {
        return riichi() ? preset.rules().get(org.jantaku.riichi.rules.RiichiRules.PLAYERS) : 4;
    }
}
