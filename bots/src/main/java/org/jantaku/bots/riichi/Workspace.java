package org.jantaku.bots.riichi;

import java.util.Arrays;
import org.jantaku.core.analysis.SwapShanten;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.riichi.game.RiichiAction;

/**
 * What the efficiency agent works in while it decides, kept from decision to decision so that a
 * decision allocates nothing: the seat's view, the threats, the shanten search and the per-kind
 * tables of a turn. One per thread ({@link EfficiencyAgent} keeps them in a {@code ThreadLocal}),
 * because one agent instance may serve several seats, games or table-server threads, and a
 * decision never starts another.
 */
final class Workspace {
    final HandView view = new HandView();
    final Safety safety = new Safety();
    final SwapShanten search = new SwapShanten(TileSet.STANDARD_136);
    /** Per kind on a turn: the plain discard offered (a red five only when no plain tile is), else null. */
    final RiichiAction.Discard[] discard = new RiichiAction.Discard[TileKind.COUNT];
    /** Per kind on a turn: the riichi declaration offered with that discard, else null. */
    final RiichiAction.DeclareRiichi[] riichi = new RiichiAction.DeclareRiichi[TileKind.COUNT];
    /** Per kind on a turn: the shanten after discarding it. */
    final int[] after = new int[TileKind.COUNT];
    /** Per kind on a turn: the tiles the yaku plan wants gone after discarding it. */
    final int[] off = new int[TileKind.COUNT];
    /** Per kind on a turn: the ukeire after discarding it, where {@link DiscardRanking} worked it out (else 0). */
    final int[] ukeire = new int[TileKind.COUNT];

    /** Clears the actions offered on the previous turn. */
    void newTurn() {
        Arrays.fill(discard, null);
        Arrays.fill(riichi, null);
        Arrays.fill(ukeire, 0);
    }
}
