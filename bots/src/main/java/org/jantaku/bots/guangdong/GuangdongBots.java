package org.jantaku.bots.guangdong;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.play.Tsumogiri;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongEvent;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.game.HandResult;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.settlement.Cause;
import org.jantaku.guangdong.settlement.Fan;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.Horses;
import org.jantaku.guangdong.settlement.Reason;
import org.jantaku.guangdong.settlement.WinScore;

/**
 * 广东麻将's agents ({@code random}, {@code tsumogiri}, {@code efficiency}) for 鸡胡 and 推倒胡, and
 * how its events read as outcomes, from each hand's settlement: a win's value is what the hand pays
 * its winner for the win (胡 and the 包 shares; not the kong payments nor the horses); its patterns are
 * its fan keys (鸡胡: the pattern, every addition, the 3-番 minimum that applied, and {@code capped}
 * when 爆胡 cut its 番; 推倒胡: 小胡 or each 大胡), {@code kong_flower} or {@code robbed_kong} for those
 * ways of winning, every other item the winner was paid (包, kong payments, by reason key) and, when
 * horses were bought (买马), {@code horses_on_winner_N}: how many of them named the winner. A win on a
 * discard or by robbing a kong is a deal-in of the discarder or the robbed player. The game's end
 * gives scores only: places go by score, a tie in seat order ({@link VariantBots#tallyTable}).
 */
public final class GuangdongBots implements VariantBots<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> {
    public static final GuangdongBots INSTANCE = new GuangdongBots();

    private static final Agent<GuangdongAction, GuangdongObservation> TSUMOGIRI =
            new Tsumogiri<GuangdongAction, GuangdongObservation>(GuangdongObservation::table).onTable();

    /** For {@link java.util.ServiceLoader} ({@link org.jantaku.bots.Bots#VARIANTS}); elsewhere use {@link #INSTANCE}. */
    public GuangdongBots() {
    }

    @Override
    public RecordedVariant<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> recorded() {
        return GuangdongRecordCodec.GUANGDONG;
    }

    @Override
    public AgentFactory<GuangdongAction, GuangdongObservation> agent(String name, RuleSet rules) {
        return standardAgent(name, TSUMOGIRI, () -> new GuangdongEfficiencyAgent(rules));
    }

    @Override
    public void tally(GuangdongEvent event, Tally tally) {
        switch (event) {
            case GuangdongEvent.Hand(HandEvent.Started<?, ?> h) -> tally.handStarted();
            case GuangdongEvent.Hand(HandEvent.Settled(var r, var scores)) -> tally.settled(r.settlement().wins(), w -> winner(r, w.seat()),
                    r.settlement().transfers(), (w, win) -> keys(w, win, r));
            case GuangdongEvent.Table t -> tallyTable(t, tally);
        }
    }

    /** The winner of a scored win, as the hand's end has it. */
    private static Tally.Winner winner(HandResult r, int seat) {
        return Tally.Winner.of(r.end().wins().stream().filter(x -> x.seat() == seat).findFirst().orElseThrow());
    }

    /** The keys of one win: its fan, its way when 杠上开花 or 抢杠, every other item its winner was paid, its horses. */
    private static List<String> keys(WinScore w, Tally.Winner win, HandResult r) {
        List<String> keys = new ArrayList<>();
        w.patterns().forEach(f -> keys.add(f.key()));
        w.additions().forEach(f -> keys.add(f.key()));
        w.minimum().map(Fan::key).ifPresent(keys::add);
        if (w.capped()) {
            keys.add("capped");
        }
        if (win.way() == WinSource.REPLACEMENT_DRAW || win.way() == WinSource.ROBBED_KONG) {
            keys.add(GuangdongTerms.WAYS.key(win.way()));
        }
        for (Transfer<Cause> t : r.settlement().transfers()) {
            if (t.to() == win.seat() && t.reason() instanceof Reason reason && reason != Reason.HU && reason != Reason.HORSE) {
                keys.add(reason.key()); // a horse's copy is no part of the win
            }
        }
        if (!r.horses().isEmpty()) {
            int onWinner = 0;
            for (Tile horse : r.horses()) {
                onWinner += Horses.target(horse.kind(), r.end().dealer()) == win.seat() ? 1 : 0;
            }
            keys.add("horses_on_winner_" + onWinner);
        }
        return keys;
    }
}
