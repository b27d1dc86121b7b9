package org.jantaku.guizhou.settle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleException;
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
        RuleSet rules = rules(preset, hand);
        HandEnd end = HandEndJson.read(hand, rules);
        return SettlementJson.write(HandSettlement.settle(rules, end));
    }

    /** The preset's rules with the line's {@code "rules"} overrides ({@code {"gz.jinJi": false}}). */
    private static RuleSet rules(Preset preset, JsonNode hand) {
        JsonNode r = hand.path("rules");
        if (r.isMissingNode()) {
            return preset.rules();
        }
        if (!r.isObject()) {
            throw new SettleException("rules", "expected an object of option id to value");
        }
        Map<String, String> texts = new LinkedHashMap<>();
        r.fields().forEachRemaining(e -> texts.put(e.getKey(), e.getValue().isTextual() ? e.getValue().textValue()
                : e.getValue().isArray() ? e.getValue().toString().replace("\"", "") : e.getValue().asText()));
        try {
            return preset.rules().withText(texts);
        } catch (IllegalArgumentException e) {
            throw new SettleException("rules", e.getMessage());
        }
    }
}
