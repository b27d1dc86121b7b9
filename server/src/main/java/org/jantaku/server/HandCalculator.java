package org.jantaku.server;

import org.jantaku.core.tile.Lang;

/**
 * The hand calculator behind {@code POST /api/score}: one request of {@code jantaku score --jsonl}
 * in, its answer line out. The command line passes its own scorer, so the page and
 * {@code ./jantaku score} are the same code.
 */
@FunctionalInterface
public interface HandCalculator {
    String answer(String requestJson, Lang lang);
}
