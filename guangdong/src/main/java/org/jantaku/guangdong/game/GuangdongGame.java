package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * 广东麻将 on the engine, both rule sets ({@code gd.style}): 鸡胡 (吃 from 上家, 碰, 杠, discard wins
 * with several winners on one discard, 漏胡, 抢杠 of an added kong) and 推倒胡 (碰 and 杠 only, wins by
 * self-draw and 抢杠 of an added kong only, the dealer's horses). Seat 0 deals first; the game ends
 * when the deal has moved {@code 4 × gd.rounds} times or after {@code gd.maxHands} hands. Every hand
 * is settled by {@link org.jantaku.guangdong.settlement.GuangdongSettlement}, as {@code jantaku settle} does.
 */
public final class GuangdongGame implements Variant<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> {

    @Override
    public String name() {
        return "guangdong";
    }

    @Override
    public RuleCatalog catalog() {
        return GuangdongRules.CATALOG;
    }

    @Override
    public TileSet tileSet(RuleSet rules) {
        return TileSet.STANDARD_136;
    }

    @Override
    public Transition<GuangdongState, GuangdongEvent> start(RuleSet rules, Walls walls) {
        if (rules.catalog() != GuangdongRules.CATALOG) {
            throw new IllegalArgumentException("not a Guangdong rule set: " + rules.catalog().name());
        }
        List<GuangdongEvent> events = new ArrayList<>();
        int start = rules.get(GuangdongRules.STARTING_POINTS);
        GuangdongState s = Dealing.deal(rules, walls, 0, 0, 1, 0, BySeat.all(start), Optional.empty(), events);
        return new Transition<>(s, events);
    }

    @Override
    public Set<Integer> toAct(GuangdongState s) {
        return switch (s.phase()) {
            case Phase.Turn t -> Set.of(t.seat());
            case Phase.Claims c -> waiting(c.options(), c.answers());
            case Phase.Rob r -> waiting(r.options(), r.answers());
            case Phase.GameOver o -> Set.of();
        };
    }

    private static Set<Integer> waiting(BySeat<List<GuangdongAction>> options, BySeat<Optional<GuangdongAction>> answers) {
        Set<Integer> out = new TreeSet<>();
        for (int seat = 0; seat < 4; seat++) {
            if (!options.get(seat).isEmpty() && answers.get(seat).isEmpty()) {
                out.add(seat);
            }
        }
        return out;
    }

    @Override
    public List<GuangdongAction> legalActions(GuangdongState s, int seat) {
        return Moves.legal(s, seat);
    }

    @Override
    public Result<Transition<GuangdongState, GuangdongEvent>> apply(GuangdongState s, int seat, GuangdongAction action) {
        return Play.apply(s, seat, action);
    }

    @Override
    public GuangdongObservation observe(GuangdongState s, int seat) {
        return GuangdongObservation.of(s, Optional.of(seat), toAct(s));
    }

    @Override
    public GuangdongObservation observeAll(GuangdongState s) {
        return GuangdongObservation.of(s, Optional.empty(), toAct(s));
    }

    @Override
    public boolean isOver(GuangdongState s) {
        return s.isOver();
    }
}
