package org.jantaku.guizhou.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.view.result.FlowHandView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.ItemView;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.MeldView;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.guizhou.game.GuizhouEvent;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.Chickens;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.Reason;
import org.jantaku.guizhou.settlement.Settlement;

/**
 * 捉鸡麻将's hand results from a step's {@link GuizhouEvent.Won}, {@link GuizhouEvent.ChickenFlipped} and
 * {@link GuizhouEvent.Hand} events (the settlement with its chickens, 查叫 values and every transfer) and the
 * state before the step (the winners' melds, the hand's first 1条); the game's end is the engine's
 * {@link org.jantaku.engine.view.result.Standings}.
 */
public final class GuizhouResults {
    /** The variant's name its views carry. */
    static final String NAME = GuizhouRules.CATALOG.name();

    private GuizhouResults() {
    }

    public static Optional<HandResultView> hand(GuizhouState before, List<? extends Event> events) {
        List<GuizhouEvent.Won> wins = new ArrayList<>();
        Optional<Tile> flip = Optional.empty();
        HandEvent.Settled<GuizhouEvent.Deal, Settlement> settled = null;
        for (Event e : events) {
            if (e instanceof GuizhouEvent.Won w) {
                wins.add(w);
            } else if (e instanceof GuizhouEvent.ChickenFlipped f) {
                flip = Optional.of(f.tile());
            } else if (e instanceof GuizhouEvent.Hand(HandEvent.Settled<GuizhouEvent.Deal, Settlement> h)) {
                settled = h;
                break;
            }
        }
        if (settled == null) {
            return Optional.empty();
        }
        Settlement s = settled.settlement();
        Optional<Tile> flipped = flip;
        GuizhouRound round = new GuizhouRound(before.hand() + 1, before.dealer(), before.streak());
        PaymentTable payments = PaymentTable.of(s.transfers(), GuizhouResults::reason, settled.scores());
        List<GuizhouHandEnd.Ready> chajiao = s.chajiao().stream().map(r -> new GuizhouHandEnd.Ready(r.seat(),
                TileView.of(r.waitTile()), Label.of("pattern", r.pattern()), r.value())).toList();
        if (wins.isEmpty()) {
            Outcome draw = Outcome.Draw.exhaustedWall(s.ready().stream().sorted().toList());
            return Optional.of(new FlowHandView<>(NAME, round, Optional.of("jiao"), draw, List.of(),
                    new GuizhouHandEnd(Optional.empty(), chajiao, List.of()), payments));
        }
        List<WinView> views = wins.stream().map(w -> win(before, w)).toList();
        Optional<GuizhouHandEnd.Chickens> chickens = s.chickens().map(c -> chickens(before, c, flipped, s));
        return Optional.of(new FlowHandView<>(NAME, round, Optional.empty(), Outcome.Win.of(views), views,
                new GuizhouHandEnd(chickens, chajiao, s.burned().stream().sorted().toList()), payments));
    }

    private static Label reason(Reason r) {
        return Label.of("reason", r);
    }

    private static WinView win(GuizhouState before, GuizhouEvent.Won w) {
        List<MeldView> melds = before.seat(w.seat()).melds().stream().map(GuizhouResults::meld).toList();
        List<ItemView> items = List.of(ItemView.named(Label.of("pattern", w.pattern()), w.value(),
                "points"));
        return WinView.of(w.seat(), w.from(), Label.of("way", GuizhouTerms.WAYS.names(w.way())), w.hand(), w.tile(), melds, items, List.of());
    }

    private static MeldView meld(Meld m) {
        return MeldView.of(m, Label.of("meld", GuizhouTerms.MELDS.names(m.shape())), false);
    }

    /** The chickens as the settlement counted them: every kind worth units, and the first 1条 when it was paid for. */
    private static GuizhouHandEnd.Chickens chickens(GuizhouState before, Chickens c, Optional<Tile> flip, Settlement s) {
        Set<String> extra = before.rules().get(GuizhouRules.EXTRA_CHICKENS);
        List<GuizhouHandEnd.ChickenTile> tiles = new ArrayList<>();
        for (int k = 0; k < TileKind.COUNT; k++) {
            TileKind kind = TileKind.of(k);
            int units = c.units(kind);
            if (units == 0) {
                continue;
            }
            List<Label> names = new ArrayList<>();
            if (kind == Chickens.YAO_JI) {
                names.add(Label.key("chicken", c.jin() ? "jin_ji" : "yao_ji"));
            } else if (c.danJi().equals(Optional.of(kind))) {
                names.add(Label.key("chicken", "fan_ji"));
            }
            if (extra.contains("benJi") && c.flip().equals(Optional.of(kind))) {
                names.add(Label.key("chicken", "ben_ji"));
            }
            if (extra.contains("yaobaiJi") && c.flip().equals(Optional.of(kind.successor()))) {
                names.add(Label.key("chicken", "yaobai_ji"));
            }
            if (extra.contains("wuguJi") && kind == Chickens.WU_GU_JI) {
                names.add(Label.key("chicken", "wugu_ji"));
            }
            tiles.add(new GuizhouHandEnd.ChickenTile(TileView.of(kind), units, names));
        }
        Optional<GuizhouHandEnd.FirstOneSou> first = Optional.empty();
        for (Reason r : new Reason[] {Reason.CHONGFENGJI, Reason.ZERENJI}) {
            boolean paid = s.transfers().stream().anyMatch(t -> t.reason() == r);
            if (paid && first.isEmpty() && before.firstOneSou().isPresent() && before.firstOneSouTile().isPresent()) {
                var f = before.firstOneSou().get();
                first = Optional.of(new GuizhouHandEnd.FirstOneSou(reason(r), TileView.of(before.firstOneSouTile().get()), f.discarder(),
                        f.claimer().map(OptionalInt::of).orElse(OptionalInt.empty())));
            }
        }
        return new GuizhouHandEnd.Chickens(flip.map(TileView::of), tiles, first);
    }
}
