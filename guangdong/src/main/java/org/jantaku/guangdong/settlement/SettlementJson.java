package org.jantaku.guangdong.settlement;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * A settlement as JSON, the same for {@code jantaku settle} and for the game record's
 * {@code hand_ended} event: {@code wins}, {@code transfers}, {@code horses}, {@code net}
 * ({@code docs/guangdong.md}); the transfers and results as every variant writes them ({@link TransferJson}).
 */
public final class SettlementJson {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private SettlementJson() {
    }

    /** Writes the settlement's members into {@code out} ({@code tdh}: 推倒胡's form). */
    public static ObjectNode write(boolean tdh, HandEnd end, Settlement s, ObjectNode out) {
        ArrayNode wins = out.putArray("wins");
        for (int i = 0; i < s.wins().size(); i++) {
            WinScore w = s.wins().get(i);
            WinInput in = end.wins().get(i);
            ObjectNode o = TransferJson.win(wins, w.seat(), GuangdongTerms.WAYS.key(in.way()), in.from());
            fans(o.putArray("patterns"), w.patterns());
            if (tdh) {
                o.put("dahu", w.fan() == 2);
            } else {
                fans(o.putArray("additions"), w.additions());
                o.put("raw_fan", w.rawFan()).put("fan", w.fan()).put("capped", w.capped());
                w.minimum().ifPresent(m -> o.put("minimum", m.key()));
            }
            o.put("value", w.value());
        }
        TransferJson.transfers(out, s.transfers(), Cause::key, (t, o) -> {
            if (t.reason() instanceof Cause.Horse h) {
                o.put("horse", h.tile().mpsz()).put("target", h.target()).put("copied", h.copied().key());
            }
        });
        if (tdh) {
            ArrayNode horses = out.putArray("horses");
            s.horses().forEach(h -> horses.addObject().put("tile", h.mpsz()).put("target", Horses.target(h, end.dealer())));
        }
        TransferJson.results(out, s);
        return out;
    }

    private static void fans(ArrayNode out, List<Fan> fans) {
        for (Fan f : fans) {
            out.addObject().put("key", f.key()).put("zh", f.displayName(Lang.ZH)).put("en", f.displayName(Lang.EN)).put("fan", f.fan());
        }
    }

    public static ObjectNode write(RuleSet rules, HandEnd end, Settlement s) {
        return write(GuangdongRules.isTuidaohu(rules), end, s, JSON.objectNode());
    }
}
