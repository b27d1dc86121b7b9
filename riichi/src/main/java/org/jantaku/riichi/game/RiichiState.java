package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.riichi.wall.DeadWall;

/**
 * The whole state of a Riichi game, immutable.
 *
 * @param rules the rule set
 * @param walls where each hand's wall comes from (the game's seed, or a record's walls)
 * @param handIndex hands dealt so far minus one (0 for the first hand)
 * @param round 0 = East 1 … 3 = East 4, 4 = South 1 …, 8 = West 1 …
 * @param dealer the dealer's seat (親); seat 0 is the first dealer (起家)
 * @param honba 本場
 * @param riichiSticks 供託 on the table
 * @param scores points by seat
 * @param wall this hand's wall
 * @param nextDraw index in the wall of the next live tile (52 after the deal)
 * @param kans kans made this hand, in order, as the seats that made them
 * @param doraRevealed dora indicators turned over (1 plus the kan dora shown so far)
 * @param callMade a call or kan has been made this hand (ends the first go-around's specials)
 * @param seats each seat's hand, melds, pond and flags
 * @param phase what the game waits for
 */
public record RiichiState(RuleSet rules, Walls walls, int handIndex, int round, int dealer, int honba, int riichiSticks,
        BySeat<Integer> scores, Wall wall, int nextDraw, List<Integer> kans, int doraRevealed, boolean callMade,
        BySeat<SeatState> seats, Phase phase) {

    public RiichiState {
        kans = List.copyOf(kans);
    }

    /** Index in the wall after the last live tile: 52 dealt plus the live draws the kans leave. */
    int liveEnd() {
        return 52 + DeadWall.liveDraws(kans.size(), options().deadWallMode());
    }

    /** The option values the engine reads on every step, and the scorer. */
    GameRules options() {
        return GameRules.of(rules);
    }

    /**
     * Live tiles still to draw. Never negative: with {@code riichi.deadWallMode=stackPairs} a second
     * kan moves the wall's end by a whole stack, past the next draw when only one live tile was left.
     */
    public int liveTilesLeft() {
        return Math.max(0, liveEnd() - nextDraw);
    }

    /** Revealed dora indicators. */
    public List<Tile> doraIndicators() {
        if (doraRevealed == 1) {
            return List.of(DeadWall.doraIndicator(wall, 0));
        }
        Tile[] out = new Tile[doraRevealed];
        for (int i = 0; i < doraRevealed; i++) {
            out[i] = DeadWall.doraIndicator(wall, i);
        }
        return List.of(out);
    }

    /** Ura-dora indicators beneath the revealed ones (for a riichi winner; kan ura per the rules). */
    List<Tile> uraIndicators() {
        int n = options().kanUraDora() ? doraRevealed : 1;
        List<Tile> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(DeadWall.uraIndicator(wall, i));
        }
        return out;
    }

    /** The round wind's index: 0 East, 1 South, 2 West, 3 North. */
    public int roundWind() {
        return round / 4;
    }

    public boolean isOver() {
        return phase instanceof Phase.Over;
    }

    RiichiState withPhase(Phase p) {
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, kans,
                doraRevealed, callMade, seats, p);
    }

    RiichiState withSeats(BySeat<SeatState> s) {
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, kans,
                doraRevealed, callMade, s, phase);
    }

    RiichiState withScores(BySeat<Integer> s, int sticks) {
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, sticks, s, wall, nextDraw, kans,
                doraRevealed, callMade, seats, phase);
    }

    /** A live draw: the next draw index, the drawer's seat and the phase at once. */
    RiichiState withDraw(int n, BySeat<SeatState> s, Phase p) {
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, n, kans,
                doraRevealed, callMade, s, p);
    }

    /** A call or kan: marks the hand as called and ends every seat's ippatsu chance. */
    RiichiState withCall() {
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, kans,
                doraRevealed, true, seats.map(SeatState::noIppatsu), phase);
    }

    RiichiState withKan(int seat) {
        List<Integer> k = new ArrayList<>(kans);
        k.add(seat);
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, k,
                doraRevealed, callMade, seats, phase);
    }

    RiichiState withDoraRevealed(int n) {
        if (n == doraRevealed) {
            return this;
        }
        return new RiichiState(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, kans,
                n, callMade, seats, phase);
    }
}
