package org.jantaku.riichi.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.view.result.FlowHandView;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.ItemView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.MeldView;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.ShownHand;
import org.jantaku.engine.view.result.Standings;
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.Limit;
import org.jantaku.riichi.scoring.YakuHan;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.Reason;

/**
 * Riichi result views from a step's {@link RiichiEvent.Won}, {@link RiichiEvent.HandDrawn} and
 * {@link RiichiEvent.GameEnded} events and the state before the step (the winner's melds, the
 * indicators: the events do not repeat them).
 */
final class RiichiResults {
    /** The engine's kind of an exhaustive draw (荒牌流局), the only draw whose tenpai hands are laid open. */
    private static final String EXHAUSTIVE = "exhaustive";
    /** The variant's name its views carry. */
    static final String NAME = RiichiRules.CATALOG.name();

    private RiichiResults() {
    }

    static Optional<HandResultView> hand(RiichiState before, List<? extends Event> events) {
        if (events.stream().noneMatch(e -> e instanceof RiichiEvent.Won || e instanceof RiichiEvent.HandDrawn)) {
            return Optional.empty();
        }
        List<RiichiEvent.Won> wins = new ArrayList<>();
        Optional<RiichiEvent.HandDrawn> drawn = Optional.empty();
        List<Tile> dora = new ArrayList<>(before.doraIndicators());
        int sticks = before.riichiSticks();
        for (Event e : events) {
            if (e instanceof RiichiEvent.Won w) {
                wins.add(w);
            } else if (e instanceof RiichiEvent.HandDrawn d && wins.isEmpty()) {
                drawn = Optional.of(d);
                break;
            } else if (!wins.isEmpty()) {
                break; // the next hand's deal, or the game's end
            } else if (e instanceof RiichiEvent.DoraRevealed d) {
                dora.add(d.indicator());
            } else if (e instanceof RiichiEvent.RiichiAccepted) {
                sticks++;
            }
        }
        RiichiRound round = new RiichiRound(Wind.ofRound(before.roundWind()).letter(), before.round() % 4 + 1, before.streak(), sticks,
                before.dealer());
        List<TileView> doraViews = TileView.of(dora);
        if (!wins.isEmpty()) {
            List<WinView> views = new ArrayList<>();
            List<Transfer<Reason>> transfers = new ArrayList<>();
            List<Tile> uraTiles = List.of();
            for (RiichiEvent.Won w : wins) {
                views.add(win(before, w));
                transfers.addAll(w.transfers());
                if (uraTiles.isEmpty()) {
                    uraTiles = w.uraIndicators(); // a riichi winner's, the same for every winner in riichi
                }
            }
            RiichiEvent.Won first = wins.get(0); // a tsumo's the only win; every win of a double or triple ron a ron
            Label hand = Label.key("reason", first.from() == first.seat() ? "tsumo" : "ron");
            return Optional.of(new FlowHandView<>(NAME, round, Optional.empty(), Outcome.Win.of(views), views,
                    new RiichiHandEnd(doraViews, TileView.of(uraTiles)),
                    PaymentTable.of(transfers, r -> reason(r, hand), wins.get(wins.size() - 1).scores())));
        }
        RiichiEvent.HandDrawn d = drawn.orElseThrow();
        Label hand = notenPayments(before, d) ? Label.key("reason", "noten") : Label.key("reason", "nagashi_mangan");
        Optional<TableEvent.Discarded> last = events.stream().<TableEvent.Discarded>mapMulti((e, out) -> {
            if (e instanceof RiichiEvent.Table(TableEvent.Discarded x)) {
                out.accept(x);
            }
        }).reduce((a, b) -> b);
        List<ShownHand> shown = d.kind().equals(EXHAUSTIVE)
                ? d.tenpai().stream().sorted().map(seat -> shown(before, seat, last)).toList() : List.of();
        Optional<String> ready = d.kind().equals(EXHAUSTIVE) ? Optional.of("tenpai") : Optional.empty();
        return Optional.of(new FlowHandView<>(NAME, round, ready, new Outcome.Draw(Label.key("draw", d.kind()), d.tenpai(), shown),
                List.of(), new RiichiHandEnd(doraViews, List.of()), PaymentTable.of(d.transfers(), r -> reason(r, hand), d.scores())));
    }

