package org.jantaku.guangdong.settlement;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;

/**
 * What settlement needs to know about a hand's end: the table, every seat's melds in the order
 * they were made (an added kong at its 碰's place), the winners (none for 流局), the horses revealed
 * (推倒胡) and the players who left (逃跑).
 *
 * @param dealer the hand's dealer
 * @param prevailing the prevailing wind (风圈)
 * @param dealerTerm the dealer's consecutive hand as dealer (1 = his first); sets the horse count
 * @param melds each seat's melds, in the order made
 * @param wins the winners (several on one discard in 鸡胡); empty for a drawn hand
 * @param horses the horse tiles (买马), in the order taken
 * @param escaped seats that left the hand (逃跑, 推倒胡)
 * @param twelveFedBefore 包先不包后: seats that had already fed another player's fourth exposed meld
 *     (十二张落地) before feeding a winner's, so are not liable for the winner
 */
public record HandEnd(int dealer, TileKind prevailing, int dealerTerm, BySeat<List<Meld>> melds, List<WinInput> wins,
        List<TileKind> horses, List<Integer> escaped, Set<Integer> twelveFedBefore) {
    public HandEnd {
        Objects.requireNonNull(prevailing, "prevailing");
        melds = melds.map(List::copyOf);
        wins = List.copyOf(wins);
        horses = List.copyOf(horses);
        escaped = List.copyOf(escaped);
        twelveFedBefore = Set.copyOf(twelveFedBefore);
        if (dealer < 0 || dealer > 3) {
            throw new IllegalArgumentException("seats are 0-3, not " + dealer);
        }
        if (!prevailing.isWind()) {
            throw new IllegalArgumentException("the prevailing wind is a wind, not " + prevailing.mpsz());
        }
        if (dealerTerm < 1) {
            throw new IllegalArgumentException("the dealer's term counts from 1, not " + dealerTerm);
        }
    }
}
