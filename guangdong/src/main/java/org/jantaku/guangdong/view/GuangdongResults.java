package org.jantaku.guangdong.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.engine.view.result.FlowHandView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.ItemView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.MeldView;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.guangdong.game.GuangdongEvent;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.game.HandResult;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.Fan;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Horses;
import org.jantaku.guangdong.settlement.WinInput;
import org.jantaku.guangdong.settlement.WinScore;

/**
 * 广东麻将's hand results from a step's {@link GuangdongEvent.Hand} (its {@link HandResult}: the
 * hand end, the settlement with every win's fan and every transfer, the horses) and the state before
 * the step (the winners' physical tiles and melds); the game's end is the engine's
 * {@link org.jantaku.engine.view.result.Standings}. Fan, ways, melds and payment reasons are shown with
 * their names in English, Japanese and Chinese ({@link Fan}, {@link GuangdongTerms},
 * {@link org.jantaku.guangdong.settlement.Reason}).
 */
public final class GuangdongResults {
    /** The variant's name its views carry. */
    static final String NAME = GuangdongRules.CATALOG.name();


    private GuangdongResults() {
    }

    public static Optional<HandResultView> hand(GuangdongState before, List<? extends Event> events) {
        for (Event e : events) {
            if (e instanceof GuangdongEvent.Hand(HandEvent.Settled<GuangdongEvent.Deal, HandResult> h)) {
                return Optional.of(hand(before, h));
            }
        }
        return Optional.empty();
    }

    private static HandResultView hand(GuangdongState before, HandEvent.Settled<GuangdongEvent.Deal, HandResult> h) {
        HandResult r = h.settlement();
        HandEnd end = r.end();
        GuangdongRound round = new GuangdongRound(before.hand() + 1, Wind.ofKind(end.prevailing()).letter(), end.dealer(),
                end.dealerTerm());
        List<WinView> wins = new ArrayList<>();
        for (WinScore score : r.settlement().wins()) {
            WinInput input = end.wins().stream().filter(w -> w.seat() == score.seat()).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no hand end for winner " + score.seat()));
            wins.add(win(before, input, r.winTile().orElseThrow(), score, r.tuidaohu()));
        }
        Outcome outcome = wins.isEmpty() ? Outcome.Draw.exhaustedWall(List.of()) : Outcome.Win.of(wins);
        List<GuangdongHandEnd.Horse> horses = r.horses().stream()
                .map(t -> new GuangdongHandEnd.Horse(TileView.of(t), Horses.target(t.kind(), end.dealer()))).toList();
        return new FlowHandView<>(NAME, round, Optional.empty(), outcome, wins, new GuangdongHandEnd(r.tuidaohu() ? "tuidaohu" : "jihu",
                horses), PaymentTable.of(r.settlement().transfers(), c -> Label.of("reason", c), h.scores()));
    }

    private static WinView win(GuangdongState before, WinInput input, Tile winTile, WinScore score, boolean tuidaohu) {
        int seat = input.seat();
        List<MeldView> melds = before.seats().get(seat).melds().stream().map(GuangdongResults::meld).toList();
        List<ItemView> items = new ArrayList<>();
        String unit = tuidaohu ? "none" : "fan";
        score.patterns().forEach(f -> items.add(ItemView.named(Label.of("fan", f), tuidaohu ? 0 : f.fan(), unit)));
        score.additions().forEach(f -> items.add(ItemView.named(Label.of("fan", f), f.fan(), "fan")));
        List<ItemView> total = new ArrayList<>();
        if (!tuidaohu) {
            total.add(score.minimum().map(m -> ItemView.named(Label.of("fan", m), score.fan(), "minimum"))
                    .orElseGet(() -> ItemView.total(score.fan(), score.capped() ? "cap" : "fan")));
        }
        total.add(ItemView.total(score.value(), "share"));
        boolean selfDraw = input.way() == WinSource.SELF_DRAW || input.way() == WinSource.REPLACEMENT_DRAW;
        return WinView.of(seat, selfDraw ? seat : input.from(), Label.of("way", GuangdongTerms.WAYS.names(input.way())),
                before.seats().get(seat).hand(), winTile, melds, items, total);
    }

    private static MeldView meld(Meld m) {
        return MeldView.of(m, Label.of("meld", GuangdongTerms.MELDS.names(m.shape())), false);
    }
}
