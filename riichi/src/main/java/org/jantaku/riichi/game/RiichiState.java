package org.jantaku.riichi.game;

import java.util.List;
import org.jantaku.core.game.BySeat;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.riichi.wall.DeadWall;

/**
 * The whole state of a Riichi game, immutable.
 *
 * @param rules the rule set
 * @param seed the game's seed; each hand's wall comes from it
 * @param handIndex hands dealt so far minus one (0 for the first hand)
 * @param round 0 = East 1 … 3 = East 4, 4 = South 1 …, 8 = West 1 …
 * @param dealer the dealer's seat (親); seat 0 is the first dealer (起家)
 * @param honba 本場
 * @param riichiSticks 供託 on the table
 * @param scores points by seat
 * @param wall this hand's wall
 * @param nextDraw index in the wall of the next live tile (52 after the deal)
 * @param seats each seat's hand, pond and flags
 * @param phase what the game waits for
 */
public record RiichiState(RuleSet rules, long seed, int handIndex, int round, int dealer, int honba, int riichiSticks,
        BySeat<Integer> scores, Wall wall, int nextDraw, BySeat<SeatState> seats, Phase phase) {

    /** Index in the wall after the last live tile (no kans yet: 52 dealt + 70 draws). */
    static final int LIVE_END = 52 + DeadWall.LIVE_DRAWS;

    /** Live tiles still to draw. */
    public int liveTilesLeft() {
        return LIVE_END - nextDraw;
    }

    /** Revealed dora indicators (one until kans come). */
    public List<Tile> doraIndicators() {
        return List.of(DeadWall.doraIndicator(wall, 0));
    }

    /** Ura-dora indicators beneath the revealed ones (for a riichi winner). */
    List<Tile> uraIndicators() {
        return List.of(DeadWall.uraIndicator(wall, 0));
    }

    /** The round wind's index: 0 East, 1 South, 2 West, 3 North. */
    public int roundWind() {
        return round / 4;
    }

    public boolean isOver() {
        return phase instanceof Phase.Over;
    }

    RiichiState withPhase(Phase p) {
        return new RiichiState(rules, seed, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, seats, p);
    }

    RiichiState withSeats(BySeat<SeatState> s) {
        return new RiichiState(rules, seed, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, s, phase);
    }

    RiichiState withScores(BySeat<Integer> s, int sticks) {
        return new RiichiState(rules, seed, handIndex, round, dealer, honba, sticks, s, wall, nextDraw, seats, phase);
    }

    RiichiState withNextDraw(int n) {
        return new RiichiState(rules, seed, handIndex, round, dealer, honba, riichiSticks, scores, wall, n, seats, phase);
    }
}
