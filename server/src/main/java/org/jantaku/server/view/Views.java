package org.jantaku.server.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.VariantViews;

/**
 * The views of every registered variant ({@link VariantModule#views()}), found by what a table holds: a
 * game state, an observation or the game itself. The server names no variant; a variant on the class path
 * brings its views.
 */
public final class Views {
    private static final List<VariantViews<?, ?>> ALL = VariantModules.all().stream().<VariantViews<?, ?>>map(VariantModule::views)
            .toList();
    private static final ClassValue<Optional<VariantViews<?, ?>>> BY_STATE = lookup(true);
    private static final ClassValue<Optional<VariantViews<?, ?>>> BY_OBSERVATION = lookup(false);

    private Views() {
    }

    /** Every variant's views, in the registry's order. */
    public static List<VariantViews<?, ?>> all() {
        return ALL;
    }

    /** The views of the variant whose game state this is. */
    public static VariantViews<?, ?> ofState(Object state) {
        return find(BY_STATE, state, "game state");
    }

    /** The views of the variant whose observation ({@code observe}, {@code observeAll}) this is. */
    public static VariantViews<?, ?> ofObservation(Object observation) {
        return find(BY_OBSERVATION, observation, "view");
    }

    /** The views of a variant's game, by its name. */
    public static VariantViews<?, ?> of(Variant<?, ?, ?, ?> variant) {
        return VariantModules.find(variant.name()).map(VariantModule::views).orElseThrow(() -> new IllegalArgumentException(
                "no registered variant is called '" + variant.name() + "' (" + names() + ")"));
    }

    private static VariantViews<?, ?> find(ClassValue<Optional<VariantViews<?, ?>>> by, Object o, String what) {
        if (o == null) {
            throw new IllegalArgumentException("no " + what + " to show");
        }
        return by.get(o.getClass()).orElseThrow(() -> new IllegalArgumentException("no registered variant has a " + what
                + " of type " + o.getClass().getName() + " (" + names() + ")"));
    }

    private static String names() {
        return String.join(", ", VariantModules.all().stream().map(VariantModule::name).toList());
    }

    private static ClassValue<Optional<VariantViews<?, ?>>> lookup(boolean state) {
        return new ClassValue<>() {
            @Override
            protected Optional<VariantViews<?, ?>> computeValue(Class<?> type) {
                return ALL.stream().filter(v -> (state ? v.stateType() : v.observationType()).isAssignableFrom(type)).findFirst();
            }
        };
    }
}
