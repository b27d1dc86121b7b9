package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.game.BySeat;
import org.jantaku.core.tile.Tile;

/**
 * What one seat may know: its own concealed tiles, every pond, the riichi declarations, scores,
 * the round and the dora indicators. Never another seat's concealed tiles or the wall.
 *
 * @param drawn the tile this seat just drew, when it is its turn
 * @param claimable the discard this seat is asked about, when it may ron
 */
public record RiichiObservation(int seat, List<Tile> hand, BySeat<List<org.jantaku.core.hand.Meld>> melds,
        BySeat<List<PondTile>> ponds, BySeat<Boolean> riichi,
        BySeat<Integer> scores, int round, int dealer, int honba, int riichiSticks, List<Tile> doraIndicators,
        int liveTilesLeft, Optional<Tile> drawn, Optional<Tile> claimable, boolean over) {

    static RiichiObservation of(RiichiState s, int seat) {
        Optional<Tile> drawn = s.phase() instanceof Phase.Turn t && t.seat() == seat ? t.drawn() : Optional.empty();
        Optional<Tile> claimable = s.phase() instanceof Phase.Claims c && c.waiting().contains(seat)
                ? Optional.of(c.tile()) : Optional.empty();
        return new RiichiObservation(seat, s.seats().get(seat).hand(), s.seats().map(SeatState::melds), s.seats().map(SeatState::pond),
                s.seats().map(SeatState::riichi), s.scores(), s.round(), s.dealer(), s.honba(), s.riichiSticks(),
                s.doraIndicators(), s.liveTilesLeft(), drawn, claimable, s.isOver());
    }
}
