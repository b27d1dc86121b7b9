package org.jantaku.riichi.game;

/**
 * What the turn's checks ask of a hand's worked-out shape: whether it is closed (門前) and whether
 * its shanten is at most some number. The engine's {@link SeatState.Shape} answers, and so does a
 * {@link TableSeat} (which settles most draws from the shape before them), so both ask through one
 * rule ({@link Turns#mayDeclareRiichi(GameRules, WorkedShape, int, int)}).
 */
interface WorkedShape {
    boolean closed();

    boolean shantenAtMost(int n);
}
