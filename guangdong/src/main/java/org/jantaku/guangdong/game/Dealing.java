package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.Horses;

/**
 * Dealing a hand from its wall: 13 tiles to each seat from the dealer on (wall positions 0-51, the
 * dealer's block first), the dealer's 14th (position 52), then in 推倒胡 the dealer's horses face down
 * from the tail (positions 135, 134 …), out of play. Draws continue from position 53; kong
 * replacements come from the tail after the horses.
 */
final class Dealing {
    private Dealing() {
    }

    static GuangdongState deal(RuleSet rules, Walls walls, int handIndex, int dealer, int term, int moves,
            BySeat<Integer> scores, Optional<HandResult> last, List<GuangdongEvent> events) {
        Wall wall = walls.forHand(handIndex, 0);
        if (wall.size() != 136) {
            throw new IllegalArgumentException("a Guangdong wall has 136 tiles, not " + wall.size() + " (hand " + handIndex + ")");
        }
        List<List<Tile>> hands = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
        for (int i = 0; i < 4; i++) {
            List<Tile> h = new ArrayList<>(wall.tiles().subList(13 * i, 13 * i + 13));
            if (i == 0) {
                h.add(wall.at(52));
            }
            hands.set((dealer + i) % 4, h.stream().sorted().toList());
        }
        int horseCount = GuangdongRules.isTuidaohu(rules) ? Horses.count(term, rules.get(GuangdongRules.TDH_MAX_HORSES)) : 0;
        List<Tile> horses = new ArrayList<>();
        for (int i = 0; i < horseCount; i++) {
            horses.add(wall.at(wall.size() - 1 - i));
        }
        BySeat<List<Tile>> dealt = BySeat.of(hands);
        GuangdongState s = new GuangdongState(rules, walls, handIndex, dealer, term, moves, scores, wall, 53, horseCount,
                horses, dealt.map(SeatState::dealt), new Phase.Turn(dealer, Optional.empty(), false, Optional.empty()),
                false, List.of(), last, List.of());
        events.add(new GuangdongEvent.HandStarted(handIndex, dealer, term, Dice.of(wall), TileKind.of(TileKind.EAST.index()
                + Math.min(moves / 4, 3)), dealt, horseCount, scores));
        return s;
    }
}
