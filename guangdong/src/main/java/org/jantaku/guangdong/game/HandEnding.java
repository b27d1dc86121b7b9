package org.jantaku.guangdong.game;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.GuangdongSettlement;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.NextDealer;
import org.jantaku.guangdong.settlement.Settlement;
import org.jantaku.guangdong.settlement.WinInput;

/**
 * The end of a hand in play: the same {@link HandEnd} as {@code jantaku settle} reads, settled by
 * {@link GuangdongSettlement}; the scores; then the next hand or the game's end (the deal has moved
 * {@code 4 × gd.rounds} times, or {@code gd.maxHands} hands were played).
 */
final class HandEnding {
    private HandEnding() {
    }

    static GuangdongState end(GuangdongState s, List<WinInput> wins, List<GuangdongEvent> events) {
        boolean tdh = GuangdongRules.isTuidaohu(s.rules());
        HandEnd end = new HandEnd(s.dealer(), s.prevailing(), s.dealerTerm(), s.seats().map(x -> Moves.setMelds(x.melds())),
                wins, tdh ? s.horses().stream().map(Tile::kind).toList() : List.<TileKind>of(), s.escaped(),
                wins.isEmpty() ? Set.of() : twelveFedBefore(s.twelveFeeds(), wins.get(0).seat()));
        Settlement settlement = GuangdongSettlement.settle(s.rules(), end);
        BySeat<Integer> net = settlement.net();
        BySeat<Integer> scores = s.scores().mapWithSeat((seat, v) -> v + net.get(seat));
        int nextDealer = NextDealer.of(s.rules(), end);
        HandResult result = new HandResult(tdh, end, settlement, s.horses(), nextDealer);
        events.add(new GuangdongEvent.HandEnded(result, scores));
        boolean moved = nextDealer != s.dealer();
        int moves = s.dealMoves() + (moved ? 1 : 0);
        int term = moved ? 1 : s.dealerTerm() + 1;
        boolean over = moves >= 4 * s.rules().get(GuangdongRules.ROUNDS)
                || s.handIndex() + 1 >= s.rules().get(GuangdongRules.MAX_HANDS);
        if (over) {
            events.add(new GuangdongEvent.GameEnded(scores));
            return new GuangdongState(s.rules(), s.walls(), s.handIndex(), s.dealer(), s.dealerTerm(), s.dealMoves(), scores,
                    s.wall(), s.next(), s.tailTaken(), s.horses(), s.seats(), new Phase.GameOver(), s.callMade(),
                    s.twelveFeeds(), java.util.Optional.of(result), s.escaped());
        }
        return Dealing.deal(s.rules(), s.walls(), s.handIndex() + 1, nextDealer, term, moves, scores,
                java.util.Optional.of(result), events);
    }

    /** 包先不包后: the seats that fed another player's fourth exposed meld before feeding the winner's. */
    static Set<Integer> twelveFedBefore(List<GuangdongState.Feed> feeds, int winner) {
        Set<Integer> before = new HashSet<>();
        for (GuangdongState.Feed f : feeds) {
            if (f.player() == winner) {
                return before;
            }
            before.add(f.feeder());
        }
        return Set.of();
    }
}
