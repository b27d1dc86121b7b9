package org.jantaku.bots.guangdong;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jantaku.bots.play.Actions;
import org.jantaku.bots.play.DiscardChoice;
import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.Kinds;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.agent.Agent;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * Plays 广东麻将 for speed, deterministically:
 * <ul>
 *   <li>wins whenever it can: 鸡胡 pays any winning hand and the cap (爆胡, 3 番) makes passing a win to
 *       build a bigger one within it pointless; in 推倒胡 the engine offers only self-draws and 抢杠;</li>
 *   <li>discards by {@link GuangdongJudge}: lowest shanten over the rule set's shapes, then the most
 *       ukeire, then its throwing order (value honours kept only below the cap), then the safer tile;</li>
 *   <li>makes a kong (each is paid in 推倒胡, adds a 番 in 鸡胡) when it does not set the hand back; an
 *       added kong not while a threat could rob it;</li>
 *   <li>吃 (鸡胡) or 碰 when it lowers the shanten, 碰 before 吃;</li>
 *   <li>folds in 鸡胡 against a hand with three exposed melds when two or more from ready: the safest
 *       tile, no calls. 推倒胡 has no discard wins, so it never folds.</li>
 * </ul>
 */
final class GuangdongEfficiencyAgent implements Agent<GuangdongAction, GuangdongObservation> {
    private final RuleSet rules;
    private final boolean tuidaohu;
    private final HandShape shape;

    GuangdongEfficiencyAgent(RuleSet rules) {
        this.rules = rules;
        this.tuidaohu = GuangdongRules.isTuidaohu(rules);
        this.shape = HandShape.of(GuangdongRules.winShapes(rules));
    }

    @Override
    public GuangdongAction choose(GuangdongObservation o, List<GuangdongAction> legal, Duration timeLimit) {
        Optional<GuangdongAction> win = Actions.first(legal, Actions::isWin);
        if (win.isPresent()) {
            return win.get();
        }
        GuangdongView view = new GuangdongView(o, rules);
        int[] c = view.table.counts;
        int melds = view.melds.size();
        int shanten = shape.shanten(c, melds);
        boolean fold = view.threats != 0 && shanten >= 2;
        GuangdongAction pass = new GuangdongAction.Pass();
        if (legal.contains(pass)) {
            return fold ? pass : claim(o, legal, c, melds, shanten);
        }
        long discardable = 0;
        for (GuangdongAction a : legal) {
            switch (a) {
                case GuangdongAction.Discard d -> discardable |= 1L << d.kind().index();
                case GuangdongAction.ConcealedKong k -> {
                    if (!fold && Kinds.keepsPace(c, k.kind().index(), 4, melds + 1, shanten, shape)) {
                        return k;
                    }
                }
                case GuangdongAction.AddedKong k -> {
                    if (view.threats == 0 && Kinds.keepsPace(c, k.kind().index(), 1, melds, shanten, shape)) {
                        return k;
                    }
                }
                default -> {
                }
            }
        }
        GuangdongJudge judge = new GuangdongJudge(shape, view, tuidaohu);
        DiscardChoice.Pick pick = DiscardChoice.best(c, melds, discardable, view.table.visible, judge,
                view.table.safety(view.threats), fold);
        return new GuangdongAction.Discard(TileKind.of(pick.kind()));
    }

    /** The call that lowers the shanten most (碰 first on a tie), a kong that keeps it, or pass. */
    private GuangdongAction claim(GuangdongObservation o, List<GuangdongAction> legal, int[] c, int melds, int shanten) {
        int k = o.table().claimTile().orElseThrow().kind().index();
        GuangdongAction best = new GuangdongAction.Pass();
        int bestShanten = shanten;
        for (GuangdongAction a : legal) {
            switch (a) {
                case GuangdongAction.Kong kong -> {
                    if (Kinds.keepsPace(c, k, 3, melds + 1, shanten, shape)) {
                        return kong;
                    }
                }
                case GuangdongAction.Pon pon -> {
                    c[k] -= 2;
                    int s = shape.shanten(c, melds + 1);
                    c[k] += 2;
                    if (s < bestShanten) {
                        best = pon;
                        bestShanten = s;
                    }
                }
                case GuangdongAction.Chi chi -> {
                    int low = chi.low().index();
                    for (int i = low; i < low + 3; i++) {
                        c[i] -= i == k ? 0 : 1;
                    }
                    int s = shape.shanten(c, melds + 1);
                    for (int i = low; i < low + 3; i++) {
                        c[i] += i == k ? 0 : 1;
                    }
                    if (s < bestShanten) {
                        best = chi;
                        bestShanten = s;
                    }
                }
                default -> {
                }
            }
        }
        return best;
    }
}
