package org.jantaku.riichi.scoring;

import java.util.List;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.tile.Tile;

/**
 * A finished hand to score.
 *
 * @param hand the winner's hand: concealed tiles with the winning tile among them, and the melds
 * @param winTile the winning tile (one of the concealed tiles)
 * @param situation how it was won
 * @param doraIndicators dora indicators (表示牌) revealed, kan dora included
 * @param uraIndicators ura-dora indicators (count only for a riichi winner)
 * @param honba 本場 counters on the table
 * @param riichiSticks 供託 riichi sticks on the table, which the winner takes
 * @param nukiDora Norths the winner has set aside (北抜き, three-player Riichi), 0-4: each is a dora,
 *     and counts again for each indicator that shows North as dora
 */
public record WinRequest(Hand hand, Tile winTile, WinSituation situation, List<Tile> doraIndicators,
        List<Tile> uraIndicators, int honba, int riichiSticks, int nukiDora) {
    public WinRequest {
        doraIndicators = List.copyOf(doraIndicators);
        uraIndicators = List.copyOf(uraIndicators);
        if (honba < 0 || riichiSticks < 0) {
            throw new IllegalArgumentException("honba and riichi sticks cannot be negative");
        }
        if (nukiDora < 0 || nukiDora > 4) {
            throw new IllegalArgumentException("Norths set aside are 0-4, not " + nukiDora);
        }
    }

    /** A hand with no North set aside (every four-player hand). */
    public WinRequest(Hand hand, Tile winTile, WinSituation situation, List<Tile> doraIndicators,
            List<Tile> uraIndicators, int honba, int riichiSticks) {
        this(hand, winTile, situation, doraIndicators, uraIndicators, honba, riichiSticks, 0);
    }
}
