package org.jantaku.example.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.view.result.FlowHandView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.ItemView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.example.game.PairsEvent;
import org.jantaku.example.game.PairsSettlement;
import org.jantaku.example.game.PairsState;
import org.jantaku.example.rules.PairsRules;
import org.jantaku.example.rules.PairsTerms;

/**
 * Pairs 七对's hand results from a step's {@link PairsEvent.Won} and {@link PairsEvent.Hand} settlement events and the
 * state before the step (the hand's number and dealer); the game's end is the engine's
 * {@link org.jantaku.engine.view.result.Standings}.
 */
public final class PairsResults {
    /** The variant's name its views carry. */
    static final String NAME = PairsRules.CATALOG.name();

    private PairsResults() {
    }

    public static Optional<HandResultView> hand(PairsState before, List<? extends Event> events) {
        List<PairsEvent.Won> wins = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof PairsEvent.Won w) {
                wins.add(w);
            } else if (e instanceof PairsEvent.Hand(HandEvent.Settled<HandEvent.Plain, PairsSettlement> settled)) {
                return Optional.of(view(before, wins, settled));
            }
        }
        return Optional.empty();
    }

    private static HandResultView view(PairsState before, List<PairsEvent.Won> wins, HandEvent.Settled<HandEvent.Plain, PairsSettlement> settled) {
        PaymentTable payments = PaymentTable.of(settled.settlement().transfers(), r -> Label.of("reason", r), settled.scores());
        List<WinView> views = wins.stream().map(w -> win(w, settled)).toList();
        Outcome outcome = views.isEmpty() ? Outcome.Draw.exhaustedWall(List.of()) : Outcome.Win.of(views);
        return new FlowHandView<>(NAME, new PairsRound(before.hand() + 1, before.dealer()), Optional.empty(), outcome, views,
                new FlowTableView.NoFields(), payments);
    }

    /** The winner's fourteen tiles (the winning one apart) and what the win brought him. */
    private static WinView win(PairsEvent.Won w, HandEvent.Settled<HandEvent.Plain, PairsSettlement> settled) {
        int points = HandValue.paidTo(w.seat(), settled.settlement().transfers());
        return WinView.of(w.seat(), w.from(), Label.of("way", PairsTerms.WAYS.names(w.way())), w.hand(), w.tile(), List.of(),
                List.of(ItemView.named(Label.of("pattern", PairsTerms.SEVEN_PAIRS), points, "points")), List.of());
    }
}