    static Optional<GameResultView> game(RiichiState before, List<? extends Event> events) {
        for (Event e : events) {
            if (e instanceof RiichiEvent.GameEnded g) {
                FinalScores.Result r = g.result();
                return Optional.of(new GameResultView(NAME, Standings.of(r.scores(), Optional.of(r.ranks()), Optional.of(r.points())),
                        before.rules().get(RiichiRules.UMA)));
            }
        }
        return Optional.empty();
    }

    /**
     * Whether an exhaustive draw's hand payments are the noten payments (不聴罰符): tenpai seats paid
     * by noten seats, no more than {@code riichi.notenPenalty} in all. Otherwise they are 流し満貫's,
     * which the engine pays as a self-draw mangan from every other seat.
     */
    private static boolean notenPayments(RiichiState s, RiichiEvent.HandDrawn d) {
        int sum = 0;
        for (Transfer<Reason> t : d.transfers()) {
            if (t.reason() == Reason.HAND) {
                if (d.tenpai().contains(t.from()) || !d.tenpai().contains(t.to())) {
                    return false;
                }
                sum += t.points();
            }
        }
        return sum <= s.rules().get(RiichiRules.NOTEN_PENALTY);
    }

    /** A payment's reason: {@code hand}, what the hand itself paid, or the reason's own key. */
    private static Label reason(Reason r, Label hand) {
        return r == Reason.HAND ? hand : Label.key("reason", r.key());
    }

    /**
     * A tenpai seat's hand as it lies open at an exhaustive draw: as it was before the step, less the
     * last discard when the seat made it in this step.
     */
    private static ShownHand shown(RiichiState before, int seat, Optional<TableEvent.Discarded> discard) {
        List<Tile> hand = new ArrayList<>(before.seats().get(seat).hand());
        discard.filter(x -> x.seat() == seat).ifPresent(x -> hand.remove(x.tile()));
        hand.sort(null);
        return new ShownHand(seat, TileView.of(hand), before.seat(seat).melds().stream().map(RiichiResults::meld).toList());
    }

    private static WinView win(RiichiState before, RiichiEvent.Won w) {
        List<MeldView> melds = before.seat(w.seat()).melds().stream().map(RiichiResults::meld).toList();
        HandScore score = w.score();
        boolean yakuman = score.yakumanMultiplier() > 0;
        List<ItemView> items = new ArrayList<>();
        for (YakuHan y : score.yaku()) {
            Label name = Label.of("yaku", y.yaku());
            items.add(yakuman ? ItemView.named(name, y.han() / 13, "yakuman") : ItemView.named(name, y.han(), "han"));
        }
        List<ItemView> total = new ArrayList<>();
        if (!yakuman) {
            total.add(ItemView.total(score.han(), "han"));
            if (score.fu() > 0) {
                total.add(ItemView.total(score.fu(), "fu"));
            }
        }
        if (score.limit() != Limit.NONE) {
            total.add(ItemView.named(Label.key("limit", score.limit().key()),
                    yakuman ? score.yakumanMultiplier() : 1, "limit"));
        }
        int points = HandValue.paidTo(w.seat(), w.transfers());
        total.add(ItemView.total(points, "points"));
        Label way = way(w);
        return WinView.of(w.seat(), w.from(), way, w.hand(), w.winTile(), melds, items, total);
    }

    /** How a win was made: {@code tsumo} (ツモ, the winner's own draw) or {@code ron} (ロン, another seat's tile). */
    private static Label way(RiichiEvent.Won w) {
        return Label.key("way", w.from() == w.seat() ? "tsumo" : "ron");
    }

    /** A meld with its called tile first (an added kan's added tile next) and the seat it came from. */
    private static MeldView meld(RiichiMeld m) {
        return MeldView.of(m, Label.of("meld", RiichiTerms.MELDS.names(m.shape())), true);
    }
}
