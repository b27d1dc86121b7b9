package org.jantaku.example.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.ItemView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.Standings;
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.TransferView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.example.game.PairsEvent;
import org.jantaku.example.game.PairsState;
import org.jantaku.example.rules.PairsTerms;

/**
 * Pairs 七对 result views from a step's {@link PairsEvent.Won}, {@link PairsEvent.HandSettled} and
 * {@link TableEvent.GameEnded} events and the state before the step (the hand's number and dealer).
 */
public final class PairsResults {
    private PairsResults() {
    }

    public static Optional<HandResultView> hand(PairsState before, List<? extends Event> events) {
        List<PairsEvent.Won> wins = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof PairsEvent.Won w) {
                wins.add(w);
            } else if (e instanceof PairsEvent.HandSettled settled) {
                return Optional.of(view(before, wins, settled));
            }
        }
        return Optional.empty();
    }

    private static HandResultView view(PairsState before, List<PairsEvent.Won> wins, PairsEvent.HandSettled settled) {
        List<TransferView> transfers = settled.settlement().transfers().stream().map(PairsResults::transfer).toList();
        PaymentTable payments = PaymentTable.of(transfers, settled.scores());
        Outcome outcome = wins.isEmpty() ? new Outcome.Draw(Label.of("draw", PairsTerms.EXHAUSTED), List.of())
                : new Outcome.Win(wins.stream().map(PairsEvent.Won::seat).toList(), wins.get(0).from(),
                        Label.of("way", PairsTerms.WAYS.names(wins.get(0).way())));
        return new PairsHandView(new PairsHandView.Round(before.hand() + 1, before.dealer()), outcome, wins.stream().map(w -> win(w, settled)).toList(), payments);
    }

    /** The winner's fourteen tiles (the winning one apart) and what the win brought him. */
    private static WinView win(PairsEvent.Won w, PairsEvent.HandSettled settled) {
        List<Tile> concealed = new ArrayList<>(w.hand());
        concealed.remove(w.tile());
        int points = HandValue.paidTo(w.seat(), settled.settlement().transfers());
        return new WinView(w.seat(), w.from(), Label.of("way", PairsTerms.WAYS.names(w.way())), TileView.of(concealed), List.of(),
                TileView.of(w.tile()), List.of(ItemView.named(Label.of("pattern", PairsTerms.SEVEN_PAIRS), points, "points")), List.of());
    }

    private static TransferView transfer(Transfer<PairsTerms.Reason> t) {
        return new TransferView(t.from(), t.to(), t.points(), Label.of("reason", t.reason()));
    }

    public static Optional<GameResultView> game(List<? extends Event> events) {
        for (Event e : events) {
            if (e instanceof PairsEvent.Table(TableEvent.GameEnded g)) {
                return Optional.of(Standings.byScore("pairs", g.scores()));
            }
        }
        return Optional.empty();
    }
}
