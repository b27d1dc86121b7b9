package org.jantaku.guizhou.settle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleFields;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.HandSettlement;

/**
 * Table-side settlement of 捉鸡麻将 hands ({@code jantaku settle --rules guizhou-liupanshui}): one
 * hand's end as JSON in, the transfers with their reasons out. The format is in {@code docs/guizhou.md}.
 * The settlement is the game's own ({@link HandSettlement}).
 */
public final class GuizhouSettler implements HandSettler {

    @Override
    public List<Preset> presets() {
        return GuizhouPresets.all();
    }

    @Override
    public ObjectNode settle(Preset preset, JsonNode hand) {
        RuleSet rules = SettleFields.rules(preset, hand);
        HandEnd end = HandEndJson.read(hand, rules);
        return SettlementJson.write(HandSettlement.settle(rules, end));
    }
}
