package org.jantaku.bots.guizhou;

import java.util.List;
import java.util.Optional;
import org.jantaku.bots.play.DiscardChoice;
import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.TileEfficiency;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.guizhou.settlement.Chickens;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.Shapes;

/**
 * How 捉鸡麻将 weighs a discard beyond shanten and ukeire: the 108 tiles and seven pairs where four of
 * a kind is two pairs (龙七对); 幺鸡 (1条, a chicken worth a unit from every other player to a hand
 * with 叫) is kept whenever another tile does as well; and a ready hand counts its winning tiles by
 * where they may come from — the pass rule (豆 is the pass) lets a 平胡 without a 豆 win on its own
 * draw only, so such a wait is worth a quarter of one that may also win on the three others'
 * discards.
 */
final class GuizhouJudge implements DiscardChoice.Judge {
    /** The winning shapes of 捉鸡麻将 ({@link Shapes#WIN}). */
    static final HandShape SHAPE = HandShape.of(Shapes.WIN);

    private final RuleSet rules;
    private final List<Meld> own;
    private final boolean hasDou;

    GuizhouJudge(RuleSet rules, List<Meld> melds, boolean hasDou) {
        this.rules = rules;
        this.own = melds;
        this.hasDou = hasDou;
    }

    @Override
    public HandShape shape() {
        return SHAPE;
    }

    @Override
    public int keep(int kind) {
        return kind == Chickens.YAO_JI.index() ? 1 : 0;
    }

    @Override
    public int order(int kind) {
        return TileEfficiency.isSimple(kind) ? 1 : 0;
    }

    @Override
    public int readyWorth(int[] counts, int melds, int[] visible, int ukeire) {
        int worth = 0;
        for (TileKind wait : Shapes.waits(counts, own)) {
            int k = wait.index();
            counts[k]++;
            Optional<Pattern> p = Shapes.pattern(counts, own, rules);
            counts[k]--;
            boolean anyTile = hasDou || p.isPresent() && p.get() != Pattern.PING_HU;
            worth += TileEfficiency.unseen(counts, visible, k) * (anyTile ? 4 : 1);
        }
        return worth;
    }
}
