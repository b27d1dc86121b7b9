package org.jantaku.server;

import java.util.List;
import java.util.Optional;
import org.jantaku.bots.Bots;
import org.jantaku.bots.VariantBots;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.engine.spi.VariantModules;

/**
 * What the server can play: every preset of a registered variant ({@link VariantModules}) that the bots
 * play ({@link Bots#VARIANTS}), so a variant added to the class path appears in the lobby with no server
 * change; its bots carry the variant's record codec for the game records.
 */
public final class Playable {
    /** The record codecs of every variant the server can store and replay. */
    public static final VariantRegistry RECORDED = VariantModules.records();

    private Playable() {
    }

    /** A playable preset: the variant's bots (with its game and record codec, {@link VariantBots#recorded()}) and the preset. */
    public record Game(VariantBots<?, ?, ?, ?> bots, Preset preset) {
    }

    /** The preset {@code name}, when a variant of the bots plays it. */
    public static Optional<Game> preset(String name) {
        return Bots.forPreset(name).map(f -> new Game(f.bots(), f.preset()));
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
