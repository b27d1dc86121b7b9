package org.jantaku.example.rules;

import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Preset;

/** The named rule sets of pairs 七对: one, the catalog's defaults (the module's README.md). */
public final class PairsPresets {
    private PairsPresets() {
    }

    public static final Preset PAIRS = new Preset("pairs",
            "Pairs (七对): 136 tiles, pung and kong, a hand wins only as seven pairs, flat points, one round of four hands",
            PairsRules.CATALOG.defaults(), Map.of(
                    PairsRules.GAME_HANDS.id(), "example-variant/README.md, \"A game\": one round, each seat deals once",
                    PairsRules.DISCARD_POINTS.id(), "example-variant/README.md, \"Points\": the discarder pays 4",
                    PairsRules.SELF_DRAW_POINTS.id(), "example-variant/README.md, \"Points\": each other player pays 2"));

    private static final List<Preset> ALL = List.of(PAIRS);

    public static List<Preset> all() {
        return ALL;
    }
}
