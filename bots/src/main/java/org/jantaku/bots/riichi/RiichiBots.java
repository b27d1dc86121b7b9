package org.jantaku.bots.riichi;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.mjai.MjaiAgent;
import org.jantaku.bots.mjai.MjaiCommand;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.scoring.YakuHan;

/**
 * Riichi's agents ({@code random}, {@code tsumogiri}, {@code efficiency}) and how its events read
 * as outcomes: a win's value is what the hand pays its winner (包 included, 本場 and 供託 not), its
 * patterns are the yaku keys (dora kinds included, once per win that has them); an exhaustive or
 * abortive draw (流局) is a drawn hand.
 */
public final class RiichiBots implements VariantBots<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> {
    public static final RiichiBots INSTANCE = new RiichiBots();

    /** For {@link java.util.ServiceLoader} ({@link org.jantaku.bots.Bots#VARIANTS}); elsewhere use {@link #INSTANCE}. */
    public RiichiBots() {
    }

    @Override
    public RecordedVariant<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> recorded() {
        return RiichiRecordCodec.RIICHI;
    }

    @Override
    public AgentFactory<RiichiAction, RiichiObservation> agent(String name, RuleSet rules) {
        return agent(name, rules, BridgeOptions.DEFAULT);
    }

    @Override
    public boolean seatsMjaiBots() {
        return true;
    }

    /** The named agents, and {@code mjai:COMMAND}: an external mjai bot ({@link MjaiAgent}) run with {@code bridge}. */
    @Override
    public AgentFactory<RiichiAction, RiichiObservation> agent(String name, RuleSet rules, BridgeOptions bridge) {
        if (MjaiCommand.named(name)) {
            return MjaiAgent.factory(name, rules, bridge);
        }
        return switch (name) {
            case "random" -> (seat, seed) -> new RandomViewAgent(seed);
            case "tsumogiri" -> (seat, seed) -> TsumogiriAgent.INSTANCE;
            case "efficiency" -> {
                EfficiencyAgent agent = new EfficiencyAgent(rules); // stateless: shared by every seat
                yield (seat, seed) -> agent;
            }
            default -> throw unknownAgent(name);
        };
    }

    /** The refusal of an unknown agent name, listing the known ones and {@code mjai:COMMAND}. */
    @Override
    public IllegalArgumentException unknownAgent(String name) {
        return new IllegalArgumentException("unknown agent '" + name + "' for riichi (known: "
                + String.join(", ", agentNames()) + ", or mjai:COMMAND, an external mjai bot)");
    }

    @Override
    public void tally(RiichiEvent event, Tally tally) {
        if (event instanceof RiichiEvent.Table) {
            return; // the flow's draws, discards and melds, which count nothing: a type test, not the switch's dispatch
        }
        switch (event) {
            case RiichiEvent.Table t -> {
            }
            case RiichiEvent.HandStarted h -> tally.handStarted();
            case RiichiEvent.Won w -> {
                int value = HandValue.paidTo(w.seat(), w.transfers());
                List<String> yaku = new ArrayList<>(w.score().yaku().size());
                for (YakuHan y : w.score().yaku()) {
                    yaku.add(y.yaku().key());
                }
                tally.won(w.seat(), w.from(), value, yaku);
            }
            case RiichiEvent.HandDrawn d -> tally.drawn();
            case RiichiEvent.GameEnded g -> tally.gameEnded(g.result().scores(), g.result().ranks());
            case RiichiEvent.RiichiAccepted r -> {
            }
            case RiichiEvent.Nuki n -> {
            }
            case RiichiEvent.DoraRevealed d -> {
            }
            case RiichiEvent.TenpaiDeclared d -> {
            }
        }
    }
}
