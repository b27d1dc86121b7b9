package org.jantaku.server;

import org.jantaku.bots.Bots;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.engine.spi.VariantModules;

/**
 * What the server can play and replay: every preset the bots play ({@link Bots#all}, so a variant added to the class
 * path appears in the lobby with no server change) and the record codec of every registered variant.
 */
public final class Playable {
    /** The record codecs of every variant the server can store and replay. */
    public static final VariantRegistry RECORDED = VariantModules.records();

    private Playable() {
    }
}
