package org.jantaku.server.keep;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.jantaku.guizhou.settle.GuizhouSettler;
import org.jantaku.riichi.rules.RiichiPresets;
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

    /** A variant kept by a table-side settler. */
    private record Settled(String variant, HandSettler settler) {
    }

    private static final List<Settled> SETTLED = List.of(new Settled("guizhou", new GuizhouSettler()),
            new Settled("guangdong", new GuangdongHandSettler()));

    public SessionRules {
        options = Map.copyOf(options);
    }

    /** Every preset a session can keep, with its variant, in order: the Riichi presets, then the settlers'. */
    public static List<Map.Entry<Preset, String>> presets() {
        return Stream.concat(RiichiPresets.all().stream().map(p -> Map.entry(p, RIICHI)),
                SETTLED.stream().flatMap(s -> s.settler().presets().stream().map(p -> Map.entry(p, s.variant())))).toList();
    }

    /**
     * The preset named {@code name} with the overrides applied.
     *
     * @throws BadRequest naming {@code preset} or {@code options} when the preset is unknown or an option refused
     */
    public static SessionRules of(String name, Map<String, String> options) {
        Preset base = null;
        String variant = null;
        Optional<HandSettler> settler = Optional.empty();
        Optional<Preset> riichi = RiichiPresets.byName(name);
        if (riichi.isPresent()) {
            base = riichi.get();
            variant = RIICHI;
        } else {
            for (Settled s : SETTLED) {
                Optional<Preset> p = s.settler().presets().stream().filter(x -> x.name().equals(name)).findFirst();
                if (p.isPresent()) {
                    base = p.get();
                    variant = s.variant();
                    settler = Optional.of(s.settler());
                }
            }
        }
        if (base == null) {
            throw new BadRequest("field \"preset\": unknown preset '" + name + "' (known: " + String.join(", ",
                    presets().stream().map(e -> e.getKey().name()).toList()) + ")");
        }
        try {
            Preset changed = options.isEmpty() ? base
                    : new Preset(base.name(), base.description(), base.rules().withText(options), base.sources());
            return new SessionRules(changed, options, variant, settler);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("field \"options\": " + e.getMessage());
        }
    }

    public boolean riichi() {
        return settler.isEmpty();
    }
}
