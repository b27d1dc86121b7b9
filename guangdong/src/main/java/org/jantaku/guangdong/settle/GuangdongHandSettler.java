package org.jantaku.guangdong.settle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleFields;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settlement.GuangdongSettlement;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.NextDealer;
import org.jantaku.guangdong.settlement.Settlement;
import org.jantaku.guangdong.settlement.SettlementJson;

/**
 * {@code jantaku settle --rules guangdong-jihu|guangdong-tuidaohu}: one hand's end as JSON in, its
 * settlement out ({@code docs/guangdong.md}), through the same {@link GuangdongSettlement} as play.
 */
public final class GuangdongHandSettler implements HandSettler {

    @Override
    public List<Preset> presets() {
        return GuangdongPresets.all();
    }

    @Override
    public ObjectNode settle(Preset preset, JsonNode hand) {
        RuleSet rules = SettleFields.rules(preset, hand);
        HandEnd end = HandEndJson.read(hand);
        Settlement s = GuangdongSettlement.settle(rules, end);
        ObjectNode out = SettlementJson.write(rules, end, s);
        out.put("next_dealer", NextDealer.of(rules, end));
        return out;
    }
}
