package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * The start of a game (定庄 by one die) and of each hand: two dice break the wall (the sum counted
 * from the dealer picks the wall, 1 = the dealer's own, 2 his 下家 …; the smaller die the stacks
 * skipped) [seed §二(三)]; four, four, four and one tile to each seat from the dealer on; the dealer's
 * 14th tile is his first draw. The dice come from the hand's wall, so given walls replay the same
 * game.
 */
final class Dealing {
    private Dealing() {
    }

    /** The dealer chosen by one die thrown by seat 0 [seed §三(二)1]: 1/5 himself, 2/6 下家, 3 对家, 4 上家. */
    static GuizhouEvent.DealerChosen firstDealer(Walls walls) {
        int die = 1 + walls.forHand(0, 0).chance(0x5DEECE66DL).nextInt(6);
        int dealer = switch (die) {
            case 1, 5 -> 0;
            case 2, 6 -> 1;
            case 3 -> 2;
            default -> 3;
        };
        return new GuizhouEvent.DealerChosen(0, die, dealer);
    }

    /** A dealt hand: the state on the dealer's first turn, its events appended to {@code events}. */
    static GuizhouState deal(RuleSet rules, Walls walls, int hand, int dealer, int streak, BySeat<Integer> scores,
            List<GuizhouEvent> events) {
        Wall wall = walls.forHand(hand, 0);
        if (wall.size() != 108) {
            throw new IllegalStateException("a 捉鸡麻将 wall holds 108 tiles, not " + wall.size());
        }
        Dice dice = Dice.of(wall);
        int wallSeat = dice.wallSeat(dealer);
        if (wallSeat == dealer && rules.get(GuizhouRules.DICE_WALL).equals("oppositeOnDealerWall")) {
            wallSeat = (dealer + 2) % 4;
        }
        List<List<Tile>> hands = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            hands.add(new ArrayList<>());
        }
        int next = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                for (int k = 0; k < 4; k++) {
                    hands.get((dealer + i) % 4).add(wall.at(next++));
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            hands.get((dealer + i) % 4).add(wall.at(next++));
        }
        BySeat<List<Tile>> dealt = BySeat.of(s -> hands.get(s).stream().sorted().toList());
        events.add(new GuizhouEvent.HandStarted(hand, dealer, streak, dice, wallSeat, Math.min(dice.first(), dice.second()),
                dealt, scores));
        Tile first = wall.at(next);
        events.add(new GuizhouEvent.Drew(dealer, first, false));
        BySeat<SeatState> seats = BySeat.of(s -> SeatState.dealt(dealt.get(s)));
        seats = seats.with(dealer, seats.get(dealer).plus(first));
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, next + 1, wall.size() - 1, seats, false,
                Optional.empty(), Optional.empty(), new Phase.Turn(dealer, Optional.of(first), false, false));
    }
}
