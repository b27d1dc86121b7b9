package org.jantaku.engine.spi;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;

/**
 * One variant as the tools above the engine know it: its game with its record codec, its presets, its
 * table-side settler and what a table shows of its games. Each variant module registers exactly one, as a service
 * ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}); the command line, the server, the
 * simulator and the Spark job find every variant through {@link VariantModules} and never list them.
 *
 * <p>A provider has a public no-argument constructor (the {@link java.util.ServiceLoader} rule) and
 * holds no state of its own.
 */
public interface VariantModule {

    /** The variant's game and the codec of its records. */
    RecordedVariant<?, ?, ?, ?> recorded();

    /** The presets the variant plays, in the order {@code jantaku rules} and the lobby list them. */
    List<Preset> presets();

    /** The table-side settler of the variant's presets ({@code jantaku settle}), if it offers one. */
    default Optional<HandSettler> settler() {
        return Optional.empty();
    }

    /**
     * The variant's names of its melds, if its table view names its melds by their keys ({@code ViewMeld}'s
     * {@code name}): the pages word them {@code <variant>.meld.<key>} ({@link org.jantaku.engine.view.PageWords}).
     */
    default Optional<Terms<MeldShape>> melds() {
        return Optional.empty();
    }

    /**
     * The words a page shows of the variant: its file's ({@link PageWords#of(String)}), its melds' names ({@link #melds()}:
     * {@code <variant>.meld.<key>}, the board's) and its settler's form's terms' ({@link SettleForm#termWords()}).
     */
    default PageWords words() {
        PageWords out = PageWords.of(name());
        melds().ifPresent(melds -> melds.values().forEach(m -> out.term(name() + ".meld." + melds.key(m), melds.names(m).text())));
        settler().map(HandSettler::form).ifPresent(form -> form.termWords().forEach(out::term));
        return out;
    }

    /**
     * How the server's scorekeeping keeps the variant's games by reports (Riichi's {@code jantaku keep}), if it
     * does: a variant without it is kept hand by hand through its {@link #settler()}.
     */
    default Optional<ReportKeeping> reportKeeping() {
        return Optional.empty();
    }

    /**
     * Whether the hand calculator ({@code jantaku score}, the server's {@code POST /api/score} and its page) scores
     * hands under the variant's presets: the lobby's preset list says so per preset ({@code hand_calculator}), and
     * the calculator page offers those presets.
     */
    default boolean scoresHands() {
        return false;
    }

    /** What a table shows of the variant's games: its state and result views, waits, private decisions. */
    VariantViews<?, ?> views();

    /**
     * Where the variant comes in lists of variants (lower first; ties by name), so that help, the lobby
     * and {@code jantaku rules} list the variants in a stable order whatever the class path's.
     */
    int order();

    /** The variant's name, as records and the server name it. */
    default String name() {
        return recorded().name();
    }

    /** The variant's game. */
    default Variant<?, ?, ?, ?> variant() {
        return recorded().variant();
    }
}
