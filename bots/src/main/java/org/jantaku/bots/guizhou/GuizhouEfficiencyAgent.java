package org.jantaku.bots.guizhou;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jantaku.bots.play.Actions;
import org.jantaku.bots.play.DiscardChoice;
import org.jantaku.bots.play.Kinds;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.agent.Agent;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * Plays 捉鸡麻将 for speed and its money, deterministically:
 * <ul>
 *   <li>wins whenever it can (自摸, 胡; the engine offers a discard win only where the pass rule allows it);</li>
 *   <li>discards by {@link GuizhouJudge}: lowest shanten on the 108 tiles (龙七对 included), keeping 幺鸡,
 *       then the most ukeire — for a ready hand its winning tiles, four times over where the pass rule
 *       lets them win on a discard (a 豆 in hand, or a pattern above 平胡) — then terminals before
 *       middle tiles, then the safer tile;</li>
 *   <li>declares 报听 with its first discard when that leaves a ready hand with four or more winning
 *       tiles unseen and nobody threatens;</li>
 *   <li>makes every 豆 (点豆, 闷豆, 转弯豆: each is paid and is the pass to win on a discard) that does
 *       not set the hand back; a 转弯豆 not while someone has declared 报听 (he could rob it);</li>
 *   <li>碰 when it lowers the shanten;</li>
 *   <li>folds against 报听 or a hand with three melds when two or more from ready (one from ready
 *       against two 报听): it throws its safest tile and calls nothing.</li>
 * </ul>
 */
final class GuizhouEfficiencyAgent implements Agent<GuizhouAction, GuizhouObservation> {
    private final RuleSet rules;
    private final boolean delayedKongIsPass;

    GuizhouEfficiencyAgent(RuleSet rules) {
        this.rules = rules;
        this.delayedKongIsPass = rules.get(GuizhouRules.DELAYED_KONG_IS_PASS);
    }

    @Override
    public GuizhouAction choose(GuizhouObservation o, List<GuizhouAction> legal, Duration timeLimit) {
        Optional<GuizhouAction> win = Actions.first(legal, Actions::isWin);
        if (win.isPresent()) {
            return win.get();
        }
        GuizhouView view = new GuizhouView(o, delayedKongIsPass);
        int melds = view.melds.size();
        int shanten = GuizhouJudge.SHAPE.shanten(view.table.counts, melds);
        boolean fold = view.threats != 0 && !o.table().declared(view.table.seat)
                && (shanten >= 2 || shanten >= 1 && Integer.bitCount(view.baoting) >= 2);
        return o.table().claimTile().isPresent() ? claim(o, legal, view, shanten, fold) : turn(legal, view, shanten, fold);
    }

    private GuizhouAction turn(List<GuizhouAction> legal, GuizhouView view, int shanten, boolean fold) {
        int[] c = view.table.counts;
        int melds = view.melds.size();
        GuizhouAction[] discard = new GuizhouAction[TileKind.COUNT];
        GuizhouAction[] declare = new GuizhouAction[TileKind.COUNT];
        long discardable = 0;
        for (GuizhouAction a : legal) {
            switch (a) {
                case GuizhouAction.Discard d -> {
                    discard[d.tile().kind().index()] = d;
                    discardable |= 1L << d.tile().kind().index();
                }
                case GuizhouAction.DeclareReady d -> declare[d.tile().kind().index()] = d;
                case GuizhouAction.ConcealedKong k -> {
                    if (!fold && Kinds.keepsPace(c, k.kind().index(), 4, melds + 1, shanten, GuizhouJudge.SHAPE)) {
                        return k;
                    }
                }
                case GuizhouAction.AddedKong k -> {
                    if (!fold && view.baoting == 0 && Kinds.keepsPace(c, k.kind().index(), 1, melds, shanten, GuizhouJudge.SHAPE)) {
                        return k;
                    }
                }
                case GuizhouAction.SelfDraw w -> throw new IllegalStateException("a win is taken before");
                case GuizhouAction.Win w -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Pass p -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Pong p -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Kong k -> throw new IllegalStateException("no claim on a turn");
            }
        }
        GuizhouJudge judge = new GuizhouJudge(rules, view.melds, view.hasDou);
        DiscardChoice.Pick pick = DiscardChoice.best(c, melds, discardable, view.table.visible, judge, view.table.safety(view.threats), fold);
        if (!fold && view.threats == 0 && pick.shanten() == 0 && declare[pick.kind()] != null && pick.ukeire() >= 4) {
            return declare[pick.kind()];
        }
        return discard[pick.kind()];
    }

    private GuizhouAction claim(GuizhouObservation o, List<GuizhouAction> legal, GuizhouView view, int shanten, boolean fold) {
        GuizhouAction pass = new GuizhouAction.Pass();
        if (fold) {
            return pass;
        }
        int[] c = view.table.counts;
        int melds = view.melds.size();
        int k = o.table().claimTile().orElseThrow().kind().index();
        if (legal.contains(new GuizhouAction.Kong()) && Kinds.keepsPace(c, k, 3, melds + 1, shanten, GuizhouJudge.SHAPE)) {
            return new GuizhouAction.Kong();
        }
        if (legal.contains(new GuizhouAction.Pong()) && Kinds.keepsPace(c, k, 2, melds + 1, shanten - 1, GuizhouJudge.SHAPE)) {
            return new GuizhouAction.Pong(); // the shanten drops
        }
        return pass;
    }
}
