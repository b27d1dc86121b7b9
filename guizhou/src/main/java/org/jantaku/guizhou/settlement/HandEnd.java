package org.jantaku.guizhou.settlement;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;

/**
 * Everything the settlement of one hand reads: what a scorekeeper reports at the table and what
 * the game knows when a hand ends.
 *
 * @param dealer the dealer (庄家)
 * @param streak 连庄数 L (1 in a dealer's first hand, +1 for each hand he keeps the deal)
 * @param seats each seat's tiles, melds and 报听
 * @param wins the winners (several on one discard: 一炮多响); empty for 黄庄
 * @param flip the flipped tile (翻鸡), when someone won and the wall was not empty
 * @param firstOneSou the hand's first discarded 1条, if any
 */
public record HandEnd(int dealer, int streak, BySeat<SeatEnd> seats, List<Win> wins, Optional<TileKind> flip,
        Optional<FirstOneSou> firstOneSou) {
    public HandEnd {
        if (dealer < 0 || dealer > 3) {
            throw new IllegalArgumentException("the dealer is a seat 0-3, not " + dealer);
        }
        if (streak < 1) {
            throw new IllegalArgumentException("the streak count L starts at 1, not " + streak);
        }
        wins = List.copyOf(wins);
    }

    /** 黄庄: the wall ran out and nobody won. */
    public boolean exhausted() {
        return wins.isEmpty();
    }

    /** Whether a seat won. */
    public boolean won(int seat) {
        return wins.stream().anyMatch(w -> w.seat() == seat);
    }
}
