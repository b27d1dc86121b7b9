package org.jantaku.bots.riichi;

import org.jantaku.bots.search.PartShanten;
import org.jantaku.bots.search.SwapShanten;
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
    /**
     * Per seat, the shanten search of its turns: a seat's hand changes in one or two parts from one
     * of its turns to the next, and the search keeps what the parts left alone allow ({@link SwapShanten#reset}).
     * It compares the hands themselves, so a thread serving several tables stays right, only slower.
     */
    private final SwapShanten[] searches = {search(), search(), search(), search()};
    /** Per seat, the shanten of its claim windows (its hand and each call's), kept part by part the same way. */
    private final PartShanten[] claimShanten = {claimShanten(), claimShanten(), claimShanten(), claimShanten()};
    /** Per seat, what it sees outside its hand, kept from its last decision ({@link SeenTiles}; it checks the view and its epoch). */
    private final SeenTiles[] seen = {new SeenTiles(), new SeenTiles(), new SeenTiles(), new SeenTiles()};
    /** The kinds a turn offers a discard of, and of them those it offers a riichi declaration with, bit per kind. */
    long offered;
    long riichiOffered;
    /** Per kind offered on a turn: the plain discard (a red five only when no plain tile is); stale for other kinds. */
    final RiichiAction.Discard[] discard = new RiichiAction.Discard[TileKind.COUNT];
    /** Per kind offered a riichi on a turn: the declaration with that discard, chosen as the discard is. */
    final RiichiAction.DeclareRiichi[] riichi = new RiichiAction.DeclareRiichi[TileKind.COUNT];
    /** What the last turn decided answers {@link ViewAgent#callsPassedAfterTurn}. */
    long callsPassed;
    /** The best tied discard so far while {@link DiscardRanking#fastest} weighs them. */
    final DiscardRanking.Best best = new DiscardRanking.Best();
    /** Per kind tied on a turn: the ukeire after discarding it, where {@link DiscardRanking} worked it out (else 0). */
    final int[] ukeire = new int[TileKind.COUNT];

    /** The search of {@code seat}'s turns. */
    SwapShanten search(int seat) {
        return searches[seat];
    }

    /** What {@code seat} sees outside its hand. */
    SeenTiles seen(int seat) {
        return seen[seat];
    }

    /** The shanten of {@code seat}'s claim windows. */
    PartShanten claimShanten(int seat) {
        return claimShanten[seat];
    }

    private static PartShanten claimShanten() {
        return new PartShanten(TileSet.STANDARD_136);
    }

    private static SwapShanten search() {
        return new SwapShanten(TileSet.STANDARD_136);
    }
}
