package org.jantaku.bots.guizhou;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.play.Tsumogiri;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouEvent;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.guizhou.record.GuizhouRecordCodec;
import org.jantaku.guizhou.settlement.Chickens;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.Reason;
import org.jantaku.guizhou.settlement.Settlement;

/**
 * 六盘水捉鸡麻将's agents ({@code random}, {@code tsumogiri}, {@code efficiency}) and how its events
 * read as outcomes, from each hand's settlement: a win's value is its 胡 part paid to the winner (牌型分,
 * 报听, 杀报, 热炮, 杠上花, the seed's dealer extra; not 连庄, like 本場 in Riichi, nor 豆 and 鸡); its
 * patterns are the hand's pattern (平胡, 大对子 …), how it was won when not on a plain discard
 * (自摸, 杠上花, 热炮, 抢杠), every other item of the settlement the winner was paid (鸡, 冲锋鸡, 责任鸡,
 * 点豆, 闷豆, 转弯豆, 报听, 杀报, 连庄 …, by their keys) and {@code jin_ji} when the flip made 金鸡. A
 * 热炮 or 抢杠 counts as a deal-in of the discarder or the robbed player; 黄庄 is a drawn hand. The
 * game's end gives scores only: places go by score, a tie in seat order ({@link VariantBots#tallyTable}).
 */
public final class GuizhouBots implements VariantBots<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> {
    public static final GuizhouBots INSTANCE = new GuizhouBots();

    private static final Agent<GuizhouAction, GuizhouObservation> TSUMOGIRI =
            new Tsumogiri<GuizhouAction, GuizhouObservation>(GuizhouObservation::table).onTable();

    /** For {@link java.util.ServiceLoader} ({@link org.jantaku.bots.Bots#VARIANTS}); elsewhere use {@link #INSTANCE}. */
    public GuizhouBots() {
    }

    @Override
    public RecordedVariant<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> recorded() {
        return GuizhouRecordCodec.GUIZHOU;
    }

    @Override
    public AgentFactory<GuizhouAction, GuizhouObservation> agent(String name, RuleSet rules) {
        return standardAgent(name, TSUMOGIRI, () -> new GuizhouEfficiencyAgent(rules));
    }

    @Override
    public void tally(GuizhouEvent event, Tally tally) {
        switch (event) {
            case GuizhouEvent.Hand(HandEvent.Started<?, ?> h) -> tally.handStarted();
            case GuizhouEvent.Hand(HandEvent.Settled(var s, var scores)) -> tally.settled(s.wins(), w -> Tally.Winner.of(w.win()),
                    s.transfers(), (w, win) -> keys(w, win, s));
            case GuizhouEvent.DealerChosen d -> {
            }
            case GuizhouEvent.Table t -> tallyTable(t, tally);
            case GuizhouEvent.Won w -> {
            }
            case GuizhouEvent.ChickenFlipped f -> {
            }
        }
    }

    /** The keys of one win: its pattern, its way unless a plain discard, every other item its winner was paid, 金鸡. */
    private static List<String> keys(Settlement.ScoredWin w, Tally.Winner win, Settlement s) {
        List<String> keys = new ArrayList<>();
        keys.add(w.pattern().key());
        if (win.way() != WinSource.DISCARD) {
            keys.add(GuizhouTerms.WAYS.key(win.way()));
        }
        for (Transfer<Reason> t : s.transfers()) {
            if (t.to() == win.seat() && t.reason() != Reason.HU) {
                keys.add(t.reason().key());
            }
        }
        if (s.chickens().map(Chickens::jin).orElse(false)) {
            keys.add("jin_ji");
        }
        return keys;
    }
}
