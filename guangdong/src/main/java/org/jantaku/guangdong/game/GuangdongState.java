package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;

/**
 * A 广东麻将 game between two actions (immutable).
 *
 * @param rules the rule set
 * @param walls where each hand's wall comes from
 * @param handIndex the hand being played, 0 first
 * @param dealer this hand's dealer
 * @param dealerTerm the dealer's consecutive hand as dealer, 1 first (sets the horse count)
 * @param dealMoves how many times the deal has moved to another seat (the prevailing wind and the game's length)
 * @param scores each seat's score
 * @param wall this hand's wall: dealt and drawn from the head, kong replacements and horses from the tail
 * @param next the next index drawn from the head
 * @param tailTaken how many tiles have been taken from the tail (horses, then replacements)
 * @param horses the horses set aside (face down until the hand is settled)
 * @param seats each seat's hand, melds, pond, 漏胡 lock
 * @param phase whose decision the game waits for
 * @param callMade whether anyone has made a meld this hand (地和, 人和 need none)
 * @param twelveFeeds 十二张落地: each feeder of a player's fourth exposed meld, in order
 * @param last the last hand's result, once one has ended
 * @param escaped the seats whose players left during this hand (逃跑, 推倒胡), in seat order
 */
public record GuangdongState(RuleSet rules, Walls walls, int handIndex, int dealer, int dealerTerm, int dealMoves,
        BySeat<Integer> scores, Wall wall, int next, int tailTaken, List<Tile> horses, BySeat<SeatState> seats,
        Phase phase, boolean callMade, List<Feed> twelveFeeds, Optional<HandResult> last, List<Integer> escaped) {
    /**
     * The waits (听牌) of a seat whose hand waits (13 − 3·melds concealed tiles): each kind that
     * completes a winning shape of the rule set, by the same check a win uses; empty when it is not
     * ready or holds a drawn tile.
     */
    public List<TileKind> waits(int seat) {
        SeatState me = seats.get(seat);
        if (me.hand().size() != 13 - 3 * me.melds().size()) {
            return List.of();
        }
        int[] own = me.counts();
        List<TileKind> out = new java.util.ArrayList<>();
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (own[k] < 4 && Moves.completeWith(rules, me, TileKind.of(k))) {
                out.add(TileKind.of(k));
            }
        }
        return out;
    }

    public GuangdongState {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(phase, "phase");
        horses = List.copyOf(horses);
        twelveFeeds = List.copyOf(twelveFeeds);
        escaped = escaped.stream().sorted().distinct().toList();
    }

    /** A feed of a fourth exposed meld (十二张落地): {@code feeder}'s discard completed {@code player}'s. */
    public record Feed(int feeder, int player) {
    }

    /** Tiles still to be drawn: the live wall between the head and the tail. */
    public int liveTilesLeft() {
        return wall.size() - tailTaken - next;
    }

    /** The prevailing wind (风圈): 东 until the deal has moved four times, then 南 … */
    public TileKind prevailing() {
        return TileKind.of(TileKind.EAST.index() + Math.min(dealMoves / 4, 3));
    }

    public boolean isOver() {
        return phase instanceof Phase.GameOver;
    }

    GuangdongState with(BySeat<SeatState> s, Phase p) {
        return new GuangdongState(rules, walls, handIndex, dealer, dealerTerm, dealMoves, scores, wall, next, tailTaken,
                horses, s, p, callMade, twelveFeeds, last, escaped);
    }

    GuangdongState drawn(int newNext, int newTail, BySeat<SeatState> s, Phase p) {
        return new GuangdongState(rules, walls, handIndex, dealer, dealerTerm, dealMoves, scores, wall, newNext, newTail,
                horses, s, p, callMade, twelveFeeds, last, escaped);
    }

    /** The same state with {@code seat} among the seats that left this hand (逃跑). */
    GuangdongState escaping(int seat) {
        List<Integer> left = new java.util.ArrayList<>(escaped);
        left.add(seat);
        return new GuangdongState(rules, walls, handIndex, dealer, dealerTerm, dealMoves, scores, wall, next, tailTaken,
                horses, seats, phase, callMade, twelveFeeds, last, left);
    }

    GuangdongState called(List<Feed> feeds) {
        return new GuangdongState(rules, walls, handIndex, dealer, dealerTerm, dealMoves, scores, wall, next, tailTaken,
                horses, seats, phase, true, feeds, last, escaped);
    }
}
