package org.jantaku.example.bots;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.play.Tsumogiri;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.WinSource;
import org.jantaku.example.game.PairsAction;
import org.jantaku.example.game.PairsEvent;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.game.PairsState;
import org.jantaku.example.record.PairsRecordCodec;
import org.jantaku.example.rules.PairsTerms;

/**
 * Pairs 七对's agents ({@code random}, {@code tsumogiri}, {@code efficiency}: {@link PairsAgent}) and how its
 * events read as outcomes: a win's value is what the winner was paid, its patterns {@code seven_pairs} and the
 * way when not a plain discard; 荒庄 is a drawn hand; places go by score, a tie in seat order ({@link VariantBots#tallyTable}).
 * A service ({@code META-INF/services/org.jantaku.bots.VariantBots}).
 */
public final class PairsBots implements VariantBots<PairsState, PairsAction, PairsEvent, PairsObservation> {
    /** The wins (自摸, 胡), taken whenever offered by every agent but {@code random}. */
    private static final Agent<PairsAction, PairsObservation> TSUMOGIRI =
            new Tsumogiri<PairsAction, PairsObservation>(PairsObservation::table).onTable();

    /** For {@link java.util.ServiceLoader}. */
    public PairsBots() {
    }

    @Override
    public RecordedVariant<PairsState, PairsAction, PairsEvent, PairsObservation> recorded() {
        return PairsRecordCodec.PAIRS;
    }

    @Override
    public AgentFactory<PairsAction, PairsObservation> agent(String name, RuleSet rules) {
        return standardAgent(name, TSUMOGIRI, PairsAgent::new);
    }

    @Override
    public void tally(PairsEvent event, Tally tally) {
        switch (event) {
            case PairsEvent.Hand(HandEvent.Started<?, ?> h) -> tally.handStarted();
            case PairsEvent.Hand(HandEvent.Settled(var s, var scores)) -> tally.settled(s.wins(), w -> new Tally.Winner(w.seat(), w.way(), w.from()),
                    s.transfers(), (w, win) -> keys(win));
            case PairsEvent.Table t -> tallyTable(t, tally);
            case PairsEvent.Won w -> {
            }
        }
    }

    /** The keys of one win: {@code seven_pairs}, and its way unless a plain discard. */
    private static List<String> keys(Tally.Winner win) {
        List<String> keys = new ArrayList<>(List.of(PairsTerms.SEVEN_PAIRS.key()));
        if (win.way() != WinSource.DISCARD) {
            keys.add(PairsTerms.WAYS.key(win.way()));
        }
        return keys;
    }
}
