package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.jantaku.engine.keep.KeepStyle;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;

/**
 * How the scorekeeping pages keep a variant's sessions, named by what it means so that the pages name no variant
 * ({@code keeping} in {@code GET /api/keep/presets}, a session, the club's sessions and the league):
 * <ul>
 *   <li>{@code by}: {@code reports}, what happens at the table reported as it happens (riichi, a win, a draw, a
 *   foul …, through the variant's {@link ReportKeeping}, which says how rounds, points and chombos are shown), or
 *   {@code hands}, each hand's end through the variant's table-side settler and its {@code form}
 *   ({@link org.jantaku.engine.settle.SettleForm});
 *   <li>{@code rounds}: where a report happened, by {@code winds} (東1局 and honba) or by hand number ({@code hands});
 *   <li>{@code points}: the final points, in {@code thousands} with uma and oka (one decimal) or the {@code score};
 *   <li>{@code chombos}: whether the standing counts each player's chombos.
 * </ul>
 */
final class Keeping {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A game kept hand by hand: rounds by hand number, the score as the points, no chombos. */
    private static final KeepStyle BY_HANDS = new KeepStyle(KeepStyle.Rounds.HANDS, KeepStyle.Points.SCORE, false);

    private Keeping() {
    }

    /** How a session of the variant named {@code variant} is kept. */
    static ObjectNode of(String variant) {
        Optional<VariantModule> module = VariantModules.find(variant);
        Optional<KeepStyle> reports = module.flatMap(VariantModule::reportKeeping).map(ReportKeeping::style);
        if (reports.isPresent()) {
            return style("reports", reports.get());
        }
        ObjectNode o = style("hands", BY_HANDS);
        module.flatMap(VariantModule::settler).map(HandSettler::form).ifPresent(f -> o.set("form", JSON.valueToTree(f)));
        return o;
    }

    private static ObjectNode style(String by, KeepStyle style) {
        return JsonNodeFactory.instance.objectNode().put("by", by).put("rounds", style.rounds().key())
                .put("points", style.points().key()).put("chombos", style.chombos());
    }
}
