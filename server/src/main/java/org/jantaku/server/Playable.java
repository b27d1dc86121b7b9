package org.jantaku.server;

import java.util.List;
import java.util.Optional;
import org.jantaku.bots.Bots;
import org.jantaku.bots.VariantBots;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.engine.spi.VariantModules;

/**
 * What the server can play: every preset of a registered variant ({@link VariantModules}) that the bots
 * play ({@link Bots#VARIANTS}), so a variant added to the class path appears in the lobby with no server
 * change, with the record codec of its variant for the game records.
 */
public final class Playable {
    /** The record codecs of every variant the server can store and replay. */
    public static final VariantRegistry RECORDED = VariantModules.records();

    private Playable() {
    }

    /** A playable preset: the variant's bots, the preset, and the variant's record codec. */
    public record Game(VariantBots<?, ?, ?, ?> bots, Preset preset, RecordedVariant<?, ?, ?, ?> recorded) {
    }

    /** The preset {@code name}, when a variant of the bots plays it and its records can be written. */
    public static Optional<Game> preset(String name) {
        return Bots.forPreset(name).flatMap(f -> RECORDED.find(f.bots().variant().name())
                .map(r -> new Game(f.bots(), f.preset(), r)));
    }

    /** Every playable preset, in the bots' order. */
    public static List<Game> all() {
        return Bots.presetNames().stream().map(Playable::preset).flatMap(Optional::stream).toList();
    }

    /** The names of every playable preset, for error messages. */
    public static List<String> names() {
        return all().stream().map(g -> g.preset().name()).toList();
    }
}
