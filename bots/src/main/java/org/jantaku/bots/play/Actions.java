package org.jantaku.bots.play;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableAction;

/** Picking among legal actions. */
public final class Actions {
    private Actions() {
    }

    /** The first legal action {@code wanted} accepts (a win, typically: taken whenever offered). */
    public static <A> Optional<A> first(List<A> legal, Predicate<? super A> wanted) {
        for (A a : legal) {
            if (wanted.test(a)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** Whether a table-flow action wins (自摸, 胡: a self-draw or a win on another seat's tile), taken whenever offered. */
    public static boolean isWin(TableAction a) {
        return a.move() == Move.SELF_DRAW || a.move() == Move.WIN;
    }

    /** The listed discard of {@code tile}: of the tile itself, or of its kind where the variant discards by kind. */
    public static <A extends TableAction> Optional<A> discardOf(List<A> legal, Tile tile) {
        for (int i = legal.size() - 1; i >= 0; i--) { // the discards come last
            A a = legal.get(i);
            if (a.move() == Move.DISCARD && (a instanceof TableAction.OfTile t ? t.tile().equals(tile)
                    : a instanceof TableAction.OfKind k && k.kind() == tile.kind())) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }
}
