package org.jantaku.guangdong.settle;

import org.jantaku.engine.settle.JsonSettler;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settlement.GuangdongSettlement;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.NextDealer;
import org.jantaku.guangdong.settlement.Settlement;
import org.jantaku.guangdong.settlement.SettlementJson;
import org.jantaku.guangdong.view.GuangdongKeepForm;

/**
 * {@code jantaku settle --rules guangdong-jihu|guangdong-tuidaohu}: one hand's end as JSON in, its
 * settlement and the next dealer out ({@code docs/guangdong.md}), through the same
 * {@link GuangdongSettlement} as play.
 */
public final class GuangdongHandSettler extends JsonSettler<HandEnd, Settlement> {
    public GuangdongHandSettler() {
        super(GuangdongPresets.all(), (hand, rules) -> HandEndJson.read(hand), GuangdongSettlement::settle,
                (rules, end, s) -> SettlementJson.write(rules, end, s).put("next_dealer", NextDealer.of(rules, end)), GuangdongKeepForm.FORM);
    }
}
