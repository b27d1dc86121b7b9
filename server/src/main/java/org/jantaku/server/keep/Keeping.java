package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;

/**
 * How the scorekeeping pages keep a variant's sessions, named by what it means so that the pages name no variant
 * ({@code keeping} in {@code GET /api/keep/presets}, a session, the club's sessions and the league):
 * <ul>
 *   <li>{@code by}: {@code reports}, what happens at the table reported as it happens (riichi, a win, a draw, a
 *   foul …, through {@code KeepSession}), or {@code hands}, each hand's end through the variant's table-side
 *   settler and its {@code form} ({@link org.jantaku.engine.settle.SettleForm});
 *   <li>{@code rounds}: where a report happened, by {@code winds} (東1局 and honba) or by hand number ({@code hands});
 *   <li>{@code points}: the final points, in {@code thousands} with uma and oka (one decimal) or the {@code score};
 *   <li>{@code chombos}: whether the standing counts each player's chombos.
 * </ul>
 */
final class Keeping {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Keeping() {
    }

    /** How a session of the variant named {@code variant} is kept. */
    static ObjectNode of(String variant) {
        if (variant.equals(SessionRules.RIICHI)) {
            return JsonNodeFactory.instance.objectNode().put("by", "reports").put("rounds", "winds").put("points", "thousands")
                    .put("chombos", true);
        }
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("by", "hands").put("rounds", "hands").put("points", "score")
                .put("chombos", false);
        VariantModules.all().stream().filter(m -> m.name().equals(variant)).findFirst().flatMap(VariantModule::settler)
                .map(HandSettler::form).ifPresent(f -> o.set("form", JSON.valueToTree(f)));
        return o;
    }
}
