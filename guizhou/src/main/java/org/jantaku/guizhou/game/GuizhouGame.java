package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * 六盘水捉鸡麻将 on the engine: 108 tiles, draw, discard, 碰, the three 豆, 胡 (several on one
 * discard), 报听; no 吃. A game is {@code gz.gameHands} hands; scores start at 0. Each hand ends in a
 * win (settled with chickens, 豆, 连庄 …) or 黄庄 (查叫), by the same settlement the table-side
 * {@code jantaku settle} uses. Stateless; states are immutable.
 */
public final class GuizhouGame implements Variant<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> {

    @Override
    public String name() {
        return "guizhou";
    }

    @Override
    public RuleCatalog catalog() {
        return GuizhouRules.CATALOG;
    }

    @Override
    public TileSet tileSet(RuleSet rules) {
        return TileSet.SUITS_108;
    }

    @Override
    public Transition<GuizhouState, GuizhouEvent> start(RuleSet rules, Walls walls) {
        if (rules.catalog() != GuizhouRules.CATALOG) {
            throw new IllegalArgumentException("not a rule set of the guizhou catalog");
        }
        List<GuizhouEvent> events = new ArrayList<>();
        GuizhouEvent.DealerChosen chosen = Dealing.firstDealer(walls);
        events.add(chosen);
        GuizhouState s = Dealing.deal(rules, walls, 0, chosen.dealer(), 1, BySeat.all(0), events);
        return new Transition<>(s, events);
    }

    @Override
    public Set<Integer> toAct(GuizhouState s) {
        return switch (s.phase()) {
            case Phase.Turn t -> Set.of(t.seat());
            case Phase.Claims c -> c.pending();
            case Phase.Over o -> Set.of();
        };
    }

    @Override
    public List<GuizhouAction> legalActions(GuizhouState s, int seat) {
        return Legal.of(s, seat);
    }

    @Override
    public Result<Transition<GuizhouState, GuizhouEvent>> apply(GuizhouState s, int seat, GuizhouAction action) {
        if (s.isOver()) {
            return Result.illegal("the game is over");
        }
        if (!toAct(s).contains(seat)) {
            return Result.illegal("seat " + seat + " is not to act (waiting for " + toAct(s) + ")");
        }
        List<GuizhouAction> legal = legalActions(s, seat);
        if (!legal.contains(action)) {
            return Result.illegal("seat " + seat + " cannot play " + action + " now (see its legal actions)");
        }
        List<GuizhouEvent> events = new ArrayList<>();
        GuizhouState next = Play.apply(s, seat, action, events);
        return Result.ok(new Transition<>(next, events));
    }

    @Override
    public GuizhouObservation observe(GuizhouState s, int seat) {
        return GuizhouObservation.of(s, Optional.of(seat), toAct(s));
    }

    @Override
    public GuizhouObservation observeAll(GuizhouState s) {
        return GuizhouObservation.of(s, Optional.empty(), toAct(s));
    }

    @Override
    public boolean isOver(GuizhouState s) {
        return s.isOver();
    }
}
