package org.jantaku.guizhou.game;

import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.guizhou.settlement.FirstOneSou;

/**
 * The whole state of a game of 捉鸡麻将 (immutable).
 *
 * @param rules the options
 * @param walls where each hand's wall comes from
 * @param hand the hand's index in the game (0 = first)
 * @param dealer the dealer
 * @param streak 连庄数 L
 * @param scores points so far (the game starts at 0 each; they always sum to 0)
 * @param wall this hand's wall
 * @param head the index of the next tile drawn from the front
 * @param tail the index of the next kong replacement, drawn from the end
 * @param seats each seat's tiles
 * @param called whether any 碰 or 豆 was made this hand (报听 needs none)
 * @param firstOneSou the hand's first discarded 1条 and its claimer
 * @param firstOneSouTile that tile
 * @param phase what the game waits for
 */
public record GuizhouState(RuleSet rules, Walls walls, int hand, int dealer, int streak, BySeat<Integer> scores, Wall wall,
        int head, int tail, BySeat<SeatState> seats, boolean called, Optional<FirstOneSou> firstOneSou,
        Optional<Tile> firstOneSouTile, Phase phase) {

    /** Tiles left to draw. */
    public int tilesLeft() {
        return tail - head + 1;
    }

    public boolean isOver() {
        return phase instanceof Phase.Over;
    }

    public SeatState seat(int s) {
        return seats.get(s);
    }

    /**
     * The waits (叫) of a seat whose hand waits (13 − 3·melds concealed tiles), by
     * {@link org.jantaku.guizhou.settlement.Shapes#waits}; empty when it is not ready or holds a drawn tile.
     */
    public java.util.List<org.jantaku.core.tile.TileKind> waits(int s) {
        SeatState me = seat(s);
        if (me.hand().size() != 13 - 3 * me.melds().size()) {
            return java.util.List.of();
        }
        return org.jantaku.guizhou.settlement.Shapes.waits(me.counts(), GameEnds.melds(me));
    }

    GuizhouState with(Phase p) {
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, head, tail, seats, called, firstOneSou,
                firstOneSouTile, p);
    }

    GuizhouState withSeat(int s, SeatState st) {
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, head, tail, seats.with(s, st), called,
                firstOneSou, firstOneSouTile, phase);
    }

    GuizhouState withWall(int h, int t) {
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, h, t, seats, called, firstOneSou,
                firstOneSouTile, phase);
    }

    GuizhouState withCalled() {
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, head, tail, seats, true, firstOneSou,
                firstOneSouTile, phase);
    }

    GuizhouState withFirstOneSou(FirstOneSou f, Tile t) {
        return new GuizhouState(rules, walls, hand, dealer, streak, scores, wall, head, tail, seats, called, Optional.of(f),
                Optional.of(t), phase);
    }
}
