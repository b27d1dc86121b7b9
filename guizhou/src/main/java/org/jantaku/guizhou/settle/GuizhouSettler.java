package org.jantaku.guizhou.settle;

import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.settle.JsonSettler;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.HandSettlement;
import org.jantaku.guizhou.settlement.Settlement;
import org.jantaku.guizhou.view.GuizhouKeepForm;

/**
 * Table-side settlement of 捉鸡麻将 hands ({@code jantaku settle --rules guizhou-liupanshui}): one
 * hand's end as JSON in, the transfers with their reasons out. The format is in {@code docs/guizhou.md}.
 * The settlement is the game's own ({@link HandSettlement}).
 */
public final class GuizhouSettler extends JsonSettler<HandEnd, Settlement> {
    public GuizhouSettler() {
        super(GuizhouPresets.all(), HandEndJson::read, HandSettlement::settle, (rules, end, s) -> SettlementJson.write(s, JsonFields.object()),
                GuizhouKeepForm.FORM);
    }
}
