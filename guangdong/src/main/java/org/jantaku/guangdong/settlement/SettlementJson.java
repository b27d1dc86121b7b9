package org.jantaku.guangdong.settlement;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * A settlement as JSON, the same for {@code jantaku settle} and for the game record's
 * {@code hand_ended} event: {@code wins}, {@code transfers}, {@code horses}, {@code net}
 * ({@code docs/guangdong.md}).
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
            ObjectNode o = wins.addObject().put("seat", w.seat()).put("way", GuangdongTerms.WAYS.key(in.way())).put("from", in.from());
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
        ArrayNode transfers = out.putArray("transfers");
        for (Transfer<Cause> t : s.transfers()) {
            ObjectNode o = transfers.addObject().put("from", t.from()).put("to", t.to()).put("points", t.points())
                    .put("reason", t.reason().key());
            if (t.reason() instanceof Cause.Horse h) {
                o.put("horse", h.tile().mpsz()).put("target", h.target()).put("copied", h.copied().key());
            }
        }
        if (tdh) {
            ArrayNode horses = out.putArray("horses");
            s.horses().forEach(h -> horses.addObject().put("tile", h.mpsz()).put("target", Horses.target(h, end.dealer())));
        }
        ArrayNode net = out.putArray("net");
        s.net().toList().forEach(net::add);
        if (s.house() != 0) {
            out.put("house", s.house());
        }
        return out;
    }

    private static void fans(ArrayNode out, List<Fan> fans) {
        for (Fan f : fans) {
            out.addObject().put("key", f.key()).put("zh", f.zh()).put("en", f.en()).put("fan", f.fan());
        }
    }

    public static ObjectNode write(RuleSet rules, HandEnd end, Settlement s) {
        return write(GuangdongRules.isTuidaohu(rules), end, s, JSON.objectNode());
    }
}
