package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.rules.Preset;

/**
 * Settles a finished hand described as JSON, without playing it: what a table-side scorekeeper
 * reports (the hands, melds, winners, discarder, flipped tiles …) in, the list of transfers with
 * their reasons out. Each variant that offers table-side settlement implements this for its
 * presets; {@code jantaku settle --rules PRESET} reads one hand per JSON line and calls it. The
 * input and output formats are the variant's and are documented with it in {@code docs/}.
 */
public interface HandSettler {

    /** The presets whose hands this settler reads. */
    List<Preset> presets();

    /**
     * One hand's settlement.
     *
     * @param preset one of {@link #presets()} (its rule values, possibly with overrides)
     * @param hand the hand's description (one input line)
     * @return the result object (transfers with reasons, and whatever else the format documents);
     *     the command adds {@code "id"} and {@code "ok"}
     * @throws SettleException for a description that is malformed or impossible, naming the field
     */
    ObjectNode settle(Preset preset, JsonNode hand);

    /** What a scorekeeping page asks of one hand's end to build {@link #settle}'s JSON (the server's keep page). */
    SettleForm form();
}
