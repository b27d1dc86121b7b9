package org.jantaku.guizhou.settlement;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;

/**
 * One seat at the end of a hand.
 *
 * @param concealed the concealed tiles (a winner's with the winning tile: 14 − 3·melds; others
 *     13 − 3·melds); empty when not known, which settles the seat as not ready (没叫) with no chickens
 * @param melds 碰 and 豆, in the order made
 * @param baoting whether the seat declared 报听
 * @param discards the seat's discards still in its pond (not claimed); they count only for 满堂鸡
 */
public record SeatEnd(Optional<List<TileKind>> concealed, List<Meld> melds, boolean baoting, List<TileKind> discards) {
    public SeatEnd {
        concealed = concealed.map(List::copyOf);
        melds = List.copyOf(melds);
        discards = List.copyOf(discards);
    }

    /** A seat whose hand is known. */
    public static SeatEnd of(List<TileKind> concealed, List<Meld> melds, boolean baoting, List<TileKind> discards) {
        return new SeatEnd(Optional.of(concealed), melds, baoting, discards);
    }

    /** Concealed tiles counted by kind (34 entries; zeros when unknown). */
    public int[] concealedCounts() {
        return TileKind.counts(concealed.orElse(List.of()));
    }

    /** Every tile the seat holds (concealed and melds) counted by kind. */
    public int[] ownedCounts() {
        int[] c = concealedCounts();
        for (Meld m : melds) {
            c[m.kind().index()] += m.shape().size();
        }
        return c;
    }

    /** Whether the seat owns a 豆 that passes for winning on a discard. */
    public boolean hasPassDou(boolean delayedKongIsPass) {
        return melds.stream().anyMatch(m -> Shapes.isPassDou(m, delayedKongIsPass));
    }
}
