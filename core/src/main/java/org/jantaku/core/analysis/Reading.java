package org.jantaku.core.analysis;

import java.util.List;
import org.jantaku.core.tile.TileKind;

/**
 * One way to read a complete hand: four sets and a pair, seven pairs, or thirteen orphans.
 *
 * @param shape which form
 * @param pair the pair of a standard reading (the duplicated tile of 十三幺; the first pair of 七对)
 * @param sets the four sets of a standard reading (melds included), empty otherwise
 */
public record Reading(Shape shape, TileKind pair, List<Group> sets) {
    public Reading {
        sets = List.copyOf(sets);
    }

    /** The form of a reading. */
    public enum Shape { STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS }

    /**
     * A set: a run from {@code kind}, or a triplet/kong of {@code kind}.
     *
     * @param concealed formed in the hand or an 暗杠 (for 四暗刻)
     */
    public record Group(boolean run, TileKind kind, boolean kong, boolean concealed) {
        /** The kinds of the set's tiles: a run's three, or the one. */
        public List<TileKind> kinds() {
            return run ? List.of(kind, TileKind.of(kind.index() + 1), TileKind.of(kind.index() + 2)) : List.of(kind);
        }

        /** How many tiles of a kind the set holds. */
        public int count(TileKind k) {
            if (run) {
                int d = k.index() - kind.index();
                return k.suit() == kind.suit() && d >= 0 && d <= 2 ? 1 : 0;
            }
            return k == kind ? (kong ? 4 : 3) : 0;
        }
    }

    public boolean allRuns() {
        return shape == Shape.STANDARD && sets.stream().allMatch(Group::run);
    }

    public boolean allTriplets() {
        return shape == Shape.STANDARD && sets.stream().noneMatch(Group::run);
    }

    /** Triplets or kongs of one kind. */
    public boolean hasTriplet(TileKind kind) {
        return sets.stream().anyMatch(g -> !g.run() && g.kind() == kind);
    }

    public long tripletsWhere(java.util.function.Predicate<TileKind> p) {
        return sets.stream().filter(g -> !g.run() && p.test(g.kind())).count();
    }

    /** 大四喜: four triplets or kongs of winds. */
    public boolean bigFourWinds() {
        return tripletsWhere(TileKind::isWind) == 4;
    }

    /** 小四喜: three triplets or kongs of winds and a pair of the fourth. */
    public boolean littleFourWinds() {
        return shape == Shape.STANDARD && tripletsWhere(TileKind::isWind) == 3 && pair.isWind();
    }

    /** 大三元: three triplets or kongs of dragons. */
    public boolean bigThreeDragons() {
        return tripletsWhere(TileKind::isDragon) == 3;
    }

    /** 小三元: two triplets or kongs of dragons and a pair of the third. */
    public boolean littleThreeDragons() {
        return shape == Shape.STANDARD && tripletsWhere(TileKind::isDragon) == 2 && pair.isDragon();
    }
}
